/**
 * /app/acceptMembership against the embedded backend (spec 000 §2 Membership invitation acceptance
 * page, §4 Invitation, §7 POST accept/membership, §8 'Ha ocurrido un error, contacte a soporte';
 * issue 4): success, refusal with the server message, a link lacking a parameter (no call), the
 * error toast and retry of a failed call, and the button to the desk or to login.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import AcceptMembershipPage from '../../../src/views/pages/account/AcceptMembershipPage';
import { SessionProvider } from '../../../src/views/app/session';
import { Toaster } from '../../../src/views/components/Toaster';
import { server } from '../../../src/mocks/node';
import { db, injectFault, resetDb } from '../../../src/mocks/db';
import { backOfficeInvite } from '../../../src/mocks/mailbox';
import { clearCache } from '../../../src/api/cache';
import { tokenStore } from '../../../src/api/tokenStore';
import { login } from '../../../src/api/auth';
import { DEMO_CITIZEN_2_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { recordCalls } from '../../support/recordCalls';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  clearCache();
  tokenStore.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
  server.resetHandlers();
});
afterAll(() => server.close());

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <SessionProvider>
        <main>
          <AcceptMembershipPage params={{}} />
        </main>
      </SessionProvider>
      <Toaster labels={{ close: 'Cerrar notificación', region: 'Notificaciones' }} />
    </Router>,
  );
  return { user, location };
}

/** Invites José to the company account through the back office; returns the mailed link. */
async function invitationLink(): Promise<string> {
  const answer = await backOfficeInvite(1, DEMO_CITIZEN_2_ID); // Posada Zona Colonial: no representative yet
  expect(answer.success).toBe(true);
  return db().mails[0].link!.href;
}

const loginLink = () => screen.findByRole('link', { name: 'Iniciar Sesión' });

describe('AcceptMembershipPage', () => {
  it('accepts the invitation of the e-mail link and offers login to a guest', async () => {
    const href = await invitationLink();
    const calls = recordCalls();
    renderAt(href);
    expect(await screen.findByRole('heading', { name: 'Invitación aceptada' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Invitación aceptada satisfactoriamente');
    expect((await loginLink()).getAttribute('href')).toBe('/public/login');
    expect(screen.queryByRole('link', { name: 'Ir a mi escritorio' })).toBeNull();
    const accept = calls.filter((c) => c.path.includes('/accept/membership'));
    expect(accept).toHaveLength(1);
    expect(accept[0].body).toEqual({ citizenId: DEMO_CITIZEN_2_ID, companyId: 1, tokenMembership: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect((db().companyMembers ?? []).filter((m) => m.company_id === 1)).toEqual([
      expect.objectContaining({ citizen_id: DEMO_CITIZEN_2_ID, rol_name: 'Representante' }),
    ]);
  });

  it('shows the server message when the link was already used, and the desk button when signed in', async () => {
    const href = await invitationLink();
    renderAt(href);
    await screen.findByRole('heading', { name: 'Invitación aceptada' });
    cleanup();
    const result = await login(DEMO_CITIZEN_2_ID, DEMO_PASSWORD);
    if (!result.ok) throw new Error('login failed');
    tokenStore.saveLogin(result.data.token, result.data.profileImg);
    renderAt(href);
    expect(await screen.findByRole('heading', { name: 'Invitación no aceptada' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('La invitación no es válida o ya fue utilizada');
    const desk = await screen.findByRole('link', { name: 'Ir a mi escritorio' }, { timeout: 3000 });
    expect(desk.getAttribute('href')).toBe('/app/myDesk');
    expect(screen.queryByRole('link', { name: 'Iniciar Sesión' })).toBeNull();
  });

  it.each([
    ['/app/acceptMembership'],
    ['/app/acceptMembership?citizen_id=40209876545&company_id=2'],
    ['/app/acceptMembership?citizen_id=40209876545&company_id=dos&token_code=abc'],
    ['/app/acceptMembership?company_id=2&token_code=abc'],
  ])('fails clearly without calling the server for an incomplete link (%s)', async (path) => {
    const calls = recordCalls();
    renderAt(path);
    expect(screen.getByRole('heading', { name: 'El enlace de invitación no es válido.' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('token_code');
    expect((await loginLink()).getAttribute('href')).toBe('/public/login');
    expect(calls.filter((c) => c.path.includes('/accept/membership'))).toHaveLength(0);
  });

  it("shows the toast 'Ha ocurrido un error, contacte a soporte' on a failed call, and retries", async () => {
    const href = await invitationLink();
    injectFault({ method: 'POST', path: '/accept/membership', kind: 'network', times: 1 });
    const { user } = renderAt(href);
    expect(await screen.findByText('Ha ocurrido un error, contacte a soporte', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Invitación aceptada' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Invitación aceptada' })).toBeTruthy();
  });
});
