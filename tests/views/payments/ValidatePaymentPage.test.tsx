/**
 * /app/validatePayment/{id} (spec 001 §2 route table: public, §2.6, §4 Payment return, §8; contract
 * §3.5, Q9) through the real page, chart and API, with msw overrides of updatePaymentInfo.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { server } from '../../../src/mocks/node';
import { resetDb } from '../../../src/mocks/db';
import { clearCache } from '../../../src/api/cache';
import { getRequestDetail } from '../../../src/api/requestDetail';
import { config } from '../../../src/config';
import ValidatePaymentPage from '../../../src/views/pages/payments/ValidatePaymentPage';
import { fixtureDetail } from '../../model/machines/requestActions.fixtures';

const URL_PAYMENT = `${config.adminUrl}/requests/extras/updatePaymentInfo`;
let bodies: unknown[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  bodies = [];
});
afterEach(() => {
  server.resetHandlers();
  resetDb();
  clearCache();
  localStorage.clear();
});
afterAll(() => server.close());

function answer(...answers: Array<() => Response | Promise<Response>>) {
  server.use(
    http.post(URL_PAYMENT, async ({ request }) => {
      bodies.push(await request.json());
      return answers[Math.min(bodies.length - 1, answers.length - 1)]();
    }),
  );
}

function renderPage(requestID: string, search: string) {
  const location = memoryLocation({ path: `/app/validatePayment/${requestID}${search}`, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <main>
        <ValidatePaymentPage params={{ requestID }} />
      </main>
    </Router>,
  );
  return { user: userEvent.setup(), location };
}

async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`);
}

const query = '?requiredActionID=79&numAprobacion=784512&idAutorizacionPortal=AUT-130';
const SUCCESS = '¡Pago realizado satisfactoriamente! Los cambios se reflejara en unos minutos.';
const ERROR = '¡Ha ocurrido un error durante la validacion del pago!';

describe('ValidatePaymentPage', () => {
  it.each([
    ['no approval number', '?requiredActionID=79&idAutorizacionPortal=AUT-130'],
    ['no authorisation id', '?requiredActionID=79&numAprobacion=784512'],
    ['no query at all', ''],
  ])('%s: the error text and no call', async (_, search) => {
    answer(() => HttpResponse.json({ success: true }));
    renderPage('130', search);
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR);
    expect(screen.getByRole('link', { name: 'Ir a mi escritorio' }).getAttribute('href')).toBe('/app/myDesk');
    expect(screen.getByRole('link', { name: 'Ver detalle de solicitud' }).getAttribute('href')).toBe('/app/serviceRequestedDetails/130');
    expect(bodies).toEqual([]);
  });

  it("'Verificando pago', then the success text; the detail is read afresh afterwards", async () => {
    let detailReads = 0;
    server.use(
      http.get(`${config.adminUrl}/requests/130`, () => {
        detailReads += 1;
        return HttpResponse.json(fixtureDetail());
      }),
    );
    await getRequestDetail(130, '00104567896');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    answer(async () => {
      await held;
      return HttpResponse.json({ success: true });
    });
    renderPage('130', query);
    expect(await screen.findByText('Verificando pago')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ir a mi escritorio' })).toBeNull();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    release();
    expect(await screen.findByText(SUCCESS)).toBeTruthy();
    expect(bodies).toEqual([{ requestId: '130', numAprobacion: '784512', idAutorizacionPortal: 'AUT-130', required_action_id: '79' }]);
    await getRequestDetail(130, '00104567896');
    expect(detailReads).toBe(2);
    expect(screen.getByRole('link', { name: 'Ver detalle de solicitud' }).getAttribute('href')).toBe('/app/serviceRequestedDetails/130');
    expect(screen.queryByRole('button', { name: /pagar|tarjeta|reintentar/i })).toBeNull();
  });

  it('success: false shows the error text', async () => {
    answer(() => HttpResponse.json({ success: false, msg: 'Aprobación no válida' }));
    renderPage('130', query);
    expect((await screen.findByRole('alert')).textContent).toBe(ERROR);
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it.each([
    ['HTTP 500', () => HttpResponse.json({ msg: 'Error' }, { status: 500 })],
    ['network error', () => HttpResponse.error()],
    ['malformed body', () => new HttpResponse('<html></html>', { headers: { 'Content-Type': 'text/html' } })],
  ])('%s: the status could not be confirmed yet, Reintentar checks again', async (_, failure) => {
    answer(failure, () => HttpResponse.json({ success: true }));
    const { user } = renderPage('130', query);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Aún no pudimos confirmar el estado de su pago. No realice un nuevo pago: verifique de nuevo en unos momentos.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(SUCCESS));
    expect(bodies).toHaveLength(2);
  });

  it('an in-app link during the check asks before leaving', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    answer(async () => {
      await held;
      return HttpResponse.json({ success: true });
    });
    const location = memoryLocation({ path: `/app/validatePayment/130${query}`, record: true });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <a href="/app/myDesk">Mi escritorio</a>
        <ValidatePaymentPage params={{ requestID: '130' }} />
      </Router>,
    );
    const user = userEvent.setup();
    await screen.findByText('Verificando pago');
    await user.click(screen.getByRole('link', { name: 'Mi escritorio' }));
    const question = await screen.findByRole('alertdialog', { name: '¿Desea salir de esta página?' });
    expect(question.textContent).toContain('Si cierra esta pestaña el proceso de la solicitud se vera afectado.');
    await user.click(screen.getByRole('button', { name: 'Permanecer' }));
    expect(location.history?.at(-1)).toBe(`/app/validatePayment/130${query}`);
    release();
    expect(await screen.findByText(SUCCESS)).toBeTruthy();
  });

  it('axe finds no violation on the outcomes', async () => {
    answer(() => HttpResponse.json({ msg: 'Error' }, { status: 500 }));
    renderPage('130', query);
    await screen.findByRole('button', { name: 'Reintentar' });
    expect(await axeViolations()).toEqual([]);
  });

  it('under React StrictMode (development) the approval is still sent once', async () => {
    answer(
      () => HttpResponse.json({ success: true }),
      () => HttpResponse.json({ success: false, msg: 'Este número de aprobación ya fue utilizado' }),
    );
    const location = memoryLocation({ path: `/app/validatePayment/130${query}` });
    render(
      <StrictMode>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <ValidatePaymentPage params={{ requestID: '130' }} />
        </Router>
      </StrictMode>,
    );
    expect(await screen.findByText(SUCCESS)).toBeTruthy();
    expect(bodies).toHaveLength(1);
  });
});
