/**
 * Service catalogue of the embedded backend: the four MITUR directions and their procedures
 * (trámites), with schedules, requirements, steps, tariffs and citizen ratings.
 *
 * Implements the data behind spec 000 §2 "Home and catalogue" (categories 1 DPP, 2 Confotur,
 * 3 licences, 4 marketing), spec 001 §2.3 "Service detail page" and the wire shapes of
 * contract §1.4 C1 `GET /services`, C2 `GET /services/{id}` and C3 `GET /services/extras/{id}/rating`.
 *
 * - `directions`: the bare array answered by C1 (direction ids 1–4, each with its service summaries);
 * - `services`: full C2 records by service id (handlers add `success: true`);
 * - `serviceComments`: C3 rows by service id, newest first (handlers page them);
 * - type_id 1 = informational only (`helper_link`, request button disabled), type_id 2 = online.
 *
 * Amounts are Dominican pesos (DOP) as strings with two decimals. All contact data and codes are
 * fictional; paths are relative to the portal (`/media/...`), the files themselves are added later.
 */
import type {
  DeliveryTime,
  Direction,
  DirectionId,
  PriceVariation,
  ServiceComment,
  ServiceDetail,
  ServicePrice,
  ServiceRequirement,
  ServiceSchedule,
  ServiceSummary,
  ServiceTypeId,
} from './types';

export type {
  DeliveryTime,
  Direction,
  DirectionId,
  PriceVariation,
  ServiceComment,
  ServiceDetail,
  ServicePrice,
  ServiceRequirement,
  ServiceSchedule,
  ServiceSummary,
  ServiceTypeId,
} from './types';
import { compareStamps } from '../stamps';

/* ----------------------------------------------------------------------------------------------
 * Builders (keep the literal data below short; the output is the plain contract shape)
 * -------------------------------------------------------------------------------------------- */

/** Collection centre of the ministry at the (simulated) payment gateway. Fictional code. */
const INSTITUTION_RECAUDATION_CODE = '0107';

/** Shared delivery-time records of the back end (ids are those of its `delivery_times` table). */
const DT = {
  h48: { id: 1, months: 0, days: 0, hours: 48 },
  d3: { id: 2, months: 0, days: 3, hours: 0 },
  d5: { id: 3, months: 0, days: 5, hours: 0 },
  d10: { id: 4, months: 0, days: 10, hours: 0 },
  d15: { id: 5, months: 0, days: 15, hours: 0 },
  d20: { id: 6, months: 0, days: 20, hours: 0 },
  d30: { id: 7, months: 0, days: 30, hours: 0 },
  d45: { id: 8, months: 0, days: 45, hours: 0 },
  m1d15: { id: 9, months: 1, days: 15, hours: 0 },
  m2: { id: 10, months: 2, days: 0, hours: 0 },
  m3: { id: 11, months: 3, days: 0, hours: 0 },
  d0: { id: 12, months: 0, days: 0, hours: 0 },
} as const satisfies Record<string, DeliveryTime>;

/** Total days of a delivery time (months as 30 days, hours rounded up to whole days). */
function totalDays(d: DeliveryTime): number {
  return d.months * 30 + d.days + Math.ceil(d.hours / 24);
}

/**
 * Price variation. `price` in DOP (number here, serialised as "7000.00").
 * `required` 1 unless the tariff is optional.
 */
function v(id: number, concept: string, description: string, price: number, delivery: DeliveryTime, required: 0 | 1 = 1): PriceVariation {
  return {
    id,
    concept,
    description,
    price: price.toFixed(2),
    coin: 'DOP',
    time: totalDays(delivery),
    quantity: 1,
    required,
    delivery_time: { ...delivery },
  };
}

const WEEKDAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes'] as const;

/** Monday–Friday opening hours, optionally plus Saturday ("HH:mm:ss"). */
function schedule(init = '08:00:00', finit = '16:00:00', saturday?: [string, string]): ServiceSchedule[] {
  const rows = WEEKDAYS.map((day) => ({ day, init, finit }));
  return saturday ? [...rows, { day: 'Sábado', init: saturday[0], finit: saturday[1] }] : rows;
}

/** Requirement row; `route` is the relative path of a downloadable template, if any. */
function r(name: string, description: string, route: string | null = null): ServiceRequirement {
  return { name, description, route };
}

/** Free tariff used by informational services and free marketing services. */
function free(id: number, concept: string, description: string, delivery: DeliveryTime = DT.d0): ServicePrice {
  return { concept, description, variations: [v(id, 'Sin costo', description, 0, delivery)] };
}

/** What the seed table lists per service; the rest is derived in `build`. */
interface ServiceSeed {
  id: number;
  direction_id: DirectionId;
  type_id: ServiceTypeId;
  name: string;
  description: string;
  helper_link?: string;
  schedules: ServiceSchedule[];
  requirements: ServiceRequirement[];
  procedures: string[];
  prices: ServicePrice[];
  expertform_id?: number;
  process_id?: number;
  activity_id?: number;
  process_flow?: string;
  send?: 0 | 1;
  multiple_document?: 'true' | 'false';
  sirit_code?: string | null;
  external_pay?: 0 | 1;
}

const FORMS = '/media/documentos/formularios';
const GUIDES = '/media/documentos/guias';
const LAWS = '/media/documentos/leyes';

/* ----------------------------------------------------------------------------------------------
 * Directions (C1) — ids and names fixed by spec 000 §9 and contract §4.1
 * -------------------------------------------------------------------------------------------- */

const DIRECTION_INFO: { id: DirectionId; name: string; description: string }[] = [
  {
    id: 1,
    name: 'Aprobación y Análisis de proyectos (DPP)',
    description:
      'La Dirección de Planificación y Proyectos analiza y aprueba los proyectos de desarrollo turístico del país, desde la no objeción de uso de suelo hasta la aprobación definitiva, velando por el cumplimiento de las normas de ordenamiento territorial turístico.',
  },
  {
    id: 2,
    name: 'Clasificaciones de Confotur',
    description:
      'El Consejo de Fomento Turístico (CONFOTUR) evalúa y clasifica los proyectos que solicitan acogerse a los incentivos de la Ley 158-01 sobre Fomento al Desarrollo Turístico, y gestiona los listados de bienes exentos y las certificaciones de exención.',
  },
  {
    id: 3,
    name: 'Licencias de Operación',
    description:
      'Otorga y renueva las licencias de operación de las empresas y prestadores de servicios turísticos: alojamiento, agencias de viajes, guías, excursiones, renta de vehículos, restaurantes y comercios turísticos.',
  },
  {
    id: 4,
    name: 'Mercadeo',
    description:
      'Apoya la promoción del destino República Dominicana mediante patrocinios, autorizaciones de uso de la marca país, participación en ferias, material promocional, viajes de familiarización y el calendario oficial de eventos turísticos.',
  },
];

/* ----------------------------------------------------------------------------------------------
 * Services (C2)
 * -------------------------------------------------------------------------------------------- */

