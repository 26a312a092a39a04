/**
 * Request detail page, 'Detalles' tab (spec 001 §2.5 Details tab, §3, §7 GET /requests/{id}?citizenId;
 * contract Q1, §3.1, §3.2) through the real page, loader, API client and session, the user signed in
 * against the embedded backend. The detail answers come from typed `server.use` overrides (OpenAPI
 * shape of getRequest), plus one test against the embedded backend's own handler.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { server } from '../../../src/mocks/node';
import { requestsTable, resetDb, type DbRequest } from '../../../src/mocks/db';
import { directions } from '../../../src/mocks/data';
import { DEMO_CITIZEN_2_ID, DEMO_CITIZEN_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { clearCache } from '../../../src/api/cache';
import { forgetRequestDetail, getRequestDetail } from '../../../src/api/requestDetail';
import { tokenStore } from '../../../src/api/tokenStore';
import { login } from '../../../src/api/identity';
import { config } from '../../../src/config';
import type { paths, SchemaRequestDetail } from '../../../src/api/generated/admin';
import { SessionProvider } from '../../../src/views/app/session';
import RequestDetailsPage, { firstReads } from '../../../src/views/pages/requests/RequestDetailsPage';

const adminHttp = createOpenApiHttp<paths>({ baseUrl: config.adminUrl });

/** Query strings the page sent to GET /requests/{id}. */
let detailCalls: Array<{ id: string; citizenId: string | null }> = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  detailCalls = [];
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetDb();
  clearCache();
  tokenStore.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function detail(overrides: Partial<SchemaRequestDetail['request']> = {}, data?: SchemaRequestDetail['data'], grid?: unknown): SchemaRequestDetail {
  return {
    request: {
      id: 1520,
      code: 'DPP-2026-000123',
      service_id: 12,
      provisional: 0,
      created_at: '2026-03-14 10:15:00',
      doc_identification: DEMO_CITIZEN_ID,
      solution: null,
      rating: [],
      comments: [],
      request_actions_id: null,
      request_actions: null,
      status: { id: 7, name: 'Completada', color: 'success', base_status_id: 2 },
      service: { id: 12, name: 'No Objeción de Uso de Suelo para Proyecto Turístico' },
      request_document: [
        { name: 'cedula-ana', extension: 'pdf', created_at: '2026-03-14 10:15:00', url: '/files/cedula-ana.pdf', origin_doc: 0 },
        { name: 'resolucion', extension: 'pdf', created_at: '2026-03-20 09:00:00', url: '/files/resolucion.pdf', origin_doc: 1 },
        { name: 'foto-terreno', extension: 'png', created_at: '2026-03-16 08:00:00', url: '/files/foto-terreno.png', origin_doc: 0 },
        { name: 'coordenadas', extension: 'kmz', created_at: '2026-03-15 08:00:00', url: 'javascript:alert(1)', origin_doc: 0 },
        { name: 'presupuesto', extension: 'xlsx', created_at: '2026-03-13 08:00:00', url: 'https://files.example.test/presupuesto.xlsx', origin_doc: 0 },
      ],
      ...overrides,
    },
    data: data ?? [
      { key: 'nombreproyecto', label: 'Nombre del proyecto', type: 'text', value: 'Hotel Bahía Azul', labelValue: null },
      { key: 'tiposolicitud', label: 'Tipo de solicitud', type: 'select', value: '1', labelValue: 'Definitiva' },
      { key: 'fechainicio', label: 'Fecha de inicio', type: 'date', value: '2026-05-02', labelValue: 'Fecha de inicio' },
      { key: 'acepta', label: 'Acepto las condiciones', type: 'checkbox', value: true, labelValue: 'Acepto las condiciones' },
    ],
    requiredActions: [],
    priceRequest: [],
    direction: { acronym: 'DPP' },
    ...(grid === undefined ? {} : { grid }),
  };
}

/** Answers GET /requests/{id} with `body` (status 200) and records the calls. */
function answerWith(body: SchemaRequestDetail) {
  server.use(
    adminHttp.get('/requests/{requestId}', ({ params, query, response }) => {
      detailCalls.push({ id: String(params.requestId), citizenId: query.get('citizenId') });
      return response(200).json(body);
    }),
  );
}

async function signIn(document = DEMO_CITIZEN_ID): Promise<void> {
  const result = await login(document, DEMO_PASSWORD);
  if (!result.ok) throw new Error(`login failed: ${JSON.stringify(result.error)}`);
  tokenStore.saveLogin(result.data.token, result.data.profileImg);
}

