/**
 * What the 'Comprobante de solicitud' holds (issue 27 item 2), as data: the request's number (or
 * its id while provisional), the service, the tariff, variation and price, the date and time of
 * submission, the applicant and the company when there is one, every answer as on the review page
 * (./expertForm/review.ts) and the documents with their names and sizes. Pure; the view turns it
 * into texts (src/views/receipt/receiptDocument.ts) and the PDF (src/views/receipt/receiptPdf.ts).
 *
 * Two sources:
 * - {@link receiptFromForm}: the request form just sent (the review's sections, the chosen tariff,
 *   the uploaded files with their sizes, the applicant of the session);
 * - {@link receiptFromDetail}: a request's detail (GET /requests/{id}, contract §3.1) when the form
 *   just sent is no longer at hand (a reload, another day): the review rebuilt from the request's
 *   expert form (GET /expertform/{id}, contract §2.1) and its stored answers (./storedReview.ts: the
 *   same steps, titles, formatting, hidden fields left out and 'Sin respuesta' lines as the review);
 *   when the form could not be read (or parsed), the stored answers in one list formatted as the
 *   review formats them (by type and `Mask`), its grids as tables, with `layoutUnavailable` (the
 *   receipt says the layout of the form could not be read); its documents (the size when the backend gives a `size_mb` above
 *   0: it gives MB to two decimals, so a file under 10 KB has no size to print), the
 *   amount of its payment. The detail names no tariff and no variation (contract §3.1), so they
 *   come from what this browser kept when it sent the request ({@link SentChoice}: the tariff
 *   chosen, or that the service had none; src/api/sentTariffs.ts, keyed by citizen and request),
 *   and only when that record names this request (same service; same number when both have one).
 *   Without it the receipt invents nothing: it says the tariff and variation are not recorded
 *   (`tariffUnknown`) and gives the amount the detail holds, or says that none is recorded either.
 *   A price matching the amount is never taken for the choice: two variations may cost the same,
 *   and the ministry may ask for another amount (a payment required action, contract §3.3).
 */
import type { SchemaExpertForm, SchemaPrice, SchemaRequestDetail } from '../api/generated/admin';
import { parseExpertForm, type FormModel } from './expertForm';
import type { ReviewFile, ReviewItem, ReviewSection, ReviewValue } from './expertForm/review';
import { reviewFromStored, type ReceiptSection, type SentFiles } from './storedReview';
import { formatAnswerValue } from './format/answers';
import { formatDocument } from './format/identity';
import { formatMoneyRD, parseAmount } from './format/money';
import { requestNumber } from './requestDetail';

/** The tariff (price concept), the chosen variation and its price as 'RD$ 7,000.00'. */
export interface ReceiptTariff {
  readonly concept: string;
  readonly variation: string;
  readonly price: string;
}

/** A document of the request: its name (with extension) and size in MB when known. */
export interface ReceiptFile {
  readonly name: string;
  readonly sizeMb: number | null;
}

