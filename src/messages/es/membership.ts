/**
 * Spanish strings of the `membership` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const membership = {
  title: 'Invitación de membresía', // not in spec
  accepting: 'Procesando invitación…', // not in spec
  successFallback: 'La invitación ha sido aceptada.', // not in spec
  failureFallback: 'No se pudo aceptar la invitación.', // not in spec
  missingParams: 'El enlace de invitación no es válido.', // not in spec
  missingParamsDetail: 'Faltan datos en el enlace (citizen_id, company_id o token_code). Abra el enlace completo del correo de invitación.', // not in spec
  successHeading: 'Invitación aceptada', // not in spec
  failureHeading: 'Invitación no aceptada', // not in spec
  errorToast: 'Ha ocurrido un error, contacte a soporte',
  goToDesk: 'Ir a mi escritorio',
  goToLogin: 'Iniciar Sesión',
} as const;

provideMessages('membership', membership);