async function renderDetails(requestID = '1520') {
  await signIn();
  const location = memoryLocation({ path: `/app/serviceRequestedDetails/${requestID}`, record: true });
  const user = userEvent.setup();
  render(
    <Router hook={location.hook}>
      <SessionProvider>
        <main>
          <RequestDetailsPage params={{ requestID }} />
        </main>
      </SessionProvider>
    </Router>,
  );
  return { user, location };
}

const section = (name: string) => screen.getByRole('region', { name });
const itemTexts = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('listitem')
    .map((li) => li.textContent ?? '');

describe('RequestDetailsPage — first reads (issue 24: the request read while the session’s user loads)', () => {
  it('reads GET /requests/{id} with the stored identity number before the page mounts; the page then takes that call (one request)', async () => {
    answerWith(detail());
    await signIn();
    tokenStore.saveUser(DEMO_CITIZEN_ID, 'ana@correo.do');
    const started = firstReads({ requestID: '1520' });
    expect(started).toHaveLength(1);
    await Promise.all(started);
    expect(detailCalls).toEqual([{ id: '1520', citizenId: DEMO_CITIZEN_ID }]);
    await renderDetails();
    expect(await screen.findByRole('heading', { level: 2, name: 'Detalles de Solicitud' })).toBeTruthy();
    expect(detailCalls).toEqual([{ id: '1520', citizenId: DEMO_CITIZEN_ID }]);
  });

  it('staff read with the URL’s doc_identification (spec 001 §6); nothing without a number or with a malformed id', () => {
    answerWith(detail());
    window.history.replaceState(null, '', '/app/serviceRequestedDetails/1520?doc_identification=%2040209876545%20');
    tokenStore.saveUser(DEMO_CITIZEN_ID, 'ana@correo.do');
    expect(firstReads({ requestID: '1520' })).toHaveLength(1);
    window.history.replaceState(null, '', '/app/serviceRequestedDetails/1520');
    expect(firstReads({ requestID: 'abc' })).toEqual([]);
    tokenStore.clear();
    localStorage.clear();
    expect(firstReads({ requestID: '1520' })).toEqual([]);
  });

  it('sends the staff number, not the stored one', async () => {
    answerWith(detail());
    await signIn();
    window.history.replaceState(null, '', '/app/serviceRequestedDetails/1520?doc_identification=40209876545');
    tokenStore.saveUser(DEMO_CITIZEN_ID, 'ana@correo.do');
    await Promise.all(firstReads({ requestID: '1520' }));
    expect(detailCalls).toEqual([{ id: '1520', citizenId: '40209876545' }]);
  });
});

