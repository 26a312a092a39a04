/**
 * The required-document, payments and payment-validation views against the embedded backend itself
 * (no overrides): a required document completes action 1 of request 901 and its files appear in the
 * detail; a voucher on 904 makes its payment GENERADO; a card payment on 903 through the simulated
 * gateway is confirmed by the validation page, appears in 'Mis pagos', and its replayed URL is refused
 * (spec 001 §2.5, §2.6, §4; contract §3.3-§3.5; issue 8 backend).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { server } from '../../../src/mocks/node';
import { resetDb } from '../../../src/mocks/db';
import { approvePayment, readGatewayPost } from '../../../src/mocks/gateway';
import { DEMO_CITIZEN_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { clearCache } from '../../../src/api/cache';
import { tokenStore } from '../../../src/api/tokenStore';
import { loadCurrentUser, login } from '../../../src/api/identity';
import { getRequestDetail } from '../../../src/api/requestDetail';
import { unwrap } from '../../../src/api/result';
import type { RequestDetail, RequestViewer } from '../../../src/machines/requestDetail/types';
import { PaymentsTab } from '../../../src/views/pages/requests/tabs/PaymentsTab';
import { RequiredDocumentTab } from '../../../src/views/pages/requests/tabs/RequiredDocumentTab';
import ValidatePaymentPage from '../../../src/views/pages/payments/ValidatePaymentPage';
import { FetchXhr } from '../../unit/api/fetchXhr';

let viewer: RequestViewer;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  vi.stubGlobal('XMLHttpRequest', FetchXhr);
  const result = await login(DEMO_CITIZEN_ID, DEMO_PASSWORD);
  if (!result.ok) throw new Error('login failed');
  tokenStore.saveLogin(result.data.token, result.data.profileImg);
  const user = unwrap(await loadCurrentUser());
  viewer = { citizenId: user.citizen_id, name: user.name ?? '', firstLastName: user.first_last_name ?? '', secondLastName: user.second_last_name ?? '' };
});
afterEach(() => {
  server.resetHandlers();
  resetDb();
  clearCache();
  tokenStore.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const detailOf = async (id: number): Promise<RequestDetail> => unwrap(await getRequestDetail(id, DEMO_CITIZEN_ID));
const pdf = (name: string) => new File([new Uint8Array([37, 80, 68, 70, 45, 49, 46, 52])], name, { type: 'application/pdf' });
const inRouter = (path: string, node: React.ReactNode) => {
  const location = memoryLocation({ path, record: true });
  return render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {node}
    </Router>,
  );
};

describe('request actions against the embedded backend', () => {
  it('a required document completes action 1 and the files are listed as uploaded by the citizen', async () => {
    const before = await detailOf(901);
    expect(before.request.request_actions_id).toBe(1);
    const uploadedBefore = (before.request.request_document ?? []).filter((d) => Number(d.origin_doc) === 0).length;
    const onDone = vi.fn();
    inRouter('/app/serviceRequestedDetails/901', <RequiredDocumentTab detail={before} viewer={viewer} onChanged={() => {}} onDone={onDone} />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(/Documentos a enviar/), [pdf('plano-ubicacion.pdf'), pdf('plano-firmado.pdf')]);
    await user.click(screen.getByRole('button', { name: 'ENVIAR' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const after = await detailOf(901);
    expect(after.request.request_actions_id ?? null).not.toBe(1);
    const uploaded = (after.request.request_document ?? []).filter((d) => Number(d.origin_doc) === 0);
    expect(uploaded.length).toBe(uploadedBefore + 2);
  });

  it('a voucher makes the payment GENERADO', async () => {
    const before = await detailOf(904);
    expect(before.request.payment?.payment_status).toBe('PENDIENTE');
    const onChanged = vi.fn();
    inRouter('/app/serviceRequestedDetails/904', <PaymentsTab detail={before} viewer={viewer} onChanged={onChanged} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'DEPOSITO O TRANSFERENCIA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subir comprobante' });
    await user.upload(within(dialog).getByLabelText(/Comprobante/), pdf('transferencia.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'CONFIRMAR' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const after = await detailOf(904);
    expect(after.request.payment?.payment_status).toBe('GENERADO');
  });

  it('a card payment through the simulated gateway is confirmed, listed in Mis pagos, and its URL cannot be replayed', async () => {
    const before = await detailOf(903);
    const posted: string[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push(new URLSearchParams([...new FormData(this).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name])).toString());
    });
    const tab = inRouter('/app/serviceRequestedDetails/903', <PaymentsTab detail={before} viewer={viewer} onChanged={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'PAGO CON TARJETA' }));
    expect(posted).toHaveLength(1);
    const { approvalNumber, to } = approvePayment(readGatewayPost(posted[0], window.location.origin));
    tab.unmount();

    const [path, search] = to.split('?');
    const page = inRouter(to, <ValidatePaymentPage params={{ requestID: path.split('/').pop() ?? '' }} />);
    expect(await screen.findByText('¡Pago realizado satisfactoriamente! Los cambios se reflejara en unos minutos.')).toBeTruthy();
    page.unmount();

    const after = await detailOf(903);
    expect(after.priceRequest.some((p) => p.approval_number === approvalNumber)).toBe(true);
    inRouter('/app/serviceRequestedDetails/903', <PaymentsTab detail={after} viewer={viewer} onChanged={() => {}} />);
    expect(screen.getByText(approvalNumber)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'PAGO CON TARJETA' })).toBeNull();

    inRouter(`${path}?${search}`, <ValidatePaymentPage params={{ requestID: '903' }} />);
    expect((await screen.findByRole('alert')).textContent).toBe('¡Ha ocurrido un error durante la validacion del pago!');
  });
});
