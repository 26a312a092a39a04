/**
 * Spanish strings of the `demo` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const demo = {
  mailboxTitle: 'Buzón de demostración', // not in spec (embedded mode only)
  mailboxIntro: 'Correos electrónicos que el backend de demostración ha enviado. Solo existe en el modo integrado.', // not in spec
  empty: 'No hay correos todavía.', // not in spec
  to: 'Para', // not in spec
  date: 'Fecha', // not in spec
  reset: 'Reiniciar datos de demostración', // not in spec
  resetDone: 'Se reiniciaron los datos de demostración.', // not in spec
  demoAccountsTitle: 'Cuentas de demostración', // not in spec
  inviteTitle: 'Enviar invitación de membresía', // not in spec (brief)
  inviteIntro: 'Back office de demostración: invita a un ciudadano registrado a ser representante de una empresa. La invitación llega a este buzón.', // not in spec
  inviteCompany: 'Empresa', // not in spec
  inviteCompanyPlaceholder: 'Seleccione una empresa', // not in spec
  inviteDocument: 'Documento de identidad del ciudadano', // not in spec
  inviteSubmit: 'Enviar invitación', // not in spec
  inviteRequired: 'Este campo es requerido', // spec 000 §5 text
  inviteFailed: 'Ha ocurrido un error, contacte a soporte', // spec 000 §8 text
  approvalsTitle: 'Empresas pendientes de aprobación', // not in spec (brief)
  approvalsIntro: 'Back office de demostración: al aprobar una empresa, esta puede iniciar sesión y recibe un correo en este buzón.', // not in spec
  approvalsEmpty: 'No hay empresas pendientes de aprobación.', // not in spec
  approve: 'Aprobar', // brief
  approveLabel: 'Aprobar {name}', // not in spec
  approved: 'Empresa aprobada: {name}', // not in spec
  backOfficeLink: 'Back office de solicitudes', // not in spec (issue 8)
  gatewayNote: 'Los pagos con tarjeta pasan por la pasarela de pagos simulada (/demo/pasarela).', // not in spec
  formsTitle: 'Formularios de los trámites', // not in spec (issue 26)
  formsNote:
    'Cada trámite en línea tiene su formulario. Dos son formularios reales del Ministerio: «Solicitud de viaje de familiarización (fam trip)» y «Evaluación de anteproyecto turístico» (mitur01, versión 7). Este último es el formulario interno de evaluación del Ministerio: el propio formulario deshabilita sus campos de texto y de fecha, y se muestra tal como se recibe, por lo que no se puede escribir en ellos. Para probar una solicitud completa, elija otro trámite, por ejemplo «Solicitud de material promocional».', // not in spec (issue 26)
  // --- demo back office of requests (issue 8) ---
  bo: {
    title: 'Back office de solicitudes', // not in spec
    intro:
      'Back office de demostración: elija la solicitud de cualquier ciudadano o empresa y actúe como el personal del Ministerio. Cada acción envía un correo al buzón de demostración y la página de detalle abierta en otra pestaña la refleja al volver a ella.', // not in spec
    mailboxLink: 'Ir al buzón de demostración', // not in spec
    listTitle: 'Solicitudes', // not in spec
    colCode: 'Código', // not in spec
    colOwner: 'Solicitante', // not in spec
    colService: 'Servicio', // not in spec
    colStatus: 'Estado', // not in spec
    provisional: 'Provisional', // not in spec
    forCompany: 'Para {company}', // not in spec
    select: 'Seleccionar', // not in spec
    selectLabel: 'Seleccionar la solicitud {code}', // not in spec
    selected: 'Seleccionada', // not in spec
    noneSelected: 'Seleccione una solicitud de la lista para actuar sobre ella.', // not in spec
    detailTitle: 'Solicitud {code}', // not in spec
    detailStatus: 'Estado: {status}', // not in spec
    detailPayment: 'Pago: {status} ({amount})', // not in spec
    detailNoPayment: 'Pago: no aplica', // not in spec
    detailPending: 'Acciones pendientes', // not in spec
    detailNoPending: 'Sin acciones pendientes.', // not in spec
    detailSolution: 'Solución: {solution}', // not in spec
    openDetail: 'Abrir el detalle de la solicitud', // not in spec
    actionType: 'Acción {type}: {message}', // not in spec
    message: 'Mensaje para el solicitante', // not in spec
    requestDocument: 'Solicitar documento', // brief
    requestInformation: 'Solicitar información', // brief
    requestPayment: 'Solicitar pago', // brief
    paymentType: 'Tipo de acción de pago', // not in spec
    paymentType5: 'Acción 5: pago requerido', // not in spec
    paymentType7: 'Acción 7: pago por acción requerida', // not in spec
    /** The service has no online payment means (issue 26 row 4). */
    noPaymentMeans:
      'Atención: este servicio no tiene pago con tarjeta ni por depósito o transferencia; el ciudadano no podrá pagar desde el portal y se le indicará que contacte al Ministerio.', // not in spec
    amount: 'Monto (DOP)', // not in spec
    concept: 'Concepto del pago (opcional)', // not in spec
    optionalMessage: 'Mensaje (opcional)', // not in spec
    writeMessage: 'Escribir mensaje', // brief
    messageText: 'Texto del mensaje (se muestra tal como se escribe)', // not in spec
    issueDocument: 'Emitir documento', // brief
    documentName: 'Nombre del documento', // not in spec
    validatePayment: 'Validar pago', // brief
    voucherReference: 'Referencia del depósito o transferencia (opcional)', // not in spec
    resolve: 'Resolver', // brief
    finishText: 'Solución o motivo (se muestra al solicitante)', // not in spec
    reject: 'Rechazar', // brief
    cancel: 'Cancelar', // brief
    answerClaim: 'Responder reclamación', // brief
    claimsTitle: 'Reclamaciones', // spec 001 §2.5 title
    noClaims: 'No hay reclamaciones en esta solicitud', // spec 001 §2.5
    claimLabel: 'Reclamación #{id} ({status}): {description}', // not in spec
    claimAnswered: 'Respuesta: {solution}', // not in spec
    claimSolution: 'Respuesta a la reclamación #{id}', // not in spec
    claimStatus: 'Estado de la reclamación #{id}', // not in spec
    done: 'Acción realizada en la solicitud {code}.', // not in spec
    outcome: {
      notFound: 'La solicitud ya no existe.', // not in spec
      closed: 'La solicitud está cerrada (estado 7, 8 o 10).', // not in spec
      provisional: 'La solicitud es provisional: solo puede cancelarse.', // not in spec
      required: 'Este campo es requerido', // spec 000 §5 text
      tooLong: 'El mensaje no puede tener más de 500 caracteres.', // not in spec
      invalidAmount: 'Indique un monto mayor que cero, con dos decimales como máximo.', // not in spec
      underValidation: 'Hay un comprobante en validación: valídelo antes de solicitar otro pago.', // not in spec
      noVoucher: 'No hay un comprobante de pago en validación (estado GENERADO).', // not in spec
      invalidStatus: 'Elija un estado válido.', // not in spec
    },
  },
  // --- simulated card gateway (issue 8; contract §3.4 fields) ---
  gw: {
    title: 'Pasarela de pagos (simulada)', // not in spec
    intro: 'Pasarela de pagos de demostración: recibe el formulario que el portal envía a la pasarela real y permite aprobar, rechazar o abandonar el pago.', // not in spec
    received: 'Datos recibidos', // not in spec
    amount: 'Monto', // not in spec
    serviceCode: 'Código de servicio', // not in spec
    centre: 'Centro de recaudación', // not in spec
    payer: 'Nombre del pagador', // not in spec
    document: 'Documento', // not in spec
    documentType: 'Tipo de documento', // not in spec
    medium: 'Medio de pago', // not in spec
    authorization: 'Autorización del portal', // not in spec
    returnUrl: 'URL de retorno', // not in spec
    request: 'Solicitud', // not in spec
    missing: 'Faltan datos del formulario de pago: {fields}. La pasarela no puede procesar el pago.', // not in spec
    badAmount: 'El monto recibido no es válido.', // not in spec
    unknownRequest: 'La autorización del portal no corresponde a ninguna solicitud.', // not in spec
    badReturn: 'La URL de retorno no es válida (debe ser de este mismo sitio).', // not in spec
    approve: 'Aprobar', // brief
    decline: 'Rechazar', // brief
    abandon: 'Abandonar', // brief
    toDesk: 'Ir a mi escritorio', // spec 001 §2.6 button text
  },
} as const;

provideMessages('demo', demo);