const SEEDS: ServiceSeed[] = [
  /* ---------------------------------------- 1 · DPP ---------------------------------------- */
  {
    id: 1,
    direction_id: 1,
    type_id: 2,
    name: 'No objeción de uso de suelo para proyectos turísticos',
    description:
      'Certificación mediante la cual el Ministerio de Turismo hace constar que no tiene objeción al uso de suelo propuesto para un proyecto turístico en un terreno determinado. Es el primer paso para desarrollar un proyecto de alojamiento, recreación o servicios turísticos y se evalúa conforme a los planes de ordenamiento territorial turístico vigentes.',
    schedules: schedule(),
    requirements: [
      r(
        'Formulario de solicitud',
        'Formulario de solicitud de no objeción completado y firmado por el propietario o su representante.',
        `${FORMS}/dpp-no-objecion-uso-suelo.pdf`,
      ),
      r(
        'Certificado de título del terreno',
        'Certificado de título o constancia anotada a nombre del propietario; si el solicitante no es el propietario, contrato de arrendamiento o autorización notarizada.',
      ),
      r('Plano de mensura catastral', 'Plano de mensura catastral aprobado y plano de localización con coordenadas UTM del terreno.'),
      r(
        'Documento de identidad o registro mercantil',
        'Cédula de identidad y electoral del propietario; si es persona jurídica, registro mercantil vigente y certificación del RNC.',
      ),
      r(
        'Memoria descriptiva',
        'Documento que describa el concepto del proyecto, la cantidad de habitaciones o unidades, las áreas a construir y la inversión estimada.',
      ),
      r('Fotografías del terreno', 'Al menos seis fotografías recientes del terreno y de su entorno inmediato.'),
    ],
    procedures: [
      'Complete el formulario en línea y cargue los documentos requeridos.',
      'Realice el pago de la tarifa correspondiente al tamaño del terreno.',
      'La Dirección de Planificación y Proyectos revisa la documentación y programa una inspección al terreno.',
      'Se elabora el informe técnico y se emite la resolución de no objeción o de objeción motivada.',
      'Reciba la certificación firmada en la sección de documentos de su escritorio.',
    ],
    prices: [
      {
        concept: 'Análisis de no objeción de uso de suelo',
        description: 'Tarifa según la superficie total del terreno.',
        variations: [
          v(11, 'Terrenos de hasta 10,000 m²', 'Solares y terrenos urbanos de hasta una hectárea.', 7000, DT.d30),
          v(12, 'Terrenos de 10,001 a 100,000 m²', 'Terrenos de más de una y hasta diez hectáreas.', 15000, DT.d30),
          v(13, 'Terrenos de más de 100,000 m²', 'Grandes desarrollos de más de diez hectáreas.', 30000, DT.d45),
        ],
      },
    ],
    expertform_id: 101,
    process_id: 1101,
    activity_id: 51101,
    process_flow: 'DPP-NOUS',
    send: 1,
    multiple_document: 'true',
    sirit_code: '0251',
    external_pay: 1,
  },
  {
    id: 2,
    direction_id: 1,
    type_id: 2,
    name: 'Evaluación de anteproyecto turístico',
    description:
      'Análisis técnico del anteproyecto arquitectónico de un desarrollo turístico que ya cuenta con la no objeción de uso de suelo. Se verifican la densidad, las alturas, los retiros, el acceso público a las playas y la integración del proyecto con su entorno. El resultado es una resolución de aprobación, aprobación condicionada o rechazo. ' +
      // Demo only (issue 26): the real payload of form 102 disables its text, date and textarea fields itself.
      'Nota de la demostración: este trámite usa el formulario real del Ministerio (mitur01, versión 7), su formulario interno de evaluación; el propio formulario deshabilita sus campos de texto y de fecha, por lo que en esta demostración no se puede escribir en ellos. Para probar una solicitud completa, elija otro trámite, por ejemplo «Solicitud de material promocional».',
    schedules: schedule(),
    requirements: [
      r('No objeción de uso de suelo vigente', 'Copia de la certificación de no objeción de uso de suelo emitida por el Ministerio de Turismo.'),
      r(
        'Planos del anteproyecto',
        'Planta de conjunto, plantas arquitectónicas, elevaciones y secciones en formato PDF o DWG, firmados por un arquitecto colegiado en el CODIA.',
      ),
      r(
        'Memoria descriptiva del proyecto',
        'Descripción del programa arquitectónico, cuadro de áreas, cantidad de habitaciones o unidades y densidad propuesta.',
      ),
      r(
        'Estudio de impacto ambiental o constancia de inicio',
        'Constancia de inicio del proceso de autorización ambiental ante el Ministerio de Medio Ambiente y Recursos Naturales.',
      ),
      r(
        'Documentos del propietario',
        'Cédula o registro mercantil y RNC del propietario, y poder de representación si la solicitud la hace un tercero.',
        `${FORMS}/poder-de-representacion-modelo.pdf`,
      ),
    ],
    procedures: [
      'Elija la tarifa según el tamaño del proyecto y complete el formulario de evaluación.',
      'Cargue los planos y documentos técnicos requeridos.',
      'Realice el pago del análisis y, cuando aplique, de la inspección técnica.',
      'El equipo técnico evalúa el anteproyecto y puede solicitarle correcciones o información adicional.',
      'Se emite la resolución de evaluación del anteproyecto.',
      'Descargue la resolución desde su escritorio.',
    ],
    prices: [
      {
        concept: 'Evaluación de anteproyecto',
        description: 'Tarifa según la cantidad de habitaciones o unidades del proyecto.',
        variations: [
          v(21, 'Proyecto simple', 'Hasta 50 habitaciones o unidades.', 15000, DT.d30),
          v(22, 'Proyecto complejo de 51 a 300 unidades', 'De 51 a 300 habitaciones o unidades.', 45000, DT.d45),
          v(23, 'Proyecto complejo de más de 300 unidades', 'Más de 300 habitaciones o unidades, o proyectos de uso mixto.', 90000, DT.m2),
        ],
      },
      {
        concept: 'Inspección técnica del terreno',
        description: 'Visita de verificación del terreno y su entorno.',
        variations: [
          v(24, 'Distrito Nacional y provincia Santo Domingo', 'Inspección dentro del Gran Santo Domingo.', 3500, DT.d10),
          v(25, 'Resto del país', 'Inspección en cualquier otra provincia.', 6000, DT.d15),
        ],
      },
    ],
    expertform_id: 102,
    process_id: 1102,
    activity_id: 51102,
    process_flow: 'DPP-EVAP',
    send: 1,
    multiple_document: 'true',
    sirit_code: '0252',
    external_pay: 1,
  },
  {
    id: 3,
    direction_id: 1,
    type_id: 2,
    name: 'Aprobación definitiva de proyecto turístico',
    description:
      'Aprobación final de los planos constructivos de un proyecto turístico cuyo anteproyecto fue aprobado por el Ministerio. Esta aprobación es requisito para solicitar la licencia de construcción ante el Ministerio de Vivienda y Edificaciones y el ayuntamiento correspondiente.',
    schedules: schedule(),
    requirements: [
      r('Resolución de anteproyecto aprobado', 'Copia de la resolución de aprobación del anteproyecto y de sus condiciones, si las tiene.'),
      r('Planos constructivos', 'Juego completo de planos arquitectónicos, estructurales, eléctricos, sanitarios y de climatización, firmados y sellados.'),
      r('Autorización ambiental', 'Permiso o licencia ambiental emitida por el Ministerio de Medio Ambiente y Recursos Naturales.'),
      r('Estudio de suelos', 'Estudio geotécnico del terreno firmado por un ingeniero colegiado.'),
      r('Certificación de no deuda', 'Certificación de la DGII de que el propietario está al día con sus obligaciones fiscales.'),
    ],
    procedures: [
      'Complete el formulario de aprobación definitiva y cargue los planos constructivos.',
      'Pague la tarifa según el área de construcción.',
      'La Dirección de Planificación y Proyectos verifica que los planos respeten el anteproyecto aprobado.',
      'Se emite la resolución de aprobación definitiva con los planos sellados.',
    ],
    prices: [
      {
        concept: 'Aprobación definitiva de planos',
        description: 'Tarifa según el área total de construcción.',
        variations: [
          v(31, 'Hasta 5,000 m² de construcción', 'Proyectos pequeños y medianos.', 20000, DT.d30),
          v(32, 'De 5,001 a 25,000 m² de construcción', 'Hoteles y complejos medianos.', 50000, DT.d45),
          v(33, 'Más de 25,000 m² de construcción', 'Grandes complejos turísticos.', 100000, DT.m2),
        ],
      },
    ],
    expertform_id: 103,
    process_id: 1103,
    activity_id: 51103,
    process_flow: 'DPP-APDEF',
    send: 1,
    multiple_document: 'true',
    sirit_code: '0253',
    external_pay: 1,
  },
  {
    id: 4,
    direction_id: 1,
    type_id: 2,
    name: 'Prórroga de no objeción de uso de suelo',
    description:
      'Extiende la vigencia de una no objeción de uso de suelo que está por vencer, cuando el proyecto no ha podido iniciar su fase de anteproyecto. Se concede por una sola vez y por un período de hasta un año, siempre que no hayan cambiado las condiciones del terreno ni el concepto del proyecto.',
    schedules: schedule(),
    requirements: [
      r('Certificación de no objeción', 'Número y copia de la certificación de no objeción de uso de suelo que desea prorrogar.'),
      r(
        'Carta de motivos',
        'Comunicación dirigida a la Dirección de Planificación y Proyectos que explique las razones de la prórroga.',
        `${FORMS}/dpp-carta-solicitud-prorroga.pdf`,
      ),
      r('Certificado de título actualizado', 'Certificado de título o certificación del estado jurídico del inmueble con menos de 90 días de emitido.'),
    ],
    procedures: [
      'Indique el número de la no objeción vigente en el formulario; el sistema valida que pueda prorrogarse.',
      'Cargue la carta de motivos y el certificado de título actualizado.',
      'Realice el pago de la tarifa de prórroga.',
      'Reciba la resolución de prórroga en su escritorio.',
    ],
    prices: [
      {
        concept: 'Prórroga de no objeción',
        description: 'Tarifa única.',
        variations: [v(41, 'Prórroga por un año', 'Extensión de la vigencia por hasta doce meses.', 3500, DT.d15)],
      },
    ],
    expertform_id: 104,
    process_id: 1104,
    activity_id: 51104,
    process_flow: 'DPP-PRNO',
    send: 1,
    multiple_document: 'false',
    sirit_code: '0254',
    external_pay: 1,
  },
  {
    id: 5,
    direction_id: 1,
    type_id: 2,
    name: 'Modificación de proyecto turístico aprobado',
    description:
      'Evaluación de los cambios que el promotor desea introducir en un proyecto turístico ya aprobado, como aumento de habitaciones, cambio de alturas, nuevas áreas o cambio de concepto. Las modificaciones menores se revisan por documentación; las mayores requieren una nueva evaluación técnica.',
    schedules: schedule(),
    requirements: [
      r('Resolución de aprobación vigente', 'Copia de la resolución de aprobación del proyecto que se desea modificar.'),
      r('Planos comparativos', 'Planos del proyecto aprobado y del proyecto modificado, con los cambios señalados.'),
      r('Memoria de cambios', 'Descripción y justificación de cada modificación y nuevo cuadro de áreas.'),
    ],
    procedures: [
      'Complete el formulario indicando el tipo de modificación.',
      'Cargue los planos comparativos y la memoria de cambios.',
      'Pague la tarifa correspondiente.',
      'La Dirección evalúa las modificaciones y, si son mayores, programa una inspección.',
      'Se emite la resolución de modificación del proyecto.',
    ],
    prices: [
      {
        concept: 'Evaluación de modificación',
        description: 'Tarifa según el alcance de la modificación.',
        variations: [
          v(51, 'Modificación menor', 'Cambios de distribución interior o de áreas sin aumento de densidad ni de altura.', 10000, DT.d20),
          v(52, 'Modificación mayor', 'Aumento de habitaciones, de altura, de área construida o cambio de concepto.', 25000, DT.d45),
        ],
      },
    ],
    expertform_id: 105,
    process_id: 1105,
    activity_id: 51105,
    process_flow: 'DPP-MODP',
    send: 1,
    multiple_document: 'true',
    sirit_code: '0255',
    external_pay: 1,
  },
  {
    id: 6,
    direction_id: 1,
    type_id: 2,
    name: 'Certificación de cumplimiento de proyecto turístico',
    description:
      'Certifica que un proyecto turístico terminado o en construcción se ha ejecutado conforme a los planos y condiciones aprobados por el Ministerio de Turismo. Suele requerirse para la licencia de operación, para entidades financieras y para la clasificación definitiva ante CONFOTUR.',
    schedules: schedule(),
    requirements: [
      r('Resolución de aprobación definitiva', 'Copia de la resolución de aprobación definitiva del proyecto.'),
      r('Informe de avance de obra', 'Informe firmado por el director de obra con el porcentaje de ejecución y fotografías actuales.'),
      r('Planos as built', 'Planos de lo construido, cuando existan cambios menores respecto a lo aprobado.'),
    ],
    procedures: [
      'Complete la solicitud y cargue el informe de avance de obra.',
      'Pague la tarifa de certificación.',
      'Un inspector visita el proyecto y compara lo construido con lo aprobado.',
      'Reciba la certificación de cumplimiento o el informe de observaciones.',
    ],
    prices: [
      {
        concept: 'Certificación de cumplimiento',
        description: 'Incluye una inspección al proyecto.',
        variations: [
          v(61, 'Certificación ordinaria', 'Entrega en el plazo regular.', 5000, DT.d20),
          v(62, 'Certificación con entrega prioritaria', 'Inspección y entrega en plazo reducido.', 9500, DT.d10),
        ],
      },
    ],
    expertform_id: 106,
    process_id: 1106,
    activity_id: 51106,
    process_flow: 'DPP-CCUM',
    send: 0,
    multiple_document: 'false',
    sirit_code: '0256',
    external_pay: 0,
  },
  {
    id: 7,
    direction_id: 1,
    type_id: 1,
    name: 'Orientación para la presentación de proyectos turísticos',
    description:
      'Guía informativa con los pasos, normas y documentos necesarios para presentar un proyecto turístico ante la Dirección de Planificación y Proyectos. Explica el orden de los trámites, desde la no objeción de uso de suelo hasta la certificación de cumplimiento. No requiere solicitud en línea.',
    helper_link: `${GUIDES}/guia-presentacion-proyectos-turisticos.pdf`,
    schedules: schedule(),
    requirements: [r('Ninguno', 'Consulta libre de la guía; para dudas puede visitar la Dirección en horario laborable.')],
    procedures: [
      'Descargue y lea la guía de presentación de proyectos.',
      'Identifique el trámite que corresponde a la etapa de su proyecto.',
      'Solicite ese trámite en línea desde este portal.',
    ],
    prices: [free(71, 'Consulta de la guía', 'Servicio informativo gratuito.')],
  },

  /* -------------------------------------- 2 · Confotur -------------------------------------- */
  {
    id: 8,
    direction_id: 2,
    type_id: 2,
    name: 'Clasificación provisional de proyecto turístico',
    description:
      'Solicitud para que el Consejo de Fomento Turístico (CONFOTUR) clasifique provisionalmente un proyecto y lo declare elegible para los incentivos fiscales de la Ley 158-01. La clasificación provisional permite importar bienes y equipos con exención durante la construcción, y tiene una vigencia de tres años para iniciar la obra.',
    schedules: schedule(),
    requirements: [
      r(
        'Formulario de solicitud de clasificación',
        'Formulario CONFOTUR completado y firmado por el representante legal.',
        `${FORMS}/confotur-solicitud-clasificacion.pdf`,
      ),
      r('No objeción del Ministerio de Turismo', 'Certificación de no objeción de uso de suelo o resolución de anteproyecto aprobado.'),
      r('Documentos societarios', 'Registro mercantil vigente, estatutos, última asamblea y lista de accionistas certificada.'),
      r('Estudio de factibilidad', 'Estudio económico y financiero del proyecto con el monto de la inversión y su calendario de ejecución.'),
      r('Certificación de la DGII', 'Certificación de que la empresa se encuentra al día con sus obligaciones tributarias.'),
    ],
    procedures: [
      'Complete el formulario y cargue la documentación legal, técnica y financiera.',
      'Pague la tarifa según el monto de la inversión.',
      'La Dirección de CONFOTUR revisa el expediente y puede requerir información adicional.',
      'El expediente se presenta al Consejo de Fomento Turístico en su sesión ordinaria.',
      'Se notifica la resolución de clasificación provisional.',
    ],
    prices: [
      {
        concept: 'Clasificación provisional',
        description: 'Tarifa según el monto total de la inversión declarada.',
        variations: [
          v(81, 'Inversión de hasta RD$ 100 millones', 'Proyectos pequeños.', 25000, DT.m2),
          v(82, 'Inversión de RD$ 100 a 500 millones', 'Proyectos medianos.', 50000, DT.m2),
          v(83, 'Inversión de más de RD$ 500 millones', 'Grandes proyectos.', 100000, DT.m3),
        ],
      },
    ],
    expertform_id: 107,
    process_id: 1201,
    activity_id: 51201,
    process_flow: 'CONF-CPROV',
    send: 1,
    multiple_document: 'true',
    sirit_code: '0261',
    external_pay: 1,
  },
  {
    id: 9,
    direction_id: 2,
    type_id: 2,
    name: 'Clasificación definitiva de proyecto turístico',
    description:
      'Clasificación que otorga CONFOTUR cuando el proyecto con clasificación provisional ha iniciado sus operaciones. Con ella la empresa disfruta de la exención del impuesto sobre la renta y de otros impuestos por el período que establece la Ley 158-01.',
    schedules: schedule(),
    requirements: [
      r('Resolución de clasificación provisional', 'Copia de la resolución de clasificación provisional vigente.'),
      r('Certificación de cumplimiento', 'Certificación de cumplimiento del proyecto emitida por el Ministerio de Turismo.'),
      r('Licencia de operación', 'Licencia de operación turística vigente del establecimiento.'),
      r('Estados financieros auditados', 'Estados financieros del último ejercicio con la inversión realizada.'),
    ],
    procedures: [
      'Indique el número de la clasificación provisional; el sistema valida su vigencia.',
      'Cargue la certificación de cumplimiento, la licencia de operación y los estados financieros.',
      'Pague la tarifa de clasificación definitiva.',
      'Una comisión técnica inspecciona el proyecto en operación.',
      'El Consejo conoce el expediente y se notifica la resolución.',
    ],
    prices: [
      {
        concept: 'Clasificación definitiva',
        description: 'Tarifa según el monto de la inversión ejecutada.',
        variations: [
          v(91, 'Inversión de hasta RD$ 100 millones', 'Proyectos pequeños.', 20000, DT.m2),
          v(92, 'Inversión de más de RD$ 100 millones', 'Proyectos medianos y grandes.', 45000, DT.m3),
        ],
      },
    ],
    expertform_id: 108,
    process_id: 1202,
    activity_id: 51202,
    process_flow: 'CONF-CDEF',
    send: 1,
    multiple_document: 'true',
    sirit_code: '0262',
    external_pay: 1,
  },
  {
    id: 10,
    direction_id: 2,
    type_id: 2,
    name: 'Reconsideración de clasificación',
    description:
      'Recurso mediante el cual el promotor solicita al Consejo de Fomento Turístico que revise una resolución de clasificación denegada o condicionada. Debe presentarse dentro de los treinta días siguientes a la notificación de la resolución, con los argumentos y documentos que la sustenten.',
    schedules: schedule(),
    requirements: [
      r('Resolución recurrida', 'Copia de la resolución de CONFOTUR cuya reconsideración se solicita.'),
      r(
        'Escrito de reconsideración',
        'Instancia firmada por el representante legal con los motivos del recurso.',
        `${FORMS}/confotur-modelo-reconsideracion.pdf`,
      ),
      r('Documentos de soporte', 'Documentos nuevos o corregidos que respalden la solicitud.'),
    ],
    procedures: [
      'Indique el número de la resolución; el sistema valida que esté dentro del plazo.',
      'Cargue el escrito de reconsideración y los documentos de soporte.',
      'Pague la tarifa de reconsideración.',
      'El Consejo conoce el recurso y notifica su decisión.',
    ],
    prices: [
      {
        concept: 'Reconsideración',
        description: 'Tarifa única.',
        variations: [v(101, 'Reconsideración de clasificación', 'Revisión de una resolución de clasificación.', 5000, DT.d45)],
      },
    ],
    expertform_id: 109,
    process_id: 1203,
    activity_id: 51203,
    process_flow: 'CONF-RECO',
    send: 1,
    multiple_document: 'true',
    sirit_code: '0263',
    external_pay: 0,
  },
  {
    id: 11,
    direction_id: 2,
    type_id: 2,
    name: 'Prórroga de vigencia de listados de bienes exentos',
    description:
      'Extiende el plazo de vigencia de un listado de bienes, equipos y materiales aprobado, cuando las importaciones o compras locales no se completaron dentro del período autorizado. La prórroga no permite agregar bienes nuevos al listado.',
    schedules: schedule(),
    requirements: [
      r('Listado aprobado', 'Copia de la resolución del listado de bienes aprobado y de su anexo.'),
      r(
        'Relación de bienes pendientes',
        'Detalle de los bienes aún no importados o adquiridos, con cantidades y valores.',
        `${FORMS}/confotur-relacion-bienes-pendientes.xlsx`,
      ),
      r('Carta de justificación', 'Comunicación que explique las razones del retraso.'),
    ],
    procedures: [
      'Complete la solicitud y cargue la relación de bienes pendientes.',
      'Pague la tarifa de prórroga.',
      'La Dirección de CONFOTUR verifica los saldos pendientes del listado.',
      'Reciba la resolución de prórroga.',
    ],
    prices: [
      {
        concept: 'Prórroga de listado',
        description: 'Tarifa única por listado.',
        variations: [
          v(111, 'Prórroga de seis meses', 'Extensión por seis meses.', 5000, DT.d20),
          v(112, 'Prórroga de un año', 'Extensión por doce meses.', 7500, DT.d20),
        ],
      },
    ],
    expertform_id: 110,
    process_id: 1204,
    activity_id: 51204,
    process_flow: 'CONF-PRLB',
    send: 0,
    multiple_document: 'false',
    sirit_code: '0264',
    external_pay: 1,
  },
  {
    id: 12,
    direction_id: 2,
    type_id: 2,
    name: 'Inclusión en listados de bienes, equipos y materiales exentos',
    description:
      'Aprobación del listado de bienes, equipos, mobiliario y materiales de construcción que un proyecto clasificado puede importar o comprar localmente con exención de impuestos. El listado aprobado se remite a la Dirección General de Aduanas y a la DGII para su aplicación.',
    schedules: schedule(),
    requirements: [
      r('Resolución de clasificación', 'Copia de la resolución de clasificación provisional o definitiva vigente.'),
      r(
        'Listado de bienes',
        'Listado en la plantilla oficial con descripción, partida arancelaria, cantidad y valor de cada bien.',
        `${FORMS}/confotur-plantilla-listado-bienes.xlsx`,
      ),
      r('Facturas proforma', 'Facturas proforma o cotizaciones de los bienes incluidos.'),
      r('Presupuesto de obra', 'Presupuesto de la obra que justifique las cantidades de materiales.'),
    ],
    procedures: [
      'Descargue la plantilla, complete el listado y cárguelo junto con las facturas proforma.',
      'Pague la revisión según la cantidad de partidas y, si la necesita, la certificación del listado.',
      'La Dirección de CONFOTUR revisa que los bienes correspondan al proyecto clasificado.',
      'Se aprueba el listado total o parcialmente y se remite a Aduanas y a la DGII.',
      'Descargue la resolución y el anexo aprobado.',
    ],
    prices: [
      {
        concept: 'Revisión de listado',
        description: 'Tarifa según la cantidad de partidas del listado.',
        variations: [
          v(121, 'Hasta 100 partidas', 'Listados pequeños.', 10000, DT.d20),
          v(122, 'De 101 a 500 partidas', 'Listados medianos.', 20000, DT.d30),
          v(123, 'Más de 500 partidas', 'Listados grandes.', 35000, DT.d45),
        ],
      },
      {
        concept: 'Certificación del listado aprobado',
        description: 'Copia certificada adicional para trámites aduanales.',
        variations: [v(124, 'Copia certificada', 'Una copia certificada del listado aprobado.', 2500, DT.d5, 0)],
      },
    ],
    expertform_id: 111,
    process_id: 1205,
    activity_id: 51205,
    process_flow: 'CONF-INLB',
    send: 1,
    multiple_document: 'true',
    sirit_code: '0265',
    external_pay: 1,
  },
  {
    id: 13,
    direction_id: 2,
    type_id: 2,
    name: 'Certificación de exenciones fiscales',
    description:
      'Documento que certifica los incentivos y exenciones de que goza un proyecto clasificado por CONFOTUR, su alcance y su vigencia. Lo solicitan entidades financieras, suplidores y otras instituciones públicas.',
    schedules: schedule(),
    requirements: [
      r('Resolución de clasificación', 'Número y copia de la resolución de clasificación vigente.'),
      r('Carta de solicitud', 'Comunicación que indique la institución a la que va dirigida la certificación.'),
    ],
    procedures: [
      'Complete la solicitud indicando el destinatario de la certificación.',
      'Pague la tarifa según el plazo de entrega elegido.',
      'Reciba la certificación firmada digitalmente en su escritorio.',
    ],
    prices: [
      {
        concept: 'Certificación de exenciones',
        description: 'Tarifa según el plazo de entrega.',
        variations: [
          v(131, 'Entrega ordinaria', 'Entrega en diez días laborables.', 3000, DT.d10),
          v(132, 'Entrega urgente', 'Entrega en 48 horas.', 6000, DT.h48),
        ],
      },
    ],
    expertform_id: 112,
    process_id: 1206,
    activity_id: 51206,
    process_flow: 'CONF-CEXE',
    send: 0,
    multiple_document: 'false',
    sirit_code: '0266',
    external_pay: 1,
  },
  {
    id: 14,
    direction_id: 2,
    type_id: 1,
    name: 'Información sobre los incentivos de la Ley 158-01',
    description:
      'Resumen de los incentivos fiscales que ofrece la Ley 158-01 sobre Fomento al Desarrollo Turístico, de las zonas y actividades que pueden acogerse y del procedimiento de clasificación. Servicio informativo que no requiere solicitud.',
    helper_link: `${LAWS}/ley-158-01-fomento-desarrollo-turistico.pdf`,
    schedules: schedule(),
    requirements: [r('Ninguno', 'Consulta libre del documento.')],
    procedures: [
      'Descargue y lea el resumen de la ley y su reglamento.',
      'Verifique si su proyecto y su ubicación pueden acogerse a los incentivos.',
      'Solicite la clasificación provisional desde este portal.',
    ],
    prices: [free(141, 'Consulta del documento', 'Servicio informativo gratuito.')],
  },

  /* ---------------------------------- 3 · Licencias de Operación ---------------------------------- */
  {
    id: 15,
    direction_id: 3,
    type_id: 2,
    name: 'Licencia de operación para establecimientos de alojamiento turístico',
    description:
      'Autorización para operar hoteles, resorts, apartahoteles, hostales, villas y otros establecimientos de alojamiento turístico. Incluye la inspección de las instalaciones y la verificación de las normas de calidad, seguridad e higiene. La licencia se renueva cada año.',
    schedules: schedule(),
    requirements: [
      r('Formulario de solicitud de licencia', 'Formulario de licencia de operación completado y firmado.', `${FORMS}/licencia-alojamiento-solicitud.pdf`),
      r('Registro mercantil y RNC', 'Registro mercantil vigente y certificación del RNC de la empresa operadora.'),
      r('Permiso de uso de suelo municipal', 'Certificación del ayuntamiento de que el uso del inmueble es compatible con la actividad.'),
      r('Certificación del Cuerpo de Bomberos', 'Certificación de prevención de incendios vigente.'),
      r('Licencia sanitaria', 'Licencia sanitaria del Ministerio de Salud Pública para el establecimiento.'),
      r('Póliza de responsabilidad civil', 'Póliza vigente que cubra a los huéspedes y a terceros.'),
    ],
    procedures: [
      'Elija la tarifa según la cantidad de habitaciones y complete el formulario.',
      'Cargue los documentos legales, los permisos y la póliza.',
      'Pague la licencia.',
      'Un inspector de la Dirección de Empresas y Servicios Turísticos visita el establecimiento.',
      'Si la inspección es favorable, se emite la licencia de operación.',
      'Descargue la licencia desde su escritorio y colóquela en un lugar visible.',
    ],
    prices: [
      {
        concept: 'Licencia de operación anual',
        description: 'Tarifa según la cantidad de habitaciones o unidades.',
        variations: [
          v(151, 'Hasta 25 habitaciones', 'Hostales, villas y pequeños hoteles.', 10000, DT.d20),
          v(152, 'De 26 a 100 habitaciones', 'Hoteles medianos.', 20000, DT.d20),
          v(153, 'De 101 a 300 habitaciones', 'Hoteles y resorts.', 35000, DT.d30),
          v(154, 'Más de 300 habitaciones', 'Grandes resorts.', 50000, DT.d30),
        ],
      },
    ],
    expertform_id: 113,
    process_id: 1301,
    activity_id: 51301,
    process_flow: 'LIC-ALOJ',
    send: 1,
    multiple_document: 'true',
    sirit_code: '0271',
    external_pay: 1,
  },
  {
    id: 16,
    direction_id: 3,
    type_id: 2,
    name: 'Licencia de operación para agencias de viajes y turoperadores',
    description:
      'Autorización para operar agencias de viajes emisoras y receptivas, y turoperadores que organizan paquetes turísticos en el país. Se verifica la capacidad legal, la oficina y la garantía que protege a los clientes.',
    schedules: schedule('08:00:00', '16:00:00', ['08:00:00', '12:00:00']),
    requirements: [
      r('Registro mercantil y RNC', 'Registro mercantil vigente con la actividad de agencia de viajes y certificación del RNC.'),
      r('Contrato o título del local', 'Contrato de alquiler o título de propiedad del local de la oficina.'),
      r('Fianza de garantía', 'Fianza emitida por una aseguradora autorizada a favor del Ministerio de Turismo.'),
      r('Currículo del gerente', 'Currículo y documentos que acrediten la experiencia en turismo del gerente responsable.'),
    ],
    procedures: [
      'Complete el formulario y cargue los documentos requeridos.',
      'Pague la licencia según el tipo de agencia.',
      'Se inspecciona la oficina de la agencia.',
      'Se emite la licencia de operación.',
    ],
    prices: [
      {
        concept: 'Licencia de operación',
        description: 'Tarifa según el tipo de empresa.',
        variations: [
          v(161, 'Agencia de viajes', 'Agencias emisoras o minoristas.', 12000, DT.d15),
          v(162, 'Turoperador receptivo', 'Empresas que organizan paquetes y traslados en el país.', 18000, DT.d20),
          v(163, 'Renovación anual', 'Renovación de una licencia vigente sin cambios.', 8000, DT.d10),
        ],
      },
    ],
    expertform_id: 114,
    process_id: 1302,
    activity_id: 51302,
    process_flow: 'LIC-AGVI',
    send: 1,
    multiple_document: 'true',
    sirit_code: '0272',
    external_pay: 1,
  },
  {
    id: 17,
    direction_id: 3,
    type_id: 2,
    name: 'Licencia de operación para tiendas de regalos y artesanía',
    description:
      'Autorización para operar tiendas de regalos, artesanía, joyería de ámbar y larimar, cigarros y otros comercios dirigidos al turista en zonas y polos turísticos. Se verifica la exhibición de precios y la procedencia de los productos.',
    schedules: schedule('08:00:00', '16:00:00', ['08:00:00', '12:00:00']),
    requirements: [
      r('Registro mercantil o cédula', 'Registro mercantil y RNC, o cédula si el comercio pertenece a una persona física.'),
      r('Permiso municipal', 'Permiso de operación del ayuntamiento correspondiente.'),
      r('Fotografías del local', 'Fotografías de la fachada y del interior del local con la exhibición de precios.'),
    ],
    procedures: [
      'Complete la solicitud y cargue los documentos.',
      'Pague la licencia.',
      'Se realiza una inspección al local.',
      'Se emite la licencia de operación.',
    ],
    prices: [
      {
        concept: 'Licencia de operación',
        description: 'Tarifa anual.',
        variations: [
          v(171, 'Primera licencia', 'Comercios que solicitan la licencia por primera vez.', 5000, DT.d15),
          v(172, 'Renovación anual', 'Renovación de una licencia vigente.', 3000, DT.d10),
        ],
      },
    ],
    expertform_id: 115,
    process_id: 1303,
    activity_id: 51303,
    process_flow: 'LIC-TREG',
    send: 0,
    multiple_document: 'false',
    sirit_code: '0273',
    external_pay: 1,
  },
  {
    id: 18,
    direction_id: 3,
    type_id: 2,
    name: 'Licencia de operación para excursiones en bote',
    description:
      'Autorización para empresas que ofrecen excursiones marítimas, paseos en catamarán, lanchas y botes a islas, cayos y playas. Requiere la certificación de navegabilidad de la Armada de República Dominicana y el cumplimiento de las normas de seguridad para pasajeros.',
    schedules: schedule('08:00:00', '16:00:00', ['08:00:00', '12:00:00']),
    requirements: [
      r('Registro mercantil y RNC', 'Registro mercantil vigente y certificación del RNC de la empresa.'),
      r('Certificado de navegabilidad', 'Certificado de navegabilidad y matrícula de cada embarcación emitidos por la Armada de República Dominicana.'),
      r('Licencia del capitán', 'Licencia de capitán o patrón de cada embarcación.'),
      r('Póliza de seguro de pasajeros', 'Póliza vigente que cubra a todos los pasajeros y a la tripulación.'),
      r(
        'Plan de seguridad y emergencias',
        'Plan con equipos salvavidas, rutas y protocolos de emergencia.',
        `${FORMS}/plan-seguridad-embarcaciones-modelo.pdf`,
      ),
    ],
    procedures: [
      'Complete la solicitud con los datos de cada embarcación.',
      'Cargue los certificados, licencias y pólizas.',
      'Pague la licencia según la capacidad de la embarcación.',
      'Se inspeccionan las embarcaciones y el punto de embarque.',
      'Se emite la licencia de operación.',
    ],
    prices: [
      {
        concept: 'Licencia de operación por embarcación',
        description: 'Tarifa anual según la capacidad de pasajeros.',
        variations: [
          v(181, 'Hasta 20 pasajeros', 'Lanchas y botes pequeños.', 6000, DT.d15),
          v(182, 'De 21 a 60 pasajeros', 'Catamaranes y embarcaciones medianas.', 10000, DT.d15),
          v(183, 'Más de 60 pasajeros', 'Embarcaciones grandes.', 15000, DT.d20),
        ],
      },
    ],
    expertform_id: 116,
    process_id: 1304,
    activity_id: 51304,
    process_flow: 'LIC-EXBO',
    send: 1,
    multiple_document: 'true',
    sirit_code: '0274',
    external_pay: 1,
  },
  {
    id: 19,
    direction_id: 3,
    type_id: 2,
    name: 'Licencia de operación para empresas de turismo de aventura',
    description:
      'Autorización para empresas que ofrecen senderismo, canopy, rafting, parapente, buceo, cabalgatas y otras actividades de turismo de aventura. Se verifican los equipos, la certificación de los guías y los protocolos de seguridad de cada actividad.',
    schedules: schedule(),
    requirements: [
      r('Registro mercantil y RNC', 'Registro mercantil vigente y certificación del RNC.'),
      r('Descripción de las actividades', 'Descripción de cada actividad, su recorrido, duración y nivel de dificultad.'),
      r('Certificaciones de los guías', 'Certificaciones vigentes de primeros auxilios y de la especialidad de cada guía.'),
      r('Póliza de responsabilidad civil', 'Póliza vigente que cubra a los participantes.'),
      r('Autorización de áreas protegidas', 'Autorización del Ministerio de Medio Ambiente cuando la actividad se realice en un área protegida.'),
    ],
    procedures: [
      'Complete la solicitud indicando las actividades que ofrece.',
      'Cargue los documentos y certificaciones.',
      'Pague la licencia.',
      'Se inspeccionan los equipos y las instalaciones.',
      'Se emite la licencia de operación.',
    ],
    prices: [
      {
        concept: 'Licencia de operación',
        description: 'Tarifa anual según la cantidad de actividades.',
        variations: [
          v(191, 'Hasta tres actividades', 'Empresas con una a tres actividades.', 8000, DT.d20),
          v(192, 'Más de tres actividades', 'Parques y empresas con múltiples actividades.', 14000, DT.d20),
        ],
      },
    ],
    expertform_id: 117,
    process_id: 1305,
    activity_id: 51305,
    process_flow: 'LIC-TAVE',
    send: 0,
    multiple_document: 'true',
    sirit_code: '0275',
    external_pay: 1,
  },
  {
    id: 20,
    direction_id: 3,
    type_id: 2,
    name: 'Licencia de guía turístico',
    description:
      'Carné que acredita a una persona como guía turístico autorizado para conducir visitantes en el país. Se otorga a quienes aprueban la formación de guías y demuestran el dominio de al menos un idioma extranjero. Tiene una vigencia de dos años.',
    schedules: schedule('08:00:00', '16:00:00', ['08:00:00', '12:00:00']),
    requirements: [
      r('Cédula de identidad', 'Cédula de identidad y electoral vigente.'),
      r('Certificado del curso de guía', 'Certificado de aprobación del curso de guía turístico de una institución reconocida.'),
      r('Certificación de idioma', 'Certificación del dominio de al menos un idioma extranjero.'),
      r('Certificado de no antecedentes penales', 'Certificado de la Procuraduría General de la República con menos de 90 días de emitido.'),
      r('Fotografía', 'Fotografía reciente tipo carné, fondo blanco, en formato JPG o PNG.'),
    ],
    procedures: [
      'Complete el formulario y cargue sus documentos.',
      'Pague la tarifa correspondiente.',
      'Se verifica la información y, para la primera emisión, se programa una entrevista.',
      'Retire el carné en la oficina elegida o descargue la constancia digital.',
    ],
    prices: [
      {
        concept: 'Carné de guía turístico',
        description: 'Tarifa según el tipo de emisión.',
        variations: [
          v(201, 'Primera emisión', 'Primer carné de guía turístico.', 1500, DT.d15),
          v(202, 'Renovación', 'Renovación de un carné vencido o por vencer.', 1000, DT.d10),
          v(203, 'Duplicado por pérdida o deterioro', 'Reposición de un carné vigente.', 800, DT.d5),
        ],
      },
    ],
    expertform_id: 118,
    process_id: 1306,
    activity_id: 51306,
    process_flow: 'LIC-GUIA',
    send: 0,
    multiple_document: 'false',
    sirit_code: '0276',
    external_pay: 1,
  },
  {
    id: 21,
    direction_id: 3,
    type_id: 2,
    name: 'Licencia de operación para empresas de renta de vehículos',
    description:
      'Autorización para empresas que alquilan automóviles, motocicletas, cuatrimotos y otros vehículos a turistas. Se verifica la flota, los seguros y los contratos de alquiler que se entregan a los clientes.',
    schedules: schedule(),
    requirements: [
      r('Registro mercantil y RNC', 'Registro mercantil vigente con la actividad de alquiler de vehículos.'),
      r(
        'Relación de la flota',
        'Listado de los vehículos con placa, marca, modelo y año, y copia de sus matrículas.',
        `${FORMS}/relacion-flota-vehiculos.xlsx`,
      ),
      r('Pólizas de seguro', 'Pólizas de seguro vigentes de cada vehículo.'),
      r('Modelo de contrato', 'Modelo del contrato de alquiler que se entrega a los clientes, en español y en inglés.'),
    ],
    procedures: [
      'Complete la solicitud y cargue la relación de la flota.',
      'Pague la licencia según la cantidad de vehículos.',
      'Se inspecciona la oficina y una muestra de la flota.',
      'Se emite la licencia de operación.',
    ],
    prices: [
      {
        concept: 'Licencia de operación',
        description: 'Tarifa anual según el tamaño de la flota.',
        variations: [
          v(211, 'Hasta 20 vehículos', 'Flotas pequeñas.', 10000, DT.d15),
          v(212, 'Más de 20 vehículos', 'Flotas medianas y grandes.', 20000, DT.d20),
        ],
      },
    ],
    expertform_id: 119,
    process_id: 1307,
    activity_id: 51307,
    process_flow: 'LIC-RVEH',
    send: 0,
    multiple_document: 'true',
    sirit_code: '0277',
    external_pay: 1,
  },
  {
    id: 22,
    direction_id: 3,
    type_id: 2,
    name: 'Licencia de operación para bares y restaurantes turísticos',
    description:
      'Autorización para restaurantes, bares, cafeterías y centros de diversión ubicados en zonas turísticas o que atienden principalmente a turistas. Se verifican las condiciones de higiene, la carta con precios y las normas de seguridad del local.',
    schedules: schedule(),
    requirements: [
      r('Registro mercantil y RNC', 'Registro mercantil vigente y certificación del RNC.'),
      r('Licencia sanitaria', 'Licencia sanitaria vigente del Ministerio de Salud Pública.'),
      r('Certificación del Cuerpo de Bomberos', 'Certificación de prevención de incendios vigente.'),
      r('Carta o menú con precios', 'Carta con precios en pesos dominicanos que incluya los impuestos.'),
    ],
    procedures: [
      'Complete la solicitud y cargue los documentos.',
      'Pague la licencia según la capacidad del local.',
      'Se inspecciona el establecimiento.',
      'Se emite la licencia de operación.',
    ],
    prices: [
      {
        concept: 'Licencia de operación',
        description: 'Tarifa anual según la capacidad de comensales.',
        variations: [
          v(221, 'Hasta 60 comensales', 'Locales pequeños.', 6000, DT.d15),
          v(222, 'De 61 a 200 comensales', 'Locales medianos.', 12000, DT.d15),
          v(223, 'Más de 200 comensales', 'Locales grandes y centros de diversión.', 18000, DT.d20),
        ],
      },
    ],
    expertform_id: 120,
    process_id: 1308,
    activity_id: 51308,
    process_flow: 'LIC-REST',
    send: 0,
    multiple_document: 'false',
    sirit_code: '0278',
    external_pay: 1,
  },
  {
    id: 23,
    direction_id: 3,
    type_id: 1,
    name: 'Guía de requisitos para licencias de operación turística',
    description:
      'Documento informativo con los requisitos, tarifas y plazos de todas las licencias de operación que otorga el Ministerio de Turismo. Ayuda a identificar la licencia que corresponde a cada tipo de empresa. No requiere solicitud en línea.',
    helper_link: `${GUIDES}/guia-licencias-operacion.pdf`,
    schedules: schedule(),
    requirements: [r('Ninguno', 'Consulta libre de la guía.')],
    procedures: [
      'Descargue la guía de requisitos.',
      'Identifique la licencia que corresponde a su actividad.',
      'Solicite la licencia en línea desde este portal.',
    ],
    prices: [free(231, 'Consulta de la guía', 'Servicio informativo gratuito.')],
  },

  /* ---------------------------------------- 4 · Mercadeo ---------------------------------------- */
  {
    id: 24,
    direction_id: 4,
    type_id: 2,
    name: 'Solicitud de patrocinio de eventos turísticos',
    description:
      'Permite a organizadores de festivales, congresos, competencias deportivas y eventos culturales solicitar el patrocinio del Ministerio de Turismo. Se evalúan el impacto del evento en la promoción del destino, la cantidad de visitantes esperada y la visibilidad ofrecida a la marca país. Debe solicitarse con al menos noventa días de anticipación.',
    schedules: schedule(),
    requirements: [
      r('Carta de solicitud', 'Comunicación dirigida al Viceministerio de Mercadeo con el monto o el apoyo solicitado.'),
      r('Propuesta del evento', 'Descripción del evento, fechas, lugar, público esperado y plan de medios.', `${FORMS}/mercadeo-propuesta-patrocinio.pdf`),
      r('Presupuesto', 'Presupuesto detallado del evento y otras fuentes de financiamiento.'),
      r('Documentos del organizador', 'Registro mercantil y RNC, o cédula si el organizador es una persona física.'),
    ],
    procedures: [
      'Complete la solicitud y cargue la propuesta y el presupuesto.',
      'El equipo de mercadeo evalúa la propuesta y puede solicitar una reunión.',
      'El comité de patrocinios aprueba, ajusta o declina la solicitud.',
      'Si se aprueba, se firma el acuerdo de patrocinio.',
      'Al terminar el evento, presente el informe de resultados y de visibilidad.',
    ],
    prices: [free(241, 'Evaluación de patrocinio', 'La evaluación de la solicitud no tiene costo.', DT.d30)],
    expertform_id: 121,
    process_id: 1401,
    activity_id: 51401,
    process_flow: 'MER-PATR',
    send: 0,
    multiple_document: 'true',
    sirit_code: null,
    external_pay: 0,
  },
  {
    id: 25,
    direction_id: 4,
    type_id: 2,
    name: 'Autorización de uso de la marca país',
    description:
      'Autoriza a empresas e instituciones a usar el logotipo y los elementos gráficos de la marca país en sus campañas, productos o eventos, conforme al manual de uso de la marca. El uso sin fines comerciales no tiene costo.',
    schedules: schedule(),
    requirements: [
      r('Carta de solicitud', 'Comunicación que indique el uso previsto, el período y los medios en que aparecerá la marca.'),
      r('Artes o maquetas', 'Artes finales o maquetas donde se aplicará la marca.'),
      r('Documentos del solicitante', 'Registro mercantil y RNC de la empresa o institución.'),
    ],
    procedures: [
      'Complete la solicitud y cargue los artes.',
      'Pague la tarifa si el uso es comercial.',
      'El equipo de marca revisa que los artes cumplan con el manual.',
      'Reciba la autorización con sus condiciones y vigencia.',
    ],
    prices: [
      {
        concept: 'Autorización de uso',
        description: 'Tarifa según el tipo de uso.',
        variations: [
          v(251, 'Uso promocional sin fines comerciales', 'Eventos, campañas y materiales sin venta.', 0, DT.d10),
          v(252, 'Uso comercial', 'Productos, empaques y mercancías a la venta, por un año.', 5000, DT.d15),
        ],
      },
    ],
    expertform_id: 122,
    process_id: 1402,
    activity_id: 51402,
    process_flow: 'MER-MARC',
    send: 0,
    multiple_document: 'false',
    sirit_code: '0281',
    external_pay: 1,
  },
  {
    id: 26,
    direction_id: 4,
    type_id: 2,
    name: 'Participación en ferias internacionales de turismo',
    description:
      'Permite a hoteles, agencias y otras empresas del sector participar como coexpositores en el pabellón de República Dominicana en las ferias internacionales de turismo. El Ministerio asigna los espacios según la disponibilidad y el perfil de cada empresa.',
    schedules: schedule(),
    requirements: [
      r('Formulario de participación', 'Formulario con la feria elegida y los datos de los representantes.', `${FORMS}/mercadeo-participacion-ferias.pdf`),
      r('Licencia de operación vigente', 'Licencia de operación turística vigente de la empresa.'),
      r('Material de la empresa', 'Logotipo y descripción de la empresa para el catálogo del pabellón.'),
    ],
    procedures: [
      'Elija la feria y la modalidad de participación.',
      'Cargue el formulario y los documentos.',
      'Pague la cuota de participación, si aplica.',
      'Reciba la confirmación del espacio asignado y la agenda de la feria.',
    ],
    prices: [
      {
        concept: 'Cuota de participación',
        description: 'Aporte según la modalidad.',
        variations: [
          v(261, 'Coexpositor con mostrador', 'Mostrador propio dentro del pabellón país.', 25000, DT.d15),
          v(262, 'Delegado comercial sin mostrador', 'Acreditación y agenda de citas en el pabellón país.', 0, DT.d10),
        ],
      },
    ],
    expertform_id: 123,
    process_id: 1403,
    activity_id: 51403,
    process_flow: 'MER-FERI',
    send: 0,
    multiple_document: 'false',
    sirit_code: '0282',
    external_pay: 1,
  },
  {
    id: 27,
    direction_id: 4,
    type_id: 2,
    name: 'Solicitud de material promocional',
    description:
      'Permite a instituciones, embajadas, agencias y organizadores de eventos solicitar folletos, mapas, afiches y artículos promocionales del destino. Las cantidades se asignan según la disponibilidad y el alcance del evento o la actividad.',
    schedules: schedule(),
    requirements: [
      r('Carta de solicitud', 'Comunicación con el evento o la actividad, la fecha y las cantidades solicitadas.'),
      r('Documento del solicitante', 'Cédula o registro mercantil del solicitante.'),
    ],
    procedures: [
      'Complete la solicitud con el material y las cantidades.',
      'El departamento de promoción valida la disponibilidad.',
      'Retire el material en la sede o coordine el envío.',
    ],
    prices: [free(271, 'Material promocional', 'El material promocional no tiene costo.', DT.d5)],
    expertform_id: 124,
    process_id: 1404,
    activity_id: 51404,
    process_flow: 'MER-MATP',
    send: 0,
    multiple_document: 'false',
    sirit_code: null,
    external_pay: 0,
  },
  {
    id: 28,
    direction_id: 4,
    type_id: 2,
    name: 'Solicitud de viaje de familiarización (fam trip)',
    description:
      'Permite a turoperadores, agencias, aerolíneas y medios de comunicación proponer viajes de familiarización para agentes de viajes o periodistas extranjeros. El Ministerio puede apoyar con traslados, alojamiento o visitas guiadas a los destinos del país.',
    schedules: schedule(),
    requirements: [
      r('Propuesta del viaje', 'Itinerario, cantidad de participantes, mercados de origen y objetivos del viaje.'),
      r('Lista de participantes', 'Nombres, empresas, cargos y pasaportes de los participantes.', `${FORMS}/mercadeo-lista-participantes-fam-trip.xlsx`),
      r('Carta de la empresa proponente', 'Comunicación firmada por la empresa que organiza el viaje.'),
    ],
    procedures: [
      'Complete la solicitud con los datos del viaje y de los participantes.',
      'El equipo de mercadeo evalúa la propuesta según los mercados prioritarios.',
      'Se coordina el itinerario y el apoyo aprobado.',
      'Al finalizar el viaje, presente el informe de resultados y las publicaciones generadas.',
    ],
    prices: [free(281, 'Evaluación de la propuesta', 'La evaluación de la propuesta no tiene costo.', DT.d20)],
    expertform_id: 125,
    process_id: 1405,
    activity_id: 51405,
    process_flow: 'MER-FAMT',
    send: 0,
    multiple_document: 'true',
    sirit_code: null,
    external_pay: 0,
  },
  {
    id: 29,
    direction_id: 4,
    type_id: 2,
    name: 'Registro de eventos en el calendario turístico oficial',
    description:
      'Permite incluir festivales, carnavales, ferias gastronómicas, torneos y otros eventos en el calendario turístico oficial que el Ministerio publica y promociona en sus canales. El evento debe estar abierto al público y tener una fecha confirmada.',
    schedules: schedule(),
    requirements: [
      r('Descripción del evento', 'Nombre, fechas, lugar, horario, precio de entrada y datos de contacto.'),
      r('Imagen del evento', 'Imagen promocional en formato JPG o PNG.'),
      r('Permiso del ayuntamiento', 'Permiso o constancia del ayuntamiento cuando el evento se realice en un espacio público.'),
    ],
    procedures: [
      'Complete la solicitud con los datos del evento.',
      'El equipo de contenido revisa la información.',
      'El evento se publica en el calendario turístico oficial.',
    ],
    prices: [free(291, 'Registro de evento', 'El registro de eventos no tiene costo.', DT.d5)],
    expertform_id: 126,
    process_id: 1406,
    activity_id: 51406,
    process_flow: 'MER-CALE',
    send: 0,
    multiple_document: 'false',
    sirit_code: null,
    external_pay: 0,
  },
  {
    id: 30,
    direction_id: 4,
    type_id: 1,
    name: 'Manual de uso de la marca país',
    description:
      'Manual con las normas gráficas de la marca país: versiones del logotipo, colores, tipografías, usos permitidos y usos incorrectos. Consúltelo antes de solicitar una autorización de uso de la marca. No requiere solicitud en línea.',
    helper_link: `${GUIDES}/manual-marca-pais.pdf`,
    schedules: schedule(),
    requirements: [r('Ninguno', 'Consulta libre del manual.')],
    procedures: [
      'Descargue el manual de uso de la marca.',
      'Prepare sus artes conforme a las normas del manual.',
      'Solicite la autorización de uso de la marca país desde este portal.',
    ],
    prices: [free(301, 'Consulta del manual', 'Servicio informativo gratuito.')],
  },
];

