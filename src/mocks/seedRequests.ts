/**
 * Seed requests of the embedded backend after the submit (issue 8): for Ana, José and the company
 * account Hotel Caribe Colonial, one request in every status (1-6 and 9 in process, 7 Completada,
 * 8 Rechazada, 10 Cancelada), one provisional, one with each pending action type (1, 3, 5, 7),
 * payments PENDIENTE, GENERADO and paid (PAGADO), messages both ways, claims with and without a
 * response, resolved requests with and without a rating, and one request Ana made for her company.
 * Statuses: src/mocks/requestStore.ts REQUEST_STATUSES. Amounts in DOP from the catalogue's tariffs.
 *
 * Ids 901-951 (older than Ana's request 1001 of src/mocks/seed.ts, so new requests still get 1002 on);
 * codes `<acronym>-2026-0000NN` below the sequence's next number (124). Documents reuse the demo PDFs
 * under public/media/documentos/ (routes `documentos/...`, served by the file server's redirect).
 *
 * | id | code | owner | service (payment methods) | status | pending action | payment | notes |
 * |---|---|---|---|---|---|---|---|
 * | 901 | DPP-2026-000041 | Ana | 1 card+deposit | 2 En revisión documental | 1 | PAGADO 7000 | 1 payment |
 * | 902 | CFT-2026-000042 | Ana | 8 card+deposit | 3 En evaluación técnica | 3 | PAGADO 25000 | 3 messages both ways |
 * | 903 | DPP-2026-000043 | Ana | 4 card+deposit | 4 En inspección de campo | 5 (RD$ 3,500) | PENDIENTE 3500 | 1 earlier payment |
 * | 904 | LOP-2026-000044 | Ana | 18 card+deposit | 5 En espera del solicitante | 7 (RD$ 10,000) | PENDIENTE 10000 | |
 * | 905 | LOP-2026-000045 | Ana | 15 card+deposit | 6 En comité de aprobación | 5 (RD$ 20,000) | GENERADO 20000 | voucher under validation |
 * | 906 | DPP-2026-000046 | Ana | 2 card+deposit | 9 Pendiente de firma | — | PAGADO 15000 | 3 messages; a completed action 1 |
 * | 907 | DPP-2026-000047 | Ana | 1 card+deposit | 7 Completada | — | PAGADO 7000 | rated 4.5; claim answered; institution PDF |
 * | 908 | DPP-2026-000048 | Ana | 6 card only | 7 Completada | — | PAGADO 5000 | NOT rated; institution PDF |
 * | 909 | DPP-2026-000049 | Ana | 3 card+deposit | 8 Rechazada | — | PAGADO 20000 | claim open (no response) |
 * | 910 | DPP-2026-000050 | Ana | 5 card+deposit | 10 Cancelada | — | — | |
 * | 911 | CFT-2026-000051 | Ana | 12 card+deposit | 1 En proceso | — | — | provisional (deletable) |
 * | 912 | LOP-2026-000052 | Ana | 15 card+deposit | 2 En revisión documental | — | PAGADO 10000 | for her company Posada Zona Colonial |
 * | 921 | LOP-2026-000061 | José | 16 card+deposit | 1 En proceso | 1 | PAGADO 12000 | |
 * | 922 | LOP-2026-000062 | José | 20 card+deposit | 2 En revisión documental | 3 | PAGADO 1500 | 1 officer message |
 * | 923 | LOP-2026-000063 | José | 21 card+deposit | 3 En evaluación técnica | 5 (RD$ 10,000) | PENDIENTE 10000 | |
 * | 924 | LOP-2026-000064 | José | 22 card+deposit | 4 En inspección de campo | 7 (RD$ 6,000) | PENDIENTE 6000 | 1 earlier payment |
 * | 925 | LOP-2026-000065 | José | 17 card+deposit | 5 En espera del solicitante | 5 (RD$ 5,000) | GENERADO 5000 | voucher under validation |
 * | 926 | LOP-2026-000066 | José | 19 card+deposit | 6 En comité de aprobación | — | PAGADO 8000 | |
 * | 927 | LOP-2026-000067 | José | 18 card+deposit | 9 Pendiente de firma | — | PAGADO 6000 | 2 messages both ways |
 * | 928 | LOP-2026-000068 | José | 20 card+deposit | 7 Completada | — | PAGADO 1500 | NOT rated; institution PDF |
 * | 929 | LOP-2026-000069 | José | 22 card+deposit | 8 Rechazada | — | PAGADO 12000 | claim answered |
 * | 930 | LOP-2026-000070 | José | 21 card+deposit | 10 Cancelada | — | — | |
 * | 931 | LOP-2026-000071 | José | 19 card+deposit | 1 En proceso | — | — | provisional |
 * | 941 | LOP-2026-000081 | Hotel | 15 card+deposit | 1 En proceso | 1 | PAGADO 35000 | |
 * | 942 | CFT-2026-000082 | Hotel | 9 card+deposit | 2 En revisión documental | 3 | PAGADO 20000 | 1 officer message |
 * | 943 | CFT-2026-000083 | Hotel | 12 card+deposit | 3 En evaluación técnica | 5 (RD$ 20,000) | PENDIENTE 20000 | |
 * | 944 | CFT-2026-000084 | Hotel | 13 card+deposit | 4 En inspección de campo | 7 (RD$ 3,000) | PENDIENTE 3000 | |
 * | 945 | CFT-2026-000085 | Hotel | 11 card+deposit | 5 En espera del solicitante | 5 (RD$ 5,000) | GENERADO 5000 | voucher under validation |
 * | 946 | MER-2026-000086 | Hotel | 26 card+deposit | 6 En comité de aprobación | — | PAGADO 25000 | |
 * | 947 | CFT-2026-000087 | Hotel | 8 card+deposit | 9 Pendiente de firma | — | PAGADO 25000 | 3 messages both ways |
 * | 948 | LOP-2026-000088 | Hotel | 15 card+deposit | 7 Completada | — | PAGADO 35000 | rated 5; claim answered; institution PDF |
 * | 949 | MER-2026-000089 | Hotel | 25 card+deposit | 8 Rechazada | — | PAGADO 5000 | claim open |
 * | 950 | LOP-2026-000090 | Hotel | 22 card+deposit | 10 Cancelada | — | — | |
 * | 951 | LOP-2026-000091 | Hotel | 18 card+deposit | 1 En proceso | — | — | provisional |
 * | 1001 | DPP-2026-000123 | Ana | 2 card+deposit | 1 En proceso | — | PENDIENTE 15000 | src/mocks/seed.ts; no pending action |
 *
 * Ana 00104567896, José 40209876545, Hotel = the company account 131987656 (company_id 2). Rejected (8)
 * and cancelled (10) requests carry their reason as `solution`, so the resolution banner (and CALIFICAR)
 * shows on them too.
 */
