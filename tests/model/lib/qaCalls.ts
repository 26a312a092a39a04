/**
 * What each chart's invoked actor sends, for the QA test cases' "Llamada" column (issue 29 item 2;
 * tests/model/README.md "For QA"): invoke `src` → the contract operations it calls, by
 * `operationId` of openapi/*.yaml (existing-portal-contract.md, mirrored there), read from each
 * actor's implementation in src/machines and src/api once, by hand, and checked by
 * qaExport.registry.test.ts (every invoked `src` of the registry is here, every operationId is in
 * the contract). Method, path and body fields come from the OpenAPI document, not from the code.
 *
 * An actor that sends nothing over HTTP (a window listener, a child chart) has a `note` instead.
 * Vitest-free (the coverage report script loads it); the documents are read once, from the
 * repository's `openapi/` (process.cwd(), as tests/faults/contract.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { load } from 'js-yaml';

/** What an actor calls: operationIds (fixed, or chosen from the actor's input), or a note when it calls nothing. */
export type ActorCall = { readonly operations: readonly string[] | ((input: unknown) => readonly string[]) } | { readonly note: string };

const ops = (...operations: string[]): ActorCall => ({ operations });
const field = (input: unknown, name: string): unknown => (input as Record<string, unknown> | null | undefined)?.[name];

/** Actors named alike in several charts call the same operations; `<chart>.<src>` entries override by chart. */
export const ACTOR_CALLS: Readonly<Record<string, ActorCall>> = {
  loadCurrentUser: ops('getAuthUser'),
  'login.login': ops('login', 'getAuthUser'),
  'login.loadUser': ops('getAuthUser', 'postCitizen'),
  'resource.load': { note: 'la lectura del bloque de contenido que la página pide (GET del backend de contenido)' },
  activate: ops('activateAccount'),
  checkEmail: ops('validateEmail'),
  'changeEmail.checkEmail': ops('getAuthUser'),
  validateDocument: ops('validateDocument', 'checkRncAndFirstNameNotRegistered'),
  checkName: ops('checkRncAndFirstNameNotRegistered'),
  checkRnc: ops('checkRncAndFirstNameNotRegistered'),
  checkPhone: ops('validateCompanyPhone'),
  register: ops('registerPortal'),
  saveAnswers: ops('registerSecurityAnswers'),
  loadProvinces: ops('getProvinces'),
  loadMunicipalities: ops('getMunicipalities'),
  loadSectors: ops('getSectors'),
  saveCompany: { operations: (input) => [field(input, 'id') === null ? 'createCompany' : 'updateCompany'] },
  sendContactMessage: ops('sendContactMessage'),
  requestReset: ops('forgotPassword'),
  accept: ops('acceptMembership'),
  loadRepresentedCompanies: ops('getMyRequestsWithCompany'),
  'companyRegistration.uploadFiles': ops('uploadCompanyDocuments'),
  uploadFiles: ops('uploadFiles'),
  loadRequestForm: ops('getService', 'getExpertForm'),
  readExpertForm: ops('getService', 'getExpertForm'),
  writeReceipt: { note: 'el comprobante escrito en el navegador (pdf-lib) y guardado como archivo PDF; ninguna llamada' },
  validateField: { operations: (input) => [String(field(input, 'operationId'))] },
  saveDraft: ops('saveDraft'),
  submitRequest: { note: 'el envío de la solicitud: los pasos del diagrama requestSubmit (archivos, solicitud, documentos)' },
  createRequest: ops('createRequest'),
  findCreatedRequest: {
    operations: (input) => [
      field(input, 'companyId') === null || field(input, 'companyId') === undefined ? 'getMyRequestsWithoutCompany' : 'getMyRequestsWithCompany',
    ],
  },
  sendToDocumentManager: ops('uploadSoftExpert'),
  assignDocuments: ops('assignDocuments'),
  checkAssigned: ops('getRequest'),
  postComment: ops('postComment'),
  readDetailFresh: ops('getRequest'),
  readHistory: ops('getRequest'),
  readRating: ops('getRequest'),
  readVoucher: ops('getRequest'),
  loadClaimsTab: ops('getClaims', 'getIssues'),
  loadClaims: ops('getClaims'),
  createClaim: ops('createClaim'),
  rateRequest: ops('rateService'),
  loadRequestDetail: ops('getRequest'),
  watchForChanges: { note: 'ninguna: escucha cuando la pestaña vuelve a estar visible o enfocada' },
  deleteRequest: ops('deleteRequest'),
  saveRecord: ops('saveRequiredDocumentRecord'),
  completeDocuments: ops('assignDocumentsSoftExpert'),
  assignVoucher: ops('assignDocuments'),
  sendVoucherRecord: ops('uploadSoftExpert'),
  confirmPayment: ops('updatePaymentInfo'),
  changePassword: ops('changePassword'),
  changeEmail: ops('changeEmail'),
  geography: { note: 'las de provincias, municipios y sectores (diagrama geography)' },
  form: { note: 'ninguna: el formulario del diálogo revisa lo escrito (diagrama accountForm); el diálogo envía después' },
  updateCitizen: ops('updateCitizen'),
  loadNotifications: ops('getNotifications'),
  markRead: ops('markNotificationRead'),
  loadDocumentsPage: ops('getCitizenDocumentsPage'),
  loadFilterOptions: {
    operations: (input) => [field(input, 'kind') === 'companyAccount' ? 'getCompanyMembers' : 'getMyRequestsWithCompany'],
  },
  loadRequestPage: {
    operations: (input) => {
      const kind = field(input, 'kind');
      return [kind === 'personal' ? 'getMyRequestsWithoutCompany' : kind === 'company' ? 'getMyRequestsWithCompany' : 'getCompanyRequests'];
    },
  },
  'deskRequests.changeOwner': { note: 'las del cambio de responsable (diagrama changeOwner)' },
  loadMembers: ops('getCompanyMembers'),
  sendOwnerChange: ops('changeRequestOwner'),
  // The lost change's check reads the desk list the request is on (its applicant): input `lookup`.
  checkOwner: {
    operations: (input) => {
      const kind = field(field(input, 'lookup'), 'kind');
      return [kind === 'personal' ? 'getMyRequestsWithoutCompany' : kind === 'company' ? 'getMyRequestsWithCompany' : 'getCompanyRequests'];
    },
  },
  loadRepresentatives: ops('getMyCompanyRepresentatives'),
  findUser: ops('getBasicUserInformation'),
  sendInvitation: ops('sendMembershipInvitation'),
  deleteRepresentative: ops('deleteCompanyMember'),
  addMember: ops('addAutomaticCompanyMember'),
  removeMember: ops('deleteCompanyMember'),
  // The removal child reads the company's members again after a lost answer (issue 25).
  checkMembers: ops('getCompanyMembers'),
  'members.removal': { note: 'las de la eliminación del miembro (diagrama memberRemoval)' },
  'representatives.removal': { note: 'las de la eliminación del representante (diagrama memberRemoval)' },
};

