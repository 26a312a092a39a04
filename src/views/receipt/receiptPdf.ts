/**
 * The 'Comprobante de solicitud' as a PDF (issue 27 item 2), written in the browser with pdf-lib
 * 1.17. This module (and so pdf-lib, ~190 KB gzipped) is only ever loaded by a dynamic import when
 * 'Descargar comprobante' is pressed (./DownloadReceipt.tsx), never on a first load.
 *
 * - A4 portrait (595.28 × 841.89 pt), 48 pt margins; Helvetica and Helvetica-Bold, the PDF standard
 *   fonts: real text (selectable, searchable), nothing embedded, Spanish accents and signs (á é í ó
 *   ú ü ñ ¿ ¡ º ª) in their WinAnsi encoding. A character that encoding lacks (an emoji, a
 *   non-Latin script) is written as '?' rather than failing the whole receipt.
 * - Every text wraps at word boundaries within its column (a word longer than the column is cut), so
 *   a 1,000-character answer fits; a grid is a small table (header row, one row per entry) that
 *   continues on the next page; every page has 'Página n de N' at its foot.
 * - The document's title, subject, author, language (es-DO) and creation date are set.
 *
 * Input: {@link ReceiptDocument}, texts already resolved and formatted by ./receiptDocument.ts.
 * Output: the PDF bytes. Throws only if pdf-lib itself fails.
 */
import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ReceiptDocument, ReceiptEntry } from './receiptDocument';

const MARGIN = 48;
const FOOTER = 28;
const TEXT = 10;
const SMALL = 9;
const LEADING = 1.3;
const LABEL_WIDTH = 190;
const GAP = 10;
const INK = rgb(0.12, 0.12, 0.14);
const MUTED = rgb(0.35, 0.35, 0.4);
const RULE = rgb(0.75, 0.76, 0.8);
const BRAND = rgb(0.0, 0.27, 0.53);

/** Text as the font can encode it: unsupported characters become '?', tabs and other controls a space. */
function encodable(supported: ReadonlySet<number>, text: string): string {
  let out = '';
  for (const ch of text.replace(/[\t\r\f\v]/g, ' ')) {
    const code = ch.codePointAt(0) as number;
    out += supported.has(code) ? ch : '?';
  }
  return out;
}

/** `text` wrapped into lines of at most `width` pt at `size` (paragraphs kept, long words cut). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      // A word wider than the column is cut where it reaches the edge.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut = Math.max(1, Math.floor(cut * 0.9));
        while (cut + 1 < rest.length && font.widthOfTextAtSize(rest.slice(0, cut + 1), size) <= width) cut += 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** The writer's cursor over the pages. */
class Writer {
  page: PDFPage;
  y: number;
  readonly width: number;
  readonly height: number;

  constructor(
    readonly pdf: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    private readonly supported: ReadonlySet<number>,
  ) {
    this.page = pdf.addPage(PageSizes.A4);
    [this.width, this.height] = PageSizes.A4;
    this.y = this.height - MARGIN;
  }

  get contentWidth(): number {
    return this.width - 2 * MARGIN;
  }

  /** Room for `height` pt on this page, else a new page. */
  need(height: number): void {
    if (this.y - height >= MARGIN + FOOTER) return;
    this.page = this.pdf.addPage(PageSizes.A4);
    this.y = this.height - MARGIN;
  }

  lines(text: string, width: number, size: number, font: PDFFont = this.font): string[] {
    return wrap(font, encodable(this.supported, text), size, width);
  }

  /** Draws wrapped `text` at `x` (from the current line), breaking pages as needed; moves the cursor below it. */
  paragraph(text: string, opts: { x?: number; width?: number; size?: number; bold?: boolean; color?: ReturnType<typeof rgb> } = {}): void {
    const size = opts.size ?? TEXT;
    const font = opts.bold ? this.bold : this.font;
    const step = size * LEADING;
    for (const line of this.lines(text, opts.width ?? this.contentWidth, size, font)) {
      this.need(step);
      this.y -= step;
      this.page.drawText(line, { x: MARGIN + (opts.x ?? 0), y: this.y + size * 0.25, size, font, color: opts.color ?? INK });
    }
  }

