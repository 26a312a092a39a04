/**
 * Spanish strings of the `login` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const login = {
  title: 'Iniciar Sesión',
  document: 'Cédula o pasaporte', // not in spec
  documentHint: 'Sin guiones o con guiones, ej. 001-1234567-8', // not in spec
  password: 'Contraseña', // not in spec
  submit: 'Iniciar Sesión',
  forgotPassword: 'Olvidé mi contraseña', // not in spec
  noAccount: '¿No tiene una cuenta?', // not in spec
  register: 'Registrar',
  failed: 'Ha ocurrido un error, favor contacte a soporte',
  /** After a refused token refresh ended the session (issue 25 "An expired session keeps the work"). */
  sessionExpired: 'Su sesión ha expirado. Inicie sesión de nuevo para continuar.', // not in spec
  /** The same, when the browser kept a draft of that user (issue 25). */
  sessionExpiredDraftKept: 'Su sesión ha expirado. Inicie sesión de nuevo para continuar; su borrador se ha guardado.', // not in spec
} as const;

provideMessages('login', login);
