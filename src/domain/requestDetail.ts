/**
 * Display rules of the request detail page, 'Detalles' tab (spec 001 §2.5 Details tab, §3 Request
 * detail response and Request document, §4 statuses, §9 document origins; contract §3.1, §3.2).
 * Pure: no React, no IO; the page turns the result into markup.
 *
 * - Answers: text, textarea and date show the typed value (dates as dd/MM/yyyy); checkbox types
 *   ('checkbox', 'checkbox-group') show 'Si'; other types show the chosen option label
 *   (`labelValue`). Decisions where the spec is silent: a 'time' answer shows its typed value
 *   (its `labelValue` is the field label, contract §2.9, not an option); an option answer without
 *   `labelValue` shows its value; headers, files, grids and the literal `false` items of hidden
 *   fields (contract §5 item 9) are not shown; empty values are not shown.
 * - Grids (the `grid` object stored with the request, contract §2.9 `transformFormGrid`): one
 *   table per relationship, columns from the cells' `MainLabel`, cells by the same answer rule.
 * - Documents: origin 1 'Documentos emitidos por institución', origin 0 'Documentos subidos'
 *   (a document without `origin_doc` counts as uploaded by the citizen), each newest first.
 * - The request number shows only when `provisional` is 0.
 * - Status colour: the backend's key info, success, warning or danger (contract §3.2); anything
 *   else falls back to info.
 * - Readability (spec 001 §5 Formatters): a typed answer that carries its field's `Mask` (added by
 *   src/domain/expertForm/serialise.ts) shows formatted by it: cédula (0) 3-7-1, RNC (1) 1-2-5-1,
 *   phones (2, 3) 3-3-4, money (12) with thousands separators and two decimals. Without a mask the
 *   value's shape decides: exactly 11 digits → cédula 3-7-1; 10 digits starting 809/829/849 →
 *   phone 3-3-4; anything else as typed (an amount cannot be told from a count by its shape).
 * - The company the request was made for (`company_name`), when any.
 */
import type { SchemaRequestDetail, SchemaRequestDocument } from '../api/generated/admin';
import { DOCUMENT_ORIGIN, PAYMENT_STATUS, REQUIRED_ACTION } from './constants';
import { formatDate, parseBackendDate } from './format/dates';
import { formatAnswerValue } from './format/answers';
import { parseAmount } from './format/money';
import { isPaymentAction, isPendingPaymentStatus, paymentOptions, showsRequestNumber, type PaymentOptions } from './status';
import { displayExtension } from './validation/files';
import { safeUrl } from './links';

/** How one answer value shows: a text, or the spec's 'Si' of checkbox types (message `requestDetail.yes`). */
export type AnswerDisplay = { kind: 'text'; text: string } | { kind: 'yes' };

/** One shown form answer: its field label and value. */
export interface DetailAnswer {
  key: string;
  label: string;
  display: AnswerDisplay;
}

/** One grid (repeatable rows) answer as a table. */
export interface GridTable {
  /** The grid's relationship key (identifies the table). */
  relationship: string;
  /** Column headers: sub-field name and label (`MainLabel`, else the name). */
  columns: Array<{ key: string; label: string }>;
  /** One entry per row and column; null where the row has no value for that column. */
  rows: Array<Array<AnswerDisplay | null>>;
}

/** Kind of viewer a document opens in: pdf, image, or none (download / new tab). */
export type DocumentViewerKind = 'pdf' | 'image' | null;

/** A request document ready to show. */
export interface DetailDocument {
  name: string;
  /** Display extension, lower case without dot ('pdf', 'xlsx'). */
  extension: string;
  /** Creation date as dd/MM/yyyy ('' when unparseable). */
  date: string;
  /** The document's url as sent by the backend (the caller checks it is safe before linking). */
  url: string;
  viewer: DocumentViewerKind;
}

/** Colour key of a status chip (contract §3.2). */
export type StatusTone = 'info' | 'success' | 'warning' | 'danger';

/** What the 'Detalles' tab shows. */
export interface RequestDetailModel {
  id: number;
  /** The request number (`code`), or null when the request is provisional or has no code. */
  number: string | null;
  statusName: string;
  statusTone: StatusTone;
  /** Request date as dd/MM/yyyy. */
  date: string;
  serviceName: string;
  /** The company the request was made for (`company_name`), or null for a personal request. */
  companyName: string | null;
  /** Owner's citizen id (`doc_identification`), when sent. */
  owner: string | null;
  answers: DetailAnswer[];
  grids: GridTable[];
  /** 'Documentos emitidos por institución' (origin 1), newest first. */
  issuedDocuments: DetailDocument[];
  /** 'Documentos subidos' (origin 0), newest first. */
  uploadedDocuments: DetailDocument[];
}

