/**
 * The demo back office of requests /demo/backoffice (issue 8): pick a request from the list, act on it
 * through labelled forms (the store functions of src/mocks/backOffice.ts), see the outcome; axe (the
 * rules that work in jsdom) finds no violation on the list and the action forms.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import BackOfficePage from '../../../src/views/pages/demo/BackOfficePage';
import { Toaster } from '../../../src/views/components/Toaster';
import { db, resetDb } from '../../../src/mocks/db';

function renderPage(search = '') {
  window.history.replaceState(null, '', `/demo/backoffice${search}`);
  render(
    <>
      <main>
        <BackOfficePage />
      </main>
      <Toaster labels={{ close: 'Cerrar notificación', region: 'Notificaciones' }} />
    </>,
  );
  return userEvent.setup();
}

const request = (id: number) => db().requests!.find((r) => r.id === id)!;

beforeEach(() => resetDb());
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('BackOfficePage', () => {
  it('lists every request and selects one', async () => {
    const user = renderPage();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(db().requests!.length + 1);
    expect(screen.getByText('Seleccione una solicitud de la lista para actuar sobre ella.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Seleccionar la solicitud DPP-2026-000123' }));
    expect(screen.getByRole('heading', { name: 'Solicitud DPP-2026-000123' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seleccionar la solicitud DPP-2026-000123' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('writes an officer message with % sequences and HTML, stored URI-encoded as typed', async () => {
    const user = renderPage('?id=1001');
    const form = screen.getByRole('form', { name: 'Escribir mensaje' });
    const text = 'Pago 100% listo %41 <b>gracias</b>';
    await user.type(within(form).getByLabelText(/Texto del mensaje/), text);
    await user.click(within(form).getByRole('button', { name: 'Escribir mensaje' }));
    expect(request(1001).comments!.at(-1)).toMatchObject({ user_id: 2, text: encodeURIComponent(text) });
    expect(within(form).getByLabelText<HTMLTextAreaElement>(/Texto del mensaje/).value).toBe('');
  });

  it('asks for a payment (amount required) and for a document (message required)', async () => {
    const user = renderPage('?id=1001');
    const payment = screen.getByRole('form', { name: 'Solicitar pago' });
    await user.click(within(payment).getByRole('button', { name: 'Solicitar pago' }));
    expect(within(payment).getByText('Este campo es requerido')).toBeTruthy();
    await user.selectOptions(within(payment).getByLabelText(/Tipo de acción de pago/), '7');
    await user.type(within(payment).getByLabelText(/Monto \(DOP\)/), '4,250.50');
    await user.click(within(payment).getByRole('button', { name: 'Solicitar pago' }));
    expect(request(1001)).toMatchObject({ payment_amount: 4250.5, payment_status: 'PENDIENTE' });
    expect(request(1001).actions!.at(-1)).toMatchObject({ action_id: 7, amount: 4250.5, completed_at: null });

    const documentForm = screen.getByRole('form', { name: 'Solicitar documento' });
    await user.click(within(documentForm).getByRole('button', { name: 'Solicitar documento' }));
    expect(within(documentForm).getByText('Este campo es requerido')).toBeTruthy();
    await user.type(within(documentForm).getByLabelText(/Mensaje para el solicitante/), 'Cargue el plano firmado.');
    await user.click(within(documentForm).getByRole('button', { name: 'Solicitar documento' }));
    expect(request(1001).actions!.at(-1)).toMatchObject({ action_id: 1, message: 'Cargue el plano firmado.' });
  });

  it('resolves with a solution, and answers a claim', async () => {
    const user = renderPage('?id=909');
    const claimForm = screen.getByRole('form', { name: /Responder reclamación #/ });
    await user.type(within(claimForm).getByLabelText(/Respuesta a la reclamación/), 'Revisaremos los planos corregidos.');
    await user.click(within(claimForm).getByRole('button', { name: 'Responder reclamación' }));
    expect(db().claims!.find((c) => c.request_code === 'DPP-2026-000049')).toMatchObject({
      status: 'Resuelta',
      solution: 'Revisaremos los planos corregidos.',
    });
    cleanup();
    const again = renderPage('?id=1001');
    await again.type(screen.getByLabelText(/Solución o motivo/), 'Se aprueba el anteproyecto.');
    await again.click(screen.getByRole('button', { name: 'Resolver' }));
    expect(request(1001)).toMatchObject({ status: { id: 7, name: 'Completada' }, solution: 'Se aprueba el anteproyecto.' });
  });

  it('axe finds no violation on the list and the forms', async () => {
    renderPage('?id=907');
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
  });
});
