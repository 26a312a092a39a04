/**
 * Spanish strings of the `activation` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const activation = {
  title: 'Activación de cuenta', // not in spec
  activating: 'Activando su cuenta…', // not in spec
  successFallback: 'Su cuenta ha sido activada.', // not in spec
  failureFallback: 'No se pudo activar su cuenta.', // not in spec
  successIcon: 'Activación exitosa', // not in spec
  failureIcon: 'Activación fallida', // not in spec
  goToLogin: 'Iniciar Sesión',
} as const;

provideMessages('activation', activation);
