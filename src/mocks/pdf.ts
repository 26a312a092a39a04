/**
 * A tiny PDF writer for the demo back office's 'Emitir documento' (issue 8): one A4 page of
 * Helvetica text lines, a valid PDF 1.4 file (correct cross-reference offsets) that any viewer opens.
 * Text is encoded as WinAnsi (Latin-1), so Spanish accents and ñ show; other characters become '?'.
 */

/** Escapes a text line for a PDF string literal, as Latin-1 code units. */
function pdfString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    const c = code < 256 ? String.fromCharCode(code) : '?';
    out += c === '(' || c === ')' || c === '\\' ? `\\${c}` : c;
  }
  return `(${out})`;
}

/**
 * Builds a one-page PDF.
 * @param title first line, in 18 pt bold
 * @param lines following lines, 11 pt
 * @returns the file's bytes (`application/pdf`)
 */
export function makePdf(title: string, lines: readonly string[]): Uint8Array {
  const content = [
    'BT',
    '/F2 18 Tf',
    '56 770 Td',
    `${pdfString(title)} Tj`,
    '/F1 11 Tf',
    '0 -28 Td',
    ...lines.flatMap((line) => [`${pdfString(line)} Tj`, '0 -16 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is one Latin-1 byte, so string offsets are byte offsets.
  return Uint8Array.from(body, (c) => c.charCodeAt(0) & 0xff);
}
