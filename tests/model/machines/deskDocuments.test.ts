import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeSpecCitations } from './specCitations';
import { networkError } from './fixtures';
import type { DeskDocument, DocumentsPageInput } from '../../../src/machines/deskDocuments.machine';
import type { DocumentPage } from '../../../src/api/documents';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'deskDocuments',
  () => Promise.all([import('./deskDocuments.model'), import('../../../src/machines/deskDocuments.machine')]).then(([model, chart]) => ({ model, chart })),
  ({ model }) => model.deskDocumentsModel,
);
/** The loaded chart module (throws the load error in the test that asks for it). */
function chart() {
  return modules().chart;
}

if (ready) {
  defineModelTest(ready.model.deskDocumentsModel);
  // tests/model/meta.test.ts for this chart alone (its mutation run reads only this file).
  describeSpecCitations(ready.chart.deskDocumentsMachine);
}
describe('deskDocuments chart meta', () => {
  it('the chart itself names its spec section and what it shows', () => {
    expect(chart().deskDocumentsMachine.root.meta).toEqual({
      spec: 'spec 001 §2.1 Documents tab',
      shows: ['desk.documents.personal', 'desk.documents.institutional'],
    });
  });
});

const page = (n: number, last: number, name: string): DocumentPage => ({
  current_page: n,
  last_page: last,
  data: [{ name, extension: 'pdf', created_at: '2025-01-01 10:00:00', url: `/media/${name}.pdf`, size_mb: 1 }],
});

function start(load: (input: DocumentsPageInput) => Promise<DocumentPage>) {
  const calls: DocumentsPageInput[] = [];
  const machine = chart().deskDocumentsMachine.provide({
    actors: {
      loadDocumentsPage: fromPromise<DocumentPage, DocumentsPageInput>(({ input }) => {
        calls.push(input);
        return load(input);
      }),
    },
  });
  return { actor: createActor(machine, { input: { citizenId: '00104567896' } }).start(), calls };
}

