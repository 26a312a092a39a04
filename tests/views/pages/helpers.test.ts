/**
 * Pure helpers and loaders of the public/catalogue pages: accent-insensitive search, safe URLs,
 * route parameter parsing, the not-found rule, the video URL choice, HTML sanitising and the
 * content loaders (embedded backend).
 */
import { describe, expect, it } from 'vitest';
import { foldText, searchServices } from '../../../src/views/pages/catalogue/search';
import { isServiceMissing, loadFaq, loadGeneralInformation, loadService } from '../../../src/machines/reads';
import { parseServiceId } from '../../../src/domain/catalogue';
import { resolveVideoUrl, safeUrl } from '../../../src/domain/links';
import { looksLikeHtml, sanitizeHtml } from '../../../src/views/components/SafeHtml';
import { countOnlineServices } from '../../../src/views/pages/public/HomePage';
import { directions, questionandanswers } from '../../../src/mocks/data';
import { injectFault } from '../../../src/mocks/db';
import { useEmbeddedBackend } from './harness';

useEmbeddedBackend();

describe('search', () => {
  const list = [
    { id: 1, name: 'Licencia de Operación de hoteles', description: 'Alojamiento' },
    { id: 2, name: 'Clasificación provisional', description: 'Incentivos de la ley para proyectos en operación' },
    { id: 3, name: 'Guía turístico', description: null },
  ];

  it('folds accents, case and spaces', () => {
    expect(foldText('  LicÉncia   de  Operación ')).toBe('licencia de operacion');
    expect(foldText('Ñandú')).toBe('nandu');
  });

  it('matches every word in name or description, name matches first', () => {
    expect(searchServices(list, 'operacion').map((s) => s.id)).toEqual([1, 2]);
    expect(searchServices(list, 'OPERACIÓN incentivos').map((s) => s.id)).toEqual([2]);
    expect(searchServices(list, 'guia turistico').map((s) => s.id)).toEqual([3]);
    expect(searchServices([list[1], list[0]], 'operacion').map((s) => s.id)).toEqual([1, 2]);
  });

  it('a blank query matches nothing; no match gives []', () => {
    expect(searchServices(list, '   ')).toEqual([]);
    expect(searchServices(list, 'zzz')).toEqual([]);
  });
});

describe('safeUrl / resolveVideoUrl / parseServiceId / isServiceMissing', () => {
  it('accepts http(s) and same-origin paths only', () => {
    expect(safeUrl('/media/a.pdf')).toBe('/media/a.pdf');
    expect(safeUrl('https://x.invalid/a')).toBe('https://x.invalid/a');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,hi')).toBeNull();
    expect(safeUrl('//evil.invalid/x')).toBeNull();
    expect(safeUrl('   ')).toBeNull();
    expect(safeUrl(null)).toBeNull();
    expect(safeUrl('/media/a.pdf', false)).toBeNull();
  });

  it('video: the API URL wins, then the configured one, never a relative or script URL', () => {
    expect(resolveVideoUrl('https://a.invalid/v', 'https://b.invalid/v')).toBe('https://a.invalid/v');
    expect(resolveVideoUrl('', 'https://b.invalid/v')).toBe('https://b.invalid/v');
    expect(resolveVideoUrl('javascript:alert(1)', '')).toBeNull();
    expect(resolveVideoUrl('/embed/x', '')).toBeNull();
    expect(resolveVideoUrl('', '')).toBeNull();
  });

  it('service id: positive integers only', () => {
    expect(parseServiceId('12')).toBe(12);
    expect(parseServiceId('0')).toBeNull();
    expect(parseServiceId('1.5')).toBeNull();
    expect(parseServiceId('abc')).toBeNull();
    expect(parseServiceId(' 1')).toBeNull();
    expect(parseServiceId(undefined)).toBeNull();
  });

  it('missing service = rejected or HTTP 404; other failures are transient', () => {
    expect(isServiceMissing({ kind: 'rejected' })).toBe(true);
    expect(isServiceMissing({ kind: 'http', status: 404 })).toBe(true);
    expect(isServiceMissing({ kind: 'http', status: 500 })).toBe(false);
    expect(isServiceMissing({ kind: 'network' })).toBe(false);
    expect(isServiceMissing({ kind: 'malformed' })).toBe(false);
    expect(isServiceMissing(null)).toBe(false);
  });
});

describe('sanitizeHtml', () => {
  it('removes scripts, handlers, styles, frames and javascript: links; keeps text markup', async () => {
    const out = await sanitizeHtml(
      '<p style="color:red" onclick="x()">Hola <strong>mundo</strong></p><script>x()</script><iframe src="https://a"></iframe><a href="javascript:x()">a</a><a href="https://b.invalid" target="_blank">b</a>',
    );
    expect(out).toContain('<strong>mundo</strong>');
    expect(out).not.toMatch(/script|onclick|style=|iframe|javascript:/i);
    expect(out).toContain('rel="noopener noreferrer"');
    expect(await sanitizeHtml('<a href="https://b.invalid" target="_top">c</a>')).not.toContain('target');
  });

  it('tells HTML from plain text', () => {
    expect(looksLikeHtml('<p>Hola</p>')).toBe(true);
    expect(looksLikeHtml('Tarifa < 5 y > 2')).toBe(false);
    expect(looksLikeHtml('Texto plano')).toBe(false);
  });
});

describe('loaders', () => {
  it('general information by WordPress id; null for an unknown id', async () => {
    const r = await loadGeneralInformation(132);
    expect(r.ok && r.data).toMatch(/CONFOTUR/);
    const none = await loadGeneralInformation(999);
    expect(none).toEqual({ ok: true, data: null });
  });

  it('FAQ by key; [] for an unknown key; a failure is passed through', async () => {
    const r = await loadFaq('dpp');
    expect(r.ok && r.data.map((q) => q.question)).toEqual(questionandanswers.dpp.map((q) => q.question));
    expect(await loadFaq('nope')).toEqual({ ok: true, data: [] });
    const { clearCache } = await import('../../../src/api/cache');
    clearCache();
    injectFault({ method: 'GET', path: '/web/v1/questionandanswers', kind: 'network', times: 1 });
    const failed = await loadFaq('dpp');
    expect(failed.ok).toBe(false);
  });

  it('an unknown service is a `rejected` failure (redirect), a known one loads', async () => {
    const missing = await loadService(9999);
    expect(missing.ok ? null : missing.error.kind).toBe('rejected');
    const found = await loadService(1);
    expect(found.ok && found.data.id).toBe(1);
  });

  it('online procedures count excludes type_id 1', () => {
    const total = directions.flatMap((d) => d.services).length;
    const informational = directions.flatMap((d) => d.services).filter((s) => s.type_id === 1).length;
    expect(countOnlineServices(directions as never)).toBe(total - informational);
  });
});
