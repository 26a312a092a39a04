/**
 * Demo back office "Empresas pendientes de aprobación" on the demo mailbox page (issue 4; spec 000
 * §4 "Company: registered, then awaiting approval"): a company registered through the embedded
 * backend is listed with 'Aprobar'; pressing it approves the company (sign-in accepted), mails the
 * approval and empties the list.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MailboxPage from '../../../src/views/pages/demo/MailboxPage';
import { Toaster } from '../../../src/views/components/Toaster';
import { server } from '../../../src/mocks/node';
import { db, resetDb } from '../../../src/mocks/db';
import { clearCache } from '../../../src/api/cache';
import { login } from '../../../src/api/auth';
import { config } from '../../../src/config';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  clearCache();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

async function registerPendingCompany() {
  const res = await fetch(`${config.identityUrl}/auth/register/portal`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      is_company: true,
      document_type: '3',
      rnc: '130123454',
      email: 'tramites@hotelnuevo.do',
      nombre: 'Hotel Nuevo',
      razonsocial: 'Inversiones Nuevo, S.R.L.',
      extension: '',
      password: 'secreto123',
      password_confirmation: 'secreto123',
      telefono: '8095550001',
      company_files: { registromercant: 'empresas/x/r.pdf', podernotarizado: null, cedulaperaut: 'empresas/x/c.pdf' },
    }),
  });
  expect(((await res.json()) as { success: boolean }).success).toBe(true);
}

function renderPage() {
  const user = userEvent.setup();
  render(
    <>
      <main>
        <MailboxPage />
      </main>
      <Toaster labels={{ close: 'Cerrar notificación', region: 'Notificaciones' }} />
    </>,
  );
  return user;
}

describe('MailboxPage: companies awaiting approval', () => {
  it('shows the empty notice when no company waits', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Empresas pendientes de aprobación' })).toBeTruthy();
    expect(screen.getByText('No hay empresas pendientes de aprobación.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Aprobar/ })).toBeNull();
  });

  it('approves a pending company: sign-in accepted, approval e-mail sent, list emptied', async () => {
    await registerPendingCompany();
    expect((await login('130123454', 'secreto123')).ok).toBe(false);
    const user = renderPage();
    const item = screen.getByText('Hotel Nuevo').closest('li')!;
    expect(item.textContent).toContain('Inversiones Nuevo, S.R.L.');
    expect(item.textContent).toContain('130123454');
    expect(item.textContent).toContain('tramites@hotelnuevo.do');

    await user.click(screen.getByRole('button', { name: 'Aprobar Hotel Nuevo' }));

    expect(await screen.findByText('Empresa aprobada: Hotel Nuevo')).toBeTruthy();
    expect(screen.getByText('No hay empresas pendientes de aprobación.')).toBeTruthy();
    expect(db().mails[0]).toMatchObject({ to: 'tramites@hotelnuevo.do', subject: 'Su empresa fue aprobada en el Portal de Servicios MITUR' });
    expect((await login('130123454', 'secreto123')).ok).toBe(true);
  });
});