import { findService } from './data';
import type { DbActionType, DbClaim, DbRequest, DbRequestDocument } from './db';
import { CLAIM_STATUS, citizenUserId, COIN, DIRECTION_ACRONYMS, OFFICER_USER_ID, PAYMENT, PAYMENT_METHOD, statusOf } from './requestStore';

/** Cédula of Ana María Rodríguez Peña (src/mocks/seed.ts DEMO_CITIZEN_ID). */
const ANA = '00104567896';
/** Cédula of José Miguel Martínez Santos (DEMO_CITIZEN_2_ID). */
const JOSE = '40209876545';
/** RNC of the company account Hotel Caribe Colonial (DEMO_COMPANY_RNC). */
const HOTEL = '131987656';

type Paid = { method: 'card' | 'deposit'; at: string; ref: string; amount?: number; concept?: string };

/** One seeded request, compactly. */
interface Spec {
  id: number;
  owner: string;
  service: number;
  status: number;
  created: string;
  /** Project or establishment name and its address (the form answers shown on 'Detalles'). */
  project: string;
  address: string;
  province: string;
  /** Amount due or paid, DOP (0: nothing). */
  amount: number;
  payment: DbRequest['payment_status'];
  provisional?: true;
  company?: { id: number; name: string };
  /** Payments made. */
  paid?: Paid[];
  /** The pending action. */
  action?: { type: DbActionType; at: string; message: string; amount?: number; concept?: string };
  /** Completed actions (history). */
  done?: { type: DbActionType; at: string; message: string; completed: string }[];
  /** Messages: [author, text, stamp]; texts are plain (stored URI-encoded). */
  comments?: ['officer' | 'citizen', string, string][];
  solution?: string;
  rating?: { rating: number; comment: string | null; at: string };
  /** Documents: uploaded by the citizen (0) or issued by the institution (1). */
  docs?: { origin: 0 | 1; name: string; route: string; at: string; label?: string; size?: number }[];
  claims?: { issue: number; description: string; at: string; status: string; solution: string | null }[];
}

const PDF = {
  memoria: 'documentos/guias/guia-presentacion-proyectos-turisticos.pdf',
  noObjecion: 'documentos/formularios/dpp-no-objecion-uso-suelo.pdf',
  clasificacion: 'documentos/formularios/confotur-solicitud-clasificacion.pdf',
  licencia: 'documentos/formularios/licencia-alojamiento-solicitud.pdf',
  ferias: 'documentos/formularios/mercadeo-participacion-ferias.pdf',
  poder: 'documentos/formularios/poder-de-representacion-modelo.pdf',
  guiaLicencias: 'documentos/guias/guia-licencias-operacion.pdf',
  marca: 'documentos/guias/manual-marca-pais.pdf',
} as const;

