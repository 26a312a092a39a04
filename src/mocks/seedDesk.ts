/**
 * Seed requests of the demo gestor Luis Manuel Peña Ureña (issue 9 "Seed: one demo citizen with 60
 * or more requests across every status and several companies, so that filters, search and paging
 * have real work"; spec 001 §2.1 Requests tab, §4 statuses). Hooked into `seedDb`
 * (src/mocks/seed.ts) with one line.
 *
 * - Ids 2001-2030: 30 PERSONAL requests of Luis (doc_identification 02804561237, no company).
 * - Ids 2031-2066: 36 COMPANY requests: Eco Resort Bahía de Samaná (3), Inversiones Turísticas del
 *   Este (4) and Hotel Caribe Colonial (2), whose applicants are members of that company (see
 *   src/mocks/seedCompanies.ts): Luis (all three), Carolina Mercedes Jiménez Rosario (2, 3), Pedro
 *   Antonio Guzmán Tejada (2, 4) and Wendy Altagracia Castillo Mota (4).
 * - Every status 1-10 in both groups, twelve services of the four directions, dates spread from
 *   January 2025 to November 2026, two provisional requests (the card shows the id), every fourth
 *   in-process request with a pending required action (types 1, 3, 5, 7 in turn; the card's banner
 *   'Esta solicitud requiere de tu acción para continuar.'), a solution on 7, 8 and 10, a document
 *   the applicant uploaded on every third request and one issued by the institution on each
 *   completed request.
 * - Codes `<acronym>-<year>-<id as 6 digits>` (e.g. DPP-2025-002001): far from the submit sequence
 *   (`nextRequestNumber`, 124 on), so they never collide.
 *
 * Personal: 15 in process (1-6, 9), 6 completed (7), 5 rejected (8), 4 cancelled (10) — so the
 * 'En proceso' filter has two pages; with the company requests where he is the applicant, the desk
 * counters of Luis read 22 in process, 8 completed, 14 rejected (8 and 10).
 */
import { findService } from './data';
import type { Db, DbActionType, DbRequest, DbRequestDocument } from './db';
import { COIN, DIRECTION_ACRONYMS, PAYMENT, PAYMENT_METHOD, statusOf } from './requestStore';

/**
 * Cédulas of the applicants: Luis is src/mocks/seed.ts DEMO_GESTOR_ID, the others
 * src/mocks/seedCompanies.ts SEED_MEMBER_IDS (literals: seed.ts imports this module, so its
 * constants are not yet defined while this one is evaluated).
 */
export const LUIS = '02804561237';
const CAROLINA = '40203456781';
const PEDRO = '00107654329';
const WENDY = '22305678900';

/** The companies of the company requests. */
const COMPANIES: Readonly<Record<number, string>> = {
  2: 'Hotel Caribe Colonial',
  3: 'Eco Resort Bahía de Samaná',
  4: 'Inversiones Turísticas del Este',
};

/** First id of these requests. */
export const DESK_SEED_FIRST_ID = 2001;

/** One seeded request: [service id, status id, created (YYYY-MM-DD HH:mm), project name, province, applicant, company id | null]. */
type Row = [service: number, status: number, created: string, project: string, province: string, applicant: string, company: number | null];

