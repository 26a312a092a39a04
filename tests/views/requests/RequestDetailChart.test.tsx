/**
 * Request detail page around its statechart (spec 001 §2.5 tabs, banners, deletion; §4 Initial
 * tabs, Payment return, statuses 7/8/10; §5 Formatters; §6 roles; §7 GET /requests/{id}?citizenId,
 * POST /requests/delete; §8), through the real page, chart, API client and session, signed in
 * against the embedded backend; the detail answers come from typed `server.use` overrides.
 * Every expectation is the spec's literal text or value.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { server } from '../../../src/mocks/node';
import { resetDb } from '../../../src/mocks/db';
import { DEMO_CITIZEN_2_ID, DEMO_CITIZEN_ID, DEMO_PASSWORD, DEMO_STAFF_ID } from '../../../src/mocks/seed';
import { clearCache } from '../../../src/api/cache';
import { tokenStore } from '../../../src/api/tokenStore';
import { login } from '../../../src/api/identity';
import { config } from '../../../src/config';
import type { paths, SchemaRequestDetail } from '../../../src/api/generated/admin';
import { SessionProvider } from '../../../src/views/app/session';
import { Toaster } from '../../../src/views/components/Toaster';
import RequestDetailsPage from '../../../src/views/pages/requests/RequestDetailsPage';

const adminHttp = createOpenApiHttp<paths>({ baseUrl: config.adminUrl });

type Req = SchemaRequestDetail['request'];

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
});
afterAll(() => server.close());

function detail(request: Partial<Req> = {}, extra: Partial<SchemaRequestDetail> = {}): SchemaRequestDetail {
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
      messages: [],
      status: { id: 1, name: 'En proceso', color: 'info', base_status_id: 1 },
      service: { id: 12, name: 'Licencia de operación', external_pay: 0, sirit_code: null },
      payment: { payment_amount: '0.00', payment_status: null },
      request_document: [],
      ...request,
    },
    data: [],
    requiredActions: [],
    priceRequest: [],
    direction: { acronym: 'DPP' },
    ...extra,
  };
}

/** Answers GET /requests/{id} with `bodies` in turn (the last one repeated) and records the calls. */
function answerWith(...bodies: SchemaRequestDetail[]) {
  server.use(
    adminHttp.get('/requests/{requestId}', ({ params, query, response }) => {
      detailCalls.push({ id: String(params.requestId), citizenId: query.get('citizenId') });
      return response(200).json(bodies[Math.min(detailCalls.length - 1, bodies.length - 1)]);
    }),
  );
}

async function signIn(document: string): Promise<void> {
  const result = await login(document, DEMO_PASSWORD);
  if (!result.ok) throw new Error(`login failed: ${JSON.stringify(result.error)}`);
  tokenStore.saveLogin(result.data.token, result.data.profileImg);
}

async function renderDetails({ as = DEMO_CITIZEN_ID, path = '/app/serviceRequestedDetails/1520' } = {}) {
  await signIn(as);
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <SessionProvider>
        <main>
          <RequestDetailsPage params={{ requestID: '1520' }} />
        </main>
      </SessionProvider>
      <Toaster labels={{ close: 'Cerrar notificación', region: 'Notificaciones' }} />
    </Router>,
  );
  return { user, location };
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;
const loaded = () => screen.findByRole('tablist');