/* ----------------------------------------------------------------------------------------------
 * Ratings and comments (C3) — generated deterministically from Spanish phrase pools
 * -------------------------------------------------------------------------------------------- */

/** Deterministic PRNG (mulberry32) so the seed is identical on every load. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES = [
  'José',
  'María',
  'Juan',
  'Ana',
  'Luis',
  'Carmen',
  'Carlos',
  'Rosa',
  'Miguel',
  'Yolanda',
  'Pedro',
  'Altagracia',
  'Rafael',
  'Mercedes',
  'Francisco',
  'Josefina',
  'Ramón',
  'Yokasta',
  'Manuel',
  'Milagros',
  'Ángel',
  'Esperanza',
  'Julio',
  'Yesenia',
  'Héctor',
  'Marisol',
  'Wilson',
  'Daysi',
  'Félix',
  'Ingrid',
  'Domingo',
  'Anabel',
  'Frank',
  'Scarlet',
  'Elvin',
  'Paola',
  'Joel',
  'Nairobi',
  'Víctor',
  'Lourdes',
];

const SURNAMES = [
  'Pérez',
  'Rodríguez',
  'Martínez',
  'García',
  'Santana',
  'Reyes',
  'Jiménez',
  'Díaz',
  'Peña',
  'Cruz',
  'Castillo',
  'Ramírez',
  'Mejía',
  'Almonte',
  'Batista',
  'Vásquez',
  'Guzmán',
  'Rosario',
  'De la Cruz',
  'Núñez',
  'Polanco',
  'Tavárez',
  'Féliz',
  'Encarnación',
  'Sánchez',
  'Frías',
  'Espinal',
  'Méndez',
  'Ureña',
  'Marte',
];

/** `[rating, comment]` pairs valid for any online procedure. */
const GENERIC_COMMENTS: [number, string][] = [
  [5, 'Excelente servicio, todo el proceso fue en línea y no tuve que ir a la oficina.'],
  [5, 'Muy fácil de solicitar. Recibí las notificaciones de cada paso en mi correo.'],
  [4.5, 'Rápido y organizado. El pago con tarjeta funcionó sin problemas.'],
  [4.5, 'Me respondieron dentro del plazo indicado en la tarifa. Excelente experiencia.'],
  [4, 'Buen servicio, aunque tuve que volver a cargar un documento que no se veía claro.'],
  [4, 'El formulario es largo, pero las instrucciones son claras.'],
  [4, 'Buena atención por el chat de mensajes; contestaron mis dudas el mismo día.'],
  [3.5, 'El trámite salió bien, pero tardó unos días más de lo indicado.'],
  [3.5, 'Sería bueno poder guardar el formulario y continuar desde el teléfono.'],
  [3, 'Me pidieron un documento adicional que no estaba en la lista de requisitos.'],
  [2.5, 'El proceso tomó casi el doble del tiempo de entrega publicado.'],
  [2, 'Tuve que llamar varias veces para saber el estado de mi solicitud.'],
  [5, 'Gracias al equipo del Ministerio por la orientación. Todo muy profesional.'],
  [4.5, 'Pude dar seguimiento a la solicitud desde mi escritorio en todo momento.'],
  [1.5, 'El pago por transferencia tardó mucho en validarse.'],
  [5, 'Mucho mejor que hacerlo en papel. Lo recomiendo.'],
];

