/**
 * Spanish strings of the `rating` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const rating = {
  title: 'Calificación de servicio',
  stars: 'Calificación', // not in spec
  starValue: '{n} de 5 estrellas', // not in spec
  comment: 'Comentario',
  submit: 'Enviar Calificación',
  success: 'Calificación enviada con exito',
  failure: 'Ha ocurrido un error',
  checkingOutcome: 'No sabemos si su calificación llegó al ministerio. Estamos comprobándolo…', // not in spec (issue 25)
  notReceived: 'Comprobamos que su calificación no llegó al ministerio. Puede enviarla de nuevo.', // not in spec (issue 25)
  outcomeUnchecked: 'No pudimos comprobar si su calificación llegó al ministerio. Al enviarla de nuevo se comprobará antes.', // not in spec (issue 25)
} as const;

provideMessages('rating', rating);