describe('tabs by fixture (spec 001 §2.5 Tabs, §4 Initial tabs)', () => {
  it('in process without action: Detalles and Quejas y Reclamaciones, Detalles selected', async () => {
    answerWith(detail());
    await renderDetails();
    await loaded();
    expect(tabNames()).toEqual(['Detalles', 'Quejas y Reclamaciones']);
    expect(selectedTab()).toBe('Detalles');
    expect(detailCalls).toEqual([{ id: '1520', citizenId: DEMO_CITIZEN_ID }]);
  });

  it('a sirit code with an amount adds Pagos; comments add Mensajes', async () => {
    answerWith(
      detail({
        service: { id: 12, name: 'Licencia de operación', external_pay: 0, sirit_code: 'SRT-55' },
        payment: { payment_amount: '7000.00', payment_status: 'PENDIENTE' },
        comments: [{ id: 1, text: 'Hola', user_id: 2, created_at: '2026-03-15 10:00:00' }],
      }),
    );
    await renderDetails();
    await loaded();
    expect(tabNames()).toEqual(['Detalles', 'Quejas y Reclamaciones', 'Pagos', 'Mensajes']);
  });

  it('status 10 hides Quejas y Reclamaciones', async () => {
    answerWith(detail({ status: { id: 10, name: 'Cancelada', color: 'danger', base_status_id: 2 } }));
    await renderDetails();
    await loaded();
    expect(tabNames()).toEqual(['Detalles']);
  });

  it("another citizen's company request: only Detalles, no banner, no 'Eliminar Solicitud'", async () => {
    answerWith(
      detail({
        doc_identification: DEMO_CITIZEN_2_ID,
        provisional: 1,
        request_actions_id: 3,
        request_actions: 1,
        messages: [{ message: 'Indique la fecha de apertura' }],
        comments: [{ id: 1, text: 'Hola', user_id: 2, created_at: '2026-03-15 10:00:00' }],
      }),
    );
    await renderDetails();
    await loaded();
    expect(tabNames()).toEqual(['Detalles']);
    expect(selectedTab()).toBe('Detalles');
    expect(screen.queryByText('Indique la fecha de apertura')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar Solicitud' })).toBeNull();
  });
});

describe('required-action banners (spec 001 §2.5, §4)', () => {
  it("action 1: the banner's message with 'Completar'; the view opens by itself and again through 'Completar'", async () => {
    answerWith(detail({ request_actions_id: 1, request_actions: 1, messages: [{ message: 'Suba el <b>plano</b> firmado' }] }));
    const { user } = await renderDetails();
    await loaded();
    const banners = screen.getByRole('region', { name: 'Acciones requeridas' });
    expect((await within(banners).findByText('plano')).tagName).toBe('B');
    // automatic selection of the required action's view (status 1)
    expect(tabNames()).toEqual(['Detalles', 'Quejas y Reclamaciones', 'Acción Requerida']);
    expect(selectedTab()).toBe('Acción Requerida');
    expect(await screen.findByText('Documento requerido')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Detalles' }));
    expect(tabNames()).toEqual(['Detalles', 'Quejas y Reclamaciones']);
    await user.click(within(banners).getByRole('button', { name: 'Completar' }));
    expect(selectedTab()).toBe('Acción Requerida');
  });

  it('a message without markup is shown as its text, as written (issue 24: no sanitiser for plain text)', async () => {
    const message = 'Suba el plano firmado & sellado (escala < 1:500, coordenadas "UTM")';
    answerWith(detail({ request_actions_id: 1, request_actions: 1, messages: [{ message }] }));
    await renderDetails();
    await loaded();
    const banners = screen.getByRole('region', { name: 'Acciones requeridas' });
    const text = within(banners).getByText(message);
    expect(text.tagName).toBe('P');
    expect(text.getAttribute('aria-busy')).toBeNull();
    expect(within(banners).getByRole('button', { name: 'Completar' })).toBeTruthy();
  });

  it("status 7: no automatic selection and no 'Completar' (base status 2); the resolution banner with CALIFICAR opens the rating dialog", async () => {
    answerWith(
      detail({
        request_actions_id: 3,
        request_actions: 1,
        messages: [{ message: 'Responda la consulta' }],
        solution: 'Licencia emitida.',
        status: { id: 7, name: 'Completada', color: 'success', base_status_id: 2 },
      }),
    );
    const { user } = await renderDetails();
    await loaded();
    expect(selectedTab()).toBe('Detalles');
    expect(tabNames()).toEqual(['Detalles', 'Quejas y Reclamaciones', 'Mensajes']);
    expect(await screen.findByText('Responda la consulta')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Completar' })).toBeNull();
    const solution = screen.getByRole('region', { name: 'Resolución de la solicitud' });
    expect(solution.getAttribute('data-tone')).toBe('success');
    expect(within(solution).getByText('Licencia emitida.')).toBeTruthy();
    await user.click(within(solution).getByRole('button', { name: 'CALIFICAR' }));
    expect(await screen.findByRole('dialog', { name: 'Calificación de servicio' })).toBeTruthy();
  });

  it('a rated request shows the solution without CALIFICAR', async () => {
    answerWith(
      detail({
        solution: 'Licencia emitida.',
        rating: [{ rating: 4, comment: 'Bien', created_at: '2026-04-01 10:00:00' }],
        status: { id: 7, name: 'Completada', color: 'success', base_status_id: 2 },
      }),
    );
    await renderDetails();
    await loaded();
    expect(screen.getByText('Licencia emitida.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'CALIFICAR' })).toBeNull();
  });
});

describe("'Eliminar Solicitud' (spec 001 §2.5, §7 POST /requests/delete)", () => {
  function recordDeletes(fail = false) {
    const bodies: unknown[] = [];
    server.use(
      adminHttp.post('/requests/delete', async ({ request, response }) => {
        bodies.push(await request.json());
        return fail
          ? response.untyped(HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }))
          : response(200).json({ success: true, msg: 'Solicitud eliminada' });
      }),
    );
    return bodies;
  }

  it('asks first; Cancelar keeps the request; Confirmar (clicked twice) sends once and goes to Mi escritorio', async () => {
    const bodies = recordDeletes();
    answerWith(detail({ provisional: 1 }));
    const { user, location } = await renderDetails();
    await loaded();
    expect(screen.queryByText('Número de solicitud')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Eliminar Solicitud' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Esta seguro de eliminar esta solicitud? Una vez realizada esta acción no podra revertirse')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Eliminar Solicitud' }));
    dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
    await user.dblClick(confirm);
    await waitFor(() => expect(location.history.at(-1)).toBe('/app/myDesk'));
    expect(bodies).toEqual([{ citizen_id: DEMO_CITIZEN_ID, request_id: 1520 }]);
  });

  it("a failed deletion says 'Ha ocurrido un error, contacte a soporte' and keeps the page", async () => {
    const bodies = recordDeletes(true);
    answerWith(detail({ provisional: 1 }));
    const { user, location } = await renderDetails();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Eliminar Solicitud' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Ha ocurrido un error, contacte a soporte')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bodies).toHaveLength(1);
    expect(location.history.at(-1)).toBe('/app/serviceRequestedDetails/1520');
    expect(screen.getByRole('button', { name: 'Eliminar Solicitud' })).toBeTruthy();
  });

  it('not offered for status 10 nor for a request that is not provisional', async () => {
    answerWith(detail({ provisional: 1, status: { id: 10, name: 'Cancelada', color: 'danger', base_status_id: 2 } }));
    await renderDetails();
    await loaded();
    expect(screen.queryByRole('button', { name: 'Eliminar Solicitud' })).toBeNull();
  });
});

describe('staff (spec 001 §6)', () => {
  it("reads with the URL's doc_identification: details only, no banners, no solution, nothing to do", async () => {
    answerWith(
      detail({
        provisional: 1,
        request_actions_id: 1,
        request_actions: 1,
        messages: [{ message: 'Suba el plano' }],
        solution: 'Resuelta',
      }),
    );
    await renderDetails({ as: DEMO_STAFF_ID, path: `/app/serviceRequestedDetails/1520?doc_identification=${DEMO_CITIZEN_ID}` });
    await loaded();
    expect(detailCalls).toEqual([{ id: '1520', citizenId: DEMO_CITIZEN_ID }]);
    expect(tabNames()).toEqual(['Detalles']);
    expect(screen.getByText('Vista de solo lectura del personal de la institución.')).toBeTruthy();
    expect(screen.queryByText('Suba el plano')).toBeNull();
    expect(screen.queryByText('Resuelta')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Completar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar Solicitud' })).toBeNull();
  });

  it("a citizen reads with the URL's doc_identification (a representative opening an applicant's request); the backend decides", async () => {
    answerWith(detail());
    await renderDetails({ path: `/app/serviceRequestedDetails/1520?doc_identification=${DEMO_CITIZEN_2_ID}` });
    await loaded();
    expect(detailCalls).toEqual([{ id: '1520', citizenId: DEMO_CITIZEN_2_ID }]);
  });
});

describe('payment return (spec 001 §4)', () => {
  const paid = (succesfullyPayment_date: string) =>
    detail(
      {
        request_actions_id: 7,
        request_actions: 1,
        approval_number: 'APR-778',
        idAutorizacionPortal: 'AUT-9',
        service: { id: 12, name: 'Licencia de operación', external_pay: 0, sirit_code: 'SRT-55' },
        payment: { payment_amount: '7000.00', payment_status: 'PENDIENTE', succesfullyPayment_date },
      },
      { requiredActions: [{ id: 31, action_id: 7, activity_id: 7, message: 'Realice el pago', created_at: '2026-03-01 09:00:00' }] },
    );

  it('a successful payment later than the payment action goes to the validation page with the approval query', async () => {
    answerWith(paid('2026-03-02 10:00:00'));
    const { location } = await renderDetails();
    await waitFor(() => expect(location.history.at(-1)).toBe('/app/validatePayment/1520?numAprobacion=APR-778&idAutorizacionPortal=AUT-9&requiredActionID=31'));
  });

  it('an older payment does not redirect: the payments view opens', async () => {
    answerWith(paid('2026-02-20 10:00:00'));
    const { location } = await renderDetails();
    await loaded();
    expect(selectedTab()).toBe('Pagos');
    expect(location.history.at(-1)).toBe('/app/serviceRequestedDetails/1520');
  });
});

describe('readability (spec 001 §5 Formatters) and the company', () => {
  it('formats answers by their mask or shape and shows the company the request was made for', async () => {
    answerWith(
      detail(
        { company_name: 'Hoteles del Caribe SRL', company_id: 2 },
        {
          data: [
            { key: 'cedula', label: 'Cédula del propietario', type: 'text', value: '00112345678', labelValue: null, Mask: '0' },
            { key: 'tel', label: 'Teléfono', type: 'text', value: '8095551234', labelValue: null, Mask: '2' },
            { key: 'monto', label: 'Inversión', type: 'text', value: '1234567.5', labelValue: null, Mask: '12' },
            { key: 'old', label: 'Cédula del gerente', type: 'text', value: '40212345671', labelValue: null },
            { key: 'hab', label: 'Habitaciones', type: 'text', value: '120', labelValue: null },
          ],
        },
      ),
    );
    await renderDetails();
    await loaded();
    const facts = screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Número de solicitud', 'DPP-2026-000123'],
      ['Estado', 'En proceso'],
      ['Fecha', '14/03/2026'],
      ['Servicio', 'Licencia de operación'],
      ['Empresa', 'Hoteles del Caribe SRL'],
      ['Cédula del propietario', '001-1234567-8'],
      ['Teléfono', '809-555-1234'],
      ['Inversión', '1,234,567.50'],
      ['Cédula del gerente', '402-1234567-1'],
      ['Habitaciones', '120'],
    ]);
  });
});

