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
 *   is no longer at hand: its stored answers formatted as the review formats them (by type and
 *   `Mask`), its grids as tables, its documents (the size when the backend gives `size_mb`), the
 *   amount of its payment. The detail names no variation (contract §3.1): the tariff and variation
 *   are those of the service's prices whose price equals the request's amount when exactly one
 *   does; otherwise only the amount is given.
 */
import type { SchemaPrice, SchemaRequestDetail } from '../api/generated/admin';
import type { ReviewItem, ReviewSection, ReviewValue } from './expertForm/review';
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
  readonly tariff: ReceiptTariff | null;
  /** The amount as 'RD$ 7,000.00' when no tariff could be named (a detail); else null. */
  readonly amount: string | null;
  /** Date and time of submission, 'dd/MM/yyyy HH:mm'. */
  readonly submittedAt: string;
  /** The applicant: full name when known, document number formatted (cédula 3-7-1). */
  readonly applicant: { readonly name: string | null; readonly document: string };
  readonly company: string | null;
  /** Every answer as on the review page; a section title '' is a detail's single list of answers. */
  readonly sections: readonly ReviewSection[];
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
    amount: null,
    submittedAt: receiptStamp(input.sentAt),
    applicant: { name: applicantName(input.applicant), document: formatDocument(input.applicant.citizen_id) },
    company: input.company,
    sections: input.sections,
    documents,
  };
}

const record = (v: unknown): Record<string, unknown> | null => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const textOf = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' || typeof v === 'boolean' ? String(v) : Array.isArray(v) ? v.map(textOf).filter(Boolean).join(', ') : '');
const NO_ANSWER_TYPES = new Set(['header', 'file', 'grid', 'rules', 'rulesprice']);

/**
 * A stored answer or grid cell (`{ type, value, labelValue, Mask }`, contract §2.9) as the review
 * shows it, or null when it is no answer: options by their label, dates dd/MM/yyyy, amounts (mask
 * 12) 'RD$ …', cédula / RNC / phones by their mask, anything else as typed.
 */
export function storedAnswerText(answer: unknown): string | null {
  const item = record(answer);
  if (!item || item.value === false) return null;
  const type = textOf(item.type).toLowerCase();
  if (NO_ANSWER_TYPES.has(type)) return null;
  const value = textOf(item.value);
  if (value === '') return null;
  const label = textOf(item.labelValue);
  if (type === 'select' || type === 'radio-group' || type === 'checkbox-group' || type === 'checkbox') return label || value;
  if (type === 'date') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
  }
  const mask = item.Mask === undefined || item.Mask === null || textOf(item.Mask) === '' ? null : textOf(item.Mask);
  if (mask === '12') return formatMoneyRD(value) || value;
  return mask === null ? value : formatAnswerValue(value, mask);
}

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
        if (names.includes(name) || storedAnswerText(cell) === null) continue;
        names.push(name);
        labels.push(textOf(record(cell)?.MainLabel) || name);
      }
    }
    if (names.length === 0) continue;
    const rows = rowsValue.map((row) => names.map((n) => storedAnswerText(record(row)?.[n]) ?? ''));
    const value: ReviewValue = { kind: 'grid', columns: labels.map((text) => ({ text })), rows };
    items.push({ id: `grid:${relationship}`, label: { text: relationship }, value });
  }
  return items;
}

/** The one tariff whose price equals `amount` (null when none or several do). */
function tariffOfAmount(prices: readonly SchemaPrice[] | null | undefined, amount: number | null): ReceiptTariff | null {
  if (amount === null) return null;
  const found = (prices ?? []).flatMap((p) => p.variations.filter((v) => parseAmount(v.price) === amount).map((v) => ({ concept: p.concept, variation: v.concept, price: formatMoneyRD(v.price) })));
  return found.length === 1 ? found[0] : null;
}

/** What {@link receiptFromDetail} reads besides the detail. */
export interface DetailReceiptContext {
  /** The viewer: their name is the applicant's when they own the request. */
  readonly viewer: { readonly citizen_id: string; readonly name: string; readonly first_last_name: string; readonly second_last_name?: string | null } | null;
  /** The service's prices (GET /services/{id}), when read; null otherwise. */
  readonly prices: readonly SchemaPrice[] | null;
}

/** The receipt of a request from its detail (see module documentation). */
export function receiptFromDetail(detail: SchemaRequestDetail, ctx: DetailReceiptContext): ReceiptData {
  const req = detail.request;
  const owner = textOf(req.doc_identification);
  const amount = parseAmount(req.payment?.payment_amount ?? null);
  const tariff = tariffOfAmount(ctx.prices, amount);
  const answers: ReviewItem[] = (detail.data ?? []).flatMap((item, i) => {
    const text = storedAnswerText(item);
    const label = textOf(record(item)?.label) || textOf(record(item)?.key);
    return text === null ? [] : [{ id: `${textOf(record(item)?.key) || 'answer'}-${i}`, label: { text: label }, value: { kind: 'text', text } as ReviewValue }];
  });
  const grids = gridItems((detail as Record<string, unknown>).grid);
  const documents = (req.request_document ?? [])
    .filter((d) => d.origin_doc !== 1)
    .map((d) => {
      const ext = textOf(d.extension).replace(/^\./, '');
      const name = textOf(d.name);
      const size = typeof d.size_mb === 'number' && Number.isFinite(d.size_mb) ? d.size_mb : null;
      return { name: ext && !name.toLowerCase().endsWith(`.${ext.toLowerCase()}`) ? `${name}.${ext}` : name, sizeMb: size };
    });
  const viewer = ctx.viewer && ctx.viewer.citizen_id === owner ? ctx.viewer : null;
  return {
    requestId: req.id,
    number: requestNumber(req.code, req.provisional),
    serviceName: textOf(req.service?.name),
    tariff,
    amount: tariff === null && amount !== null && amount > 0 ? formatMoneyRD(amount) : null,
    submittedAt: stampText(textOf(req.created_at)),
    applicant: { name: viewer ? applicantName(viewer) : null, document: formatDocument(owner) },
    company: textOf(req.company_name) || null,
    sections: [{ step: 0, title: '', items: [...answers, ...grids] }],
    documents,
  };
}
