/**
 * Fault matrix drivers of the session and of what follows a registration (issue 10; spec 000 §3
 * Session, §4 Token expiry, §7 registration): the current user's load, the token refresh and the
 * security answers sent after the register call. See tests/faults/harness.tsx for what every row
 * asserts.
 */
import { expect } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { injectFault } from '../../../src/mocks/db';
import { tokenStore } from '../../../src/api/tokenStore';
import { renderApp, type Fault, type FaultDriver, type FlowContext } from '../harness';
import { acceptTerms, fillPersonalData, fillSecurityInfo, next, reachPersonalData, registerButton, stepHeading } from './identity-auth-register';

/** The browser's reload after the session ended (spec 000 §4): jsdom cannot, the harness re-opens the address. */
async function reloadSignedOut({ location }: FlowContext): Promise<void> {
  await waitFor(() => expect(tokenStore.read()).toEqual({ token: null, profileImg: null, userCedula: null, userPrimaryEmail: null }));
  cleanup();
  await renderApp(location.history?.at(-1) ?? '/app/myDesk');
}

/** Issue 10 "Signed out by a network blip": the session's notice when the current user could not be loaded. */
const USER_UNAVAILABLE = 'No se pudo cargar su sesión. Verifique su conexión e intente de nuevo.';

export const drivers: FaultDriver[] = [
  {
    operationId: 'getAuthUser',
    flow: 'Recarga de /app/myDesk con sesión guardada: un fallo pasajero mantiene la sesión (Reintentar); un token rechazado la cierra',
    as: 'citizen',
    path: '/app/myDesk',
    // Expired twice: the renewed token is refused too, so the session ends (spec 000 §4) and the
    // page reloads signed out. Any other failure is a blip: the session is kept.
    afterFailure: async (ctx) => {
      if (ctx.fault === 'expiredTwice') await reloadSignedOut(ctx);
    },
    shows: (fault: Fault) => (fault === 'expiredTwice' ? 'Iniciar Sesión' : USER_UNAVAILABLE),
    kept: ({ fault }) => {
      if (fault === 'expiredTwice') expect(screen.queryByRole('tab', { name: 'Mis solicitudes' })).toBeNull();
      else expect(tokenStore.getToken()).not.toBeNull();
    },
    retry: async ({ user, fault }) => {
      if (fault === 'expiredTwice') return;
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByRole('tab', { name: 'Mis solicitudes' })).toBeTruthy();
      expect(screen.queryByText(USER_UNAVAILABLE)).toBeNull();
    },
  },
  {
    operationId: 'registerSecurityAnswers',
    flow: 'Registro ciudadano: Registrar; la cuenta se crea y las respuestas de seguridad fallan → Reintentar envía solo las respuestas',
    path: '/app/register',
    prepare: async ({ user }) => {
      await reachPersonalData(user);
      await fillPersonalData(user);
      await next(user);
      await stepHeading('Información de seguridad');
      await fillSecurityInfo(user);
      await next(user);
      await acceptTerms(user);
    },
    act: async ({ user }) => user.click(registerButton()),
    shows: 'Su cuenta fue creada, pero sus respuestas de seguridad no se guardaron',
    retry: async ({ user }) => {
      await user.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await stepHeading('¡Gracias por registrarse!')).toBeTruthy();
    },
  },
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
    afterFailure: async (ctx) => {
      if (ctx.fault === 'expiredTwice') await reloadSignedOut(ctx);
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