describe('RequestDetailsPage — Detalles tab', () => {
  it('shows number, status chip, date, service, answers and the documents split by origin, newest first', async () => {
    answerWith(detail());
    await renderDetails();
    expect(await screen.findByRole('heading', { level: 2, name: 'Detalles de Solicitud' })).toBeTruthy();
    // The viewer's own citizen id is sent as camelCase citizenId.
    expect(detailCalls).toEqual([{ id: '1520', citizenId: DEMO_CITIZEN_ID }]);

    // The owner of a finished request (status 7): Detalles and Quejas y Reclamaciones (spec 001 §4 Initial tabs).
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Detalles', 'Quejas y Reclamaciones']);

    const facts = screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Número de solicitud', 'DPP-2026-000123'],
      ['Estado', 'Completada'],
      ['Fecha', '14/03/2026'],
      ['Servicio', 'No Objeción de Uso de Suelo para Proyecto Turístico'],
      ['Nombre del proyecto', 'Hotel Bahía Azul'],
      ['Tipo de solicitud', 'Definitiva'],
      ['Fecha de inicio', '02/05/2026'],
      ['Acepto las condiciones', 'Si'],
    ]);
    expect(screen.getByText('Completada').getAttribute('data-tone')).toBe('success');

    const issued = section('Documentos emitidos por institución');
    expect(itemTexts(issued)).toEqual(['resolucion.pdfExtensión: pdfFecha: 20/03/2026']);
    const uploaded = section('Documentos subidos');
    expect(uploaded.id).toBe('documents');
    expect(
      within(uploaded)
        .getAllByRole('listitem')
        .map((li) => li.firstElementChild?.textContent),
    ).toEqual(['foto-terreno.png', 'coordenadas.kmz', 'cedula-ana.pdf', 'presupuesto.xlsx (se abre en una pestaña nueva)']);
  });

  it('links: PDFs and images open the viewer; other files open in a new tab; unsafe urls are not linked', async () => {
    answerWith(detail());
    const { user } = await renderDetails();
    const uploaded = await screen.findByRole('region', { name: 'Documentos subidos' });

    const image = within(uploaded).getByRole('link', { name: 'Abrir foto-terreno.png' });
    expect(image.getAttribute('href')).toBe('/files/foto-terreno.png');
    await user.click(image);
    const dialog = await screen.findByRole('dialog', { name: 'foto-terreno.png' });
    expect(within(dialog).getByRole('img', { name: 'foto-terreno.png' }).getAttribute('src')).toBe('/files/foto-terreno.png');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const sheet = within(uploaded).getByRole('link', { name: /presupuesto\.xlsx/ });
    expect(sheet.getAttribute('href')).toBe('https://files.example.test/presupuesto.xlsx');
    expect(sheet.getAttribute('target')).toBe('_blank');
    expect(sheet.getAttribute('rel')).toBe('noopener noreferrer');

    // javascript: url → name shown without a link.
    expect(within(uploaded).getByText('coordenadas.kmz').closest('a')).toBeNull();
    expect(within(uploaded).queryAllByRole('link')).toHaveLength(3);
  });

  it('a provisional request hides the number; empty document lists say so; grids render as tables', async () => {
    answerWith(
      detail({ provisional: 1, request_document: [], status: { id: 1, name: 'En proceso', color: 'rainbow', base_status_id: 1 } }, [], {
        relsoldatvuelos: [
          {
            aerolinea: { key: 'aerolinea', type: 'text', value: 'Arajet', labelValue: null, MainLabel: 'Aerolínea' },
            fechavuelo: { key: 'fechavuelo', type: 'date', value: '2026-06-01', labelValue: 'Fecha', MainLabel: 'Fecha de vuelo' },
          },
          { aerolinea: { key: 'aerolinea', type: 'text', value: 'Copa', labelValue: null, MainLabel: 'Aerolínea' } },
        ],
      }),
    );
    await renderDetails();
    await screen.findByRole('heading', { name: 'Detalles de Solicitud' });
    expect(screen.queryByText('Número de solicitud')).toBeNull();
    expect(screen.getByText('En proceso').getAttribute('data-tone')).toBe('info');
    expect(within(section('Documentos emitidos por institución')).getByText('No hay documentos')).toBeTruthy();
    expect(within(section('Documentos subidos')).getByText('No hay documentos')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Tabla 1' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Aerolínea', 'Fecha de vuelo']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['Arajet', '01/06/2026'],
      ['Copa', ''],
    ]);
  });

  it("the '#documents' hash scrolls to 'Documentos subidos'", async () => {
    window.history.replaceState(null, '', '/app/serviceRequestedDetails/1520#documents');
    const scrolled: string[] = [];
    // jsdom has no scrollIntoView: install a recording one for this test only.
    const had = Object.prototype.hasOwnProperty.call(Element.prototype, 'scrollIntoView');
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      writable: true,
      value: function (this: Element) {
        scrolled.push(this.id);
      },
    });
    try {
      answerWith(detail());
      await renderDetails();
      await screen.findByRole('heading', { name: 'Detalles de Solicitud' });
      await waitFor(() => expect(scrolled).toEqual(['documents']));
    } finally {
      if (!had) delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('a failure shows an error with retry; retrying loads the details', async () => {
    let calls = 0;
    server.use(
      adminHttp.get('/requests/{requestId}', ({ response }) => {
        calls += 1;
        return calls === 1 ? response.untyped(HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })) : response(200).json(detail());
      }),
    );
    const { user } = await renderDetails();
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudo cargar la solicitud.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Detalles de Solicitud' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('an unknown request (404) says so and links to Mi escritorio', async () => {
    server.use(adminHttp.get('/requests/{requestId}', ({ response }) => response(404).json({ success: false, msg: 'No encontrada' })));
    await renderDetails('999');
    expect(await screen.findByText('No se encontró la solicitud.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a mi escritorio' }).getAttribute('href')).toBe('/app/myDesk');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('an answer without `request` is an unknown request', async () => {
    server.use(
      adminHttp.get('/requests/{requestId}', ({ response }) =>
        response.untyped(HttpResponse.json({ data: [], requiredActions: [], priceRequest: [], direction: { acronym: 'DPP' } })),
      ),
    );
    await renderDetails();
    expect(await screen.findByText('No se encontró la solicitud.')).toBeTruthy();
  });

  it('a malformed request id is an unknown request, without calling the backend', async () => {
    answerWith(detail());
    await renderDetails('abc');
    expect(await screen.findByText('No se encontró la solicitud.')).toBeTruthy();
    expect(detailCalls).toEqual([]);
  });
});