/** The receipt's content (see module documentation). */
export interface ReceiptData {
  readonly requestId: number;
  /** The request number; null while provisional (the receipt then names the id). */
  readonly number: string | null;
  readonly serviceName: string;
  /** The tariff chosen; null when none was (a service without prices) or when it is not known (`tariffUnknown`). */
  readonly tariff: ReceiptTariff | null;
  /**
   * True for a detail this browser did not send (or no longer remembers): the receipt says that the
   * tariff and variation are not recorded and gives {@link amount}. False when `tariff` is the choice.
   */
  readonly tariffUnknown: boolean;
  /** With `tariffUnknown`: the detail's payment amount as 'RD$ 7,000.00', null when it has none; else null. */
  readonly amount: string | null;
  /** Date and time of submission, 'dd/MM/yyyy HH:mm'. */
  readonly submittedAt: string;
  /** The applicant: full name when known, document number formatted (cédula 3-7-1). */
  readonly applicant: { readonly name: string | null; readonly document: string };
  readonly company: string | null;
  /**
   * Every answer as on the review page; a section title '' is a list of stored answers without the
   * form's layout (all of them when `layoutUnavailable`, else those the form does not know).
   */
  readonly sections: readonly ReceiptSection[];
  /** True when the form's layout could not be read: the answers are the detail's list, and the receipt says so. */
  readonly layoutUnavailable: boolean;
  readonly documents: readonly ReceiptFile[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'dd/MM/yyyy HH:mm' of a Date (local time). */
export function receiptStamp(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** 'dd/MM/yyyy HH:mm' of a backend stamp 'yyyy-MM-dd HH:mm[:ss]' (as written; anything else as sent). */
function stampText(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(value.trim());
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}` : value;
}

/** The applicant's full name from the session user's parts. */
export function applicantName(user: { name: string; first_last_name: string; second_last_name?: string | null }): string {
  return [user.name, user.first_last_name, user.second_last_name ?? ''].map((p) => p.trim()).filter(Boolean).join(' ');
}

/** What {@link receiptFromForm} reads: the sent request, the review, the tariff, the files, who and when. */
export interface FormReceiptInput {
  readonly created: { readonly RequestID: number | string; readonly code?: string | null };
  readonly serviceName: string;
  readonly tariff: ReceiptTariff | null;
  readonly sections: readonly ReviewSection[];
  readonly applicant: { readonly name: string; readonly first_last_name: string; readonly second_last_name?: string | null; readonly citizen_id: string };
  readonly company: string | null;
  readonly sentAt: Date;
}

/** The receipt of the request form just sent: the documents are the review's files. */
export function receiptFromForm(input: FormReceiptInput): ReceiptData {
  const documents = input.sections.flatMap((s) => s.items.flatMap((i) => (i.value.kind === 'files' ? i.value.files.map((f) => ({ name: f.name, sizeMb: f.sizeMb })) : [])));
  const code = input.created.code?.trim();
  return {
    requestId: Number(input.created.RequestID),
    number: code ? code : null,
    serviceName: input.serviceName,
    tariff: input.tariff,
    tariffUnknown: false,
    amount: null,
    submittedAt: receiptStamp(input.sentAt),
    applicant: { name: applicantName(input.applicant), document: formatDocument(input.applicant.citizen_id) },
    company: input.company,
    sections: input.sections,
    layoutUnavailable: false,
    documents,
  };
}

const record = (v: unknown): Record<string, unknown> | null => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const textOf = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' || typeof v === 'boolean' ? String(v) : Array.isArray(v) ? v.map(textOf).filter(Boolean).join(', ') : '');
const NO_ANSWER_TYPES = new Set(['header', 'file', 'grid', 'rules', 'rulesprice']);

/**
 * A stored answer or grid cell (`{ type, value, labelValue, Mask }`, contract §2.9) as the review
 * shows it, or null when it is no answer (not an object, the literal `false` of a hidden field,
 * contract §5 item 9, an empty value, a header, file, grid or rules carrier): options by their
 * label (a checkbox group by the ticked options' labels; the existing client's `[field label]` as
 * stored), dates dd/MM/yyyy, amounts (mask 12) 'RD$ …', cédula / RNC / phones by their mask (an
 * answer without `Mask`, stored by the existing client, by its shape as the Detalles tab does: 11
 * digits 3-7-1, a 10-digit 809/829/849 number 3-3-4), anything else, and a value the mask cannot
 * format, as typed. A 'checkbox' answer is
 * {@link storedAnswerValue}'s `{ kind: 'yes' }` (contract §2.3 "shown as 'Si'"); here its text is null.
 */
export function storedAnswerText(answer: unknown): string | null {
  const value = storedAnswerValue(answer);
  return value?.kind === 'text' ? value.text : null;
}

/** {@link storedAnswerText} as a review value: a text, or `{ kind: 'yes' }` for a 'checkbox' answer; null when no answer. */
export function storedAnswerValue(answer: unknown): Extract<ReviewValue, { kind: 'text' | 'yes' }> | null {
  const item = record(answer);
  if (!item || item.value === false) return null;
  const type = textOf(item.type).toLowerCase();
  if (NO_ANSWER_TYPES.has(type)) return null;
  const value = textOf(item.value);
  if (value === '') return null;
  if (type === 'checkbox') return { kind: 'yes' };
  const text = answerTextOf(item, type, value);
  return { kind: 'text', text };
}

/** The text of a non-empty stored answer of `type` (see {@link storedAnswerText}). */
function answerTextOf(item: Record<string, unknown>, type: string, value: string): string {
  const label = textOf(item.labelValue);
  if (type === 'select' || type === 'radio-group' || type === 'checkbox-group') return label || value;
  if (type === 'date') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
  }
  const mask = item.Mask === undefined || item.Mask === null || textOf(item.Mask) === '' ? null : textOf(item.Mask);
  if (mask === '12') return formatMoneyRD(value) || value;
  // Without a mask (answers stored by the existing client) by the value's shape, as the Detalles tab (spec 001 §5 Formatters).
  return formatAnswerValue(value, mask);
}

/** A grid cell's text: as {@link storedAnswerText}, 'Sí' for a checkbox, '' when no answer. */
function cellText(cell: unknown): string {
  const value = storedAnswerValue(cell);
  return value === null ? '' : value.kind === 'yes' ? YES : value.text;
}

/** A checked box in a grid cell (a table cell holds text; contract §2.3 'Si', accented). */
const YES = 'Sí';

/** The stored grids (`{ [relationship]: [ { [sub]: cell } ] }`) as review items: columns by `MainLabel`. */
function gridItems(grid: unknown): ReviewItem[] {
  const groups = record(grid);
  if (!groups) return [];
  const items: ReviewItem[] = [];
  for (const [relationship, rowsValue] of Object.entries(groups)) {
    if (!Array.isArray(rowsValue)) continue;
    const names: string[] = [];
    const labels: string[] = [];
    for (const row of rowsValue) {
      for (const [name, cell] of Object.entries(record(row) ?? {})) {
        if (names.includes(name) || storedAnswerValue(cell) === null) continue;
        names.push(name);
        labels.push(textOf(record(cell)?.MainLabel) || name);
      }
    }
    if (names.length === 0) continue;
    const rows = rowsValue.map((row) => names.map((n) => cellText(record(row)?.[n])));
    const value: ReviewValue = { kind: 'grid', columns: labels.map((text) => ({ text })), rows };
    items.push({ id: `grid:${relationship}`, label: { text: relationship }, value });
  }
  return items;
}

/**
 * The tariff (price concept) holding variation `variationId` among the service's `prices`, with the
 * variation's concept and price as 'RD$ 7,000.00'; null when no price holds it (or `variationId` is
 * null: a service without tariffs).
 */
export function chosenTariff(prices: readonly SchemaPrice[] | null | undefined, variationId: number | null): ReceiptTariff | null {
  if (variationId === null) return null;
  for (const price of prices ?? []) {
    const variation = price.variations.find((v) => v.id === variationId);
    if (variation) return { concept: price.concept, variation: variation.concept, price: formatMoneyRD(variation.price) || String(variation.price) };
  }
  return null;
}

/**
 * What this browser keeps of a request it sent (src/api/sentTariffs.ts): the request's id, service
 * and number (null while it has none), the tariff chosen (null: the service had none), the price
 * variation's id (null: none; the form's `rulesprice` entries depend on it, contract §2.5 (b)) and
 * the files of each file field by name and size (the detail does not say which field a document
 * was sent for, contract §3.1). A record kept before the last two existed reads them as null.
 */
export interface SentChoice {
  readonly requestId: number;
  readonly serviceId: number;
  readonly code: string | null;
  readonly tariff: ReceiptTariff | null;
  readonly variationId: number | null;
  readonly files: SentFiles | null;
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** A stored tariff read back: three non-empty texts, else undefined (not a tariff). */
function tariffOf(v: unknown): ReceiptTariff | null | undefined {
  if (v === null) return null;
  const t = record(v);
  return t && isText(t.concept) && isText(t.variation) && isText(t.price) ? { concept: t.concept, variation: t.variation, price: t.price } : undefined;
}

/** Kept files read back: per field name, the entries with a name and a size in MB; null when not a record. */
function filesOf(v: unknown): SentFiles | null {
  const byField = record(v);
  if (!byField) return null;
  const out: Record<string, ReviewFile[]> = {};
  for (const [name, list] of Object.entries(byField)) {
    if (!Array.isArray(list)) continue;
    out[name] = list.flatMap((f) => {
      const file = record(f);
      return file && isText(file.name) && typeof file.sizeMb === 'number' && Number.isFinite(file.sizeMb) && file.sizeMb >= 0 ? [{ name: file.name, sizeMb: file.sizeMb }] : [];
    });
  }
  return out;
}

/**
 * The kept record of a sent request (read from storage, so unchecked) when it is one of `detail`:
 * its shape holds ({@link SentChoice}), it names the same request id and service, and the same
 * number when both it and the detail have one; else null (a store reset reuses ids). A variation
 * that is no whole number and files that are no record read as null.
 */
export function sentChoiceFor(kept: unknown, detail: SchemaRequestDetail): SentChoice | null {
  const r = record(kept);
  if (!r) return null;
  const tariff = tariffOf(r.tariff);
  const code = isText(r.code) ? r.code.trim() : null;
  if (tariff === undefined || r.requestId !== detail.request.id || r.serviceId !== detail.request.service_id) return null;
  const detailCode = textOf(detail.request.code);
  if (code !== null && detailCode !== '' && code !== detailCode) return null;
  const variationId = Number.isSafeInteger(r.variationId) ? (r.variationId as number) : null;
  return { requestId: detail.request.id, serviceId: detail.request.service_id, code, tariff, variationId, files: filesOf(r.files) };
}

/** What {@link receiptFromDetail} reads besides the detail. */
export interface DetailReceiptContext {
  /** The viewer: their name is the applicant's when they own the request. */
  readonly viewer: { readonly citizen_id: string; readonly name: string; readonly first_last_name: string; readonly second_last_name?: string | null } | null;
  /** What this browser kept when the viewer sent this request (src/api/sentTariffs.ts), unchecked; null when nothing. */
  readonly sent: unknown;
  /** The request's expert form (GET /expertform/{id}/get/{citizenId}, contract §2.1); null when it could not be read. */
  readonly form: SchemaExpertForm | null;
}

/** The form's model, or null when the payload is none or has no step (its layout cannot be used). */
function modelOf(form: SchemaExpertForm | null): FormModel | null {
  if (form === null) return null;
  try {
    const model = parseExpertForm(form);
    return model.steps.length ? model : null;
  } catch {
    return null;
  }
}

/** The stored `data` items as a detail's single list (no layout): each answer by its label. */
function storedItems(data: readonly unknown[]): ReviewItem[] {
  return data.flatMap((item, i) => {
    const value = storedAnswerValue(item);
    const label = textOf(record(item)?.label) || textOf(record(item)?.key);
    return value === null ? [] : [{ id: `${textOf(record(item)?.key) || 'answer'}-${i}`, label: { text: label }, value }];
  });
}

/** The receipt of a request from its detail (see module documentation). */
export function receiptFromDetail(detail: SchemaRequestDetail, ctx: DetailReceiptContext): ReceiptData {
  const req = detail.request;
  const owner = textOf(req.doc_identification);
  const sent = sentChoiceFor(ctx.sent, detail);
  const amount = parseAmount(req.payment?.payment_amount ?? null);
  const grid: unknown = (detail as Record<string, unknown>).grid;
  const documents = (req.request_document ?? [])
    .filter((d) => d.origin_doc !== 1)
    .map((d) => {
      const ext = textOf(d.extension).replace(/^\./, '');
      const name = textOf(d.name);
      // The backend gives MB to two decimals: 0 is 'under 10 KB', not a size to print ('0 KB').
      const size = typeof d.size_mb === 'number' && Number.isFinite(d.size_mb) && d.size_mb > 0 ? d.size_mb : null;
      return { name: ext && !name.toLowerCase().endsWith(`.${ext.toLowerCase()}`) ? `${name}.${ext}` : name, sizeMb: size };
    });
  const viewer = ctx.viewer && ctx.viewer.citizen_id === owner ? ctx.viewer : null;
  const model = modelOf(ctx.form);
  let sections: ReceiptSection[];
  if (model) {
    const stored = { data: detail.data, grid, variationId: sent?.variationId ?? null, files: sent?.files ?? null, hasDocuments: documents.length > 0 };
    const review = reviewFromStored(model, stored);
    const others = [...storedItems(review.unknown.data), ...gridItems(review.unknown.grid)];
    sections = others.length ? [...review.sections, { step: -1, title: '', items: others }] : [...review.sections];
  } else {
    sections = [{ step: 0, title: '', items: [...storedItems(Array.isArray(detail.data) ? detail.data : []), ...gridItems(grid)] }];
  }
  return {
    requestId: req.id,
    number: requestNumber(req.code, req.provisional),
    serviceName: textOf(req.service?.name),
    tariff: sent?.tariff ?? null,
    tariffUnknown: sent === null,
    amount: sent === null && amount !== null ? formatMoneyRD(amount) : null,
    submittedAt: stampText(textOf(req.created_at)),
    applicant: { name: viewer ? applicantName(viewer) : null, document: formatDocument(owner) },
    company: textOf(req.company_name) || null,
    sections,
    layoutUnavailable: model === null,
    documents,
  };
}
