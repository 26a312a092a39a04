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
 * - `receiptFromDetail` (./receiptFromDetail.ts, loaded with the Detalles tab's receipt only, so the
 *   request form's chunks do not carry it): a request's detail (GET /requests/{id}, contract §3.1) when the form
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
import type { SchemaPrice } from '../api/generated/admin';
import type { ReviewSection } from './expertForm/review';
import type { ReceiptSection, SentFiles } from './storedReview';
import { formatDocument } from './format/identity';
import { formatMoneyRD } from './format/money';

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

/** The applicant's full name from the session user's parts. */
export function applicantName(user: { name: string; first_last_name: string; second_last_name?: string | null }): string {
  return [user.name, user.first_last_name, user.second_last_name ?? '']
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ');
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
  const documents = input.sections.flatMap((s) =>
    s.items.flatMap((i) => (i.value.kind === 'files' ? i.value.files.map((f) => ({ name: f.name, sizeMb: f.sizeMb })) : [])),
  );
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
