/**
 * /app/generalQueries against the embedded backend (spec 000 §2 General queries page, §3 document
 * group and map item, §7 GET /web/v1/generalQueriesMaps and /web/v1/documentsInfo, §9 viewable
 * types; issue 4 shared document viewer): map cards open the zoomable viewer (buttons and keys
 * change the scale, reset, Escape closes and focus returns), type filter and accent-insensitive
 * title search, empty and failure states, PDFs through the on-demand pdf.js module (mocked here:
 * jsdom has no canvas), non-viewable types as downloads.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import GeneralQueriesPage from '../../../src/views/pages/content/GeneralQueriesPage';
import { server } from '../../../src/mocks/node';
import { injectFault } from '../../../src/mocks/db';
import { documentsInfo, generalQueriesMaps } from '../../../src/mocks/data';
import { renderWithRouter, useResetTestEnv } from '../reset/harness';

const pdf = vi.hoisted(() => ({
  opened: [] as string[],
  renders: [] as Array<{ page: number; zoom: number }>,
  fail: 0,
  destroyed: 0,
}));

vi.mock('../../../src/views/components/DocumentViewer.pdf', () => ({
  openPdf: async (url: string) => {
    pdf.opened.push(url);
    if (pdf.fail > 0) {
      pdf.fail -= 1;
      throw new Error('InvalidPDFException');
    }
    return {
      pageCount: 2,
      renderPage: (page: number, _canvas: HTMLCanvasElement, _width: number, zoom: number) => {
        pdf.renders.push({ page, zoom });
        return { promise: Promise.resolve(), cancel: () => undefined };
      },
      destroy: () => {
        pdf.destroyed += 1;
      },
    };
  },
}));

useResetTestEnv();
beforeEach(() => {
  pdf.opened = [];
  pdf.renders = [];
  pdf.fail = 0;
  pdf.destroyed = 0;
});

const renderPage = () => renderWithRouter(GeneralQueriesPage, '/app/generalQueries');
const viewer = () => screen.getByTestId('document-viewer');
const zoomText = () => within(viewer()).getByTestId('zoom-level').textContent;
const allDocuments = documentsInfo.flatMap((g) => g.documents);

async function openDocumentsTab(user: ReturnType<typeof renderPage>['user']) {
  await user.click(screen.getByRole('tab', { name: 'Documentos' }));
  await screen.findByRole('combobox', { name: 'Filtrar por tipo' });
}

describe('GeneralQueriesPage — Mapa de los Polos', () => {
  it('shows the two tabs and one card per map of the content API', async () => {
    renderPage();
    const tablist = screen.getByRole('tablist', { name: 'Consultas generales' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Mapa de los Polos', 'Documentos']);
    expect(screen.getByRole('tab', { name: 'Mapa de los Polos' }).getAttribute('aria-selected')).toBe('true');
    for (const map of generalQueriesMaps) {
      const card = await screen.findByRole('button', { name: `Ver mapa de ${map.title}` });
      expect(card.querySelector('img')?.getAttribute('src')).toBe(map.previewURL);
    }
  });

  it('a card opens the full-size image; zoom in/out buttons and keys change the scale; reset; Escape closes and focus returns', async () => {
    const { user } = renderPage();
    const map = generalQueriesMaps[1];
    const card = await screen.findByRole('button', { name: `Ver mapa de ${map.title}` });
    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: map.title });
    const image = within(dialog).getByRole('img', { name: map.title });
    expect(image.getAttribute('src')).toBe(map.imageURL);
    expect(zoomText()).toBe('Zoom: 100 %');
    expect(image.style.width).toBe('100%');
    expect(within(dialog).getByRole('button', { name: 'Restablecer' })).toHaveProperty('disabled', true);

    await user.click(within(dialog).getByRole('button', { name: 'Acercar' }));
    expect(zoomText()).toBe('Zoom: 125 %');
    expect(image.style.width).toBe('125%');
    await user.click(within(dialog).getByRole('button', { name: 'Acercar' }));
    expect(image.style.width).toBe('150%');
    await user.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
    expect(zoomText()).toBe('Zoom: 100 %');
    await user.click(within(dialog).getByRole('button', { name: 'Alejar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Alejar' }));
    expect(image.style.width).toBe('50%');
    expect(within(dialog).getByRole('button', { name: 'Alejar' })).toHaveProperty('disabled', true);

    within(dialog)
      .getByRole('region', { name: `Vista de ${map.title}` })
      .focus();
    await user.keyboard('+');
    expect(image.style.width).toBe('75%');
    await user.keyboard('0');
    expect(image.style.width).toBe('100%');
    await user.keyboard('-');
    expect(image.style.width).toBe('75%');
    for (let i = 0; i < 10; i += 1) await user.keyboard('=');
    expect(zoomText()).toBe('Zoom: 400 %');
    expect(within(dialog).getByRole('button', { name: 'Acercar' })).toHaveProperty('disabled', true);

    expect(within(dialog).getByRole('link', { name: 'Descargar' }).getAttribute('href')).toBe(map.imageURL);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(card);
  });

  it('opening another map starts again at 100 %', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: `Ver mapa de ${generalQueriesMaps[0].title}` }));
    await user.click(within(viewer()).getByRole('button', { name: 'Acercar' }));
    await user.click(within(viewer()).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: `Ver mapa de ${generalQueriesMaps[2].title}` }));
    await screen.findByRole('dialog', { name: generalQueriesMaps[2].title });
    expect(zoomText()).toBe('Zoom: 100 %');
  });

  it('a failed call shows the error block; Reintentar loads the maps', async () => {
    injectFault({ method: 'GET', path: '/web/v1/generalQueriesMaps', kind: 'http500', times: 1 });
    const { user } = renderPage();
    await screen.findByText('No se pudieron cargar los mapas.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('button', { name: `Ver mapa de ${generalQueriesMaps[0].title}` });
  });

  it('an empty list shows a notice; unsafe or incomplete items are left out', async () => {
    server.use(
      http.get('*/web/v1/generalQueriesMaps', () =>
        HttpResponse.json([
          { title: 'Malo', previewURL: 'javascript:alert(1)', imageURL: 'javascript:alert(1)' },
          { title: '', previewURL: '/a.png', imageURL: '/a.png' },
        ]),
      ),
    );
    renderPage();
    await screen.findByText('No hay mapas disponibles.');
    expect(screen.queryByRole('button', { name: /Ver mapa/ })).toBeNull();
  });
});

