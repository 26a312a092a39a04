/**
 * Request-detail fixtures of the messages, claims and rating charts (model tests and view tests):
 * GET /requests/{id} answers (contract §3.1), comments (spec 001 §3 Request comment), issues and claims
 * (contract Q3, Q4), and the viewer. Each expected display value is written out literally here.
 */
import type { RequestDetail, RequestViewer } from '../../../src/machines/requestDetail/types';
import type { SchemaClaim, SchemaIssue, SchemaRequestComment } from '../../../src/api/generated/admin';

/** The signed-in citizen (fixtures.ts `sampleUser`). */
export const viewer: RequestViewer = {
  citizenId: '00113918205',
  name: 'Ana María',
  firstLastName: 'Rodríguez',
  secondLastName: 'Peña',
};

/** Comments as the backend stores them (URI-encoded), in the backend's order (not by date). */
export const comments: SchemaRequestComment[] = [
  // officer, HTML and an encoded '%' inside
  { id: 11, text: 'Favor%20enviar%20el%20plano%20%3Cb%3Eactualizado%3C%2Fb%3E%20(100%25)', user_id: 2, created_at: '2022-03-15 08:30:00' },
  // citizen, malformed: a trailing '%'
  { id: 12, text: 'Descuento%20del%2050%', user_id: 7, created_at: '2022-03-16 14:05:00' },
  { id: 10, text: 'Hola', user_id: 2, created_at: '2022-03-14 09:00:00' },
];

/** The bubbles of {@link comments}: oldest first, decoded, 'd de MMMM yyyy hh:mm a' (spec 001 §2.5). */
export const expectedBubbles = [
  { id: 10, text: 'Hola', fromInstitution: true, date: '14 de marzo 2022 09:00 AM' },
  { id: 11, text: 'Favor enviar el plano <b>actualizado</b> (100%)', fromInstitution: true, date: '15 de marzo 2022 08:30 AM' },
  { id: 12, text: 'Descuento%20del%2050%', fromInstitution: false, date: '16 de marzo 2022 02:05 PM' },
];

/** A request detail; `request` fields overridden by `overrides`. */
export function requestDetail(overrides: Partial<RequestDetail['request']> = {}, requiredActions: RequestDetail['requiredActions'] = []): RequestDetail {
  return {
    request: {
      id: 1520,
      code: 'DPP-2022-000123',
      service_id: 12,
      provisional: 0,
      created_at: '2022-03-01 10:00:00',
      doc_identification: viewer.citizenId,
      company_id: null,
      company_name: null,
      solution: null,
      rating: [],
      comments: [],
      request_actions_id: null,
      request_actions: null,
      status: { id: 2, name: 'En proceso', color: 'info', base_status_id: 1 },
      service: { id: 12, name: 'No Objeción de Uso de Suelo para Proyecto Turístico' },
      ...overrides,
    },
    data: [],
    requiredActions,
    priceRequest: [],
    direction: { acronym: 'DPP' },
  };
}

/** The pending actions of a request asking for information (id 78 is the action 3). */
export const infoActions: RequestDetail['requiredActions'] = [
  { id: 77, action_id: 1, activity_id: 2, message: 'Suba el plano', created_at: '2022-03-10 10:00:00' },
  { id: 78, action_id: 3, activity_id: 2, message: 'Favor enviar el plano actualizado', created_at: '2022-03-15 08:30:00' },
];

const open = { id: 2, name: 'En proceso', color: 'info', base_status_id: 1 };
const closed = { id: 7, name: 'Completada', color: 'success', base_status_id: 2 };