/** The entry of an invoke `src` in chart `chart`, or undefined when the map has none. */
export function actorCall(chart: string, src: string): ActorCall | undefined {
  return ACTOR_CALLS[`${chart}.${src}`] ?? ACTOR_CALLS[src];
}

/** One contract operation as the test case shows it. */
export interface ContractCall {
  operationId: string;
  /** Upper case: GET, POST, … */
  method: string;
  /** As in the contract: `/send/claim`, `/requests/{requestId}`. */
  path: string;
  /** Top-level fields of the request body's schema (JSON properties or multipart parts), [] without a body. */
  body: string[];
  /** Query parameters, [] when none. */
  query: string[];
}

interface OpenApiDoc {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, Schema>; requestBodies?: Record<string, unknown> };
}
interface OpenApiOperation {
  operationId?: string;
  parameters?: Array<{ in?: string; name?: string; $ref?: string }>;
  requestBody?: { content?: Record<string, { schema?: Schema }>; $ref?: string };
}
interface Schema {
  $ref?: string;
  properties?: Record<string, unknown>;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  items?: Schema;
  type?: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
let cache: Map<string, ContractCall> | undefined;

function deref<T>(doc: OpenApiDoc, node: T & { $ref?: string }): T {
  let current: unknown = node;
  for (let hops = 0; hops < 10 && current && typeof current === 'object' && typeof (current as { $ref?: unknown }).$ref === 'string'; hops += 1) {
    const parts = (current as { $ref: string }).$ref.replace(/^#\//, '').split('/');
    current = parts.reduce<unknown>((n, p) => (n as Record<string, unknown> | undefined)?.[p], doc);
  }
  return current as T;
}

function fieldsOf(doc: OpenApiDoc, schema: Schema | undefined, depth = 0): string[] {
  if (!schema || depth > 5) return [];
  const s = deref(doc, schema);
  if (!s) return [];
  const own = Object.keys(s.properties ?? {});
  const combined = [...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])].flatMap((part) => fieldsOf(doc, part, depth + 1));
  const items = s.type === 'array' && s.items ? fieldsOf(doc, s.items, depth + 1).map((f) => `[].${f}`) : [];
  return [...new Set([...own, ...combined, ...items])];
}

/**
 * Every operation of openapi/*.yaml by operationId, with its body fields and query parameters.
 *
 * @throws Error when an operationId appears twice.
 */
export function contractCalls(): Map<string, ContractCall> {
  if (cache) return cache;
  const dir = resolve(process.cwd(), 'openapi');
  const out = new Map<string, ContractCall>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const doc = load(readFileSync(resolve(dir, file), 'utf8')) as OpenApiDoc;
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op?.operationId) continue;
        if (out.has(op.operationId)) throw new Error(`operationId ${op.operationId} appears twice in openapi/`);
        const requestBody = op.requestBody ? deref(doc, op.requestBody) : undefined;
        const content = Object.values(requestBody?.content ?? {})[0];
        const query = (op.parameters ?? [])
          .map((p) => deref(doc, p))
          .filter((p) => p?.in === 'query')
          .map((p) => String(p.name));
        out.set(op.operationId, { operationId: op.operationId, method: method.toUpperCase(), path, body: fieldsOf(doc, content?.schema), query });
      }
    }
  }
  cache = out;
  return out;
}