/** Direction-specific `[rating, comment]` pairs. */
const DIRECTION_COMMENTS: Record<DirectionId, [number, string][]> = {
  1: [
    [5, 'La inspección del terreno se programó rápido y el técnico fue muy claro con las observaciones.'],
    [4.5, 'Nos aprobaron el anteproyecto con condiciones bien explicadas en la resolución.'],
    [4, 'Las observaciones a los planos fueron precisas; las corregimos y se aprobó en la segunda revisión.'],
    [3.5, 'Buen proceso, pero los planos en DWG muy pesados dieron trabajo al cargarlos.'],
    [3, 'La evaluación técnica tardó más por la temporada alta de proyectos.'],
    [5, 'Como profesional de la arquitectura, valoro mucho poder presentar los proyectos de mis clientes en línea.'],
    [4.5, 'La resolución llegó firmada digitalmente y el banco la aceptó sin problemas.'],
    [4, 'El sistema validó el número de la no objeción al momento. Muy práctico.'],
    [4, 'La tarifa según el tamaño del proyecto es clara y el pago se reflejó de inmediato.'],
  ],
  2: [
    [5, 'La clasificación se aprobó en la primera sesión del Consejo. Excelente acompañamiento.'],
    [4.5, 'El listado de bienes se revisó partida por partida y nos explicaron cada ajuste.'],
    [4, 'Proceso serio y ordenado; la plantilla del listado ayuda mucho.'],
    [3.5, 'Hay que esperar la sesión del Consejo, pero nos mantuvieron informados.'],
    [3, 'Nos pidieron estados financieros adicionales que retrasaron el expediente.'],
    [5, 'La certificación de exenciones urgente llegó en menos de 48 horas.'],
    [4.5, 'Muy buena coordinación con Aduanas una vez aprobado el listado.'],
  ],
  3: [
    [5, 'Renové la licencia del hotel en una semana, sin filas.'],
    [4.5, 'El inspector fue puntual y nos dio recomendaciones útiles de seguridad.'],
    [4, 'Saqué mi carné de guía sin problemas; la entrevista fue breve.'],
    [4, 'Buen servicio para la licencia de la agencia; la fianza fue lo que más tardó.'],
    [3.5, 'La inspección de las embarcaciones se reprogramó por el mal tiempo, pero todo salió bien.'],
    [3, 'La lista de la flota tuvo que enviarse dos veces por el formato.'],
    [5, 'La licencia llegó a mi correo y la imprimí para el local. Todo muy sencillo.'],
    [2.5, 'La inspección tardó en programarse porque el local está lejos de la oficina regional.'],
    [4.5, 'Muy fácil para un negocio pequeño como mi tienda de artesanía.'],
  ],
  4: [
    [5, 'Nos apoyaron con el patrocinio del festival y la visibilidad fue excelente.'],
    [4.5, 'El material promocional estuvo listo en pocos días para nuestra feria en el exterior.'],
    [4, 'La revisión de los artes de la marca fue rápida y con buenas sugerencias.'],
    [3.5, 'Nos aprobaron un apoyo menor al solicitado, pero el proceso fue transparente.'],
    [5, 'El fam trip con periodistas fue un éxito, excelente coordinación del equipo.'],
    [4, 'Nuestro evento apareció publicado en el calendario oficial en menos de una semana.'],
  ],
};

