/**
 * The 'Pagos' tab (spec 001 §2.5 Payments tab, §4 Payment status, §5 Payment proof, §7 Card payment,
 * §8; contract §3.4) through the real chart, API and the embedded backend's POST /files (XHR
 * stand-in), with msw overrides for the voucher assignment and its document-manager record.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within, cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { server } from '../../../src/mocks/node';
import { resetDb } from '../../../src/mocks/db';
import { DEMO_CITIZEN_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { clearCache } from '../../../src/api/cache';
import { tokenStore } from '../../../src/api/tokenStore';
import { login } from '../../../src/api/identity';
import { config } from '../../../src/config';
import type { RequestDetail } from '../../../src/machines/requestDetail/types';
import { PaymentsTab } from '../../../src/views/pages/requests/tabs/PaymentsTab';
import { fixtureDetail, viewer as fixtureViewer } from '../../model/machines/requestActions.fixtures';
import { FetchXhr } from '../../unit/api/fetchXhr';

const viewer = { ...fixtureViewer, citizenId: DEMO_CITIZEN_ID };
let uploads = 0;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  uploads = 0;
  vi.stubGlobal('XMLHttpRequest', FetchXhr);
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/files')) uploads += 1;
  });
  const result = await login(DEMO_CITIZEN_ID, DEMO_PASSWORD);
  if (!result.ok) throw new Error('login failed');
  tokenStore.saveLogin(result.data.token, result.data.profileImg);
});
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
  resetDb();
  clearCache();
  tokenStore.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const pending = (service: Parameters<typeof fixtureDetail>[1] = {}, request: Parameters<typeof fixtureDetail>[0] = {}) =>
  fixtureDetail({ request_actions_id: 7, doc_identification: DEMO_CITIZEN_ID, ...request }, service);
const generated = () =>
  pending({}, { request_actions_id: null, payment: { payment_amount: '15000.00', payment_status: 'GENERADO', succesfullyPayment_date: null } });

function renderTab(detail: RequestDetail) {
  const onChanged = vi.fn();
  const location = memoryLocation({ path: '/app/serviceRequestedDetails/130' });
  const view = render(
    <Router hook={location.hook}>
      <PaymentsTab detail={detail} viewer={viewer} onChanged={onChanged} />
    </Router>,
  );
  const rerender = (next: RequestDetail) =>
    view.rerender(
      <Router hook={location.hook}>
        <PaymentsTab detail={next} viewer={viewer} onChanged={onChanged} />
      </Router>,
    );
  return { user: userEvent.setup(), onChanged, rerender };
}

async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`);
}

const card = () => screen.queryByRole('button', { name: 'PAGO CON TARJETA' });
const voucher = () => screen.queryByRole('button', { name: 'DEPOSITO O TRANSFERENCIA' });

describe('PaymentsTab: what shows', () => {
  it('PENDIENTE with a sirit code and external pay on an open request: method, amount in DOP$ and both options', () => {
    renderTab(pending());
    expect(screen.getByRole('heading', { name: 'Método de pago' })).toBeTruthy();
    expect(screen.getByText('Monto a pagar:')).toBeTruthy();
    expect(screen.getByText('DOP$ 15,000.00')).toBeTruthy();
    expect(card()).toBeTruthy();
    expect(voucher()).toBeTruthy();
  });

  it.each([
    ['no sirit code', pending({ sirit_code: null }), false, true],
    ['external pay 0', pending({ external_pay: 0 }), true, false],
    ['base status not 1', pending({}, { status: { id: 5, name: 'En revisión', color: 'warning', base_status_id: 2 } }), false, false],
  ])('%s', (_, detail, hasCard, hasVoucher) => {
    renderTab(detail);
    expect(!!card()).toBe(hasCard);
    expect(!!voucher()).toBe(hasVoucher);
  });

  it('a service with neither a sirit code nor external pay: no option, and how to pay instead (issue 26 row 4)', () => {
    renderTab(pending({ sirit_code: null, external_pay: 0 }));
    expect(card()).toBeNull();
    expect(voucher()).toBeNull();
    expect(
      screen.getByText(
        `Este servicio no tiene un medio de pago en línea. Para realizar el pago, comuníquese con el Ministerio de Turismo: ${config.directoryPhones.join(', ')} · ${config.directoryEmail}.`,
      ),
    ).toBeTruthy();
  });

  it('a service with one way to pay does not say it has none', () => {
    for (const detail of [pending({ sirit_code: null }), pending({ external_pay: 0 })]) {
      cleanup();
      renderTab(detail);
      expect(screen.queryByText(/no tiene un medio de pago en línea/)).toBeNull();
    }
  });

  it('GENERADO: the validation text and no way to pay', () => {
    renderTab(generated());
    expect(screen.getByText('Su pago de $15,000.00 está en proceso de validación.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Método de pago' })).toBeNull();
    expect(card()).toBeNull();
    expect(voucher()).toBeNull();
  });

  it("'Mis pagos' lists each payment, or says there is none", () => {
    const detail = {
      ...generated(),
      priceRequest: [
        {
          id: 5,
          concept: 'No objeción de uso de suelo',
          approval_number: '784512',
          payment_method: 'Tarjeta',
          price: '15000.00',
          coin: 'Pesos',
          created_at: '2026-02-12 10:30:00',
        },
      ],
    };
    renderTab(detail);
    const item = within(screen.getByRole('list')).getByRole('listitem');
    for (const text of ['No objeción de uso de suelo', '784512', 'Tarjeta', '15,000.00', 'Pesos', '12/02/2026'])
      expect(within(item).getByText(text)).toBeTruthy();
    for (const term of ['Concepto', 'ID de pago', 'Método de pago', 'Monto pagado', 'Moneda', 'Fecha de pago'])
      expect(within(item).getByText(term)).toBeTruthy();
  });

  it("'Mis pagos' empty", () => {
    renderTab(pending());
    expect(screen.getByRole('heading', { name: 'Mis pagos' })).toBeTruthy();
    expect(screen.getByText('No hay pagos registrados')).toBeTruthy();
  });
});

describe('PaymentsTab: card payment', () => {
  it('POSTs a real form to the gateway with exactly the contract §3.4 fields', async () => {
    const submitted: Array<{ action: string; method: string; fields: Array<[string, string]> }> = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push({
        action: this.getAttribute('action') ?? '',
        method: this.method,
        fields: [...new FormData(this).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]),
      });
    });
    const { user } = renderTab(pending());
    await user.click(card() as HTMLElement);
    expect(submitted).toEqual([
      {
        action: config.gatewayUrl,
        method: 'post',
        fields: [
          ['codigoCentroRecaudacion', '0101'],
          ['codigoServicio', 'SIR-0099'],
          ['montoServicio', '15000.00'],
          ['nombre', 'Luis Miguel Santana Féliz'],
          ['numeroDocumento', DEMO_CITIZEN_ID],
          ['tipoDocumento', 'C'],
          ['medioPago', 'PagoEnLinea'],
          ['idAutorizacionPortal', 'AUT-130'],
          ['urlRetorno', `${config.gatewayReturnUrl}130?requiredActionID=79`],
        ],
      },
    ]);
    expect(screen.getAllByText('Redirigiendo a la pasarela de pago…').length).toBeGreaterThan(0);
  });
});

describe('PaymentsTab: deposit or transfer voucher', () => {
  function voucherBackend(assign: Array<() => Response> = [() => HttpResponse.json({ success: true, request_code: 'DPP-2026-000130' })]) {
    const assigns: any[] = [];
    const records: any[] = [];
    server.use(
      http.post(`${config.adminUrl}/assigndocument/130`, async ({ request }) => {
        assigns.push(await request.json());
        return assign[Math.min(assigns.length - 1, assign.length - 1)]();
      }),
      http.post(`${config.filesUrl}/uploadsoftexpert`, async ({ request }) => {
        records.push(await request.json());
        return HttpResponse.json({ success: true });
      }),
    );
    return { assigns, records };
  }
  const pdf = () => new File([new Uint8Array([37, 80, 68, 70, 45, 49])], 'comprobante.pdf', { type: 'application/pdf' });

  it("'Subir comprobante', the warning, the contract §3.4 sequence, 'Comprobante de pago enviado', then onChanged", async () => {
    const { assigns, records } = voucherBackend();
    const { user, onChanged, rerender } = renderTab(pending());
    await user.click(voucher() as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Subir comprobante' });
    const confirm = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'CONFIRMAR' });
    expect(confirm.disabled).toBe(true);
    await user.upload(within(dialog).getByLabelText(/Comprobante/), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Confirmar envío de comprobante' });
    expect(within(warning).getByText(/Una vez enviado no podrá revertirse/)).toBeTruthy();
    await user.click(within(warning).getByRole('button', { name: 'CONFIRMAR' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(uploads).toBe(1);
    expect(assigns).toHaveLength(1);
    expect(assigns[0]).toMatchObject({ voucher: true, status: true, required_action_id: 79 });
    expect(assigns[0].documents).toHaveLength(1);
    expect(assigns[0].documents[0].label).toBe('Comprobante de pago');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      title: `documento-${DEMO_CITIZEN_ID}`,
      record_id: 'DPP-2026-000130',
      attribute: `NumeroSolicitud=DPP-2026-000130;DocumentoIdentidadSolicitante=${DEMO_CITIZEN_ID};TipoDocumentoPortal=Adjunto`,
      process_id: 1045,
      acronym: 'DPPDE',
      names: ['Comprobante de pago'],
      activity_id: 4,
      new_request: false,
    });
    expect(screen.getByText('Su pago de $15,000.00 está en proceso de validación.')).toBeTruthy();
    expect(card()).toBeNull();
    expect(voucher()).toBeNull();
    rerender(generated());
    expect(screen.getByText('Su pago de $15,000.00 está en proceso de validación.')).toBeTruthy();
    expect(voucher()).toBeNull();
  });

  it("a failed assignment shows 'Ha ocurrido un error' in the dialog, keeps the file, and the retry does not upload again", async () => {
    const { assigns, records } = voucherBackend([
      () => HttpResponse.json({ msg: 'Error' }, { status: 500 }),
      () => HttpResponse.json({ success: true, request_code: 'DPP-2026-000130' }),
    ]);
    const { user, onChanged } = renderTab(pending());
    await user.click(voucher() as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Subir comprobante' });
    await user.upload(within(dialog).getByLabelText(/Comprobante/), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Confirmar envío de comprobante' })).getByRole('button', { name: 'CONFIRMAR' }));
    const again = await screen.findByRole('dialog', { name: 'Subir comprobante' });
    expect((await within(again).findByRole('alert')).textContent).toBe('Ha ocurrido un error');
    expect(within(again).getByText('comprobante.pdf')).toBeTruthy();
    await user.click(within(again).getByRole('button', { name: 'CONFIRMAR' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Confirmar envío de comprobante' })).getByRole('button', { name: 'CONFIRMAR' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(uploads).toBe(1);
    expect(assigns).toHaveLength(2);
    expect(records).toHaveLength(1);
  });

  it('a file over 25 MB is refused and nothing can be confirmed', async () => {
    voucherBackend();
    const { user } = renderTab(pending());
    await user.click(voucher() as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Subir comprobante' });
    const big = new File([new Uint8Array(8)], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 26 * 1024 * 1024 });
    await user.upload(within(dialog).getByLabelText(/Comprobante/), big);
    expect(await within(dialog).findByText('El peso limite por archivo es de 25mb')).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'CONFIRMAR' }).disabled).toBe(true);
    expect(uploads).toBe(0);
  });

  it('axe finds no violation on the tab and in the voucher dialog', async () => {
    const detail = {
      ...pending(),
      priceRequest: [
        {
          id: 5,
          concept: 'Inspección',
          approval_number: '784512',
          payment_method: 'Tarjeta',
          price: '3500.00',
          coin: 'Pesos',
          created_at: '2026-02-12 10:30:00',
        },
      ],
    };
    const { user } = renderTab(detail);
    expect(await axeViolations()).toEqual([]);
    await user.click(voucher() as HTMLElement);
    await screen.findByRole('dialog', { name: 'Subir comprobante' });
    expect(await axeViolations()).toEqual([]);
  });
});