/** Action 3, base status 1, three comments: the input shows. */
export const askingWithComments = requestDetail({ request_actions_id: 3, request_actions: 1, status: open, comments }, infoActions);
/** Action 3, base status 1, no comment yet: the input shows (contract §5 item 12 the other way round). */
export const askingNoComments = requestDetail({ request_actions_id: 3, request_actions: 1, status: open, comments: [] }, infoActions);
/** Action 3 but base status 2 (closed): no input. */
export const askingButClosed = requestDetail({ request_actions_id: 3, request_actions: 1, status: closed, comments }, infoActions);
/** Action 1 (documents), base status 1: no input, no comment. */
export const documentsAction = requestDetail({ request_actions_id: 1, request_actions: 1, status: open, comments: [] }, [infoActions[0]]);
/** After the message was sent: action closed, the citizen's reply stored. */
export const afterReply = requestDetail({
  request_actions_id: null,
  status: open,
  comments: [...comments, { id: 13, text: 'Adjunto%20el%20plano', user_id: 7, created_at: '2022-03-17 10:00:00' }],
});
export const afterReplyBubbles = [...expectedBubbles, { id: 13, text: 'Adjunto el plano', fromInstitution: false, date: '17 de marzo 2022 10:00 AM' }];

/** Claim reasons (GET /issues). */
export const issues: SchemaIssue[] = [
  { id: 1, content: 'Demora en la respuesta' },
  { id: 2, content: 'Mala atención' },
];

/** Claims of DPP-2022-000123 (GET /claims/{code}). */
export const claims: SchemaClaim[] = [
  {
    id: 31,
    issue_id: 1,
    description: 'Han pasado más de 30 días sin respuesta.',
    company_name: null,
    citizen_name: 'Ana María',
    created_at: '2022-04-20 11:00:00',
    status: 'Abierta',
    solution: null,
  },
  {
    id: 32,
    issue_id: 2,
    description: 'No me atendieron en la ventanilla.',
    company_name: 'Hotel Bahía Azul SRL',
    citizen_name: 'Pedro',
    created_at: '2022-04-22 09:15:00',
    status: 'Cerrada',
    solution: 'Se le asignó un nuevo analista.',
  },
  {
    id: 33,
    issue_id: 9,
    description: 'Otro motivo',
    company_name: '',
    citizen_name: null,
    created_at: 'ayer',
    status: 'Abierta',
    solution: '',
  },
];

/** The rows of {@link claims} (spec 001 §2.5: id, reason, observation, company, creator, date, status, solution). */
export const expectedClaimRows = [
  {
    id: 31,
    reason: 'Demora en la respuesta',
    observation: 'Han pasado más de 30 días sin respuesta.',
    company: null,
    creator: 'Ana María',
    createdAt: '20/04/2022',
    status: 'Abierta',
    solution: null,
  },
  {
    id: 32,
    reason: 'Mala atención',
    observation: 'No me atendieron en la ventanilla.',
    company: 'Hotel Bahía Azul SRL',
    creator: 'Pedro',
    createdAt: '22/04/2022',
    status: 'Cerrada',
    solution: 'Se le asignó un nuevo analista.',
  },
  { id: 33, reason: null, observation: 'Otro motivo', company: null, creator: null, createdAt: '', status: 'Abierta', solution: null },
];

/** The claim created in the tests, as GET /claims returns it afterwards. */
export const createdClaim: SchemaClaim = {
  id: 34,
  issue_id: 2,
  description: 'La respuesta no llegó en el plazo indicado.',
  company_name: null,
  citizen_name: 'Ana María',
  created_at: '2022-05-02 16:45:00',
  status: 'Abierta',
  solution: null,
};
export const createdClaimRow = {
  id: 34,
  reason: 'Mala atención',
  observation: 'La respuesta no llegó en el plazo indicado.',
  company: null,
  creator: 'Ana María',
  createdAt: '02/05/2022',
  status: 'Abierta',
  solution: null,
};

/** A personal request and a company request (claims send the company of the request). */
export const personalRequest = requestDetail();
export const companyRequest = requestDetail({ company_id: 5, company_name: 'Hotel Bahía Azul SRL' });

/** A resolved request without a rating (CALIFICAR shows). */
export const resolvedUnrated = requestDetail({ status: closed, solution: 'Su solicitud fue aprobada.', rating: [] });