const SPECS: Spec[] = [
  // ------------------------------------------------------------------ Ana María Rodríguez Peña
  {
    id: 901,
    owner: ANA,
    service: 1,
    status: 2,
    created: '2026-09-02 10:12:00',
    project: 'Eco Resort Las Terrenas',
    address: 'Carretera Las Terrenas - El Portillo, km 3',
    province: 'Samaná',
    amount: 7000,
    payment: PAYMENT.paid,
    paid: [{ method: 'card', at: '2026-09-02 10:40:00', ref: '482913' }],
    action: {
      type: 1,
      at: '2026-09-20 09:15:00',
      message: 'Favor cargar el <strong>plano de ubicación</strong> del terreno actualizado, con coordenadas UTM y firmado por un agrimensor colegiado.',
    },
    docs: [{ origin: 0, name: 'Memoria descriptiva', route: PDF.memoria, at: '2026-09-02 10:12:00', label: 'Memoria descriptiva 1', size: 3.2 }],
  },
  {
    id: 902,
    owner: ANA,
    service: 8,
    status: 3,
    created: '2026-07-15 11:30:00',
    project: 'Hotel Boutique Mirador del Atlántico',
    address: 'Calle Duarte 45, Cabarete',
    province: 'Puerto Plata',
    amount: 25000,
    payment: PAYMENT.paid,
    paid: [{ method: 'deposit', at: '2026-07-18 14:05:00', ref: 'TRF-20260716-5521' }],
    action: { type: 3, at: '2026-10-28 08:45:00', message: 'Indique la cantidad de habitaciones por categoría y la fecha estimada de inicio de operaciones.' },
    comments: [
      ['officer', 'Hemos recibido su solicitud. La evaluación técnica puede tardar hasta 30 días laborables.', '2026-08-05 09:00:00'],
      ['citizen', 'Gracias. Quedo atenta a cualquier requerimiento adicional.', '2026-08-06 16:20:00'],
      [
        'officer',
        'Para continuar con la evaluación necesitamos la cantidad de habitaciones por categoría (estándar, superior, suite) y la fecha estimada de apertura.',
        '2026-10-28 08:45:00',
      ],
    ],
  },
  {
    id: 903,
    owner: ANA,
    service: 4,
    status: 4,
    created: '2026-08-20 15:02:00',
    project: 'Villas Punta Rucia',
    address: 'Playa Punta Rucia, sector La Ensenada',
    province: 'Puerto Plata',
    amount: 3500,
    payment: PAYMENT.pending,
    paid: [{ method: 'card', at: '2026-08-20 15:20:00', ref: '551207' }],
    action: {
      type: 5,
      at: '2026-11-10 10:30:00',
      message: 'Para programar la inspección de campo debe pagar el cargo de inspección técnica de RD$ 3,500.00.',
      amount: 3500,
      concept: 'Inspección técnica del terreno',
    },
  },
  {
    id: 904,
    owner: ANA,
    service: 18,
    status: 5,
    created: '2026-09-25 09:40:00',
    project: 'Catamarán Brisa Caribe',
    address: 'Muelle de Bayahíbe, Dominicus',
    province: 'La Altagracia',
    amount: 10000,
    payment: PAYMENT.pending,
    action: {
      type: 7,
      at: '2026-11-12 11:00:00',
      message: 'Debe completar el pago de la licencia de operación por embarcación (hasta 40 pasajeros) para continuar con la emisión.',
      amount: 10000,
      concept: 'Licencia de operación por embarcación',
    },
  },
  {
    id: 905,
    owner: ANA,
    service: 15,
    status: 6,
    created: '2026-08-01 08:55:00',
    project: 'Posada Las Mercedes',
    address: 'Calle Las Mercedes 112, Ciudad Colonial',
    province: 'Distrito Nacional',
    amount: 20000,
    payment: PAYMENT.generated,
    action: {
      type: 5,
      at: '2026-10-30 09:10:00',
      message: 'Pago de la licencia de operación anual (11 a 50 habitaciones) pendiente.',
      amount: 20000,
      concept: 'Licencia de operación anual',
    },
    docs: [{ origin: 0, name: 'comprobante-transferencia-banreservas', route: PDF.poder, at: '2026-11-02 17:45:00', label: 'Comprobante de pago', size: 0.4 }],
  },
  {
    id: 906,
    owner: ANA,
    service: 2,
    status: 9,
    created: '2026-05-10 10:00:00',
    project: 'Residencial Turístico Costa Esmeralda',
    address: 'Autovía del Coral, km 12',
    province: 'La Altagracia',
    amount: 15000,
    payment: PAYMENT.paid,
    paid: [{ method: 'card', at: '2026-05-10 10:25:00', ref: '630418' }],
    done: [
      {
        type: 1,
        at: '2026-06-02 09:00:00',
        message: 'Cargue el estudio de impacto ambiental aprobado por el Ministerio de Medio Ambiente.',
        completed: '2026-06-04 15:30:00',
      },
    ],
    comments: [
      ['officer', 'Su anteproyecto fue aprobado por el comité técnico. Queda pendiente la firma del viceministro.', '2026-10-20 12:00:00'],
      ['citizen', '¿Cuánto tiempo toma la firma? Necesitamos la carta para el banco.', '2026-10-21 08:10:00'],
      ['officer', 'La firma suele completarse en un plazo de 5 a 10 días laborables. Le notificaremos por este medio.', '2026-10-21 13:40:00'],
    ],
    docs: [
      { origin: 0, name: 'Estudio de impacto ambiental', route: PDF.memoria, at: '2026-06-04 15:30:00', label: 'Documento de accion requerida 1', size: 2.4 },
    ],
  },
  {
    id: 907,
    owner: ANA,
    service: 1,
    status: 7,
    created: '2026-03-03 09:20:00',
    project: 'Cabañas Río Yaque',
    address: 'Carretera Jarabacoa - Manabao, km 5',
    province: 'La Vega',
    amount: 7000,
    payment: PAYMENT.paid,
    paid: [{ method: 'card', at: '2026-03-03 09:45:00', ref: '274615' }],
    solution:
      'Se otorga la no objeción de uso de suelo para el proyecto Cabañas Río Yaque. La certificación está disponible en «Documentos emitidos por institución».',
    rating: { rating: 4.5, comment: 'Proceso claro y rápido. La certificación llegó antes del plazo indicado.', at: '2026-04-10 18:00:00' },
    docs: [{ origin: 1, name: 'Certificación de no objeción de uso de suelo', route: PDF.noObjecion, at: '2026-04-08 11:00:00' }],
    claims: [
      {
        issue: 1,
        description: 'Han pasado más de 20 días laborables sin respuesta a la solicitud.',
        at: '2026-03-30 10:00:00',
        status: CLAIM_STATUS.resolved,
        solution: 'Ofrecemos disculpas por la demora. La evaluación concluyó y la certificación fue emitida el 8 de abril.',
      },
    ],
  },
  {
    id: 908,
    owner: ANA,
    service: 6,
    status: 7,
    created: '2026-04-14 14:10:00',
    project: 'Hostal Calle El Conde',
    address: 'Calle El Conde 305, Ciudad Colonial',
    province: 'Distrito Nacional',
    amount: 5000,
    payment: PAYMENT.paid,
    paid: [{ method: 'card', at: '2026-04-14 14:30:00', ref: '318842' }],
    solution: 'El proyecto cumple con los planos aprobados. Puede retirar la certificación de cumplimiento en la sede del Ministerio o descargarla del portal.',
    docs: [{ origin: 1, name: 'Certificación de cumplimiento de proyecto', route: PDF.licencia, at: '2026-05-20 10:00:00' }],
  },
  {
    id: 909,
    owner: ANA,
    service: 3,
    status: 8,
    created: '2026-04-02 08:30:00',
    project: 'Torre Marina Juan Dolio',
    address: 'Calle Principal, Juan Dolio',
    province: 'San Pedro de Macorís',
    amount: 20000,
    payment: PAYMENT.paid,
    paid: [{ method: 'deposit', at: '2026-04-04 09:00:00', ref: 'DEP-20260403-1187' }],
    solution: 'Solicitud rechazada: los planos exceden la altura máxima de 8 niveles permitida en la zona según la normativa vigente.',
    claims: [
      {
        issue: 4,
        description: 'No estoy de acuerdo con el motivo del rechazo; los planos fueron corregidos según las observaciones de la inspección.',
        at: '2026-05-02 12:30:00',
        status: CLAIM_STATUS.open,
        solution: null,
      },
    ],
  },
  {
    id: 910,
    owner: ANA,
    service: 5,
    status: 10,
    created: '2026-06-01 16:00:00',
    project: 'Ampliación Posada Colonial',
    address: 'Calle Isabel la Católica 10, Ciudad Colonial',
    province: 'Distrito Nacional',
    amount: 10000,
    payment: null,
    solution: 'Solicitud cancelada a petición de la propietaria: el proyecto de ampliación fue desistido.',
  },
  {
    id: 911,
    owner: ANA,
    service: 12,
    status: 1,
    created: '2026-11-18 19:25:00',
    provisional: true,
    project: 'Hotel Boutique Mirador del Atlántico',
    address: 'Calle Duarte 45, Cabarete',
    province: 'Puerto Plata',
    amount: 0,
    payment: null,
  },
  {
    id: 912,
    owner: ANA,
    service: 15,
    status: 2,
    created: '2026-10-02 10:05:00',
    company: { id: 1, name: 'Posada Zona Colonial' },
    project: 'Posada Zona Colonial',
    address: 'Calle El Conde 305, Ciudad Colonial',
    province: 'Distrito Nacional',
    amount: 10000,
    payment: PAYMENT.paid,
    paid: [{ method: 'deposit', at: '2026-10-06 11:15:00', ref: 'TRF-20261005-0342' }],
  },
  // ------------------------------------------------------------------ José Miguel Martínez Santos
  {
    id: 921,
    owner: JOSE,
    service: 16,
    status: 1,
    created: '2026-11-03 09:00:00',
    project: 'Ozama Tours & Travel',
    address: 'Av. Venezuela 87, Ensanche Ozama',
    province: 'Santo Domingo',
    amount: 12000,
    payment: PAYMENT.paid,
    paid: [{ method: 'card', at: '2026-11-03 09:20:00', ref: '705531' }],
    action: {
      type: 1,
      at: '2026-11-16 10:00:00',
      message: 'Cargue el Registro Mercantil vigente de la agencia y la póliza de seguro de responsabilidad civil.',
    },
  },
  {
    id: 922,
    owner: JOSE,
    service: 20,
    status: 2,
    created: '2026-10-15 13:00:00',
    project: 'Licencia de guía: José Miguel Martínez',
    address: 'Calle Sabana Larga 18, Ensanche Ozama',
    province: 'Santo Domingo',
    amount: 1500,
    payment: PAYMENT.paid,
    paid: [{ method: 'card', at: '2026-10-15 13:10:00', ref: '219987' }],
    action: { type: 3, at: '2026-11-05 08:30:00', message: 'Indique los idiomas que domina y el número de su certificado del curso de guía turístico.' },
    comments: [
      [
        'officer',
        'Buenos días. Para emitir el carné necesitamos confirmar los idiomas que domina y el número de certificado del curso de INFOTEP.',
        '2026-11-05 08:30:00',
      ],
    ],
  },
  {
    id: 923,
    owner: JOSE,
    service: 21,
    status: 3,
    created: '2026-10-01 10:30:00',
    project: 'Rent Car Ozama',
    address: 'Av. Sabana Larga 210, Los Mina',
    province: 'Santo Domingo',
    amount: 10000,
    payment: PAYMENT.pending,
    action: {
      type: 5,
      at: '2026-11-14 09:00:00',
      message: 'Pago de la licencia de operación para una flotilla de hasta 20 vehículos.',
      amount: 10000,
      concept: 'Licencia de operación (hasta 20 vehículos)',
    },
  },
  {
    id: 924,
    owner: JOSE,
    service: 22,
    status: 4,
    created: '2026-09-10 12:00:00',
    project: 'Restaurante El Malecón de Ozama',
    address: 'Av. España 14, Villa Duarte',
    province: 'Santo Domingo',
    amount: 6000,
    payment: PAYMENT.pending,
    paid: [{ method: 'card', at: '2026-09-10 12:15:00', ref: '442090', amount: 6000 }],
    action: {
      type: 7,
      at: '2026-11-17 15:00:00',
      message: 'Debe pagar la diferencia por cambio de categoría del establecimiento (de 80 a 150 comensales).',
      amount: 6000,
      concept: 'Diferencia por cambio de categoría',
    },
  },
  {
    id: 925,
    owner: JOSE,
    service: 17,
    status: 5,
    created: '2026-09-28 11:20:00',
    project: 'Artesanías Larimar Ozama',
    address: 'Calle Duarte 33, Villa Duarte',
    province: 'Santo Domingo',
    amount: 5000,
    payment: PAYMENT.generated,
    action: {
      type: 5,
      at: '2026-10-25 10:00:00',
      message: 'Pago de la licencia de operación para tienda de regalos y artesanía.',
      amount: 5000,
      concept: 'Licencia de operación',
    },
    docs: [{ origin: 0, name: 'comprobante-deposito-popular', route: PDF.poder, at: '2026-10-27 09:30:00', label: 'Comprobante de pago', size: 0.3 }],
  },
  {
    id: 926,
    owner: JOSE,
    service: 19,
    status: 6,
    created: '2026-08-12 08:00:00',
    project: 'Aventura Jarabacoa Extrema',
    address: 'Carretera Jarabacoa - Constanza, km 2',
    province: 'La Vega',
    amount: 8000,
    payment: PAYMENT.paid,
    paid: [{ method: 'deposit', at: '2026-08-14 10:00:00', ref: 'DEP-20260813-7720' }],
  },
  {
    id: 927,
    owner: JOSE,
    service: 18,
    status: 9,
    created: '2026-07-20 09:00:00',
    project: 'Lancha Isla Saona',
    address: 'Muelle de Bayahíbe',
    province: 'La Altagracia',
    amount: 6000,
    payment: PAYMENT.paid,
    paid: [{ method: 'card', at: '2026-07-20 09:10:00', ref: '883104' }],
    comments: [
      ['citizen', 'Buenas tardes, ¿ya fue aprobada la inspección de la embarcación?', '2026-10-30 15:00:00'],
      ['officer', 'Sí, la inspección fue satisfactoria. La licencia está en proceso de firma.', '2026-10-31 09:20:00'],
    ],
  },
  {
    id: 928,
    owner: JOSE,
    service: 20,
    status: 7,
    created: '2026-02-10 10:00:00',
    project: 'Licencia de guía: José Miguel Martínez',
    address: 'Calle Sabana Larga 18, Ensanche Ozama',
    province: 'Santo Domingo',
    amount: 1500,
    payment: PAYMENT.paid,
    paid: [{ method: 'card', at: '2026-02-10 10:05:00', ref: '120456' }],
    solution: 'Se aprobó su licencia de guía turístico nacional. Puede descargar el carné en «Documentos emitidos por institución».',
    docs: [{ origin: 1, name: 'Carné de guía turístico', route: PDF.guiaLicencias, at: '2026-03-01 10:00:00' }],
  },
  {
    id: 929,
    owner: JOSE,
    service: 22,
    status: 8,
    created: '2026-05-05 09:00:00',
    project: 'Bar La Terraza del Ozama',
    address: 'Av. España 60, Villa Duarte',
    province: 'Santo Domingo',
    amount: 12000,
    payment: PAYMENT.paid,
    paid: [{ method: 'card', at: '2026-05-05 09:10:00', ref: '367712' }],
    solution: 'Solicitud rechazada: el establecimiento no cuenta con el permiso de uso de suelo del Ayuntamiento de Santo Domingo Este.',
    claims: [
      {
        issue: 3,
        description: 'Se me cobró la licencia completa y la solicitud fue rechazada. Solicito el reembolso.',
        at: '2026-06-10 10:00:00',
        status: CLAIM_STATUS.closed,
        solution: 'El pago corresponde a la evaluación realizada y no es reembolsable, según el artículo 12 del reglamento de tasas.',
      },
    ],
  },
  {
    id: 930,
    owner: JOSE,
    service: 21,
    status: 10,
    created: '2026-06-15 14:00:00',
    project: 'Rent Car Ozama',
    address: 'Av. Sabana Larga 210, Los Mina',
    province: 'Santo Domingo',
    amount: 10000,
    payment: null,
    solution: 'Solicitud cancelada: no se completó el pago en el plazo de 30 días.',
  },
  {
    id: 931,
    owner: JOSE,
    service: 19,
    status: 1,
    created: '2026-11-20 21:10:00',
    provisional: true,
    project: 'Rutas en bicicleta Ozama',
    address: 'Parque del Este, Villa Duarte',
    province: 'Santo Domingo',
    amount: 0,
    payment: null,
  },
  // ------------------------------------------------------------------ Hotel Caribe Colonial (company account)
  {
    id: 941,
    owner: HOTEL,
    service: 15,
    status: 1,
    created: '2026-11-06 10:00:00',
    project: 'Hotel Caribe Colonial',
    address: 'Av. George Washington 500',
    province: 'Distrito Nacional',
    amount: 35000,
    payment: PAYMENT.paid,
    paid: [{ method: 'card', at: '2026-11-06 10:30:00', ref: '914475' }],
    action: {
      type: 1,
      at: '2026-11-19 09:30:00',
      message: 'Cargue el certificado de uso de suelo del Ayuntamiento y el informe de inspección del Cuerpo de Bomberos vigente.',
    },
  },
  {
    id: 942,
    owner: HOTEL,
    service: 9,
    status: 2,
    created: '2026-09-30 09:00:00',
    project: 'Hotel Caribe Colonial',
    address: 'Av. George Washington 500',
    province: 'Distrito Nacional',
    amount: 20000,
    payment: PAYMENT.paid,
    paid: [{ method: 'deposit', at: '2026-10-02 09:00:00', ref: 'TRF-20261001-4410' }],
    action: { type: 3, at: '2026-11-09 11:00:00', message: 'Confirme la categoría solicitada (4 o 5 estrellas) y el número total de habitaciones.' },
    comments: [
      ['officer', 'Para la clasificación definitiva necesitamos confirmar la categoría solicitada y el número total de habitaciones.', '2026-11-09 11:00:00'],
    ],
  },
  {
    id: 943,
    owner: HOTEL,
    service: 12,
    status: 3,
    created: '2026-10-05 14:00:00',
    project: 'Remodelación Hotel Caribe Colonial',
    address: 'Av. George Washington 500',
    province: 'Distrito Nacional',
    amount: 20000,
    payment: PAYMENT.pending,
    action: {
      type: 5,
      at: '2026-11-11 10:00:00',
      message: 'Pago de la revisión del listado de bienes exentos (51 a 200 partidas).',
      amount: 20000,
      concept: 'Revisión de listado',
    },
  },
  {
    id: 944,
    owner: HOTEL,
    service: 13,
    status: 4,
    created: '2026-09-12 09:30:00',
    project: 'Hotel Caribe Colonial',
    address: 'Av. George Washington 500',
    province: 'Distrito Nacional',
    amount: 3000,
    payment: PAYMENT.pending,
    action: {
      type: 7,
      at: '2026-11-18 16:00:00',
      message: 'Debe pagar la certificación de exenciones fiscales para el período 2026.',
      amount: 3000,
      concept: 'Certificación de exenciones',
    },
  },
  {
    id: 945,
    owner: HOTEL,
    service: 11,
    status: 5,
    created: '2026-08-25 10:00:00',
    project: 'Remodelación Hotel Caribe Colonial',
    address: 'Av. George Washington 500',
    province: 'Distrito Nacional',
    amount: 5000,
    payment: PAYMENT.generated,
    action: {
      type: 5,
      at: '2026-10-20 09:00:00',
      message: 'Pago de la prórroga de vigencia del listado aprobado.',
      amount: 5000,
      concept: 'Prórroga de listado',
    },
    docs: [{ origin: 0, name: 'comprobante-transferencia-bhd', route: PDF.poder, at: '2026-10-22 11:30:00', label: 'Comprobante de pago', size: 0.5 }],
  },
  {
    id: 946,
    owner: HOTEL,
    service: 26,
    status: 6,
    created: '2026-07-01 09:00:00',
    project: 'Participación en FITUR 2027',
    address: 'Av. George Washington 500',
    province: 'Distrito Nacional',
    amount: 25000,
    payment: PAYMENT.paid,
    paid: [{ method: 'card', at: '2026-07-01 09:30:00', ref: '556230' }],
    docs: [
      {
        origin: 0,
        name: 'Formulario de participación en ferias',
        route: PDF.ferias,
        at: '2026-07-01 09:00:00',
        label: 'Formulario de participación 1',
        size: 0.6,
      },
    ],
  },
  {
    id: 947,
    owner: HOTEL,
    service: 8,
    status: 9,
    created: '2026-06-10 10:00:00',
    project: 'Hotel Caribe Colonial - Torre Norte',
    address: 'Av. George Washington 500',
    province: 'Distrito Nacional',
    amount: 25000,
    payment: PAYMENT.paid,
    paid: [{ method: 'deposit', at: '2026-06-12 10:00:00', ref: 'DEP-20260611-2290' }],
    comments: [
      ['officer', 'La clasificación provisional fue aprobada por el Consejo de Fomento Turístico. Pendiente de firma de la resolución.', '2026-11-02 10:00:00'],
      ['citizen', 'Muchas gracias. ¿Recibiremos la resolución por este portal?', '2026-11-02 12:00:00'],
      ['officer', 'Sí, la resolución firmada aparecerá en «Documentos emitidos por institución».', '2026-11-03 08:30:00'],
    ],
  },
  {
    id: 948,
    owner: HOTEL,
    service: 15,
    status: 7,
    created: '2026-01-15 09:00:00',
    project: 'Hotel Caribe Colonial',
    address: 'Av. George Washington 500',
    province: 'Distrito Nacional',
    amount: 35000,
    payment: PAYMENT.paid,
    paid: [{ method: 'card', at: '2026-01-15 09:20:00', ref: '101337' }],
    solution: 'Se otorga la licencia de operación anual 2026 para el establecimiento Hotel Caribe Colonial (51 habitaciones o más).',
    rating: { rating: 5, comment: 'Excelente servicio del equipo de licencias.', at: '2026-02-20 10:00:00' },
    docs: [{ origin: 1, name: 'Licencia de operación 2026', route: PDF.licencia, at: '2026-02-18 10:00:00' }],
    claims: [
      {
        issue: 5,
        description: 'No recibimos notificación del avance de la solicitud durante tres semanas.',
        at: '2026-02-05 09:00:00',
        status: CLAIM_STATUS.resolved,
        solution: 'Se actualizó el estado de la solicitud y se reforzó el envío de notificaciones. Gracias por su comentario.',
      },
    ],
  },
  {
    id: 949,
    owner: HOTEL,
    service: 25,
    status: 8,
    created: '2026-05-20 10:00:00',
    project: 'Campaña «Vive la Zona Colonial»',
    address: 'Av. George Washington 500',
    province: 'Distrito Nacional',
    amount: 5000,
    payment: PAYMENT.paid,
    paid: [{ method: 'card', at: '2026-05-20 10:20:00', ref: '778902' }],
    solution: 'Solicitud rechazada: el arte presentado altera los colores y proporciones del logotipo de la marca país.',
    claims: [
      {
        issue: 2,
        description: 'El rechazo no indica qué versión del manual de marca se utilizó para evaluar el arte.',
        at: '2026-06-01 15:00:00',
        status: CLAIM_STATUS.open,
        solution: null,
      },
    ],
  },
  {
    id: 950,
    owner: HOTEL,
    service: 22,
    status: 10,
    created: '2026-04-01 11:00:00',
    project: 'Restaurante Terraza Colonial',
    address: 'Av. George Washington 500',
    province: 'Distrito Nacional',
    amount: 18000,
    payment: null,
    solution: 'Solicitud cancelada: el restaurante se incluyó en la licencia de operación del hotel.',
  },
  {
    id: 951,
    owner: HOTEL,
    service: 18,
    status: 1,
    created: '2026-11-21 08:45:00',
    provisional: true,
    project: 'Excursiones Caribe Colonial',
    address: 'Puerto de Santo Domingo, Don Diego',
    province: 'Distrito Nacional',
    amount: 0,
    payment: null,
  },
];

