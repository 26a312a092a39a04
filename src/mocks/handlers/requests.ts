/**
 * Embedded backend of the request flow (issue 3; spec 001 §2.4 Request form, §3 Draft, Request detail
 * response, Request document, §4 Form flow and Submit sequence, §7 Service and form calls, §8;
 * contract §1.8 F1-F9, §2.8-§2.10, §3.1). MSW handlers typed from openapi/admin.yaml (admin API) and
 * openapi/files.yaml (file server):
 *
 * | Call | Operation | Answer |
 * |---|---|---|
 * | GET {admin}/expertform/{expertformId}/get/{citizenId} | getExpertForm | the form of `loadExpertForm` + `saved_fields` (the citizen's draft or `[]`); 404 unknown form |
 * | POST {admin}/drafts | saveDraft | stores/replaces the draft per (citizen, expertform); empty `data` ignored |
 * | POST {files}/files | uploadFiles | `{ success, files: [FileDescriptor] }`; 413 over 120 MB, 422 dwg or not allowed |
 * | GET {files}/storage/{route} | (not in the contract) | the stored bytes with their Content-Type |
 * | POST {admin}/requests | createRequest | `{ success, RequestID, code, title, attributes, acronym }`; 403 for a company the caller does not represent |
 * | POST {files}/uploadsoftexpert | uploadSoftExpert | `{ success: true, msg }` |
 * | POST {admin}/assigndocument/{requestId} | assignDocuments | attaches the documents (origin 0); voucher use: payment GENERADO, answers `request_code` |
 * | (GET {admin}/citizens/documentsPage/{citizenId}/{origin} lives in ./documents.ts; {@link personalDocuments} is here) | | |
 * | validators of the server masks | validateDpp, validateMimarena, … | `{ success: true }` for a code of src/mocks/data/validatorCodes.ts, else `{ success: false, message }` |
 *
 * Every call needs the application key header `X-Authorization` (401 without it) and, except the
 * validators and the byte download, a valid session token (401 without one; 200 'El token ha expirado'
 * when it expired). Fault injection (`injectFault` in src/mocks/db.ts) applies to every call through
 * the shared fault handlers placed before all others (src/mocks/support.ts).
 *
 * The request detail and everything after the submit live in ./requestDetail.ts and its siblings
 * (issue 8).
 *
 * Bytes never go to the store (localStorage): POST /files keeps them in src/mocks/fileStore.ts
 * (IndexedDB) and only the descriptor in `db().requestFiles`. Answered urls are derived from the
 * storage route and `config.filesUrl` ({@link fileUrl}).
 */
import { createOpenApiHttp } from 'openapi-msw';
import { http as plainHttp, HttpResponse, type HttpHandler } from 'msw';
import type { paths as AdminPaths, SchemaDocument } from '../../api/generated/admin';
import type { paths as FilesPaths, SchemaFileDescriptor } from '../../api/generated/files';
import { config } from '../../config';
import { ALLOWED_UPLOAD_EXTENSIONS, BYTES_PER_MB, MAX_UPLOAD_MB_DEFAULT } from '../../domain/constants';
import { stripDashes } from '../../domain/validation';
import { formatMoneyRD } from '../../domain/format/money';
import { findService } from '../data';
import { myDocuments } from '../data/myDocuments';
import { CONFOTUR_CODES, DPP_CODES, DPP_NO_OBJECTION_CODES, MIMARENA_RECEIPTS, VALIDATOR_MESSAGES, isListed } from '../data/validatorCodes';
import { db, draftsTable, nowStamp, requestFilesTable, requestsTable, save, type DbRequest, type DbRequestDocument, type DbStoredFile } from '../db';
import { getFileBytes, putFileBytes } from '../fileStore';
import { DIRECTION_ACRONYMS, mailOwner } from '../requestStore';
import { latency } from '../support';
import { decodeParam, readObject, requireAppKey, signedInAdminCall } from './common';
import { compareStamps } from '../stamps';

const admin = createOpenApiHttp<AdminPaths>({ baseUrl: config.adminUrl });
const files = createOpenApiHttp<FilesPaths>({ baseUrl: config.filesUrl });

/** Path prefix (under `config.filesUrl`) of the byte download handler. */
export const STORAGE_PREFIX = '/storage/';

/** Download URL of a stored route: `{config.filesUrl}/storage/{route}` (segments URI-encoded). */
export function fileUrl(route: string): string {
  return `${config.filesUrl}${STORAGE_PREFIX}${route.split('/').map(encodeURIComponent).join('/')}`;
}

