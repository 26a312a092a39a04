/**
 * Generates the demo documents of 'Consultas generales' → 'Documentos' (spec 000 §2 General queries
 * page, §3 document group, §7 GET /web/v1/documentsInfo): one small, valid, two-page PDF in Spanish
 * for every `.pdf` URL of the embedded backend's `documentsInfo` (src/mocks/data/content.ts), written
 * under `public/media/documentos/` (the URL path with `/media/` → `public/media/`).
 *
 * The content is a fictional summary for the demo, not the official text. Output is deterministic
 * (fixed creation/modification dates, no random ids beyond pdf-lib's), so re-running it only changes
 * files whose title changed. Uses pdf-lib (devDependency) and the standard Helvetica fonts, whose
 * WinAnsi encoding covers Spanish accents, 'ñ', '¿' and '¡'.
 *
 * Usage: `npx tsx scripts/make-demo-pdfs.ts` (prints each file and its size in bytes).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { documentsInfo } from '../src/mocks/data/content';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FIXED_DATE = new Date('2024-01-15T12:00:00Z');
/** A4 in PDF points (1/72 in). */
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const NAVY = rgb(0, 0.22, 0.46);

/** Splits `text` into lines no wider than `width` points at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws wrapped paragraphs from `y` downwards; returns the next free y. */
function paragraphs(page: PDFPage, font: PDFFont, texts: string[], y: number, size = 11): number {
  const width = PAGE[0] - 2 * MARGIN;
  for (const text of texts) {
    for (const line of wrap(text, font, size, width)) {
      page.drawText(line, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size * 1.5;
    }
    y -= size * 0.8;
  }
  return y;
}

/** Header band and footer of a page. */
function frame(page: PDFPage, bold: PDFFont, regular: PDFFont, number: number, total: number): void {
  page.drawRectangle({ x: 0, y: PAGE[1] - 48, width: PAGE[0], height: 48, color: NAVY });
  page.drawText('Ministerio de Turismo de la República Dominicana', { x: MARGIN, y: PAGE[1] - 30, size: 12, font: bold, color: rgb(1, 1, 1) });
  page.drawText(`Documento de demostración · Página ${number} de ${total}`, { x: MARGIN, y: 32, size: 9, font: regular, color: rgb(0.3, 0.33, 0.39) });
}

/** The PDF bytes of one demo document. */
async function makePdf(title: string, group: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor('Ministerio de Turismo (demostración)');
  doc.setSubject(group);
  doc.setLanguage('es-DO');
  doc.setProducer('scripts/make-demo-pdfs.ts');
  doc.setCreator('Portal de servicios MITUR (demostración)');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  const first = doc.addPage(PAGE);
  frame(first, bold, regular, 1, 2);
  let y = PAGE[1] - 96;
  first.drawText(group.toUpperCase(), { x: MARGIN, y, size: 10, font: bold, color: NAVY });
  y -= 28;
  for (const line of wrap(title, bold, 20, PAGE[0] - 2 * MARGIN)) {
    first.drawText(line, { x: MARGIN, y, size: 20, font: bold, color: NAVY });
    y -= 26;
  }
  y -= 12;
  paragraphs(
    first,
    regular,
    [
      'Este documento es un ejemplo ficticio del portal de servicios del Ministerio de Turismo. Su contenido no tiene valor legal y solo sirve para mostrar cómo se consultan los documentos desde la página de consultas generales.',
      'Para conocer el texto oficial y vigente, consulte las publicaciones del Ministerio de Turismo o diríjase a cualquiera de sus oficinas. ¿Tiene preguntas? Escríbanos desde la página de contacto del portal.',
      'Índice: 1. Objeto del documento. 2. Ámbito de aplicación. 3. Requisitos y plazos. 4. Disposiciones finales.',
    ],
    y,
  );

  const second = doc.addPage(PAGE);
  frame(second, bold, regular, 2, 2);
  paragraphs(
    second,
    regular,
    [
      '1. Objeto del documento. Describir de forma resumida la información que el ciudadano o la empresa necesita antes de iniciar su trámite.',
      '2. Ámbito de aplicación. Aplica a las personas físicas y jurídicas que solicitan servicios al Ministerio de Turismo en todo el territorio nacional.',
      '3. Requisitos y plazos. Los requisitos de cada servicio se publican en el catálogo del portal, junto con los pasos, las tarifas en pesos dominicanos (DOP) y el tiempo estimado de respuesta.',
      '4. Disposiciones finales. ¡Gracias por utilizar el portal de servicios!',
    ],
    PAGE[1] - 96,
  );

  return doc.save({ useObjectStreams: true });
}

for (const group of documentsInfo) {
  for (const { documentTitle, documentURL } of group.documents) {
    if (!documentURL.toLowerCase().endsWith('.pdf') || !documentURL.startsWith('/media/')) continue;
    const target = resolve(ROOT, 'public', documentURL.slice(1));
    mkdirSync(dirname(target), { recursive: true });
    const bytes = await makePdf(documentTitle, group.title);
    writeFileSync(target, bytes);
    console.log(`${documentURL} ${bytes.length}`);
  }
}
