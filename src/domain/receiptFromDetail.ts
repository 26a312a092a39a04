/**
 * The 'Comprobante de solicitud' of a request from its detail (issue 27 item 2; ./receipt.ts
 * documents what it holds and the two sources): the review rebuilt from the request's expert form
 * and stored answers (./storedReview.ts), or, without the form, the stored answers as one list
 * formatted as the review formats them; the tariff from this browser's record of the request
 * ({@link sentChoiceFor}). Pure. Loaded with the Detalles tab's receipt only (a dynamic import of
 * src/views/pages/requests/RequestDetailsPage.tsx), never with the request form.
 */
import type { SchemaExpertForm, SchemaRequestDetail } from '../api/generated/admin';
import { parseExpertForm, type FormModel } from './expertForm';
import type { ReviewFile, ReviewItem, ReviewValue } from './expertForm/review';
import { reviewFromStored, type ReceiptSection, type SentFiles } from './storedReview';
import { formatAnswerValue } from './format/answers';
import { formatDocument } from './format/identity';
import { formatMoneyRD, parseAmount } from './format/money';
import { requestNumber } from './requestDetail';
import { applicantName, type ReceiptData, type ReceiptTariff, type SentChoice } from './receipt';

/** 'dd/MM/yyyy HH:mm' of a backend stamp 'yyyy-MM-dd HH:mm[:ss]' (as written; anything else as sent). */
function stampText(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(value.trim());
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}` : value;
}

const record = (v: unknown): Record<string, unknown> | null =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const textOf = (v: unknown): string =>
  typeof v === 'string'
    ? v.trim()
    : typeof v === 'number' || typeof v === 'boolean'
      ? String(v)
      : Array.isArray(v)
        ? v.map(textOf).filter(Boolean).join(', ')
        : '';
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
      return file && isText(file.name) && typeof file.sizeMb === 'number' && Number.isFinite(file.sizeMb) && file.sizeMb >= 0
        ? [{ name: file.name, sizeMb: file.sizeMb }]
        : [];
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
