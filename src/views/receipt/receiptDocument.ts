/**
 * The texts of the 'Comprobante de solicitud' (issue 27 item 2): {@link ReceiptData}
 * (src/domain/receipt.ts) resolved into Spanish lines for the PDF writer (./receiptPdf.ts). Loaded
 * with the writer, only when 'Descargar comprobante' is pressed.
 *
 * Order: the ministry, the title; the facts (number, or the id while provisional; service; tariff,
 * variation and price, nothing when the service had no tariff, or, when they are not known, that
 * they are not recorded and the amount; date and time of submission; applicant; company when any);
 * then, when the form's layout could not be read, a note saying so; one section per step of the
 * review with every answer as the review shows it ('Sin respuesta' for an empty one, grids as
 * tables, files by name and size, or 'see Documentos' for a file field this browser did not
 * record), the answers without a step last; the documents with their names and sizes.
 */
import type { ReceiptData } from '../../domain/receipt';
import type { ReviewLabel } from '../../domain/expertForm';
import type { ReceiptValue } from '../../domain/storedReview';
import { fileSize } from '../../domain/format';
import { t } from '../../messages/es';
import '../../messages/es/files';
import '../../messages/es/receipt';
import '../../messages/es/requestForm';

/** One line of the receipt: a label and a text, a table, or a list under its label. */
export type ReceiptEntry =
  | { readonly kind: 'text'; readonly label: string; readonly text: string }
  | { readonly kind: 'table'; readonly label: string; readonly columns: readonly string[]; readonly rows: readonly (readonly string[])[] }
  | { readonly kind: 'list'; readonly label: string; readonly lines: readonly string[] };

/** Every text of the receipt, in order (the PDF writer's input). */
export interface ReceiptDocument {
  readonly ministry: string;
  readonly title: string;
  readonly subject: string;
  readonly createdAt: Date;
  readonly facts: readonly ReceiptEntry[];
  readonly sections: readonly { readonly title: string; readonly entries: readonly ReceiptEntry[] }[];
  /** 'Página n de N'. */
  readonly pageLabel: (page: number, total: number) => string;
  /** The download's file name ('comprobante-MER-2026-000123.pdf'). */
  readonly fileName: string;
}

/** 'N KB' below 1 MB (never '0 MB'), else 'N MB'. */
function sizeText(mb: number): string {
  const size = fileSize(mb);
  return t(size.unit === 'KB' ? 'files.sizeKb' : 'files.sizeMb', { n: size.n });
}

const labelText = (label: ReviewLabel) => (label.key ? t(label.key) : label.text);
const fileLine = (f: { name: string; sizeMb: number | null }) => (f.sizeMb === null ? f.name : t('receipt.file', { name: f.name, size: sizeText(f.sizeMb) }));

/** One answer as a receipt entry. */
function entryOf(label: string, value: ReceiptValue): ReceiptEntry {
  switch (value.kind) {
    case 'text':
      return { kind: 'text', label, text: value.text };
    case 'unanswered':
      return { kind: 'text', label, text: t('receipt.unanswered') };
    case 'yes':
      return { kind: 'text', label, text: t('receipt.yes') };
    case 'seeDocuments':
      return { kind: 'text', label, text: t('receipt.seeDocuments') };
    case 'files':
      return { kind: 'list', label, lines: value.files.map(fileLine) };
    case 'grid':
      return value.rows.length === 0
        ? { kind: 'text', label, text: t('receipt.noRows') }
        : { kind: 'table', label, columns: value.columns.map(labelText), rows: value.rows };
  }
}

/** The receipt's texts (see module documentation). */
export function receiptDocument(data: ReceiptData, createdAt: Date = new Date()): ReceiptDocument {
  const ref = data.number ?? String(data.requestId);
  const facts: ReceiptEntry[] = [
    data.number
      ? { kind: 'text', label: t('receipt.number'), text: data.number }
      : { kind: 'text', label: t('receipt.provisionalId'), text: t('receipt.provisionalValue', { id: data.requestId }) },
    { kind: 'text', label: t('receipt.service'), text: data.serviceName || t('receipt.notRecorded') },
  ];
  if (data.tariff) {
    facts.push(
      { kind: 'text', label: t('receipt.tariff'), text: data.tariff.concept },
      { kind: 'text', label: t('receipt.variation'), text: data.tariff.variation },
      { kind: 'text', label: t('receipt.price'), text: data.tariff.price },
    );
  } else if (data.tariffUnknown) {
    // A detail names no tariff (contract §3.1): say so, and give the amount it holds.
    facts.push(
      { kind: 'text', label: t('receipt.tariffAndVariation'), text: t('receipt.tariffUnknown') },
      { kind: 'text', label: t('receipt.amount'), text: data.amount ?? t('receipt.notRecorded') },
    );
  }
  facts.push({ kind: 'text', label: t('receipt.submittedAt'), text: data.submittedAt });
  facts.push({
    kind: 'text',
    label: t('receipt.applicant'),
    text: data.applicant.name ? t('receipt.applicantValue', { name: data.applicant.name, document: data.applicant.document }) : data.applicant.document,
  });
  if (data.company) facts.push({ kind: 'text', label: t('receipt.company'), text: data.company });
  const sections = data.sections.map((s) => ({
    title: s.title || t('receipt.answers'),
    entries: s.items.map((item) => entryOf(labelText(item.label), item.value)),
  }));
  // Without the form's layout the answers are the detail's list: say so before them.
  if (data.layoutUnavailable) facts.push({ kind: 'text', label: t('receipt.note'), text: t('receipt.layoutUnavailable') });
  sections.push({
    title: t('receipt.documents'),
    entries: [
      data.documents.length
        ? { kind: 'list', label: t('receipt.documents'), lines: data.documents.map(fileLine) }
        : { kind: 'text', label: t('receipt.documents'), text: t('receipt.noDocuments') },
    ],
  });
  return {
    ministry: t('receipt.ministry'),
    title: t('receipt.title'),
    subject: t('receipt.subject', { ref }),
    createdAt,
    facts,
    sections,
    pageLabel: (page, total) => t('receipt.page', { page, total }),
    fileName: t('receipt.fileName', { ref: ref.replace(/[^\w.-]+/g, '-') }),
  };
}