/**
 * Comments per online service: `[count (0–25), target mean rating]`. The target biases which
 * phrases a service gets, so ratings differ between services; informational services have none.
 */
const COMMENT_PLAN: Record<number, [number, number]> = {
  1: [18, 4.5],
  2: [25, 4],
  3: [9, 3.5],
  4: [6, 4.5],
  5: [3, 3],
  6: [11, 4],
  8: [14, 4],
  9: [7, 3],
  10: [2, 2.5],
  11: [0, 0],
  12: [5, 4.5],
  13: [8, 5],
  15: [22, 4],
  16: [16, 3.5],
  17: [4, 5],
  18: [12, 4],
  19: [6, 4.5],
  20: [25, 4],
  21: [9, 3],
  22: [13, 3.5],
  24: [3, 5],
  25: [10, 4.5],
  26: [1, 4],
  27: [0, 0],
  28: [5, 5],
  29: [7, 4],
};

/** Comment dates lie between these instants (Santo Domingo local time, UTC−4 all year). */
const COMMENTS_FROM = Date.UTC(2023, 1, 1);
const COMMENTS_TO = Date.UTC(2025, 5, 30);

const pad = (n: number): string => String(n).padStart(2, '0');

/** "YYYY-MM-DD HH:mm:ss" of a UTC-based timestamp (treated as local wall time). */
function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` + `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** Builds the comments of one service: distinct phrases close to its target rating, newest first. */
function makeComments(serviceId: number, directionId: DirectionId): ServiceComment[] {
  const [count, target] = COMMENT_PLAN[serviceId] ?? [0, 0];
  const random = prng(serviceId * 7919);
  const pool = [...DIRECTION_COMMENTS[directionId], ...GENERIC_COMMENTS]
    .map((entry) => ({ entry, score: Math.abs(entry[0] - target) + random() * 1.5 }))
    .sort((a, b) => a.score - b.score)
    .map(({ entry }) => entry);
  const rows: ServiceComment[] = [];
  for (let i = 0; i < count; i += 1) {
    const [rating, comment] = pool[i % pool.length];
    const day = COMMENTS_FROM + Math.floor(random() * ((COMMENTS_TO - COMMENTS_FROM) / 86_400_000)) * 86_400_000;
    const secondOfDay = 7 * 3600 + Math.floor(random() * 15 * 3600); // 07:00–21:59
    rows.push({
      citizen: {
        name: FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)],
        surname: SURNAMES[Math.floor(random() * SURNAMES.length)],
      },
      comment,
      created_at: formatDateTime(day + secondOfDay * 1000),
      rating,
    });
  }
  return rows.sort((a, b) => compareStamps(b.created_at, a.created_at));
}