const PERSONAL: Row[] = [
  [1, 1, '2026-11-19 09:10', 'Villas Las Galeras', 'Samaná', LUIS, null],
  [2, 2, '2026-11-03 10:25', 'Residencial Turístico Playa Grande', 'María Trinidad Sánchez', LUIS, null],
  [15, 3, '2026-10-21 15:40', 'Hotel Boutique Calle Las Damas', 'Distrito Nacional', LUIS, null],
  [18, 4, '2026-10-02 08:55', 'Catamarán Caribe Azul', 'La Altagracia', LUIS, null],
  [8, 5, '2026-09-15 11:30', 'Hotel Montaña Jarabacoa', 'La Vega', LUIS, null],
  [20, 6, '2026-08-27 14:05', 'Licencia de guía: Luis Manuel Peña', 'Distrito Nacional', LUIS, null],
  [3, 9, '2026-08-08 09:45', 'Torre Vista Mar Juan Dolio', 'San Pedro de Macorís', LUIS, null],
  [1, 7, '2026-07-22 16:20', 'Cabañas Ecológicas Constanza', 'La Vega', LUIS, null],
  [22, 8, '2026-07-01 10:00', 'Bar Terraza Malecón', 'Distrito Nacional', LUIS, null],
  [5, 10, '2026-06-12 12:15', 'Ampliación Hostal Gazcue', 'Distrito Nacional', LUIS, null],
  [4, 1, '2026-05-28 09:30', 'Prórroga Villas Río San Juan', 'María Trinidad Sánchez', LUIS, null],
  [16, 2, '2026-05-09 13:50', 'Agencia de Viajes Caribe Tours Express', 'Santiago', LUIS, null],
  [6, 7, '2026-04-20 08:40', 'Certificación Posada Puerto Plata', 'Puerto Plata', LUIS, null],
  [19, 3, '2026-04-01 10:10', 'Aventura Cañón de Damajagua', 'Puerto Plata', LUIS, null],
  [17, 8, '2026-03-14 15:00', 'Tienda de Artesanía Larimar Azul', 'Barahona', LUIS, null],
  [12, 9, '2026-02-23 09:20', 'Equipamiento Hotel Costa Dorada', 'Puerto Plata', LUIS, null],
  [21, 7, '2026-02-02 11:45', 'Renta de Vehículos Punta Cana Drive', 'La Altagracia', LUIS, null],
  [26, 10, '2026-01-15 14:30', 'Feria ITB Berlín 2026', 'Distrito Nacional', LUIS, null],
  [2, 4, '2025-12-27 10:05', 'Ecolodge Los Haitises', 'Hato Mayor', LUIS, null],
  [9, 5, '2025-12-05 16:10', 'Clasificación Hotel Sosúa Beach', 'Puerto Plata', LUIS, null],
  [15, 7, '2025-11-17 09:00', 'Aparta-hotel Naco Suites', 'Distrito Nacional', LUIS, null],
  [13, 8, '2025-10-29 12:40', 'Exenciones Resort Cabarete', 'Puerto Plata', LUIS, null],
  [22, 6, '2025-10-08 15:25', 'Restaurante Mirador de Altos de Chavón', 'La Romana', LUIS, null],
  [1, 10, '2025-09-18 10:30', 'Lotificación Turística Bayahíbe', 'La Altagracia', LUIS, null],
  [20, 7, '2025-08-26 08:15', 'Licencia de guía nacional (renovación)', 'Distrito Nacional', LUIS, null],
  [3, 8, '2025-07-31 11:00', 'Complejo Turístico Bahía de las Águilas', 'Pedernales', LUIS, null],
  [11, 2, '2025-06-19 14:45', 'Prórroga Listado Hotel Luperón', 'Puerto Plata', LUIS, null],
  [25, 7, '2025-05-07 09:35', 'Campaña «Descubre Samaná»', 'Samaná', LUIS, null],
  [18, 10, '2025-03-21 16:00', 'Excursiones Isla Catalina', 'La Romana', LUIS, null],
  [5, 8, '2025-01-30 10:20', 'Modificación Hotel Cayo Levantado', 'Samaná', LUIS, null],
];

