/**
 * Spanish strings of the `service` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const service = {
  rating: 'Calificación', // not in spec
  ratingValue: '{n} de 5', // not in spec
  print: 'Imprimir', // not in spec
  share: 'Compartir', // not in spec
  shareByEmail: 'Compartir por correo electrónico', // not in spec
  shareOn: 'Compartir en {network}', // not in spec
  linkCopied: 'Enlace copiado', // not in spec
  copyLink: 'Copiar enlace', // not in spec
  copyFailed: 'No se pudo copiar el enlace', // not in spec
  shareText: 'Conozca el trámite «{name}» del Ministerio de Turismo', // not in spec
  actions: 'Acciones del servicio', // not in spec
  generalInfo: 'Información general', // not in spec
  scheduleTitle: 'Horario', // not in spec
  scheduleNote: 'Las solicitudes se reciben 24 horas al día, 7 días a la semana, pero se procesan en horario laborable.', // not in spec
  day: 'Día', // not in spec
  from: 'Desde', // not in spec
  to: 'Hasta', // not in spec
  requirements: 'Requisitos', // not in spec
  downloadRequirement: 'Descargar', // not in spec
  procedures: 'Procedimiento', // not in spec
  tariffs: 'Tarifas', // not in spec
  concept: 'Concepto', // not in spec
  variations: 'Variaciones', // not in spec
  deliveryTime: 'Tiempo de entrega', // not in spec
  price: 'Precio', // not in spec
  comments: 'Comentarios', // not in spec
  noComments: 'No hay comentarios para este servicio.',
  commentsPagination: 'Paginación de comentarios', // not in spec
  loadingComments: 'Cargando comentarios…', // not in spec
  notSpecified: 'No especificado', // not in spec
  startRequest: 'INICIAR SOLICITUD',
  informationalOnly: 'Este trámite no puede solicitarse en línea.', // not in spec
  moreInformation: 'Más información', // not in spec
  start: {
    restrictedRole: 'No puede realizar una solicitud directamente, debe ser a través de un representante',
    howToContinue: '¿Cómo desea continuar?',
    personally: 'De forma personal', // not in spec
    asCompany: 'En representación de una empresa', // not in spec
    chooseCompany: 'Seleccione una empresa', // not in spec
    continue: 'Continuar',
    warningTitle: 'Aviso', // not in spec
    understood: 'Entendido', // not in spec
    modeLegend: 'Tipo de solicitud', // not in spec
    company: 'Empresa', // not in spec
  },
} as const;

provideMessages('service', service);
