/**
 * Spanish strings of the `resetPassword` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const resetPassword = {
  title: 'Recuperar contraseña', // not in spec
  intro: 'Introduzca su documento de identidad y el correo electrónico de su cuenta.', // not in spec
  document: 'Cédula o pasaporte', // not in spec
  documentHint: 'Sin guiones o con guiones, ej. 001-1234567-8', // not in spec
  email: 'Correo electrónico', // not in spec
  emailConfirmation: 'Confirmar correo electrónico', // not in spec
  submit: 'Enviar', // not in spec
  backToLogin: 'Volver a iniciar sesión', // not in spec
  sending: 'Enviando…', // not in spec
  invalidEmail: 'Ingrese un email valido',
  emailsMismatch: 'Los correos no coinciden',
  success: 'Se ha enviado un mensaje a su correo electrónico',
  failure: 'Ha ocurrido un error favor intentar mas tarde.',
} as const;

provideMessages('resetPassword', resetPassword);