/** Average of the ratings rounded to the nearest half star; 0 without ratings. */
function averageRating(rows: ServiceComment[]): number {
  if (rows.length === 0) return 0;
  const mean = rows.reduce((sum, row) => sum + row.rating, 0) / rows.length;
  return Math.round(mean * 2) / 2;
}

/* ----------------------------------------------------------------------------------------------
 * Exports
 * -------------------------------------------------------------------------------------------- */

const TYPE_NAMES: Record<ServiceTypeId, string> = { 1: 'Informativo', 2: 'En línea' };

/** Builds the full C2 record from a seed and its comments. */
function build(seed: ServiceSeed, comments: ServiceComment[]): ServiceDetail {
  const informational = seed.type_id === 1;
  return {
    id: seed.id,
    name: seed.name,
    description: seed.description,
    direction_id: seed.direction_id,
    type_id: seed.type_id,
    type: { id: seed.type_id, name: TYPE_NAMES[seed.type_id] },
    helper_link: seed.helper_link ?? '',
    rating: averageRating(comments),
    schedules: seed.schedules,
    requirements: seed.requirements,
    procedures: seed.procedures.map((step) => ({ step })),
    prices: seed.prices,
    expertform_id: informational ? 0 : (seed.expertform_id ?? 0),
    process_id: seed.process_id ?? 0,
    activity_id: seed.activity_id ?? 0,
    process_flow: seed.process_flow ?? '',
    send: seed.send ?? 0,
    multiple_document: seed.multiple_document ?? 'false',
    sirit_code: seed.sirit_code ?? null,
    external_pay: seed.external_pay ?? 0,
    institution: { recaudationCode: INSTITUTION_RECAUDATION_CODE },
  };
}