describe('deskDocuments chart (behaviour)', () => {
  it('each sub tab sends its own page and keeps it when the other is shown (contract §5 item 8)', async () => {
    const { actor, calls } = start(async (i) => page(i.page, 3, `o${i.origin}p${i.page}`));
    await waitFor(actor, (s) => s.matches({ personal: 'ready' }));
    actor.send({ type: 'page.change', origin: 0, page: 2 });
    await waitFor(actor, (s) => s.matches({ personal: 'ready' }));
    actor.send({ type: 'tab.select', origin: 1 });
    await waitFor(actor, (s) => s.matches({ institutional: 'ready' }));
    actor.send({ type: 'page.change', origin: 1, page: 3 });
    await waitFor(actor, (s) => s.matches({ institutional: 'ready' }));
    actor.send({ type: 'tab.select', origin: 0 });
    expect(calls).toEqual([
      { citizenId: '00104567896', origin: 0, page: 1 },
      { citizenId: '00104567896', origin: 0, page: 2 },
      { citizenId: '00104567896', origin: 1, page: 1 },
      { citizenId: '00104567896', origin: 1, page: 3 },
    ]);
    const { lists } = actor.getSnapshot().context;
    expect(lists[0].page).toBe(2);
    expect(lists[0].documents[0].fileName).toBe('o0p2.pdf');
    expect(lists[1].documents[0].fileName).toBe('o1p3.pdf');
  });

  it('a failed page says so; a retry asks the same page again; a second click while loading sends nothing', async () => {
    let fail = true;
    const { actor, calls } = start(async (i) => {
      if (i.page === 2 && fail) throw networkError;
      return page(i.page, 2, `p${i.page}`);
    });
    await waitFor(actor, (s) => s.matches({ personal: 'ready' }));
    actor.send({ type: 'page.change', origin: 0, page: 2 });
    actor.send({ type: 'page.change', origin: 0, page: 2 });
    await waitFor(actor, (s) => s.matches({ personal: 'failed' }));
    expect(calls).toHaveLength(2);
    fail = false;
    actor.send({ type: 'documents.retry', origin: 0 });
    await waitFor(actor, (s) => s.matches({ personal: 'ready' }));
    expect(calls.at(-1)).toEqual({ citizenId: '00104567896', origin: 0, page: 2 });
  });

  it('pages 1..last_page other than the current one are read; the current page, 0, 1.5 and beyond last_page send nothing (spec 001 §2.1 paginated)', async () => {
    const { actor, calls } = start(async (i) => page(i.page, 3, `p${i.page}`));
    const ready = () => waitFor(actor, (s) => s.matches({ personal: 'ready' }), { timeout: 2000 });
    await ready();
    for (const n of [1, 0, 1.5, 4]) {
      actor.send({ type: 'page.change', origin: 0, page: n });
      expect(actor.getSnapshot().matches({ personal: 'ready' })).toBe(true);
    }
    actor.send({ type: 'page.change', origin: 0, page: 3 });
    await ready();
    actor.send({ type: 'page.change', origin: 0, page: 1 });
    await ready();
    expect(calls.map((c) => [c.origin, c.page])).toEqual([
      [0, 1],
      [0, 3],
      [0, 1],
    ]);
  });

  it('an empty page shows no rows and its last_page; a failed institutional page is retried by its own sub tab only (spec 001 §2.1)', async () => {
    const answers: Array<() => DocumentPage> = [
      () => page(1, 2, 'personal'),
      () => ({ current_page: 2, last_page: 1, data: [] }),
      () => page(1, 2, 'institutional'),
      () => {
        throw networkError;
      },
      () => ({ current_page: 2, last_page: 1, data: [] }),
    ];
    const { actor, calls } = start(async () => answers.shift()!());
    await waitFor(actor, (s) => s.matches({ personal: 'ready' }), { timeout: 2000 });
    actor.send({ type: 'page.change', origin: 0, page: 2 });
    await waitFor(actor, (s) => s.matches({ personal: 'empty' }), { timeout: 2000 });
    expect(actor.getSnapshot().context.lists[0]).toEqual({ page: 2, lastPage: 1, documents: [] });

    actor.send({ type: 'tab.select', origin: 1 });
    await waitFor(actor, (s) => s.matches({ institutional: 'ready' }), { timeout: 2000 });
    actor.send({ type: 'page.change', origin: 1, page: 2 });
    await waitFor(actor, (s) => s.matches({ institutional: 'failed' }), { timeout: 2000 });
    expect(actor.getSnapshot().context.lists[1].documents.map((d) => d.fileName)).toEqual(['institutional.pdf']);
    actor.send({ type: 'documents.retry', origin: 0 });
    expect([actor.getSnapshot().matches({ institutional: 'failed' }), calls.length]).toEqual([true, 4]);
    actor.send({ type: 'documents.retry', origin: 1 });
    await waitFor(actor, (s) => s.matches({ institutional: 'empty' }), { timeout: 2000 });
    expect(calls.at(-1)).toEqual({ citizenId: '00104567896', origin: 1, page: 2 });
    expect(actor.getSnapshot().context.lists[1]).toEqual({ page: 2, lastPage: 1, documents: [] });
  });

  it('a PDF or an image with a url opens in the viewer, other types do not; closing empties it (spec 000 §9 viewable types; spec 001 §2.1)', async () => {
    const { actor } = start(async (i) => page(i.page, 1, 'x'));
    const row = (fileName: string, extension: string, viewer: DeskDocument['viewer']): DeskDocument => ({
      fileName,
      extension,
      type: { key: 'desk.documents.types.pdf' },
      date: '2025-01-01 10:00:00',
      url: `/media/${fileName}`,
      size: null,
      viewer,
    });
    actor.send({ type: 'document.open', document: row('Hoja.xlsx', 'xlsx', null) });
    expect([actor.getSnapshot().matches({ viewer: 'closed' }), actor.getSnapshot().context.viewing]).toEqual([true, null]);
    actor.send({ type: 'document.open', document: row('Acta.pdf', 'pdf', 'pdf') });
    expect([actor.getSnapshot().matches({ viewer: 'open' }), actor.getSnapshot().context.viewing]).toEqual([
      true,
      { title: 'Acta.pdf', url: '/media/Acta.pdf', kind: 'pdf' },
    ]);
    actor.send({ type: 'viewer.close' });
    expect([actor.getSnapshot().matches({ viewer: 'closed' }), actor.getSnapshot().context.viewing]).toEqual([true, null]);
    actor.send({ type: 'document.open', document: row('Foto.png', 'png', 'image') });
    expect(actor.getSnapshot().context.viewing).toEqual({ title: 'Foto.png', url: '/media/Foto.png', kind: 'image' });
  });
});