  /** A label and its value side by side (the label column {@link LABEL_WIDTH} pt); rows never split across pages when they fit one. */
  pair(label: string, value: string): void {
    const step = TEXT * LEADING;
    const valueWidth = this.contentWidth - LABEL_WIDTH - GAP;
    const left = this.lines(label, LABEL_WIDTH, TEXT, this.bold);
    const right = this.lines(value, valueWidth, TEXT);
    const rows = Math.max(left.length, right.length);
    if (rows * step <= this.height - 2 * MARGIN - FOOTER) this.need(rows * step);
    for (let i = 0; i < rows; i += 1) {
      this.need(step);
      this.y -= step;
      const baseline = this.y + TEXT * 0.25;
      if (left[i]) this.page.drawText(left[i], { x: MARGIN, y: baseline, size: TEXT, font: this.bold, color: MUTED });
      if (right[i]) this.page.drawText(right[i], { x: MARGIN + LABEL_WIDTH + GAP, y: baseline, size: TEXT, font: this.font, color: INK });
    }
    this.y -= 4;
  }

  rule(): void {
    this.need(8);
    this.y -= 4;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: this.width - MARGIN, y: this.y }, thickness: 0.6, color: RULE });
    this.y -= 4;
  }

  /** A small table: equal columns over the content width, a bold header row repeated on each new page. */
  table(columns: readonly string[], rows: readonly (readonly string[])[]): void {
    const n = Math.max(1, columns.length);
    const colWidth = this.contentWidth / n;
    const step = SMALL * LEADING;
    const pad = 3;
    const drawRow = (cells: readonly string[], font: PDFFont) => {
      const wrapped = cells.map((c) => this.lines(c, colWidth - 2 * pad, SMALL, font));
      const height = Math.max(1, ...wrapped.map((w) => w.length)) * step + 2 * pad;
      const fresh = this.y - height < MARGIN + FOOTER;
      this.need(height);
      return { wrapped, height, fresh };
    };
    const paint = (wrapped: string[][], height: number, font: PDFFont) => {
      const top = this.y;
      wrapped.forEach((lines, c) => {
        lines.forEach((line, i) => {
          this.page.drawText(line, { x: MARGIN + c * colWidth + pad, y: top - pad - (i + 1) * step + SMALL * 0.25, size: SMALL, font, color: INK });
        });
      });
      this.y -= height;
      this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: this.width - MARGIN, y: this.y }, thickness: 0.4, color: RULE });
    };
    const header = () => {
      const h = drawRow(columns, this.bold);
      paint(h.wrapped, h.height, this.bold);
    };
    header();
    for (const row of rows) {
      const r = drawRow(row, this.font);
      if (r.fresh) header();
      paint(r.wrapped, r.height, this.font);
    }
    this.y -= 6;
  }
}

/** One entry: label and text side by side; a table or a list under its label. */
function writeEntry(w: Writer, entry: ReceiptEntry): void {
  if (entry.kind === 'text') return w.pair(entry.label, entry.text);
  w.paragraph(entry.label, { bold: true, color: MUTED });
  if (entry.kind === 'list') {
    for (const line of entry.lines) w.paragraph(`• ${line}`, { x: 10, width: w.contentWidth - 10 });
    w.y -= 4;
    return;
  }
  w.table(entry.columns, entry.rows);
}

/**
 * The receipt's PDF bytes (see module documentation).
 * @param doc every text of the receipt, resolved and formatted
 */
export async function receiptPdf(doc: ReceiptDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setSubject(doc.subject);
  pdf.setAuthor(doc.ministry);
  pdf.setCreator(doc.ministry);
  pdf.setLanguage('es-DO');
  pdf.setCreationDate(doc.createdAt);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const supported = new Set(font.getCharacterSet());
  const w = new Writer(pdf, font, bold, supported);

  w.paragraph(doc.ministry, { bold: true, size: 12, color: BRAND });
  w.paragraph(doc.title, { bold: true, size: 18 });
  w.y -= 6;
  w.rule();
  for (const entry of doc.facts) writeEntry(w, entry);
  for (const section of doc.sections) {
    w.y -= 8;
    w.need(40);
    w.paragraph(section.title, { bold: true, size: 12, color: BRAND });
    w.rule();
    for (const entry of section.entries) writeEntry(w, entry);
  }

  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    const text = encodable(supported, doc.pageLabel(i + 1, pages.length));
    const size = SMALL;
    page.drawText(text, { x: (w.width - font.widthOfTextAtSize(text, size)) / 2, y: MARGIN - 10, size, font, color: MUTED });
  });
  return pdf.save();
}
