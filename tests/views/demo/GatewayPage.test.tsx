/**
 * The simulated card gateway page /demo/pasarela (issue 8; contract §3.4 fields, §3.5 return query):
 * shows what the portal posted, approves (approval stored, back to urlRetorno with numAprobacion and
 * idAutorizacionPortal), declines (without numAprobacion), abandons (back to the detail) and refuses
 * to charge when fields are missing; axe (jsdom subset) finds no violation.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import GatewayPage from '../../../src/views/pages/demo/GatewayPage';
import { db, gatewayApprovalsTable, resetDb } from '../../../src/mocks/db';

const ORIGIN = 'http://localhost:3000';
const assign = vi.fn();

function open(fields: Record<string, string>) {
  vi.stubGlobal('location', { origin: ORIGIN, search: `?${new URLSearchParams(fields).toString()}`, assign, href: `${ORIGIN}/demo/pasarela` });
  render(
    <main>
      <GatewayPage />
    </main>,
  );
  return userEvent.setup();
}

const FIELDS = {
  codigoCentroRecaudacion: '0107',
  codigoServicio: '0254',
  montoServicio: '3500.00',
  nombre: 'Ana María Rodríguez Peña',
  numeroDocumento: '00104567896',
  tipoDocumento: 'C',
  medioPago: 'PagoEnLinea',
  idAutorizacionPortal: 'AUT-903',
  urlRetorno: `${ORIGIN}/app/validatePayment/903?requiredActionID=77`,
};

beforeEach(() => {
  resetDb();
  assign.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GatewayPage', () => {
  it('shows the received fields with the amount in RD$ and approves back to urlRetorno', async () => {
    const user = open(FIELDS);
    expect(screen.getByText('RD$ 3,500.00')).toBeTruthy();
    for (const value of ['0254', '0107', 'Ana María Rodríguez Peña', '00104567896', 'PagoEnLinea', 'AUT-903', 'DPP-2026-000043']) {
      expect(screen.getByText(value), value).toBeTruthy();
    }
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    const approval = gatewayApprovalsTable()[0];
    expect(approval).toMatchObject({ request_id: 903, amount: 3500, required_action_id: 77, used: false });
    expect(assign).toHaveBeenCalledWith(`/app/validatePayment/903?requiredActionID=77&numAprobacion=${approval.approval_number}&idAutorizacionPortal=AUT-903`);
    expect(db().requests!.find((r) => r.id === 903)!.approval_number).toBe(approval.approval_number);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Aprobar' }).disabled).toBe(true);
  });

  it('declines back to urlRetorno without an approval number, and abandons to the detail', async () => {
    let user = open(FIELDS);
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(assign).toHaveBeenCalledWith('/app/validatePayment/903?requiredActionID=77&idAutorizacionPortal=AUT-903');
    expect(gatewayApprovalsTable()).toEqual([]);
    cleanup();
    user = open(FIELDS);
    await user.click(screen.getByRole('button', { name: 'Abandonar' }));
    expect(assign).toHaveBeenLastCalledWith('/app/serviceRequestedDetails/903');
  });

  it('refuses to charge when fields are missing', async () => {
    const { nombre: _n, montoServicio: _m, ...rest } = FIELDS;
    open(rest);
    expect(screen.getByRole('alert').textContent).toContain('montoServicio, nombre');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Aprobar' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Rechazar' }).disabled).toBe(false);
  });

  it('refuses a return URL of another site and an unknown authorisation', () => {
    open({ ...FIELDS, urlRetorno: 'https://otro.example/robar', idAutorizacionPortal: 'AUT-1' });
    const alert = screen.getByRole('alert').textContent ?? '';
    expect(alert).toContain('La URL de retorno no es válida');
    expect(alert).toContain('La autorización del portal no corresponde a ninguna solicitud.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Aprobar' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Rechazar' }).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Ir a mi escritorio' })).toBeTruthy();
  });

  it('axe finds no violation (received fields, refusal block, buttons)', async () => {
    open({ ...FIELDS, nombre: '' });
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
  });
});
