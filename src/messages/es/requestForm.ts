/**
 * Spanish strings of the `requestForm` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const requestForm = {
  tariffsTitle: 'Tarifas del servicio',
  variationLabel: 'Opciones de servicio',
  concept: 'Concepto', // not in spec
  price: 'Precio', // not in spec
  deliveryTime: 'Tiempo de entrega', // not in spec
  confirmVariation: 'Confirmar',
  chooseVariation: 'Seleccione una opción de servicio', // not in spec
  back: 'Retroceder',
  continue: 'Continuar',
  submit: 'Enviar Solicitud',
  confirmTitle: 'Confirmación de solicitud', // not in spec
  confirmBody: 'Declaro que los datos suministrados son verídicos y autorizo al Ministerio de Turismo a consultar mis datos personales en otras instituciones.', // not in spec
  sending: 'Enviando solicitud…', // not in spec
  sent: 'Solicitud enviada satisfactoriamente.',
  pageTitle: 'Solicitud de servicio', // not in spec
  toDesk: 'Ir a mi escritorio',
  unavailable: 'Este servicio no puede solicitarse en línea.', // not in spec
  backToService: 'Volver al servicio', // not in spec
  forCompany: 'Solicitud en representación de {name}', // not in spec
  companyRefused: 'No representa a la empresa indicada en el enlace, por lo que no puede hacer solicitudes en su nombre.', // not in spec
  continuePersonal: 'Continuar como solicitud personal', // not in spec
  chosenVariation: 'Opción de servicio: {concept} — {price}', // not in spec
  stepsNav: 'Pasos de la solicitud', // not in spec
  stepDone: 'completado', // not in spec
  draftTitle: 'Solicitud sin terminar', // not in spec
  draftRestore: 'Sí, cargarla', // not in spec
  draftDiscard: 'No, comenzar de nuevo', // not in spec
  review: 'Revisar', // not in spec
  leaveTitle: '¿Desea salir de la solicitud?', // not in spec
  leaveConfirm: 'Salir', // not in spec
  leaveStay: 'Permanecer', // not in spec
  uploading: 'Subiendo documentos… {n} %', // not in spec
  uploadProgressLabel: 'Progreso de la carga de documentos', // not in spec
  retrySubmit: 'Reintentar envío', // not in spec
  draftFound: 'Se ha encontrado información previa de una solicitud sin terminar. ¿Desea cargarla para esta solicitud?',
  restoring: 'Restableciendo',
  draftKeptLocally: 'No se pudo guardar el borrador en el servidor; se conserva en este navegador.', // not in spec
  leaveWarning: 'Si cierra esta pestaña el proceso de la solicitud se vera afectado.',
  uploadError: 'Ha ocurrido un error subiendo los documentos.',
  createError: 'Ha ocurrido un error favor intentar mas tarde.',
  unexpectedError: 'Ha ocurrido un error,contacte al soporte para mas información',
  checkingOutcome: 'No sabemos si su solicitud llegó al ministerio. Estamos comprobándolo…', // not in spec (issue 25)
  outcomeNotCreated: 'Comprobamos que su solicitud no llegó al ministerio. Puede enviarla de nuevo.', // not in spec (issue 25)
  outcomeNotAssigned: 'Comprobamos que los documentos no quedaron adjuntos a su solicitud. Pulse Reintentar envío para adjuntarlos.', // not in spec (issue 25)
  outcomeUnchecked: 'No pudimos comprobar si su solicitud llegó al ministerio. Vuelva a intentarlo: antes de enviar nada se comprobará de nuevo.', // not in spec (issue 25)
  fillRequired: 'Llene todos los campos requeridos',
  gridAtLeastOne: 'Asegurese de llenar los campos',
  gridAdd: 'Agregar', // not in spec
  gridEmpty: 'No hay elementos agregados', // not in spec
  selectOptionFirst: 'Seleccione una opcion en el campo {label}',
  cedulaInvalid: 'Cédula no válida, introduzca otra cédula',
  cedulaNetworkError: 'Ha ocurrido un error validando la cedula',
  validationSuccessTitle: 'Validación exitosa',
  cedulaValid: 'Cédula válida',
  validationErrorTitle: 'Error en la validación',
  validationFailed: 'Ha ocurrido un error en la validación',
  minLength: 'Debe tener al menos {n} caracteres', // not in spec
  invalidAmount: 'Monto no válido', // not in spec
  serverMessage: '{message}', // not in spec: the server's own message (spec 001 §5 "shows the server message")
  stepOf: 'Paso {step} de {total}', // not in spec
  stepOfWindow: 'Paso {step} de {total} · se muestran los pasos {from} a {to}', // not in spec (issue 26: which steps the labels are)
  reviewTitle: 'Revise su solicitud', // issue 27 (not in spec)
  reviewIntro: 'Compruebe sus respuestas antes de enviar la solicitud. Puede cambiar cualquiera de ellas.', // issue 27 (not in spec)
  reviewChange: 'Cambiar', // issue 27 (not in spec)
  reviewChangeOf: 'las respuestas de {step}', // issue 27 (not in spec): read after 'Cambiar' by screen readers
  reviewUnanswered: 'Sin respuesta', // issue 27 (not in spec)
  reviewYes: 'Sí', // issue 27 (not in spec): a checked box (contract §2.3 'Si', accented here)
  reviewTariffTitle: 'Tarifa del servicio', // issue 27 (not in spec)
  reviewTariff: 'Tarifa', // issue 27 (not in spec)
  reviewVariation: 'Opción de servicio', // issue 27 (not in spec)
  reviewPrice: 'Precio', // issue 27 (not in spec)
  reviewNoRows: 'No hay elementos agregados', // issue 27 (not in spec)
  reviewFile: '{name} ({size})', // issue 27 (not in spec)
  reviewStepsLabel: 'Respuestas de la solicitud', // issue 27 (not in spec)
  checking: 'Validando…', // not in spec
  charCount: '{n} / {max} caracteres', // not in spec
  gridAddNamed: 'Agregar {label}', // not in spec
  gridActions: 'Acciones', // not in spec
  gridRemoveRow: 'Eliminar fila {n}', // not in spec
  deliveryTimeValue: 'Tiempo de entrega: {time}', // not in spec
  ruleLabels: {
    cedula: 'No. de Cédula', // contract §2.5 (not in spec)
    passport: 'Pasaporte', // contract §2.5 (not in spec)
    rnc: 'RNC', // contract §2.5 (not in spec)
  },
} as const;

provideMessages('requestForm', requestForm);