/** Direction acronyms by direction id (see src/mocks/requestStore.ts). */
export { DIRECTION_ACRONYMS };

/** Status of a new request: id 1 'En proceso', colour info, base status 1 (open) (spec 001 §4). */
export const NEW_REQUEST_STATUS = { id: 1, name: 'En proceso', color: 'info', base_status_id: 1 } as const;

/** The simulated servers' words for this flow (chosen unless marked; spec 001 §8 shows none). */
export const REQUEST_MSG = {
  notFound: 'Recurso no encontrado', // openapi NotFound example
  formNotFound: 'El formulario solicitado no existe', // chosen
  draftSaved: 'Borrador guardado', // chosen
  draftIgnored: 'Borrador vacío, no se guardó', // chosen
  notYourDocument: 'El documento de identidad no corresponde al usuario autenticado', // chosen
  serviceNotFound: 'El servicio no existe', // chosen
  serviceNotOnline: 'Este servicio no admite solicitudes en línea', // chosen
  formMismatch: 'El formulario no corresponde al servicio solicitado', // chosen
  variationInvalid: 'La opción de servicio seleccionada no es válida', // chosen
  requestCreated: 'Solicitud creada satisfactoriamente', // chosen
  invalid: 'Los datos proporcionados no son válidos.', // openapi ValidationError example
  required: 'Este campo es requerido', // spec 000 §5
  fileRequired: 'Debe adjuntar al menos un archivo', // chosen
  fileTooLarge: 'El peso limite por archivo es de 120mb', // openapi/files.yaml PayloadTooLarge example
  fileNotAllowed: 'Documento no permitido', // openapi/files.yaml UnprocessableEntity example
  softExpertOk: 'Documento enviado', // openapi/files.yaml example
  documentsAssigned: 'Documentos asignados', // chosen
  noPaymentPending: 'Esta solicitud no tiene un pago pendiente', // chosen
  companyNotRepresented: 'No representa a la empresa indicada', // chosen (issue 10)
} as const;

/** Demo e-mail of a received payment proof (chosen). */
const MAIL = {
  receiptSubject: 'Solicitud recibida',
  receiptBody: (code: string) => `Recibimos su solicitud. Su número de solicitud es ${code}; puede darle seguimiento desde «Mi escritorio».`,
  voucherSubject: 'Comprobante de pago recibido',
  voucherBody: (amount: number) =>
    `Recibimos su comprobante de pago por ${formatMoneyRD(amount)}. El Ministerio de Turismo lo validará y le notificará el resultado.`,
} as const;

/** Extension → MIME type of the allowed uploads (spec 000 §5 Files). */
const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  kmz: 'application/vnd.google-earth.kmz',
  kml: 'application/vnd.google-earth.kml+xml',
  dwf: 'model/vnd.dwf',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Extension never accepted by the request flow's upload (contract §4.4 "dwg blocked in the expert form"). */
export const BLOCKED_EXTENSION = 'dwg';

/** A multipart file part (duck-typed across node's and browsers' File classes). */
interface FilePart {
  name: string;
  size: number;
  type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

function asFilePart(value: FormDataEntryValue | null): FilePart | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<FilePart>;
  return typeof v.size === 'number' && typeof v.name === 'string' && typeof v.arrayBuffer === 'function' ? (v as FilePart) : null;
}

/** Splits "Plano.Final.PDF" into base "Plano.Final" and extension "pdf" (lower case). */
function splitName(fileName: string): { base: string; ext: string } {
  const leaf = fileName.split(/[\\/]/).pop() ?? '';
  const dot = leaf.lastIndexOf('.');
  return dot > 0 ? { base: leaf.slice(0, dot), ext: leaf.slice(dot + 1).toLowerCase() } : { base: leaf, ext: '' };
}

function slug(text: string): string {
  const s = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return s || 'documento';
}

/** The extension as the real file server stores it: the MIME subtype (pdf, png, jpeg, vnd.ms-excel…). */
function storedExtension(ext: string, type: string): string {
  const subtype = type.includes('/') ? type.split('/')[1] : '';
  return subtype && subtype !== 'octet-stream' ? subtype : ext;
}

