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
} as const;

provideMessages('login', login);
