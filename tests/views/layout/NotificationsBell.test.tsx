/**
 * The notifications bell (spec 001 §2.2; contract D6, D7) through the real header, the real chart,
 * the real API client and the embedded backend (MSW node server, fresh store per test), signed in as
 * Ana (4 unread seeded notifications): the badge's accessible name, the panel's Evento / title /
 * request link, mark-read then open the request, one POST per double click, a failed fetch that keeps
 * the count, the empty text, a fresh count on window focus, and the bell in the compact menu.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { server } from '../../../src/mocks/node';
import { db, injectFault, resetDb, save } from '../../../src/mocks/db';
import { addNotification } from '../../../src/mocks/notificationStore';
import { DEMO_CITIZEN_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { clearCache } from '../../../src/api/cache';
import { tokenStore } from '../../../src/api/tokenStore';
import { login } from '../../../src/api/identity';
import { SessionProvider } from '../../../src/views/app/session';
import { Header } from '../../../src/views/layout/Header';
import { stopNotificationBells } from '../../../src/views/layout/NotificationsBell';
import { recordCalls } from '../../support/recordCalls';
import { headerLabels } from './fixtures';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The 'dom' project shares modules between files: start from the seed whatever a file before this
// one left in the store (a whole run once showed a fifth notification for Ana).
beforeEach(() => {
  resetDb();
  clearCache();
});
afterEach(() => {
  cleanup();
  stopNotificationBells();
  server.events.removeAllListeners();
  server.resetHandlers();
  resetDb();
  clearCache();
  tokenStore.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

async function renderHeader(compact = false) {
  const result = await login(DEMO_CITIZEN_ID, DEMO_PASSWORD);
  if (!result.ok) throw new Error('login failed');
  tokenStore.saveLogin(result.data.token, result.data.profileImg);
  const calls = recordCalls();
  const user = userEvent.setup();
  render(
    <Router>
      <SessionProvider>
        <Header authenticated userName="Ana" labels={headerLabels} onLogout={() => {}} currentPath="/app/myDesk" compact={compact} />
      </SessionProvider>
    </Router>,
  );
  return { user, calls };
}

const bell = (count: string) => screen.findByRole('button', { name: count });
const marks = (calls: ReturnType<typeof recordCalls>) => calls.filter((c) => c.method === 'POST' && c.path.startsWith('/notification/'));

describe('notifications bell', () => {
  it('shows the count in its name; the panel lists Evento, title and the request link', async () => {
    const { user } = await renderHeader();
    await user.click(await bell('4 notificaciones'));
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(4);
    const first = within(items[0]).getByRole('link');
    expect(first.textContent).toBe('Pago requeridoSolicitud DPP-2026-000043: debe realizar un pago de RD$3,500.00 para continuar.Solicitud 903');
    expect(first.getAttribute('href')).toBe('/app/serviceRequestedDetails/903');
    // The welcome notification has no request: a button that marks it read.
    expect(within(items[3]).getByRole('button').textContent).toContain('Bienvenido');
  });

  it('a click marks it read (POST { notification }), the count falls and the request opens', async () => {
    const { user, calls } = await renderHeader();
    await user.click(await bell('4 notificaciones'));
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    const link = (await within(panel).findAllByRole('link'))[0];
    await user.dblClick(link);
    await bell('3 notificaciones');
    await waitFor(() => expect(window.location.pathname).toBe('/app/serviceRequestedDetails/903'));
    expect(screen.queryByRole('dialog', { name: 'Notificaciones' })).toBeNull();
    await waitFor(() => expect(marks(calls).map((c) => c.body)).toEqual([{ notification: 502 }]));
    expect(marks(calls)[0].path).toBe(`/notification/${DEMO_CITIZEN_ID}`);
  });

  it('without a request id the panel stays open and the notification goes away', async () => {
    const { user } = await renderHeader();
    await user.click(await bell('4 notificaciones'));
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    await user.click(await within(panel).findByRole('button', { name: /Bienvenido/ }));
    await bell('3 notificaciones');
    expect(within(panel).queryByRole('button', { name: /Bienvenido/ })).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  it('a failed fetch keeps the count; the open panel says so with a retry', async () => {
    const { user } = await renderHeader();
    await bell('4 notificaciones');
    injectFault({ method: 'GET', path: '/notification/', kind: 'http500', times: 1 });
    await user.click(await bell('4 notificaciones'));
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    expect(await within(panel).findByText('No se pudieron cargar las notificaciones.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '4 notificaciones' })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Reintentar' }));
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(4);
  });

  it('a failed mark-read opens nothing and says so', async () => {
    const { user } = await renderHeader();
    await user.click(await bell('4 notificaciones'));
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    injectFault({ method: 'POST', path: '/notification/', kind: 'network', times: 1 });
    await user.click((await within(panel).findAllByRole('link'))[0]);
    expect(await within(panel).findByRole('alert')).toHaveProperty('textContent', 'No se pudo marcar la notificación como leída. Intente de nuevo.');
    expect(window.location.pathname).toBe('/');
  });

  it("no unread notification: '0 notificaciones', no badge, 'No hay notificaciones'", async () => {
    for (const n of db().notifications ?? []) n.read = true;
    save();
    const { user } = await renderHeader();
    const button = await bell('0 notificaciones');
    expect(button.textContent).toBe('');
    await user.click(button);
    expect(await screen.findByText('No hay notificaciones')).toBeTruthy();
  });

  it('the count follows the backend without a reload when the window regains focus', async () => {
    await renderHeader();
    await bell('4 notificaciones');
    addNotification(DEMO_CITIZEN_ID, 'Documento emitido', 'Solicitud DPP-2026-000047: certificado emitido.', 907);
    save();
    window.dispatchEvent(new Event('focus'));
    expect(await bell('5 notificaciones')).toBeTruthy();
  });

  it('the compact menu holds the bell, whose panel opens in place', async () => {
    const { user } = await renderHeader(true);
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú de navegación' });
    const button = await within(drawer).findByRole('button', { name: 'Notificaciones: 4 notificaciones' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(await within(drawer).findAllByRole('listitem')).not.toHaveLength(0);
    expect(await within(drawer).findByText('Bienvenido')).toBeTruthy();
  });
});
