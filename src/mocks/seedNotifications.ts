/**
 * Seed of the desk's Documents tab and of the notifications bell (issue 9 "Seed: documents on more
 * than one page in both sub tabs"; spec 001 §2.1 Documents tab, §2.2). Hooked into `seedDb`
 * (src/mocks/seed.ts) with one line, AFTER the requests are seeded.
 *
 * Institutional documents are request documents with `origin_doc` 1 (what the officer issues),
 * added to requests that already exist: Ana's 901-912 (src/mocks/seedRequests.ts) and Luis's
 * 2001+ (src/mocks/seedDesk.ts, when present), so that each has more than one page of 10 under
 * 'Documentos Institucionales'. Personal documents of Luis are in src/mocks/data/myDocuments.ts.
 *
 * Notifications (unread; the badge shows their number):
 *
 * | id | who | Evento | request |
 * |---|---|---|---|
 * | 501 | Ana | Documento requerido | 901 |
 * | 502 | Ana | Pago requerido | 903 |
 * | 503 | Ana | Documento emitido | 907 |
 * | 504 | Ana | Bienvenido | — |
 * | 505 | Luis | Bienvenido | — |
 * | 506 | Luis | Solicitud completada | his first completed request (2001+), else — |
 * | 507 | Luis | Información requerida | his first request with a pending action 3, else — |
 * | 508 | Hotel Caribe Colonial | Documento requerido | 941 |
 *
 * Every route points to a demo PDF under public/media/documentos/.
 */
import type { Db, DbNotification, DbRequest, DbRequestDocument } from './db';
import { DEMO_CITIZEN_ID, DEMO_COMPANY_RNC, DEMO_GESTOR_ID } from './seed';

const PDF = [
  'documentos/formularios/dpp-no-objecion-uso-suelo.pdf',
  'documentos/formularios/confotur-solicitud-clasificacion.pdf',
  'documentos/formularios/licencia-alojamiento-solicitud.pdf',
  'documentos/guias/guia-licencias-operacion.pdf',
  'documentos/leyes/reglamento-ley-158-01.pdf',
  'documentos/guias/manual-marca-pais.pdf',
] as const;

/** Names of issued documents (chosen, plausible ministry outputs). */
const ISSUED = [
  'Acuse de recibo de la solicitud',
  'Informe de revisión documental',
  'Informe de evaluación técnica',
  'Acta de inspección de campo',
  'Certificación de pago recibido',
  'Comunicación de requerimientos',
  'Resolución de aprobación',
  'Certificado de clasificación',
  'Oficio de remisión',
  'Constancia de trámite',
  'Informe del comité de aprobación',
  'Carta de no objeción',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** Adds issued documents (origin 1) to `requests` in turn until `target` exist for their owner. */
function issueUntil(requests: DbRequest[], target: number, monthOffset: number): void {
  if (requests.length === 0) return;
  let count = requests.reduce((n, r) => n + r.documents.filter((d) => d.origin_doc === 1).length, 0);
  for (let i = 0; count < target; i += 1, count += 1) {
    const request = requests[i % requests.length];
    const doc: DbRequestDocument = {
      name: ISSUED[i % ISSUED.length],
      extension: 'pdf',
      route: PDF[i % PDF.length],
      size_mb: [0.34, 0.62, 1.45, 0.08, 2.3, 0.91][i % 6],
      label: null,
      origin_doc: 1,
      // One per month backwards from October 2026 (before any new document), the day and hour varied.
      created_at: `2026-${pad(10 - ((i + monthOffset) % 10))}-${pad(3 + ((i * 7) % 24))} ${pad(8 + (i % 9))}:${pad((i * 13) % 60)}:${pad((i * 29) % 60)}`,
    };
    request.documents.push(doc);
  }
}

function note(id: number, citizen: string, evento: string, title: string, request: DbRequest | undefined | null, at: string): DbNotification {
  return {
    id,
    citizen_id: citizen,
    Evento: evento,
    title: request ? `Solicitud ${request.code}: ${title}` : title,
    request_id: request ? request.id : null,
    read: false,
    created_at: at,
  };
}

/** Adds the issued documents and the notifications described above to a freshly seeded store. */
export function seedNotificationsAndDocuments(db: Db): void {
  const requests = db.requests ?? [];
  const byId = (id: number) => requests.find((r) => r.id === id);
  const ana = requests.filter((r) => r.doc_identification === DEMO_CITIZEN_ID && r.id >= 901 && r.id <= 912 && r.provisional === 0);
  const luis = requests.filter((r) => r.doc_identification === DEMO_GESTOR_ID && r.provisional === 0);
  issueUntil(ana, 14, 0);
  issueUntil(luis, 16, 3);

  const luisDone = luis.find((r) => r.status.id === 7);
  const luisInfo = luis.find((r) => r.status.base_status_id === 1 && (r.actions ?? []).some((a) => a.action_id === 3 && a.completed_at === null));
  db.notifications = [
    note(501, DEMO_CITIZEN_ID, 'Documento requerido', 'el Ministerio de Turismo requiere un documento para continuar.', byId(901), '2026-11-03 09:10:00'),
    note(502, DEMO_CITIZEN_ID, 'Pago requerido', 'debe realizar un pago de RD$3,500.00 para continuar.', byId(903), '2026-11-05 14:22:00'),
    note(
      503,
      DEMO_CITIZEN_ID,
      'Documento emitido',
      'el Ministerio de Turismo emitió un documento. Está disponible en «Documentos emitidos por institución».',
      byId(907),
      '2026-10-28 11:05:00',
    ),
    note(504, DEMO_CITIZEN_ID, 'Bienvenido', 'Gracias por registrarse en el portal de servicios del Ministerio de Turismo.', null, '2026-01-15 08:00:00'),
    note(505, DEMO_GESTOR_ID, 'Bienvenido', 'Gracias por registrarse en el portal de servicios del Ministerio de Turismo.', null, '2025-01-10 08:00:00'),
    note(506, DEMO_GESTOR_ID, 'Solicitud completada', 'su solicitud fue completada.', luisDone, '2026-11-10 16:40:00'),
    note(507, DEMO_GESTOR_ID, 'Información requerida', 'el Ministerio de Turismo requiere información adicional.', luisInfo, '2026-11-12 10:30:00'),
    note(508, DEMO_COMPANY_RNC, 'Documento requerido', 'el Ministerio de Turismo requiere un documento para continuar.', byId(941), '2026-11-01 12:00:00'),
  ];
}
