/**
 * Spanish strings of the `validatePayment` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const validatePayment = {
  title: 'Verificación de pago',
  verifying: 'Verificando pago',
  success: '¡Pago realizado satisfactoriamente! Los cambios se reflejara en unos minutos.',
  error: '¡Ha ocurrido un error durante la validacion del pago!',
  goToDesk: 'Ir a mi escritorio',
  viewRequest: 'Ver detalle de solicitud',
  unconfirmed: 'Aún no pudimos confirmar el estado de su pago. No realice un nuevo pago: verifique de nuevo en unos momentos.', // not in spec
  retry: 'Reintentar', // not in spec
} as const;

provideMessages('validatePayment', validatePayment);
