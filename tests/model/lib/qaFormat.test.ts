/**
 * The formatter of the QA test cases (tests/model/lib/qaFormat.ts; issue 29 item 2): a file by its
 * name and size, NaN, long values cut with '…', a delay's duration, message keys (with parameters)
 * as their Spanish texts, lines of at most 160 characters, and RFC 4180 CSV with a BOM. Expected
 * texts are written from the brief and src/messages/es (the catalogue's own words), not from the code.
 */
import { describe, expect, it } from 'vitest';
import { csvField, cut, delayText, formatValue, MAX_LINE, messageText, parseCsv, rawKeys, resolveKeys, sizeText, toCsv, wrap } from './qaFormat';

describe('formatValue', () => {
  it('writes a file as its name and size', () => {
    expect(formatValue(new File([new Uint8Array(120 * 1024)], 'nombre.pdf', { type: 'application/pdf' }))).toBe('nombre.pdf (120 KB)');
    expect(formatValue(new File(['%PDF-1.4'], 'a.pdf'))).toBe('a.pdf (8 B)');
    expect(formatValue([new File([new Uint8Array(2.5 * 1024 * 1024)], 'plano.pdf')])).toBe('[plano.pdf (2,5 MB)]');
    expect(formatValue({ proof: new File(['x'], 'comprobante.png') })).toBe('{ proof: comprobante.png (1 B) }');
  });

  it('writes NaN, infinities, empty values and booleans as a tester reads them', () => {
    expect(formatValue(Number.NaN)).toBe('NaN (no numérico)');
    expect(formatValue({ percent: Number.NaN })).toBe('{ percent: NaN (no numérico) }');
    expect(formatValue(Number.POSITIVE_INFINITY)).toBe('infinito');
    expect(formatValue(null)).toBe('(vacío)');
    expect(formatValue('')).toBe('«» (vacío)');
    expect([formatValue(true), formatValue(false)]).toEqual(['sí', 'no']);
    expect(formatValue(7000)).toBe('7000');
    expect(formatValue({ error: 'contact.failure' })).toBe('{ error: «Ha ocurrido un error» }');
  });

  it('cuts a long value with … at the limit', () => {
    const long = 'x'.repeat(1189);
    const text = formatValue(long);
    expect([...text].length).toBe(60);
    expect(text.endsWith('…')).toBe(true);
    expect(formatValue({ output: [long, long] }, 40)).toHaveLength(40);
    expect(cut('abcdef', 4)).toBe('abc…');
    expect(cut('abc', 4)).toBe('abc');
  });

  it('writes sizes in B, KB and MB with a decimal comma', () => {
    expect([sizeText(512), sizeText(1536), sizeText(25 * 1024 * 1024)]).toEqual(['512 B', '2 KB', '25 MB']);
  });
});

describe('delayText', () => {
  it('says how long a delay waits, in seconds with a decimal comma', () => {
    expect(delayText(2500)).toBe('espere 2,5 s');
    expect(delayText(500)).toBe('espere 0,5 s');
    expect(delayText(2000)).toBe('espere 2 s');
    expect(delayText(60_000)).toBe('espere 60 s (1 min)');
  });
});

describe('message keys', () => {
  it('resolves a key to its Spanish text, parameters filled', () => {
    // src/messages/es/files.ts: maxSize 'El peso limite por archivo es de {n}mb'.
    expect(messageText('files.maxSize', { n: 120 })).toBe('«El peso limite por archivo es de 120mb»');
    expect(messageText('contact.success')).toBe('«Mensaje enviado satisfactoriamente»');
    expect(messageText('not.aKey')).toBeNull();
  });

  it('resolves keys inside a chart note and leaves other words', () => {
    expect(resolveKeys('error: requestForm.fillRequired')).toBe('error: «Llene todos los campos requeridos»');
    expect(resolveKeys('navigation to /app/myDesk')).toBe('navigation to /app/myDesk');
    expect(rawKeys('error: requestForm.fillRequired, www.mitur.gob.do')).toEqual(['requestForm.fillRequired']);
    expect(rawKeys(resolveKeys('error: requestForm.fillRequired'))).toEqual([]);
  });
});

describe('wrap', () => {
  it('breaks a long text at spaces into lines of at most 160 characters, continuation indented', () => {
    const text = Array.from({ length: 80 }, (_, i) => `palabra${i}`).join(' ');
    const lines = wrap(text, '1. ', '   ');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(MAX_LINE);
    expect(lines[0].startsWith('1. palabra0 ')).toBe(true);
    expect(lines[1].startsWith('   palabra')).toBe(true);
    expect(lines.join(' ').replace(/\s+/g, ' ').replace(/^1\. /, '')).toBe(text);
  });

  it('cuts a single word longer than a line', () => {
    const [line] = wrap('y'.repeat(400), '- ');
    expect([...line].length).toBe(MAX_LINE);
    expect(line.endsWith('…')).toBe(true);
  });
});

describe('CSV (RFC 4180)', () => {
  it('quotes fields with commas, quotes or line breaks and doubles the quotes', () => {
    expect(csvField('simple')).toBe('simple');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('Pulse «Enviar» "ya"')).toBe('"Pulse «Enviar» ""ya"""');
    expect(csvField('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('writes a BOM, CRLF records and reads back the same fields', () => {
    const rows = [
      ['Caso', 'Acción'],
      ['contact-P1', 'Escriba en «Teléfono», p. ej. "829-555-7788"\ny pulse «Enviar»'],
      ['contact-P2', ''],
    ];
    const csv = toCsv(rows);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toBe('\uFEFFCaso,Acción\r\ncontact-P1,"Escriba en «Teléfono», p. ej. ""829-555-7788""\ny pulse «Enviar»"\r\ncontact-P2,\r\n');
    expect(parseCsv(csv)).toEqual(rows);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('refuses a malformed document', () => {
    expect(() => parseCsv('a"b,c\r\n')).toThrow(/quote/);
    expect(() => parseCsv('"abc\r\n')).toThrow(/unterminated/);
  });
});
