/**
 * Spanish strings of the `requestDetail` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const requestDetail = {
  tabs: {
    details: 'Detalles',
    claims: 'Quejas y Reclamaciones',
    payments: 'Pagos',
    messages: 'Mensajes',
    actionRequired: 'Acción Requerida', // contract §3.3 'Accion Requerida' (not in spec), accent restored (issue 26)
  },
  detailsTitle: 'Detalles de Solicitud',
  requestNumber: 'Número de solicitud', // not in spec
  status: 'Estado', // not in spec
  date: 'Fecha', // not in spec
  yes: 'Si',
  issuedDocuments: 'Documentos emitidos por institución',
  uploadedDocuments: 'Documentos subidos',
  noDocuments: 'No hay documentos', // not in spec
  deleteRequest: 'Eliminar Solicitud',
  deleteConfirm: 'Esta seguro de eliminar esta solicitud? Una vez realizada esta acción no podra revertirse',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  complete: 'Completar',
  requiredDocumentTitle: 'Documento requerido',
  requiredDocumentName: 'Documento de accion requerida {n}', // contract §3.3 (not in spec)
  send: 'ENVIAR',
  requiredDocumentSent: 'Documento requerido enviada satisfactoriamente',
  informationSent: 'Información requerida enviada satisfactoriamente',
  actionError: 'Ha ocurrido un error, contacte a soporte',
  solutionTitle: 'Resolución de la solicitud', // not in spec
  rate: 'CALIFICAR',
  notFound: 'No se encontró la solicitud.', // not in spec
  service: 'Servicio', // not in spec
  answersTitle: 'Datos de la solicitud', // not in spec
  gridCaption: 'Tabla {n}', // not in spec
  extension: 'Extensión', // not in spec
  openDocument: 'Abrir {name}', // not in spec
  noLink: 'Sin enlace', // not in spec
  loadFailed: 'No se pudo cargar la solicitud.', // not in spec
  refreshFailed: 'No se pudo actualizar la solicitud.', // not in spec
  refreshing: 'Actualizando la solicitud…', // not in spec
  viewGone: 'La solicitud cambió y esa sección ya no está disponible; se muestran los detalles.', // not in spec
  redirecting: 'Verificando pago', // spec 001 §2.6 (shown while leaving for the payment validation page)
  company: 'Empresa', // not in spec
  deleteTitle: 'Eliminar Solicitud',
  deleting: 'Eliminando la solicitud…', // not in spec
  actionsLabel: 'Acciones requeridas', // not in spec
  actionPending: 'Esta solicitud tiene una acción requerida pendiente.', // not in spec
  staffReadOnly: 'Vista de solo lectura del personal de la institución.', // not in spec
  tabsLabel: 'Secciones de la solicitud', // not in spec
  panelLoading: 'Cargando sección…', // not in spec
  notFoundHint: 'Puede que no exista o que no tenga acceso a ella.', // not in spec
  goToDesk: 'Ir a mi escritorio',
  viewer: {
    close: 'Cerrar', // not in spec
    toolbar: 'Herramientas del visor', // not in spec
    zoomIn: 'Acercar', // not in spec
    zoomOut: 'Alejar', // not in spec
    reset: 'Restablecer', // not in spec
    zoomLevel: 'Zoom: {n} %', // not in spec
    download: 'Descargar', // not in spec
    previousPage: 'Página anterior', // not in spec
    nextPage: 'Página siguiente', // not in spec
    pageOf: 'Página {page} de {total}', // not in spec
    stage: 'Vista de {title}', // not in spec
    loading: 'Cargando documento…', // not in spec
    failed: 'No se pudo abrir el documento.', // not in spec
    retry: 'Reintentar', // not in spec
  },
} as const;

provideMessages('requestDetail', requestDetail);
