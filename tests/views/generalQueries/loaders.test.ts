/**
 * Loaders and filters of /app/generalQueries (spec 000 §3 document group and map item, §7
 * GET /web/v1/generalQueriesMaps and /web/v1/documentsInfo, §9 viewable types pdf, png, jpg, jpeg):
 * untrusted content becomes safe display data; the type/title filter.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { extensionOf, viewerKindOf, type InfoDocumentGroup } from '../../../src/domain/content';
import { loadDocumentGroups, loadGeneralQueryMaps } from '../../../src/machines/pageReads';
import { countDocuments, filterDocuments, NO_FILTER } from '../../../src/views/pages/content/documentFilter';
import { server } from '../../../src/mocks/node';
import { clearCache } from '../../../src/api/cache';
import { useResetTestEnv } from '../reset/harness';

useResetTestEnv();

describe('extension and viewer kind', () => {
  it.each([
    ['/media/a/b.PDF', 'pdf', 'pdf'],
    ['https://x.test/doc.jpeg?v=2#p', 'jpeg', 'image'],
    ['/m/plano.png', 'png', 'image'],
    ['/m/foto.JPG', 'jpg', 'image'],
    ['/m/plantilla.xlsx', 'xlsx', null],
    ['/m/sin-extension', '', null],
    ['/m.dir/.hidden', '', null],
  ])('%s → %s (%s)', (url, ext, kind) => {
    expect(extensionOf(url)).toBe(ext);
    expect(viewerKindOf(extensionOf(url))).toBe(kind);
  });
});

describe('loaders', () => {
  it('maps: seed data as display data; unsafe/incomplete items left out; a missing preview falls back to the image', async () => {
    const seed = await loadGeneralQueryMaps();
    expect(seed.ok && seed.data.length).toBe(6);
    server.use(
      http.get('*/web/v1/generalQueriesMaps', () =>
        HttpResponse.json([
          { title: ' Polo A ', previewURL: '', imageURL: '/a.png' },
          { title: 'Polo B', previewURL: 'javascript:alert(1)', imageURL: 'data:image/png;base64,xx' },
          { title: 'Polo C', previewURL: 'https://cdn.test/c-mini.jpg', imageURL: 'https://cdn.test/c.jpg' },
          'basura',
        ]),
      ),
    );
    clearCache();
    const result = await loadGeneralQueryMaps();
    expect(result).toEqual({
      ok: true,
      data: [
        { title: 'Polo A', previewUrl: '/a.png', imageUrl: '/a.png' },
        { title: 'Polo C', previewUrl: 'https://cdn.test/c-mini.jpg', imageUrl: 'https://cdn.test/c.jpg' },
      ],
    });
  });

  it('documents: kinds from the extension; unsafe documents and empty groups left out; a non-list body fails', async () => {
    server.use(
      http.get('*/web/v1/documentsInfo', () =>
        HttpResponse.json([
          {
            id: 4,
            title: 'Planos',
            documents: [
              { documentTitle: 'Plano', documentURL: '/p.JPG' },
              { documentTitle: 'Malo', documentURL: 'javascript:alert(1)' },
              { documentTitle: '', documentURL: '/x.pdf' },
            ],
          },
          { id: 5, title: 'Vacío', documents: [{ documentTitle: 'Malo', documentURL: 'vbscript:x' }] },
        ]),
      ),
    );
    expect(await loadDocumentGroups()).toEqual({
      ok: true,
      data: [{ id: '4', title: 'Planos', documents: [{ title: 'Plano', url: '/p.JPG', extension: 'jpg', viewer: 'image' }] }],
    });
    server.use(http.get('*/web/v1/documentsInfo', () => HttpResponse.json({ nope: true })));
    clearCache();
    const failed = await loadDocumentGroups();
    expect(failed.ok).toBe(false);
  });
});

describe('filterDocuments', () => {
  const doc = (title: string) => ({ title, url: `/${title}.pdf`, extension: 'pdf', viewer: 'pdf' as const });
  const groups: InfoDocumentGroup[] = [
    { id: '1', title: 'Leyes', documents: [doc('Ley Orgánica de Turismo'), doc('Ley de Fomento')] },
    { id: '2', title: 'Guías', documents: [doc('Guía de licencias'), doc('Manual de marca')] },
  ];

  it('no filter returns the same groups', () => {
    expect(filterDocuments(groups, NO_FILTER)).toEqual(groups);
    expect(countDocuments(groups)).toBe(4);
  });

  it('by type, by every word of the title ignoring case/accents/spaces, and both', () => {
    expect(filterDocuments(groups, { type: '2', query: '' }).map((g) => g.id)).toEqual(['2']);
    expect(filterDocuments(groups, { type: '', query: '  ORGANICA   turismo ' })).toEqual([{ ...groups[0], documents: [groups[0].documents[0]] }]);
    expect(filterDocuments(groups, { type: '', query: 'guia' })[0].documents.map((d) => d.title)).toEqual(['Guía de licencias']);
    expect(filterDocuments(groups, { type: '1', query: 'guia' })).toEqual([]);
    expect(filterDocuments(groups, { type: '99', query: '' })).toEqual([]);
    expect(countDocuments(filterDocuments(groups, { type: '', query: 'de' }))).toBe(4);
  });
});