/** The company of a company-account request (Hotel Caribe Colonial, id 2). */
const HOTEL_COMPANY = { id: 2, name: 'Hotel Caribe Colonial' };

/** The form answers shown on 'Detalles' (a few fields every procedure's form has). */
function answers(spec: Spec): unknown[] {
  const service = findService(spec.service);
  return [
    {
      key: 'texto25527',
      value: spec.project,
      labelValue: null,
      type: 'text',
      label: service?.direction_id === 3 ? 'Nombre comercial del establecimiento' : 'Nombre del Proyecto',
    },
    { key: 'texto25528', value: spec.address, labelValue: null, type: 'text', label: 'Dirección y/o Referencia de Acceso' },
    { key: 'select25530', value: spec.province, labelValue: spec.province, type: 'select', label: 'Provincia' },
    {
      key: 'radiobutt03',
      value: spec.company || spec.owner === HOTEL ? '1' : '2',
      labelValue: spec.company || spec.owner === HOTEL ? 'Sí' : 'No',
      type: 'radio-group',
      label: 'Propietario es una empresa',
    },
  ];
}

const splitRoute = (route: string) => (route.split('/').pop() ?? '').replace(/\.pdf$/, '');

/** Builds one request with its ids from the sequences of `ids`. */
function build(spec: Spec, ids: { action: number; comment: number; payment: number }): DbRequest {
  const service = findService(spec.service);
  if (!service) throw new Error(`seed: unknown service ${spec.service}`);
  const acronym = DIRECTION_ACRONYMS[service.direction_id] ?? 'MITUR';
  const activity = service.activity_id;
  const documents: DbRequestDocument[] = (spec.docs ?? []).map((d) => ({
    name: d.name || splitRoute(d.route),
    extension: 'pdf',
    route: d.route,
    size_mb: d.size ?? null,
    label: d.label ?? null,
    origin_doc: d.origin,
    created_at: d.at,
  }));
  const paid = spec.paid ?? [];
  const lastCard = [...paid].reverse().find((p) => p.method === 'card');
  const company = spec.company ?? (spec.owner === HOTEL ? HOTEL_COMPANY : null);
  return {
    id: spec.id,
    code: `${acronym}-${spec.created.slice(0, 4)}-${String(spec.id - 860).padStart(6, '0')}`,
    doc_identification: spec.owner,
    service_id: service.id,
    expertform_id: service.expertform_id,
    form_version: '7',
    provisional: spec.provisional ? 1 : 0,
    status: statusOf(spec.status),
    created_at: spec.created,
    data: answers(spec),
    grid: {},
    variations: [service.prices[0].variations[0].id],
    payment_amount: spec.amount,
    payment_status: spec.payment,
    company_id: company?.id ?? null,
    company_name: company?.name ?? null,
    acronym,
    idAutorizacionPortal: `AUT-${spec.id}`,
    solution: spec.solution ?? null,
    documents,
    actions: [
      ...(spec.done ?? []).map((a) => ({
        id: ids.action++,
        action_id: a.type,
        activity_id: activity,
        message: a.message,
        created_at: a.at,
        amount: null,
        concept: null,
        completed_at: a.completed,
      })),
      ...(spec.action
        ? [
            {
              id: ids.action++,
              action_id: spec.action.type,
              activity_id: activity,
              message: spec.action.message,
              created_at: spec.action.at,
              amount: spec.action.amount ?? null,
              concept: spec.action.concept ?? null,
              completed_at: null,
            },
          ]
        : []),
    ],
    comments: (spec.comments ?? []).map(([who, text, at]) => ({
      id: ids.comment++,
      text: encodeURIComponent(text),
      user_id: who === 'officer' ? OFFICER_USER_ID : citizenUserId(spec.owner),
      created_at: at,
    })),
    ratings: spec.rating ? [{ rating: spec.rating.rating, comment: spec.rating.comment, citizen_id: spec.owner, created_at: spec.rating.at }] : [],
    payments: paid.map((p) => ({
      id: ids.payment++,
      concept: p.concept ?? service.prices[0].concept,
      approval_number: p.ref,
      payment_method: p.method === 'card' ? PAYMENT_METHOD.card : PAYMENT_METHOD.deposit,
      price: (p.amount ?? spec.amount).toFixed(2),
      coin: COIN,
      created_at: p.at,
    })),
    approval_number: lastCard?.ref ?? null,
    succesfullyPayment_date: lastCard?.at ?? null,
  };
}