const TYPED_TYPES: ReadonlySet<string> = new Set(['text', 'textarea', 'time']);
const CHECKBOX_TYPES: ReadonlySet<string> = new Set(['checkbox', 'checkbox-group']);
const HIDDEN_TYPES: ReadonlySet<string> = new Set(['header', 'file', 'grid']);
const TONES: ReadonlySet<string> = new Set<StatusTone>(['info', 'success', 'warning', 'danger']);

const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The `Mask` an answer item carries (string or number code), or null. */
function maskOf(item: Record<string, unknown>): string | null {
  const mask = item.Mask;
  if (typeof mask === 'number' && Number.isFinite(mask)) return String(mask);
  return typeof mask === 'string' && mask.trim() !== '' ? mask.trim() : null;
}

/** A value as text: strings trimmed, numbers and booleans as written, arrays joined by ', '. */
function valueText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(valueText).filter(Boolean).join(', ');
  return '';
}

/**
 * The display of one serialised answer or grid cell (`{ type, value, labelValue }`), or null when it
 * is not shown (empty value, header/file/grid type, not an object).
 * @example answerDisplay({ type: 'date', value: '2022-03-14' }) // { kind: 'text', text: '14/03/2022' }
 * @example answerDisplay({ type: 'select', value: '1', labelValue: 'Definitiva' }) // { kind: 'text', text: 'Definitiva' }
 */
export function answerDisplay(answer: unknown): AnswerDisplay | null {
  const item = record(answer);
  if (!item) return null;
  const type = typeof item.type === 'string' ? item.type.trim().toLowerCase() : '';
  if (HIDDEN_TYPES.has(type)) return null;
  const value = valueText(item.value);
  if (value === '' || item.value === false) return null;
  if (CHECKBOX_TYPES.has(type)) return { kind: 'yes' };
  if (type === 'date') return { kind: 'text', text: formatDate(value) || value };
  if (TYPED_TYPES.has(type)) return { kind: 'text', text: formatAnswerValue(value, maskOf(item)) };
  const label = typeof item.labelValue === 'string' ? item.labelValue.trim() : '';
  return { kind: 'text', text: label || value };
}

/** The shown answers of `data`, in order (items that {@link answerDisplay} hides are left out). */
export function detailAnswers(data: readonly unknown[] | null | undefined): DetailAnswer[] {
  const out: DetailAnswer[] = [];
  for (const [index, item] of (data ?? []).entries()) {
    const display = answerDisplay(item);
    const answer = record(item);
    if (!display || !answer) continue;
    const key = typeof answer.key === 'string' && answer.key ? answer.key : `answer-${index}`;
    const label = typeof answer.label === 'string' ? answer.label.trim() : '';
    out.push({ key, label: label || key, display });
  }
  return out;
}

/**
 * The grid answers as tables: `{ [relationship]: [ { [subName]: cell } ] }` → one table per
 * relationship with at least one shown cell. Columns keep the order of first appearance.
 */
export function gridTables(grid: unknown): GridTable[] {
  const groups = record(grid);
  if (!groups) return [];
  const tables: GridTable[] = [];
  for (const [relationship, rowsValue] of Object.entries(groups)) {
    if (!Array.isArray(rowsValue)) continue;
    const columns: GridTable['columns'] = [];
    const seen = new Set<string>();
    const rowCells: Array<Map<string, AnswerDisplay>> = [];
    for (const rowValue of rowsValue) {
      const row = record(rowValue);
      if (!row) continue;
      const cells = new Map<string, AnswerDisplay>();
      for (const [name, cellValue] of Object.entries(row)) {
        const display = answerDisplay(cellValue);
        if (!display) continue;
        cells.set(name, display);
        if (!seen.has(name)) {
          seen.add(name);
          const mainLabel = record(cellValue)?.MainLabel;
          columns.push({ key: name, label: typeof mainLabel === 'string' && mainLabel.trim() ? mainLabel.trim() : name });
        }
      }
      if (cells.size > 0) rowCells.push(cells);
    }
    if (rowCells.length === 0) continue;
    tables.push({ relationship, columns, rows: rowCells.map((cells) => columns.map((c) => cells.get(c.key) ?? null)) });
  }
  return tables;
}

