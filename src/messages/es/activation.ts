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
  /** /public/mobileValidation (spec 000 §2: the page exists, its content is not shown). */
  mobile: {
    heading: 'Validación de la aplicación móvil', // not in spec
    intro:
      'Si creó su cuenta desde la aplicación móvil del Ministerio de Turismo, la validación confirma que el correo electrónico y el documento de identidad registrados le pertenecen.', // not in spec
    whatItMeans: 'Una vez validada, su cuenta es la misma en la aplicación y en este portal:', // not in spec
    point1: 'inicia sesión con el mismo documento de identidad (cédula o pasaporte) y la misma contraseña;', // not in spec
    point2: 'sus solicitudes, notificaciones y documentos se ven en ambos lugares;', // not in spec
    point3: 'si olvidó su contraseña, puede recuperarla desde la página de inicio de sesión.', // not in spec
    help: 'Si aún no ha validado su cuenta, abra el enlace del correo que le enviamos al registrarse. Si no lo encuentra, revise la carpeta de correo no deseado o escríbanos desde la página de contacto.', // not in spec
    goHome: 'Ir al inicio', // not in spec
    contact: 'Contacto',
  },
} as const;

provideMessages('activation', activation);
