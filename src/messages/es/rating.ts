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
} as const;

provideMessages('rating', rating);