/** First ids of the seeded actions, comments, payments and claims (the store's sequences continue after them). */
export const SEED_ID_START = { action: 5000, comment: 9000, payment: 7000, claim: 300 } as const;

/** The seeded requests 901-951 and their claims, plus the next value of each id sequence. */
export function seedRequestsAndClaims(): {
  requests: DbRequest[];
  claims: DbClaim[];
  next: { action: number; comment: number; payment: number; claim: number };
} {
  const ids = { action: SEED_ID_START.action, comment: SEED_ID_START.comment, payment: SEED_ID_START.payment };
  const requests = SPECS.map((s) => build(s, ids));
  let claim: number = SEED_ID_START.claim;
  const claims: DbClaim[] = SPECS.flatMap((s, i) =>
    (s.claims ?? []).map((c) => ({
      id: claim++,
      request_code: requests[i].code,
      issue_id: c.issue,
      description: c.description,
      citizen_id: s.owner,
      company_id: requests[i].company_id,
      company_name: requests[i].company_name,
      citizen_name: s.owner === ANA ? 'Ana María' : s.owner === JOSE ? 'José Miguel' : 'Hotel Caribe Colonial',
      created_at: c.at,
      status: c.status,
      solution: c.solution,
    })),
  );
  return { requests, claims, next: { ...ids, claim } };
}