/** Public descriptor of a stored file (files API FileDescriptor). */
export function toDescriptor(file: DbStoredFile): SchemaFileDescriptor {
  return {
    name: file.name,
    extension: file.extension,
    type: file.type,
    route: file.route,
    url: fileUrl(file.route),
    size_mb: file.size_mb,
    created_at: file.created_at,
  };
}

/** Request document as answered (spec 001 §3 Request document). */
export function toRequestDocument(doc: DbRequestDocument) {
  return {
    name: doc.name,
    extension: doc.extension,
    created_at: doc.created_at,
    url: fileUrl(doc.route),
    route: doc.route,
    size_mb: doc.size_mb,
    origin_doc: doc.origin_doc,
  };
}

/** Newest first by `created_at` (stable for equal stamps: later in the list first). */
export function newestFirst<T extends { created_at: string }>(items: readonly T[]): T[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => compareStamps(b.item.created_at, a.item.created_at) || b.i - a.i)
    .map(({ item }) => item);
}

export const asString = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
export const asObject = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
/** A positive id that survives a round trip through a JS number (≤ Number.MAX_SAFE_INTEGER), else null. */
const asSafeId = (v: unknown): number | null => {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^[1-9]\d*$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
};

/**
 * Whether the citizen represents the company: it is in their profile (`owner_citizen_id`) or they
 * joined it (a `companyMembers` row): the rule of GET /all/my/requests/with/company with
 * get_only_companies_details (./admin.ts), so the portal's list and this check agree.
 */
function representsCompany(citizenId: string, companyId: number): boolean {
  const d = db();
  const company = d.companies.find((c) => c.id === companyId);
  if (!company) return false;
  if (company.owner_citizen_id !== null && stripDashes(company.owner_citizen_id) === citizenId) return true;
  return (d.companyMembers ?? []).some((m) => m.company_id === companyId && stripDashes(m.citizen_id) === citizenId);
}

export const asInt = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isInteger(n) ? n : null;
};

/** Laravel-style 422 answer `{ message, errors }` (openapi ValidationError). */
export function invalid(errors: Record<string, string[]>): Response {
  return HttpResponse.json({ message: REQUEST_MSG.invalid, errors }, { status: 422 });
}

/** Answer of a server-mask validator (MaskValidationResult). */
function maskAnswer(valid: boolean, message: string): Response {
  return HttpResponse.json(valid ? { success: true, message: null } : { success: false, message });
}

/** A validator handler: app key, then `check(code, url)` → valid or the refusal message. */
function validator(check: (code: string, url: URL) => string | null) {
  return async ({ request, params }: { request: Request; params: Record<string, string | undefined> }) => {
    await latency();
    const denied = requireAppKey(request);
    if (denied) return denied;
    const code = decodeParam(String(params.code ?? ''));
    const refusal = check(code, new URL(request.url));
    return maskAnswer(refusal === null, refusal ?? '');
  };
}

/** Document id of a file attached to a request, for the 'Mis documentos' list (stable, chosen). */
const documentId = (requestId: number, index: number) => 100_000 + requestId * 100 + index;