/** Viewer of a document extension (spec 000 §9 viewable types): pdf → 'pdf'; png, jpg, jpeg → 'image'; else null. */
export function documentViewerKind(extension: string): DocumentViewerKind {
  const ext = displayExtension(extension);
  if (ext === 'pdf') return 'pdf';
  return ext === 'png' || ext === 'jpg' || ext === 'jpeg' ? 'image' : null;
}

/** Sort time of a document (ms); unparseable dates sort last. */
const timeOf = (doc: SchemaRequestDocument): number => parseBackendDate(doc.created_at)?.getTime() ?? Number.NEGATIVE_INFINITY;

function toDocument(doc: SchemaRequestDocument): DetailDocument {
  const extension = displayExtension(typeof doc.extension === 'string' ? doc.extension : '');
  return {
    name: typeof doc.name === 'string' ? doc.name : '',
    extension,
    date: formatDate(doc.created_at),
    url: typeof doc.url === 'string' ? doc.url : '',
    viewer: documentViewerKind(extension),
  };
}

/**
 * Splits the request documents by origin (1 institution, 0 or missing citizen), each newest first
 * by `created_at` (equal dates keep the backend's order).
 */
export function splitDocuments(docs: readonly SchemaRequestDocument[] | null | undefined): {
  issued: DetailDocument[];
  uploaded: DetailDocument[];
} {
  const valid = (docs ?? []).filter((d): d is SchemaRequestDocument => record(d) !== null);
  const newestFirst = [...valid].sort((a, b) => timeOf(b) - timeOf(a));
  const isIssued = (d: SchemaRequestDocument) => Number(d.origin_doc) === DOCUMENT_ORIGIN.institution;
  return {
    issued: newestFirst.filter(isIssued).map(toDocument),
    uploaded: newestFirst.filter((d) => !isIssued(d)).map(toDocument),
  };
}

/** Chip colour of a status colour key; unknown or missing keys → 'info' (the in-process look). */
export function statusTone(color: string | null | undefined): StatusTone {
  const key = (color ?? '').trim().toLowerCase();
  return TONES.has(key) ? (key as StatusTone) : 'info';
}

/** The request number to show: `code` when not provisional (spec 001 §2.5), else null. */
export function requestNumber(code: string | null | undefined, provisional: number | boolean | string | null | undefined): string | null {
  return showsRequestNumber(provisional) && code ? code : null;
}

/**
 * Reads the `{requestID}` route parameter: a positive integer of up to 15 digits, else null
 * (an unknown request: the page says so).
 */