const COMPANY: Row[] = [
  [8, 1, '2026-11-20 10:40', 'Eco Resort Bahía de Samaná - Fase II', 'Samaná', CAROLINA, 3],
  [15, 2, '2026-11-12 09:15', 'Villas del Este Bávaro', 'La Altagracia', WENDY, 4],
  [12, 3, '2026-11-05 14:20', 'Hotel Caribe Colonial - Remodelación lobby', 'Distrito Nacional', PEDRO, 2],
  [2, 4, '2026-10-24 11:05', 'Bungalows Playa Rincón', 'Samaná', LUIS, 3],
  [18, 5, '2026-10-11 08:30', 'Excursiones Saona Premium', 'La Altagracia', PEDRO, 4],
  [13, 6, '2026-09-30 15:50', 'Exenciones Hotel Caribe Colonial 2027', 'Distrito Nacional', CAROLINA, 2],
  [9, 9, '2026-09-18 10:25', 'Clasificación definitiva Eco Resort', 'Samaná', CAROLINA, 3],
  [16, 7, '2026-09-02 13:10', 'Agencia Este Travel', 'La Altagracia', WENDY, 4],
  [26, 8, '2026-08-19 09:00', 'Participación en FITUR 2027', 'Distrito Nacional', LUIS, 2],
  [1, 10, '2026-08-03 16:35', 'Senderos Ecológicos Las Galeras', 'Samaná', LUIS, 3],
  [3, 1, '2026-07-20 11:50', 'Torre Residencial Cap Cana', 'La Altagracia', LUIS, 4],
  [22, 2, '2026-07-06 14:15', 'Restaurante Terraza Colonial', 'Distrito Nacional', CAROLINA, 2],
  [19, 3, '2026-06-23 09:40', 'Canopy Salto del Limón', 'Samaná', LUIS, 3],
  [21, 4, '2026-06-09 12:30', 'Renta de Vehículos Bávaro Cars', 'La Altagracia', PEDRO, 4],
  [11, 5, '2026-05-26 10:00', 'Prórroga listado Hotel Caribe Colonial', 'Distrito Nacional', PEDRO, 2],
  [17, 6, '2026-05-12 15:20', 'Tienda de Regalos Bahía', 'Samaná', CAROLINA, 3],
  [4, 9, '2026-04-28 08:45', 'Prórroga Villas del Este', 'La Altagracia', WENDY, 4],
  [15, 7, '2026-04-14 11:15', 'Licencia 2026 Hotel Caribe Colonial', 'Distrito Nacional', LUIS, 2],
  [6, 7, '2026-03-31 09:55', 'Certificación Eco Resort Fase I', 'Samaná', CAROLINA, 3],
  [5, 8, '2026-03-17 14:00', 'Modificación Marina Cap Cana', 'La Altagracia', LUIS, 4],
  [25, 10, '2026-03-03 10:35', 'Campaña «Vive la Zona Colonial» 2026', 'Distrito Nacional', PEDRO, 2],
  [8, 2, '2026-02-16 16:05', 'Clasificación Hotel Las Terrenas', 'Samaná', LUIS, 3],
  [2, 3, '2026-02-02 09:25', 'Anteproyecto Resort Uvero Alto', 'La Altagracia', WENDY, 4],
  [9, 4, '2026-01-19 13:45', 'Clasificación Torre Norte', 'Distrito Nacional', CAROLINA, 2],
  [18, 6, '2026-01-05 10:50', 'Excursiones Cayo Levantado', 'Samaná', LUIS, 3],
  [20, 7, '2025-12-15 08:20', 'Licencia de guía: Pedro Guzmán', 'La Altagracia', PEDRO, 4],
  [16, 9, '2025-11-28 15:30', 'Agencia Caribe Colonial Tours', 'Distrito Nacional', LUIS, 2],
  [12, 8, '2025-11-10 11:40', 'Listado de equipos Eco Resort', 'Samaná', CAROLINA, 3],
  [1, 1, '2025-10-23 09:05', 'Proyecto Boulevard Bávaro', 'La Altagracia', PEDRO, 4],
  [26, 7, '2025-10-06 14:55', 'Feria WTM Londres 2025', 'Distrito Nacional', CAROLINA, 2],
  [3, 10, '2025-09-12 10:15', 'Aprobación Villas Punta Balandra', 'Samaná', LUIS, 3],
  [22, 5, '2025-08-25 16:40', 'Bar de Playa Los Corales', 'La Altagracia', WENDY, 4],
  [13, 7, '2025-07-14 09:50', 'Exenciones Hotel Caribe Colonial 2025', 'Distrito Nacional', LUIS, 2],
  [19, 8, '2025-05-29 12:05', 'Kayak Manglares de Samaná', 'Samaná', LUIS, 3],
  [15, 1, '2025-04-08 10:45', 'Licencia Hostal Bávaro Inn', 'La Altagracia', LUIS, 4],
  [10, 3, '2025-02-11 15:15', 'Reconsideración clasificación Hotel Caribe Colonial', 'Distrito Nacional', CAROLINA, 2],
];

/** Ids seeded as provisional (status 1, the card shows the id). */
const PROVISIONAL_IDS = new Set([2001, 2031]);

/** Pending action texts by type (officer's words, chosen). */
const ACTION_TEXT: Readonly<Record<DbActionType, string>> = {
  1: 'Favor cargar el plano de ubicación del proyecto firmado por un agrimensor colegiado.',
  3: 'Indique la cantidad de habitaciones por categoría y la fecha estimada de inicio de operaciones.',
  5: 'Debe pagar el cargo de inspección técnica para continuar con la evaluación.',
  7: 'Debe completar el pago de la tasa de servicio para continuar con la emisión.',
};
const ACTION_TYPES: DbActionType[] = [1, 3, 5, 7];

const SOLUTION: Readonly<Record<number, string>> = {
  7: 'Solicitud aprobada. El documento emitido está disponible en «Documentos emitidos por institución».',
  8: 'Solicitud rechazada: la documentación presentada no cumple con los requisitos del reglamento vigente.',
  10: 'Solicitud cancelada a petición del solicitante.',
};

const PDF = {
  memoria: 'documentos/guias/guia-presentacion-proyectos-turisticos.pdf',
  emitido: 'documentos/formularios/licencia-alojamiento-solicitud.pdf',
} as const;

const IN_PROCESS = [1, 2, 3, 4, 5, 6, 9];

