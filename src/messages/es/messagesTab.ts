/**
 * Spanish strings of the `messagesTab` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const messagesTab = {
  title: 'Historial de mensajes',
  empty: 'NO HAY MENSAJES',
  placeholder: 'Escriba aqui su mensaje',
  send: 'Enviar mensaje', // not in spec
  officer: 'Ministerio de Turismo', // not in spec
  citizen: 'Usted', // not in spec
  applicant: 'Solicitante', // not in spec
  charactersLeft: '{n} caracteres restantes', // not in spec
  failure: 'Ha ocurrido un error, contacte a soporte',
  sent: 'Información requerida enviada satisfactoriamente',
  checkingOutcome: 'No sabemos si su mensaje llegó al ministerio. Estamos comprobándolo…', // not in spec (issue 25)
  notReceived: 'Comprobamos que su mensaje no llegó al ministerio. Puede enviarlo de nuevo.', // not in spec (issue 25)
  outcomeUnchecked: 'No pudimos comprobar si su mensaje llegó al ministerio. Al enviarlo de nuevo se comprobará antes.', // not in spec (issue 25)
  label: 'Mensaje', // not in spec
  tooLong: 'El mensaje no puede tener más de {n} caracteres', // not in spec
  history: 'Mensajes de la solicitud', // not in spec
} as const;

provideMessages('messagesTab', messagesTab);