/**
 * Citizen ratings by service id (contract C3 `data[]`), newest first; 0–25 per service, none for
 * informational services. Handlers page them (`last_page`).
 */
export const serviceComments: Readonly<Record<number, ServiceComment[]>> = Object.fromEntries(
  SEEDS.map((seed) => [seed.id, seed.type_id === 1 ? [] : makeComments(seed.id, seed.direction_id)]),
);

/** Every service as a full C2 record, in catalogue order (by direction, then id). */
export const serviceList: readonly ServiceDetail[] = SEEDS.map((seed) => build(seed, serviceComments[seed.id]));

/** Full C2 records by service id (`GET /services/{id}`; the handler adds `success: true`). */
export const services: Readonly<Record<number, ServiceDetail>> = Object.fromEntries(serviceList.map((service) => [service.id, service]));

/** C1 summary of a service (`{ id, name, description, direction_id, type_id }`). */
export function toSummary(service: ServiceDetail): ServiceSummary {
  const { id, name, description, direction_id, type_id } = service;
  return { id, name, description, direction_id, type_id };
}

/** `GET /services`: the four directions (ids 1–4) with their service summaries, in id order. */
export const directions: readonly Direction[] = DIRECTION_INFO.map((info) => ({
  ...info,
  services: serviceList.filter((s) => s.direction_id === info.id).map(toSummary),
}));

/** Full record of a service, or undefined (accepts the numeric text of a path parameter). */
export function findService(id: number | string): ServiceDetail | undefined {
  return services[Number(id)];
}

/** Price variation by its id anywhere in the catalogue, with its service; undefined if unknown. */
export function findVariation(variationId: number | string): { service: ServiceDetail; price: ServicePrice; variation: PriceVariation } | undefined {
  const wanted = Number(variationId);
  for (const service of serviceList) {
    for (const price of service.prices) {
      const variation = price.variations.find((item) => item.id === wanted);
      if (variation) return { service, price, variation };
    }
  }
  return undefined;
}