describe('GeneralQueriesPage — Documentos', () => {
  it('lists every document by type; the type select is built from the groups and filters the list', async () => {
    const { user } = renderPage();
    await openDocumentsTab(user);
    for (const group of documentsInfo) expect(screen.getByRole('heading', { level: 2, name: group.title })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`${allDocuments.length} documento(s)`);
    const select = screen.getByRole('combobox', { name: 'Filtrar por tipo' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos', ...documentsInfo.map((g) => g.title)]);

    await user.selectOptions(select, 'Formularios');
    expect(screen.queryByRole('heading', { level: 2, name: 'Leyes y reglamentos' })).toBeNull();
    const forms = screen.getByRole('region', { name: 'Formularios' });
    expect(within(forms).getAllByRole('listitem')).toHaveLength(documentsInfo[1].documents.length);
    expect(screen.getByRole('status').textContent).toBe(`${documentsInfo[1].documents.length} documento(s)`);
  });

  it('the title search ignores case and accents and combines with the type; no match offers Limpiar filtros', async () => {
    const { user } = renderPage();
    await openDocumentsTab(user);
    const search = screen.getByRole('searchbox', { name: 'Buscar por título del documento' });
    await user.type(search, 'LEY  organica');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Ver Ley Orgánica de Turismo núm. 541 de 1969' })).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'formulario');
    expect(screen.getAllByRole('listitem').length).toBe(allDocuments.filter((d) => /formulario/i.test(d.documentTitle)).length);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por tipo' }), 'Guías y manuales');
    expect(screen.getByText('No se encontraron documentos.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(allDocuments.length);
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('keeps the filters when switching tabs', async () => {
    const { user } = renderPage();
    await openDocumentsTab(user);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por título del documento' }), 'marca');
    await user.click(screen.getByRole('tab', { name: 'Mapa de los Polos' }));
    await openDocumentsTab(user);
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Buscar por título del documento' }).value).toBe('marca');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('a non-viewable type (xlsx) is a download link, not a viewer button', async () => {
    const { user } = renderPage();
    await openDocumentsTab(user);
    const xlsx = allDocuments.find((d) => d.documentURL.endsWith('.xlsx'))!;
    const link = screen.getByRole('link', { name: `Descargar ${xlsx.documentTitle} (XLSX)` });
    expect(link.getAttribute('href')).toBe(xlsx.documentURL);
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.queryByRole('button', { name: `Ver ${xlsx.documentTitle}` })).toBeNull();
  });

  it('a PDF opens in the viewer: pdf.js module loaded on demand, first page drawn, page navigation, zoom re-renders', async () => {
    const { user } = renderPage();
    await openDocumentsTab(user);
    expect(pdf.opened).toEqual([]);
    const doc = documentsInfo[0].documents[1];
    await user.click(screen.getByRole('button', { name: `Ver ${doc.documentTitle}` }));
    const dialog = await screen.findByRole('dialog', { name: doc.documentTitle });
    await waitFor(() => expect(within(dialog).getByTestId('viewer-pdf-page').getAttribute('data-rendered-page')).toBe('1'));
    expect(pdf.opened).toEqual([doc.documentURL]);
    expect(pdf.renders).toEqual([{ page: 1, zoom: 1 }]);
    expect(within(dialog).getByText('Página 1 de 2')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Página anterior' })).toHaveProperty('disabled', true);

    await user.click(within(dialog).getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(within(dialog).getByTestId('viewer-pdf-page').getAttribute('data-rendered-page')).toBe('2'));
    expect(within(dialog).getByRole('button', { name: 'Página siguiente' })).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('button', { name: 'Acercar' }));
    await waitFor(() => expect(pdf.renders.at(-1)).toEqual({ page: 2, zoom: 1.25 }));
    expect(
      within(dialog)
        .getByRole('region', { name: `Vista de ${doc.documentTitle}` })
        .getAttribute('data-zoom'),
    ).toBe('1.25');
    expect(within(dialog).getByRole('link', { name: 'Descargar' }).getAttribute('href')).toBe(doc.documentURL);

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pdf.destroyed).toBe(1);
  });

  it('a PDF that cannot be opened shows an error with Reintentar', async () => {
    pdf.fail = 1;
    const { user } = renderPage();
    await openDocumentsTab(user);
    const doc = documentsInfo[2].documents[0];
    await user.click(screen.getByRole('button', { name: `Ver ${doc.documentTitle}` }));
    const dialog = await screen.findByRole('dialog', { name: doc.documentTitle });
    await within(dialog).findByText('No se pudo abrir el documento.');
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(dialog).getByTestId('viewer-pdf-page').getAttribute('data-rendered-page')).toBe('1'));
    expect(pdf.opened).toEqual([doc.documentURL, doc.documentURL]);
  });

  it('a failed call shows the error block; Reintentar loads the documents', async () => {
    injectFault({ method: 'GET', path: '/web/v1/documentsInfo', kind: 'network', times: 1 });
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Documentos' }));
    await screen.findByText('No se pudieron cargar los documentos.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('combobox', { name: 'Filtrar por tipo' });
  });

  it('no documents at all shows the notice without filters', async () => {
    server.use(http.get('*/web/v1/documentsInfo', () => HttpResponse.json([{ id: 9, title: 'Vacío', documents: [] }])));
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Documentos' }));
    await screen.findByText('No se encontraron documentos.');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