/** The citizen's personal documents: seed plus files attached to their requests, newest first. */
export function personalDocuments(citizenId: string): SchemaDocument[] {
  const attached: SchemaDocument[] = requestsTable()
    .filter((r) => r.doc_identification === citizenId)
    .flatMap((r) =>
      r.documents
        .map((doc, i) => ({ doc, i }))
        .filter(({ doc }) => doc.origin_doc === 0)
        .map(({ doc, i }) => ({
          id: documentId(r.id, i),
          name: doc.name,
          extension: doc.extension,
          created_at: doc.created_at,
          url: fileUrl(doc.route),
          route: doc.route,
          size_mb: doc.size_mb,
        })),
    );
  // A document reused from 'Mis documentos' is attached again under the same route and name: list it once.
  const seen = new Set<string>();
  return newestFirst([...attached, ...(myDocuments[citizenId] ?? []).map((d) => ({ ...d }))]).filter((d) => {
    const key = `${d.route ?? d.url}|${d.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Label of a payment proof (contract §3.4). */
export const VOUCHER_LABEL = 'Comprobante de pago';

/** The entries of a `documents` body field that carry a `route` (anything else is dropped). */
export function documentEntries(value: unknown): Record<string, unknown>[] {
  return (Array.isArray(value) ? value : []).map(asObject).filter((e): e is Record<string, unknown> => e !== null && asString(e.route) !== '');
}

/**
 * Attaches files to a request as `origin_doc` 0 (uploaded by the citizen): name, extension and size
 * from the stored file when the file server knows the route, else from the entry; the entry's label
 * (or `label`) kept. Does not save.
 */
export function attachDocuments(target: DbRequest, entries: readonly Record<string, unknown>[], label?: string, stamp = nowStamp()): void {
  const stored = requestFilesTable();
  for (const entry of entries) {
    const route = asString(entry.route);
    const file = stored.find((f) => f.route === route);
    const size = typeof entry.size_mb === 'number' ? entry.size_mb : null;
    target.documents.push({
      name: file?.name ?? (asString(entry.name) || splitName(route).base),
      extension: file?.extension ?? (asString(entry.extension) || splitName(route).ext),
      route,
      size_mb: file?.size_mb ?? size,
      label: label ?? (asString(entry.label) || null),
      origin_doc: 0,
      created_at: stamp,
    });
  }
}

/** The request-flow handlers (admin API and file server). */
export const requestHandlers: HttpHandler[] = [
  /**
   * GET /expertform/{expertformId}/get/{citizenId} (F1): the form of `loadExpertForm` (module
   * src/mocks/data/expert-forms, loaded on demand) with `saved_fields` = the citizen's draft of that
   * form (without its bookkeeping stamp) or `[]`; 404 for an unknown form.
   */
  admin.get('/expertform/{expertformId}/get/{citizenId}', async ({ request, params, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const id = asInt(params.expertformId);
    const { loadExpertForm } = await import('../data/expert-forms');
    const form = id === null ? null : await loadExpertForm(id);
    if (!form) return response(404).json({ success: false, msg: REQUEST_MSG.formNotFound });
    const citizenId = stripDashes(decodeParam(String(params.citizenId ?? '')));
    const draft = draftsTable().find((d) => d.citizen_id === citizenId && d.expertform_id === id);
    let saved_fields: NonNullable<typeof form.saved_fields> = [];
    if (draft) {
      const { updated_at: _stamp, ...rest } = structuredClone(draft);
      saved_fields = rest as unknown as typeof saved_fields;
    }
    return response(200).json({ ...structuredClone(form), saved_fields });
  }),

  /**
   * POST /drafts (F2): stores or replaces the draft of (citizen_id, expertform_id). The citizen must
   * be the signed-in one (`success: false` otherwise); a body without an integer `expertform_id` is
   * a 422; a body whose `data` is empty is acknowledged and not stored (the portal skips those).
   */
  admin.post('/drafts', async ({ request, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const body = await readObject(request);
    const expertformId = asInt(body.expertform_id);
    if (expertformId === null) return response.untyped(invalid({ expertform_id: [REQUEST_MSG.required] }));
    const citizenId = stripDashes(asString(body.citizen_id));
    if (citizenId !== auth.citizenId) return response(200).json({ success: false, msg: REQUEST_MSG.notYourDocument });
    const data = Array.isArray(body.data) ? body.data : [];
    if (data.length === 0) return response(200).json({ success: true, msg: REQUEST_MSG.draftIgnored });
    const drafts = draftsTable();
    const i = drafts.findIndex((d) => d.citizen_id === citizenId && d.expertform_id === expertformId);
    if (i >= 0) drafts.splice(i, 1);
    drafts.push({
      citizen_id: citizenId,
      service_id: typeof body.service_id === 'number' || typeof body.service_id === 'string' ? body.service_id : 0,
      expertform_id: expertformId,
      data: structuredClone(data),
      grid: structuredClone(asObject(body.grid) ?? {}),
      appliedRuleList: Array.isArray(body.appliedRuleList) ? body.appliedRuleList.filter((r): r is string => typeof r === 'string') : [],
      fakeStep: asInt(body.fakeStep) ?? 0,
      step: asInt(body.step) ?? 0,
      variations: Array.isArray(body.variations) ? body.variations.map(asInt).filter((v): v is number => v !== null) : [],
      totalPayment: typeof body.totalPayment === 'number' || typeof body.totalPayment === 'string' ? body.totalPayment : '0.00',
      updated_at: nowStamp(),
    });
    save();
    return response(200).json({ success: true, msg: REQUEST_MSG.draftSaved });
  }),

  /**
   * POST {files}/files (F4): multipart, one `file[]` part per file. Refuses the whole upload when a
   * part is over {@link MAX_UPLOAD_MB_DEFAULT} MB (413) or is a dwg or another type outside the
   * allowed list (422); no part → 422. Stores each file's bytes (fileStore) and descriptor
   * (`db().requestFiles`), and answers the descriptors in part order.
   */
  files.post('/files', async ({ request, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return response(422).json({ success: false, msg: REQUEST_MSG.fileRequired });
    }
    const parts = form.getAll('file[]').map(asFilePart);
    if (parts.length === 0 || parts.some((p) => p === null)) return response(422).json({ success: false, msg: REQUEST_MSG.fileRequired });
    const chosen = parts as FilePart[];
    for (const part of chosen) {
      const { ext } = splitName(part.name);
      if (ext === BLOCKED_EXTENSION || !(ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) {
        return response(422).json({ success: false, msg: REQUEST_MSG.fileNotAllowed });
      }
      if (part.size > MAX_UPLOAD_MB_DEFAULT * BYTES_PER_MB) return response(413).json({ success: false, msg: REQUEST_MSG.fileTooLarge });
    }
    const stamp = nowStamp();
    const stored: DbStoredFile[] = [];
    for (const part of chosen) {
      const { base, ext } = splitName(part.name);
      const type = part.type || MIME_BY_EXTENSION[ext] || 'application/octet-stream';
      const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      const route = `solicitudes/${auth.citizenId}/${unique}-${slug(base)}.${ext}`;
      await putFileBytes(route, { type, bytes: await part.arrayBuffer() });
      stored.push({
        citizen_id: auth.citizenId,
        name: base,
        extension: storedExtension(ext, type),
        type,
        route,
        size_mb: Math.round((part.size / BYTES_PER_MB) * 100) / 100,
        created_at: stamp,
      });
    }
    requestFilesTable().push(...stored);
    save();
    return response(200).json({ success: true, files: stored.map(toDescriptor) });
  }),

  /**
   * GET {files}/storage/{route}: the bytes of a stored file with its Content-Type (inline), for the
   * details page's links and the document viewer. Seed documents whose bytes are a public demo file
   * (`documentos/...`) redirect to `/media/documentos/...`; anything else is a 404.
   */
  plainHttp.get(`${config.filesUrl}${STORAGE_PREFIX}*`, async ({ request }) => {
    await latency();
    const path = new URL(request.url).pathname;
    const base = new URL(config.filesUrl).pathname.replace(/\/+$/, '');
    const route = path
      .slice(base.length + STORAGE_PREFIX.length)
      .split('/')
      .map((s) => decodeParam(s))
      .join('/');
    const file = await getFileBytes(route);
    if (file) {
      const name = route.split('/').pop() ?? 'documento';
      return new HttpResponse(file.bytes, {
        status: 200,
        headers: {
          'Content-Type': file.type || 'application/octet-stream',
          'Content-Length': String(file.bytes.byteLength),
          'Content-Disposition': `inline; filename="${name.replace(/"/g, '')}"`,
        },
      });
    }
    if (route.startsWith('documentos/')) return HttpResponse.redirect(new URL(`/media/${route}`, request.url).href, 302);
    return HttpResponse.json({ success: false, msg: REQUEST_MSG.notFound }, { status: 404 });
  }),

  /**
   * POST /requests (F5; spec 001 §4 Submit sequence step 2). Checks: `req`, `form` and `userInfo`
   * present (422 otherwise); the service exists and is online (type 2); `form.expertform_id` is the
   * service's; `req.doc_identification` is the signed-in citizen; every chosen variation belongs to
   * the service (each refusal: `{ success: false, msg }`); a `req.company_id` must be a company the
   * caller represents ({@link representsCompany}; 403 `{ success: false, msg }` otherwise, issue 10:
   * the URL's company is never trusted). Creates the request (status 1 'En
   * proceso', provisional 0, code `<acronym>-<year>-<6 digits>` from one increasing sequence), deletes
   * the citizen's draft of that form and answers the document-manager keys of contract §2.10.
   */
  admin.post('/requests', async ({ request, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const body = await readObject(request);
    const req = asObject(body.req);
    const form = asObject(body.form);
    const userInfo = asObject(body.userInfo);
    const missing: Record<string, string[]> = {};
    if (!req) missing.req = [REQUEST_MSG.required];
    if (!form) missing.form = [REQUEST_MSG.required];
    if (!userInfo) missing.userInfo = [REQUEST_MSG.required];
    if (!req || !form || !userInfo) return response.untyped(invalid(missing));
    const refuse = (msg: string) => response(200).json({ success: false, msg });
    const service = findService(asString(req.service_id));
    if (!service || !/^\d+$/.test(asString(req.service_id))) return refuse(REQUEST_MSG.serviceNotFound);
    if (service.type_id !== 2 || !service.expertform_id) return refuse(REQUEST_MSG.serviceNotOnline);
    if (asInt(form.expertform_id) !== service.expertform_id) return refuse(REQUEST_MSG.formMismatch);
    const citizenId = stripDashes(asString(req.doc_identification));
    if (citizenId !== auth.citizenId) return refuse(REQUEST_MSG.notYourDocument);
    const variations = Array.isArray(req.variations) ? req.variations.map(asInt) : [];
    const known = new Set(service.prices.flatMap((p) => p.variations.map((v) => v.id)));
    if (variations.length === 0 || variations.some((v) => v === null || !known.has(v))) return refuse(REQUEST_MSG.variationInvalid);
    const amount = Number(req.payment_amount ?? req.total ?? 0);
    const paymentAmount = Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) / 100 : 0;
    const claimed = req.company_id;
    const forCompany = claimed !== undefined && claimed !== null && claimed !== '';
    const companyId = forCompany ? asSafeId(claimed) : null;
    if (forCompany && (companyId === null || !representsCompany(citizenId, companyId))) {
      return response(403).json({ success: false, msg: REQUEST_MSG.companyNotRepresented });
    }

    const d = db();
    const requests = requestsTable();
    const id = d.nextRequestId ?? Math.max(1000, ...requests.map((r) => r.id)) + 1;
    d.nextRequestId = id + 1;
    const number = d.nextRequestNumber ?? 1;
    d.nextRequestNumber = number + 1;
    const acronym = DIRECTION_ACRONYMS[service.direction_id] ?? 'MITUR';
    const code = `${acronym}-${new Date().getFullYear()}-${String(number).padStart(6, '0')}`;
    requests.push({
      id,
      code,
      doc_identification: citizenId,
      service_id: service.id,
      expertform_id: service.expertform_id,
      form_version: asString(req.form_version).trim(),
      provisional: 0,
      status: { ...NEW_REQUEST_STATUS },
      created_at: nowStamp(),
      data: Array.isArray(form.data) ? structuredClone(form.data) : [],
      grid: structuredClone(asObject(form.grid) ?? {}),
      variations: variations as number[],
      payment_amount: paymentAmount,
      payment_status: paymentAmount > 0 ? 'PENDIENTE' : null,
      company_id: companyId,
      company_name: companyId === null ? null : asString(req.company_name) || null,
      acronym,
      idAutorizacionPortal: `AUT-${id}`,
      solution: null,
      documents: [],
    });
    d.drafts = draftsTable().filter((x) => !(x.citizen_id === citizenId && x.expertform_id === service.expertform_id));
    save();
    // The demo e-mail receipt with the number and a link to the detail, plus the bell's notification (issue 9).
    mailOwner(requests[requests.length - 1], MAIL.receiptSubject, [MAIL.receiptBody(code)]);
    return response(200).json({
      success: true,
      msg: REQUEST_MSG.requestCreated,
      RequestID: id,
      code,
      title: `documento-${citizenId}`,
      attributes: `NumeroSolicitud=${code};DocumentoIdentidadSolicitante=${citizenId};TipoDocumentoPortal=Adjunto`,
      acronym: `${acronym}DE`,
    });
  }),

  /**
   * POST {files}/uploadsoftexpert (F6): accepts one file's record for the document manager when it
   * carries a non-empty `documents` list and a `record_id`; otherwise 422.
   */
  files.post('/uploadsoftexpert', async ({ request, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const body = await readObject(request);
    if (!Array.isArray(body.documents) || body.documents.length === 0 || asString(body.record_id) === '') {
      return response(422).json({ success: false, msg: REQUEST_MSG.invalid });
    }
    return response(200).json({ success: true, msg: REQUEST_MSG.softExpertOk });
  }),

  /**
   * POST /assigndocument/{requestId} (F7; spec 001 §4 Submit sequence step 4): attaches every
   * `documents[]` entry that has a `route` to the signed-in citizen's request as `origin_doc` 0
   * ({@link attachDocuments}). 404 for an unknown request or another citizen's; 422 without documents.
   * The payment-proof use (`voucher: true`; contract §3.4) needs a payment PENDIENTE (else
   * `success: false`), attaches the file labelled 'Comprobante de pago', marks the payment GENERADO
   * (under validation; the payment action stays pending until the officer validates it) and answers
   * `{ success, request_code }`.
   */
  admin.post('/assigndocument/{requestId}', async ({ request, params, response }) => {
    const auth = await signedInAdminCall(request);
    if ('response' in auth) return response.untyped(auth.response);
    const target = requestsTable().find((r) => r.id === asInt(params.requestId) && r.doc_identification === auth.citizenId);
    if (!target) return response(404).json({ success: false, msg: REQUEST_MSG.notFound });
    const body = await readObject(request);
    const entries = documentEntries(body.documents);
    if (entries.length === 0) return response.untyped(invalid({ documents: [REQUEST_MSG.fileRequired] }));
    const voucher = body.voucher === true;
    if (voucher) {
      if (target.payment_status !== 'PENDIENTE') return response(200).json({ success: false, msg: REQUEST_MSG.noPaymentPending });
      attachDocuments(target, entries.slice(0, 1), VOUCHER_LABEL);
      target.payment_status = 'GENERADO';
      save();
      mailOwner(target, MAIL.voucherSubject, [MAIL.voucherBody(target.payment_amount)]);
      return response(200).json({ success: true, request_code: target.code });
    }
    attachDocuments(target, entries);
    save();
    return response(200).json({ success: true, msg: REQUEST_MSG.documentsAssigned });
  }),

  // --- server-mask validators (spec 001 §5; masks 14, 15, 16, 20, 21, 24, 25) ---

  /** GET /dpp/validate/{code}?tipo (mask 20): valid codes differ for 'Definitiva' and 'Provisional'. */
  admin.get(
    '/dpp/validate/{code}',
    validator((code, url) => {
      const tipo = (url.searchParams.get('tipo') ?? '').trim().toLowerCase();
      if (tipo === 'definitiva') return isListed(DPP_CODES.Definitiva, code) ? null : VALIDATOR_MESSAGES.dppDefinitiva;
      if (tipo === 'provisional') return isListed(DPP_CODES.Provisional, code) ? null : VALIDATOR_MESSAGES.dppProvisional;
      return VALIDATOR_MESSAGES.dppTipo;
    }),
  ),
  /** GET /mimarena/validate/{code} (mask 21). */
  admin.get(
    '/mimarena/validate/{code}',
    validator((code) => (isListed(MIMARENA_RECEIPTS, code) ? null : VALIDATOR_MESSAGES.mimarena)),
  ),
  /** GET /dpp/noobjecion/{code}/validation/prorroga[?isForConfotur=true] (mask 24). */
  admin.get(
    '/dpp/noobjecion/{code}/validation/prorroga',
    validator((code, url) =>
      url.searchParams.get('isForConfotur') === 'true'
        ? isListed(DPP_NO_OBJECTION_CODES.confotur, code)
          ? null
          : VALIDATOR_MESSAGES.noObjectionConfotur
        : isListed(DPP_NO_OBJECTION_CODES.dpp, code)
          ? null
          : VALIDATOR_MESSAGES.noObjection,
    ),
  ),
  /** GET /consfotur/{code}/validation/prorroga-listados (mask 14). */
  admin.get(
    '/consfotur/{code}/validation/prorroga-listados',
    validator((code) => (isListed(CONFOTUR_CODES.prorrogaListados, code) ? null : VALIDATOR_MESSAGES.prorrogaListados)),
  ),
  /** GET /confotur/listados/validate/{code} (mask 15). */
  admin.get(
    '/confotur/listados/validate/{code}',
    validator((code) => (isListed(CONFOTUR_CODES.listados, code) ? null : VALIDATOR_MESSAGES.listados)),
  ),
  /** GET /consfotur/clasificacion/reconsideracion/validate/{code} (mask 16). */
  admin.get(
    '/consfotur/clasificacion/reconsideracion/validate/{code}',
    validator((code) => (isListed(CONFOTUR_CODES.reconsideracion, code) ? null : VALIDATOR_MESSAGES.reconsideracion)),
  ),
  /** GET /confotur/clasificacion/{code}/validate (mask 25). */
  admin.get(
    '/confotur/clasificacion/{code}/validate',
    validator((code) => (isListed(CONFOTUR_CODES.clasificacion, code) ? null : VALIDATOR_MESSAGES.clasificacion)),
  ),
];