describe('re-reading (spec 001 §4 reload after every completed action)', () => {
  it("the window's focus re-reads the detail (no 9-minute cache) and shows the officer's change", async () => {
    answerWith(detail(), detail({ request_actions_id: 1, request_actions: 1, messages: [{ message: 'Suba la póliza' }] }));
    await renderDetails();
    await loaded();
    expect(screen.queryByRole('region', { name: 'Acciones requeridas' })).toBeNull();
    act(() => {
      fireEvent.focus(window);
    });
    expect(await screen.findByText('Suba la póliza')).toBeTruthy();
    expect(detailCalls).toHaveLength(2);
    // The viewer stays where they were (no automatic selection on a re-read).
    expect(selectedTab()).toBe('Detalles');
  });
});

describe('against the embedded backend (seeded requests)', () => {
  const renderSeeded = (id: number, as = DEMO_CITIZEN_ID, query = '') => {
    const path = `/app/serviceRequestedDetails/${id}${query}`;
    return signIn(as).then(() => {
      const location = memoryLocation({ path, record: true });
      const user = userEvent.setup();
      render(
        <Router hook={location.hook} searchHook={location.searchHook}>
          <SessionProvider>
            <main>
              <RequestDetailsPage params={{ requestID: String(id) }} />
            </main>
          </SessionProvider>
          <Toaster labels={{ close: 'Cerrar notificación', region: 'Notificaciones' }} />
        </Router>,
      );
      return { user, location };
    });
  };

  it("a pending action 1 (901): the banner with 'Completar' and the 'Acción Requerida' view selected", async () => {
    await renderSeeded(901);
    await loaded();
    expect(selectedTab()).toBe('Acción Requerida');
    const banners = screen.getByRole('region', { name: 'Acciones requeridas' });
    expect(within(banners).getByRole('button', { name: 'Completar' })).toBeTruthy();
  });

  it('a provisional request (911) is deleted and is gone afterwards', async () => {
    const { user, location } = await renderSeeded(911);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Eliminar Solicitud' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/app/myDesk'));
    cleanup();
    clearCache();
    await renderSeeded(911);
    expect(await screen.findByText('No se encontró la solicitud.')).toBeTruthy();
  });

  it("staff reads Ana's request 902 read-only; the company of 912 shows", async () => {
    await renderSeeded(902, DEMO_STAFF_ID, `?doc_identification=${DEMO_CITIZEN_ID}`);
    await loaded();
    expect(tabNames()).toEqual(['Detalles']);
    expect(screen.queryByRole('region', { name: 'Acciones requeridas' })).toBeNull();
    cleanup();
    await renderSeeded(912);
    await loaded();
    const company = screen.getAllByRole('term').find((dt) => dt.textContent === 'Empresa');
    expect(company?.nextElementSibling?.textContent).toBe('Posada Zona Colonial');
  });

  it('a resolved, unrated request (908) offers CALIFICAR', async () => {
    await renderSeeded(908);
    await loaded();
    expect(screen.getByRole('button', { name: 'CALIFICAR' })).toBeTruthy();
    expect(tabNames()).toContain('Quejas y Reclamaciones');
  });
});