export function parseRequestId(param: string | null | undefined): number | null {
  if (typeof param !== 'string' || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

/** Builds what the 'Detalles' tab shows from the GET /requests/{id} answer. */
export function toRequestDetailModel(detail: SchemaRequestDetail): RequestDetailModel {
  const { request } = detail;
  const { issued, uploaded } = splitDocuments(request.request_document);
  return {
    id: request.id,
    number: requestNumber(request.code, request.provisional),
    statusName: request.status?.name ?? '',
    statusTone: statusTone(request.status?.color),
    date: formatDate(request.created_at),
    serviceName: request.service?.name ?? '',
    companyName: typeof request.company_name === 'string' && request.company_name.trim() ? request.company_name.trim() : null,
    owner: request.doc_identification ?? null,
    answers: detailAnswers(Array.isArray(detail.data) ? detail.data : []),
    grids: gridTables((detail as { grid?: unknown }).grid),
    issuedDocuments: issued,
    uploadedDocuments: uploaded,
  };
}

const withSafeUrl = (doc: DetailDocument): DetailDocument => ({ ...doc, url: safeUrl(doc.url) ?? '' });

/**
 * The 'Detalles' model the page shows (spec 001 §2.5 Details tab): {@link toRequestDetailModel}
 * with only document links that are safe to put in `href` (http(s) or a same-origin path; any
 * other `url` becomes '').
 */
export function detailsModel(detail: SchemaRequestDetail): RequestDetailModel {
  const model = toRequestDetailModel(detail);
  return { ...model, issuedDocuments: model.issuedDocuments.map(withSafeUrl), uploadedDocuments: model.uploadedDocuments.map(withSafeUrl) };
}

/**
 * The query of the payment-return redirect (spec 001 §4 "Payment return"), or null when the rule
 * does not hold. It holds when the request has an `approval_number`, its current required action
 * (`request_actions_id`) is a payment action (5 or 7) listed in `requiredActions`, and
 * `payment.succesfullyPayment_date` is later than the creation of the latest such action.
 *
 * Decision where the spec is silent: "a payment required action exists" is read as "the current
 * action is a payment action", so once the validation closes the action the detail no longer sends
 * the citizen back to /app/validatePayment (no redirect loop from 'Ver detalle de solicitud').
 * @returns `{ numAprobacion, idAutorizacionPortal, requiredActionID }` (strings, the names the
 *   gateway's return URL uses; contract §3.5) for /app/validatePayment/{id}
 */
export function paymentReturnQuery(detail: SchemaRequestDetail): PaymentReturnQuery | null {
  const { request } = detail;
  const approval = typeof request.approval_number === 'string' ? request.approval_number.trim() : '';
  if (!approval || !isPaymentAction(request.request_actions_id)) return null;
  const actions = (Array.isArray(detail.requiredActions) ? detail.requiredActions : []).filter(
    (a) => record(a) !== null && Number(a.action_id) === Number(request.request_actions_id),
  );
  const latest = actions.reduce<(typeof actions)[number] | null>((best, a) => {
    const at = parseBackendDate(a.created_at)?.getTime() ?? Number.NEGATIVE_INFINITY;
    const bestAt = best ? (parseBackendDate(best.created_at)?.getTime() ?? Number.NEGATIVE_INFINITY) : Number.NEGATIVE_INFINITY;
    return best === null || at > bestAt ? a : best;
  }, null);
  if (!latest) return null;
  const actionAt = parseBackendDate(latest.created_at);
  const paidAt = parseBackendDate(request.payment?.succesfullyPayment_date);
  if (!actionAt || !paidAt || paidAt.getTime() <= actionAt.getTime()) return null;
  return {
    numAprobacion: approval,
    idAutorizacionPortal: typeof request.idAutorizacionPortal === 'string' ? request.idAutorizacionPortal : '',
    requiredActionID: String(latest.id),
  };
}

/** Query of /app/validatePayment/{id} after a card payment (contract §3.5; spec 001 §7 Card payment). */
export interface PaymentReturnQuery {
  numAprobacion: string;
  idAutorizacionPortal: string;
  requiredActionID: string;
}

/** /app/validatePayment/{requestId}?numAprobacion&idAutorizacionPortal&requiredActionID (values URL-encoded). */
export function paymentValidationPath(requestId: number, query: PaymentReturnQuery): string {
  const search = new URLSearchParams({
    numAprobacion: query.numAprobacion,
    idAutorizacionPortal: query.idAutorizacionPortal,
    requiredActionID: query.requiredActionID,
  });
  return `/app/validatePayment/${requestId}?${search.toString()}`;
}

/**
 * The texts of the required-action banners (spec 001 §2.5 "Warning banners show the action
 * message"; contract §3.1: `request.messages[]`, shown only while `request_actions` is truthy).
 * When the request has a current action (`request_actions_id`) or a truthy `request_actions`, the
 * non-blank `request.messages[].message`; when those are empty, the `message` of the latest
 * `requiredActions` item of the current action. The texts may hold HTML (sanitise before showing).
 */
export function requiredActionMessages(detail: SchemaRequestDetail): string[] {
  const { request } = detail;
  const current = request.request_actions_id;
  const pending = (current !== null && current !== undefined) || Boolean(request.request_actions);
  if (!pending) return [];
  const messages = (Array.isArray(request.messages) ? request.messages : [])
    .map((m) => (record(m) && typeof m.message === 'string' ? m.message.trim() : ''))
    .filter(Boolean);
  if (messages.length > 0) return messages;
  const own = (Array.isArray(detail.requiredActions) ? detail.requiredActions : []).filter(
    (a) => record(a) !== null && Number(a.action_id) === Number(current) && typeof a.message === 'string' && a.message.trim() !== '',
  );
  if (own.length === 0) return [];
  const latest = [...own].sort((a, b) => (parseBackendDate(b.created_at)?.getTime() ?? 0) - (parseBackendDate(a.created_at)?.getTime() ?? 0))[0];
  return [String(latest.message).trim()];
}

/**
 * Whether the viewer's base role is the staff role (spec 001 §6 "Staff base role"; the value is
 * not given by the spec: it comes from configuration, `VITE_STAFF_ROLE`). An unset staff role
 * (null, '') never matches.
 */
export function isStaffRole(rolBase: number | string | null | undefined, staffRole: number | string | null | undefined): boolean {
  if (staffRole === null || staffRole === undefined || String(staffRole).trim() === '') return false;
  if (rolBase === null || rolBase === undefined || String(rolBase).trim() === '') return false;
  return String(rolBase).trim() === String(staffRole).trim();
}

/** What the detail says about the payment (spec 001 §2.5 Payments tab, §4 Payment status). */
export interface PaymentSummary {
  /** PENDIENTE → 'pending' (methods), GENERADO → 'generated' (under validation), else 'other' (PAGADO, none). */
  status: 'pending' | 'generated' | 'other';
  /** `payment.payment_amount`, DOP (null when missing or unparseable). */
  amount: number | null;
}

/**
 * The payment of a request detail as the payments tab shows it (see {@link PaymentSummary}); the
 * status read whatever its case and surrounding blanks (`isPendingPaymentStatus`, src/domain/status.ts).
 */
export function paymentSummary(detail: SchemaRequestDetail): PaymentSummary {
  const payment = detail.request.payment;
  const raw = (payment?.payment_status ?? '').trim().toUpperCase();
  const status = isPendingPaymentStatus(raw) ? 'pending' : raw === PAYMENT_STATUS.generated ? 'generated' : 'other';
  return { status, amount: parseAmount(payment?.payment_amount) };
}

/** Whether the request's payment is still PENDIENTE (spec 001 §4 Payment status): a voucher or a payment not yet received. */
export function isPaymentPending(detail: SchemaRequestDetail): boolean {
  return paymentSummary(detail).status === 'pending';
}

/**
 * The payments tab's options for a request detail ({@link paymentOptions} of src/domain/status.ts
 * with its payment status, the service's SIRIT code and external pay, and the base status): card
 * and 'DEPOSITO O TRANSFERENCIA' only for PENDIENTE on base status 1 (spec 001 §2.5 Payments tab).
 */
export function paymentOptionsOf(detail: SchemaRequestDetail): PaymentOptions {
  const { request } = detail;
  return paymentOptions({
    paymentStatus: request.payment?.payment_status,
    siritCode: request.service?.sirit_code,
    externalPay: request.service?.external_pay,
    baseStatusId: request.status?.base_status_id,
  });
}

/**
 * Whether the request already has a rating (spec 001 §2.5 "a CALIFICAR button if there is no rating
 * yet"; §3 Request detail response `rating (list)`; openapi admin RequestDetail `rating?:
 * RequestRating[]`): a list with at least one rating. An empty list, a missing field or anything
 * that is not a list (the contract promises a list) is no rating.
 */
export function hasRating(detail: SchemaRequestDetail): boolean {
  const rating: unknown = detail.request.rating;
  return Array.isArray(rating) && rating.length > 0;
}

/**
 * The id of the request's latest required action whose `action_id` is one of `types` (latest
 * `created_at`, then highest id), or null when there is none. `detail.requiredActions` is the list
 * of GET /requests/{id} (spec 001 §3 Request detail response "requiredActions (id, action_id,
 * activity_id, message, created_at)"; contract §3.3); `action_id` may come as a number or a numeric
 * text. Required action types: 1 documents, 3 information, 5 and 7 payment (spec 001 §4); any other
 * type is never one of `types` the charts ask for.
 */
export function latestActionId(detail: SchemaRequestDetail, types: readonly number[]): number | null {
  // Stryker disable next-line ArrayDeclaration: equivalent, an element without action_id (a string) is never of a required action type (Number(undefined) is NaN).
  const candidates = (detail.requiredActions ?? []).filter((a) => types.includes(Number(a.action_id)));
  if (candidates.length === 0) return null;
  const sorted = [...candidates].sort((a, b) => {
    const byDate = String(a.created_at ?? '').localeCompare(String(b.created_at ?? ''));
    return byDate !== 0 ? byDate : a.id - b.id;
  });
  return sorted[sorted.length - 1].id;
}

/**
 * The id of the pending required action of type 1 (documents; the latest), or null: the one the
 * 'Acción Requerida' tab completes (spec 001 §2.5, §4; contract §3.3 `required_action_id`).
 */
export function requiredDocumentActionId(detail: SchemaRequestDetail): number | null {
  return latestActionId(detail, [REQUIRED_ACTION.documents]);
}

/**
 * The id of the pending information action (type 3; the newest), or null: the one a message answers
 * (spec 001 §2.5 Messages tab, §4 "3 information / messages").
 */
export function pendingInformationActionId(detail: SchemaRequestDetail): number | null {
  return latestActionId(detail, [REQUIRED_ACTION.information]);
}

/**
 * The id of the pending payment required action (types 5 or 7, the latest), or null: the one a
 * voucher or a card payment closes (spec 001 §4 "5 and 7 payment"; contract §3.4
 * `required_action_id`, `urlRetorno ...?requiredActionID=`).
 */
export function paymentActionId(detail: SchemaRequestDetail): number | null {
  return latestActionId(detail, [REQUIRED_ACTION.payment, REQUIRED_ACTION.paymentByAction]);
}
