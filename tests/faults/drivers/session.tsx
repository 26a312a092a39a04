/**
 * Fault matrix drivers of the session (issue 10; spec 000 §3 Session, §4 Token expiry): the token
 * refresh. See tests/faults/harness.tsx for what every row asserts.
 */
import { expect } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { injectFault } from '../../../src/mocks/db';
import { tokenStore } from '../../../src/api/tokenStore';
import { renderApp, type Fault, type FaultDriver } from '../harness';

export const drivers: FaultDriver[] = [
  {
    operationId: 'refreshToken',
    flow: "Escritorio: 'Mis solicitudes' answered 'El token ha expirado' and the refresh fails: refused → signed out; unavailable → session kept, Reintentar",
    as: 'citizen',
    path: '/app/myDesk',
    // The refresh is never retried: one faulted answer per row.
    times: 1,
    prepare: async () => {
      await screen.findByRole('tab', { name: 'Mis solicitudes' });
    },
    act: async ({ user }) => {
      injectFault({ method: 'GET', path: '/all/my/requests/without/company/', kind: 'expired', times: 1 });
      await user.click(screen.getByRole('tab', { name: 'Mis solicitudes' }));
    },
    // Refused (the refresh itself answered 'El token ha expirado'): spec 000 §4 "a failed refresh
    // clears the session and reloads". The browser reloads; jsdom cannot, so the harness opens the
    // same address again as the reload would.
    afterFailure: async ({ fault, location }) => {
      if (fault !== 'expiredTwice') return;
      await waitFor(() => expect(tokenStore.read()).toEqual({ token: null, profileImg: null, userCedula: null, userPrimaryEmail: null }));
      cleanup();
      await renderApp(location.history?.at(-1) ?? '/app/myDesk');
    },
    // Signed out, the private desk sends the visitor home, whose header offers to sign in again.
    // A refresh that could not be done (no usable answer) is a network blip: the list says it could
    // not load and offers to retry (issue 10 "Signed out by a network blip").
    shows: (fault: Fault) => (fault === 'expiredTwice' ? 'Iniciar Sesión' : 'No se pudo cargar esta información.'),
    kept: ({ fault }) => {
      if (fault === 'expiredTwice') {
        expect(screen.queryByRole('tab', { name: 'Mis solicitudes' })).toBeNull();
        return;
      }
      expect(tokenStore.getToken()).not.toBeNull();
      expect(screen.getByRole('tab', { name: 'Mis solicitudes' })).toBeTruthy();
    },
    retry: async ({ user, fault }) => {
      if (fault === 'expiredTwice') return;
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByText(/DPP-2026-000041/)).toBeTruthy();
    },
  },
];