describe('document rows', () => {
  const documentType = (extension: string) => chart().documentType(extension);
  const toDeskDocument = (row: Parameters<ReturnType<typeof chart>['toDeskDocument']>[0]) => chart().toDeskDocument(row);
  const pageRows = (page: DocumentPage) => chart().pageRows(page);
  it('types read from the extension, MIME subtypes included', () => {
    expect(documentType('pdf')).toEqual({ key: 'desk.documents.types.pdf' });
    expect(documentType('docx')).toEqual({ key: 'desk.documents.types.other', params: { ext: 'DOCX' } });
    expect(documentType('')).toEqual({ key: 'desk.documents.types.unknown' });
    expect(toDeskDocument({ name: 'Hoja', extension: 'vnd.ms-excel', created_at: '2024-12-09 17:12:45', url: '/x/hoja.xls', size_mb: 0.0003 })).toEqual({
      fileName: 'Hoja.xls',
      extension: 'xls',
      type: { key: 'desk.documents.types.xls' },
      date: '2024-12-09 17:12:45',
      url: '/x/hoja.xls',
      size: { unit: 'KB', n: 1 },
      viewer: null,
    });
    expect(toDeskDocument({ name: 'Foto', extension: 'jpeg', created_at: 'nunca', url: '//evil.example/x', size_mb: 1 })).toMatchObject({
      date: '',
      url: null,
      viewer: 'image',
      size: { unit: 'MB', n: 1 },
    });
  });

  it('every known type by name (spec 001 §2.1 "type"); odd wire values read safely (contract D4)', () => {
    for (const ext of ['pdf', 'png', 'jpg', 'jpeg', 'xls', 'xlsx', 'kmz', 'kml', 'dwg'])
      expect(documentType(ext)).toEqual({ key: `desk.documents.types.${ext}` });
    expect(toDeskDocument({ name: '  Acta  ', extension: 'pdf', created_at: '2025-02-03 04:05:06', url: '/a.pdf', size_mb: 2 })).toMatchObject({
      fileName: 'Acta.pdf',
      viewer: 'pdf',
      size: { unit: 'MB', n: 2 },
    });
    expect(toDeskDocument({ name: 'Sin extension', extension: '', created_at: '2025-02-03 04:05:06', url: '/a', size_mb: Number.NaN })).toMatchObject({
      fileName: 'Sin extension',
      extension: '',
      type: { key: 'desk.documents.types.unknown' },
      size: null,
      viewer: null,
    });
    const odd = { name: 7, extension: 3, created_at: 5, url: 9, size_mb: '2' } as unknown as Parameters<typeof toDeskDocument>[0];
    expect(toDeskDocument(odd)).toEqual({
      fileName: '',
      extension: '',
      type: { key: 'desk.documents.types.unknown' },
      date: '',
      url: null,
      size: null,
      viewer: null,
    });
  });

  it('rows newest first; equal or unreadable dates keep the server order, unreadable last', () => {
    const doc = (name: string, created_at: unknown) => ({ name, extension: 'pdf', created_at, url: `/${name}.pdf`, size_mb: 1 });
    const rows = pageRows({
      current_page: 1,
      last_page: 1,
      data: [
        doc('a', 'x'),
        doc('b', '2025-01-01 10:00:00'),
        doc('c', '2025-03-01 10:00:00'),
        doc('d', '2025-01-01 10:00:00'),
        doc('e', null),
        doc('f', 1767225600000),
      ],
    } as unknown as DocumentPage);
    // A number is no wire date (contract D4: 'yyyy-MM-dd HH:mm:ss' text): unreadable, last.
    expect(rows.map((r) => r.fileName)).toEqual(['c.pdf', 'b.pdf', 'd.pdf', 'a.pdf', 'e.pdf', 'f.pdf']);
  });

  it('last_page is a whole page count of at least 1; a viewable row without url opens no viewer', async () => {
    const pages = [
      { current_page: 1, last_page: 2.7, data: [{ name: 'x', extension: 'pdf', created_at: '2025-01-01 10:00:00', url: '/x.pdf', size_mb: 1 }] },
      { current_page: 1, last_page: 0, data: [{ name: 'y', extension: 'pdf', created_at: '2025-01-01 10:00:00', url: '/y.pdf', size_mb: 1 }] },
    ] as DocumentPage[];
    const { actor } = start(async () => pages.shift()!);
    await waitFor(actor, (s) => s.matches({ personal: 'ready' }));
    expect(actor.getSnapshot().context.lists[0].lastPage).toBe(2);
    actor.send({ type: 'tab.select', origin: 1 });
    await waitFor(actor, (s) => s.matches({ institutional: 'ready' }));
    expect(actor.getSnapshot().context.lists[1].lastPage).toBe(1);
    actor.send({ type: 'document.open', document: { ...toDeskDocument({ name: 'z', extension: 'pdf', created_at: null, url: null, size_mb: 1 } as never) } });
    expect(actor.getSnapshot().matches({ viewer: 'closed' })).toBe(true);
  });
});
