/**
 * Spanish strings of the `payments` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const payments = {
  methodTitle: 'Método de pago',
  amountToPay: 'Monto a pagar',
  cardPayment: 'PAGO CON TARJETA', // not in spec
  depositOrTransfer: 'DEPOSITO O TRANSFERENCIA',
  underValidation: 'Su pago de ${amount} está en proceso de validación.',
  myPayments: 'Mis pagos',
  noPayments: 'No hay pagos registrados', // not in spec
  concept: 'Concepto', // not in spec
  approvalNumber: 'ID de pago',
  paymentMethod: 'Método de pago',
  amountPaid: 'Monto pagado', // not in spec
  currency: 'Moneda', // not in spec
  paymentDate: 'Fecha de pago', // not in spec
  uploadProofTitle: 'Subir comprobante',
  confirm: 'CONFIRMAR',
  proofConfirmTitle: 'Confirmar envío de comprobante', // not in spec
  proofConfirmBody:
    'Verifique que el documento sea el correcto. Una vez enviado no podrá revertirse, y si cancela durante el envío la solicitud será desestimada.', // not in spec
  proofLabel: 'Comprobante de pago', // contract §3.4 (not in spec)
  proofSent: 'Comprobante de pago enviado',
  failure: 'Ha ocurrido un error',
  checkingOutcome: 'No sabemos si su comprobante llegó al ministerio. Estamos comprobándolo…', // not in spec (issue 25)
  notReceived: 'Comprobamos que su comprobante no llegó al ministerio. Puede enviarlo de nuevo.', // not in spec (issue 25)
  outcomeUnchecked: 'No pudimos comprobar si su comprobante llegó al ministerio. Al enviarlo de nuevo se comprobará antes.', // not in spec (issue 25)
  redirecting: 'Redirigiendo a la pasarela de pago…', // not in spec
  leaveWarning: 'Si cierra esta pestaña el proceso de la solicitud se vera afectado.',
  leaveTitle: '¿Desea salir de esta página?', // not in spec
  leaveConfirm: 'Salir', // not in spec
  leaveStay: 'Permanecer', // not in spec
  requiredDocumentFiles: 'Documentos a enviar', // not in spec
  uploadProgressLabel: 'Progreso de la carga', // not in spec
  proofField: 'Comprobante (un documento, máximo 25 MB)', // not in spec
  actionUnavailable: 'Esta acción requerida ya no está pendiente.', // not in spec
  sending: 'Enviando…', // not in spec
  pendingTitle: 'Pago pendiente', // not in spec
  noAmount: 'Monto no disponible', // not in spec
  /** The service has neither a card payment nor deposit/transfer (issue 26 row 4). */
  noOnlineMeans: 'Este servicio no tiene un medio de pago en línea. Para realizar el pago, comuníquese con el Ministerio de Turismo: {phones} · {email}.', // not in spec
} as const;

provideMessages('payments', payments);
