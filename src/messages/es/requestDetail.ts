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
    actionRequired: 'Accion Requerida', // contract §3.3 (not in spec)
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
} as const;

provideMessages('requestDetail', requestDetail);