describe('getRequestDetail cache (detail stale time 9 min, spec 000 §9)', () => {
  it('reuses a successful read, forgets it on forgetRequestDetail, and never caches a failure', async () => {
    let calls = 0;
    let fail = true;
    server.use(
      adminHttp.get('/requests/{requestId}', ({ response }) => {
        calls += 1;
        return fail ? response.untyped(HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })) : response(200).json(detail());
      }),
    );
    await signIn();
    const failed = await getRequestDetail(1520, DEMO_CITIZEN_ID);
    expect(failed.ok ? null : failed.error).toMatchObject({ kind: 'http', status: 500 });
    fail = false;
    expect((await getRequestDetail(1520, DEMO_CITIZEN_ID)).ok).toBe(true);
    expect((await getRequestDetail(1520, DEMO_CITIZEN_ID)).ok).toBe(true);
    expect(calls).toBe(2);
    forgetRequestDetail(1520);
    expect((await getRequestDetail(1520, DEMO_CITIZEN_ID)).ok).toBe(true);
    expect(calls).toBe(3);
  });
});

describe('RequestDetailsPage against the embedded backend (GET /requests/{id} handler)', () => {
  const service = directions.flatMap((d) => d.services)[0];
  const storedRequest = (overrides: Partial<DbRequest> = {}): DbRequest => ({
    id: 4321,
    code: 'DPP-2026-000777',
    doc_identification: DEMO_CITIZEN_ID,
    service_id: service.id,
    expertform_id: 102,
    form_version: '7',
    provisional: 0,
    status: { id: 1, name: 'En proceso', color: 'info', base_status_id: 1 },
    created_at: '2026-02-03 09:30:00',
    data: [
      { key: 'nombreproyecto', label: 'Nombre del proyecto', type: 'text', value: 'Eco Lodge Samaná', labelValue: null },
      { key: 'tiposolicitud', label: 'Tipo de solicitud', type: 'select', value: '2', labelValue: 'Provisional' },
    ],
    grid: { relsoldatvuelos: [{ aerolinea: { key: 'aerolinea', type: 'text', value: 'Arajet', labelValue: null, MainLabel: 'Aerolínea' } }] },
    variations: [],
    payment_amount: 0,
    payment_status: null,
    company_id: null,
    company_name: null,
    acronym: 'DPP',
    idAutorizacionPortal: 'AUT-4321',
    solution: null,
    documents: [
      { name: 'plano', extension: 'pdf', route: 'req/plano.pdf', size_mb: 1.2, label: 'Plano 1', origin_doc: 0, created_at: '2026-02-03 09:30:00' },
      { name: 'licencia', extension: 'pdf', route: 'req/licencia.pdf', size_mb: 0.4, label: null, origin_doc: 1, created_at: '2026-02-10 11:00:00' },
    ],
    ...overrides,
  });

  it('shows a stored request of the signed-in citizen, with its grid and both document lists', async () => {
    requestsTable().push(storedRequest());
    await renderDetails('4321');
    expect(await screen.findByRole('heading', { name: 'Detalles de Solicitud' })).toBeTruthy();
    expect(screen.getByText('DPP-2026-000777')).toBeTruthy();
    expect(screen.getByText(service.name)).toBeTruthy();
    expect(screen.getByText('Eco Lodge Samaná')).toBeTruthy();
    expect(screen.getByText('Provisional')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Tabla 1' })).getByText('Arajet')).toBeTruthy();
    const issued = section('Documentos emitidos por institución');
    expect(within(issued).getByRole('link', { name: 'Abrir licencia.pdf' }).getAttribute('href')).toContain('licencia.pdf');
    const uploaded = section('Documentos subidos');
    expect(within(uploaded).getByRole('link', { name: 'Abrir plano.pdf' }).getAttribute('href')).toContain('plano.pdf');
  });

  it("another citizen's request is an unknown request (404)", async () => {
    requestsTable().push(storedRequest({ id: 4322, doc_identification: DEMO_CITIZEN_2_ID }));
    await renderDetails('4322');
    expect(await screen.findByText('No se encontró la solicitud.')).toBeTruthy();
  });
});