/** Adds `days` to a 'YYYY-MM-DD HH:mm' stamp and returns 'YYYY-MM-DD HH:mm:ss'. */
function later(stamp: string, days: number): string {
  const [d, t] = stamp.split(' ');
  const [y, m, day] = d.split('-').map(Number);
  const [h, mi] = t.split(':').map(Number);
  const date = new Date(Date.UTC(y, m - 1, day + days, h, mi));
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCFullYear()}-${p(date.getUTCMonth() + 1)}-${p(date.getUTCDate())} ${p(date.getUTCHours())}:${p(date.getUTCMinutes())}:00`;
}

/** The seeded requests 2001-2066 with their actions, payments and documents; advances the store's id sequences. */
export function deskRequests(ids: { action: number; payment: number }): DbRequest[] {
  let inProcessSeen = 0;
  return [...PERSONAL, ...COMPANY].map(([serviceId, statusId, created, project, province, applicant, companyId], i) => {
    const id = DESK_SEED_FIRST_ID + i;
    const service = findService(serviceId);
    if (!service) throw new Error(`seedDesk: unknown service ${serviceId}`);
    const acronym = DIRECTION_ACRONYMS[service.direction_id] ?? 'MITUR';
    const createdAt = `${created}:00`;
    const provisional = PROVISIONAL_IDS.has(id);
    const price = Number(service.prices[0].variations[0].price) || 0;
    const inProcess = IN_PROCESS.includes(statusId);
    const pendingType = inProcess && !provisional && inProcessSeen++ % 4 === 0 ? ACTION_TYPES[((inProcessSeen - 1) / 4) % 4] : null;
    const paidFirst = !provisional && statusId !== 10 && price > 0;
    const documents: DbRequestDocument[] = [];
    if (i % 3 === 0 && !provisional) {
      documents.push({
        name: `Memoria descriptiva - ${project}`,
        extension: 'pdf',
        route: PDF.memoria,
        size_mb: 1.8,
        label: 'Memoria descriptiva 1',
        origin_doc: 0,
        created_at: createdAt,
      });
    }
    if (statusId === 7) {
      documents.push({
        name: `Resolución - ${project}`,
        extension: 'pdf',
        route: PDF.emitido,
        size_mb: 0.45,
        label: null,
        origin_doc: 1,
        created_at: later(created, 30),
      });
    }
    const paymentDue = pendingType === 5 || pendingType === 7 ? Math.max(1500, Math.round(price / 2)) : 0;
    return {
      id,
      code: `${acronym}-${created.slice(0, 4)}-${String(id).padStart(6, '0')}`,
      doc_identification: applicant,
      service_id: service.id,
      expertform_id: service.expertform_id,
      form_version: '7',
      provisional: provisional ? 1 : 0,
      status: statusOf(statusId),
      created_at: createdAt,
      data: [
        {
          key: 'texto25527',
          value: project,
          labelValue: null,
          type: 'text',
          label: service.direction_id === 3 ? 'Nombre comercial del establecimiento' : 'Nombre del Proyecto',
        },
        { key: 'select25530', value: province, labelValue: province, type: 'select', label: 'Provincia' },
        { key: 'radiobutt03', value: companyId ? '1' : '2', labelValue: companyId ? 'Sí' : 'No', type: 'radio-group', label: 'Propietario es una empresa' },
      ],
      grid: {},
      variations: [service.prices[0].variations[0].id],
      payment_amount: paymentDue || price,
      payment_status: paymentDue ? PAYMENT.pending : paidFirst ? PAYMENT.paid : null,
      company_id: companyId,
      company_name: companyId === null ? null : COMPANIES[companyId],
      acronym,
      idAutorizacionPortal: `AUT-${id}`,
      solution: SOLUTION[statusId] ?? null,
      documents,
      actions: pendingType
        ? [
            {
              id: ids.action++,
              action_id: pendingType,
              activity_id: service.activity_id,
              message: ACTION_TEXT[pendingType],
              created_at: later(created, 12),
              amount: paymentDue || null,
              concept: paymentDue ? service.prices[0].concept : null,
              completed_at: null,
            },
          ]
        : [],
      comments: [],
      ratings: [],
      payments: paidFirst
        ? [
            {
              id: ids.payment++,
              concept: service.prices[0].concept,
              approval_number: String(300000 + id),
              payment_method: PAYMENT_METHOD.card,
              price: price.toFixed(2),
              coin: COIN,
              created_at: later(created, 0),
            },
          ]
        : [],
      approval_number: null,
      succesfullyPayment_date: null,
    };
  });
}

/** Adds the desk requests to a database being seeded and keeps every id sequence past them. */
export function seedDesk(db: Db): void {
  const ids = { action: db.nextActionId ?? 5000, payment: db.nextPaymentId ?? 7000 };
  const requests = deskRequests(ids);
  db.requests = [...(db.requests ?? []), ...requests];
  db.nextActionId = ids.action;
  db.nextPaymentId = ids.payment;
  db.nextRequestId = Math.max(db.nextRequestId ?? 0, ...db.requests.map((r) => r.id + 1));
}
