/**
 * The app-wide session actor (src/machines/session.machine.ts) and narrow selectors for views.
 *
 * The app provides the machine's injected actions here: `reloadPage` (location.reload) and
 * `goToPublic` (navigate to /public). A failed token refresh in the API layer
 * (`onSessionExpired`) becomes the `session.expired` event (spec 000 §4 Token expiry).
 */
import { useEffect, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { navigate } from 'wouter/use-browser-location';
import { onSessionExpired, readSessionInput, sessionMachine } from '../../machines/session.machine';
import type { AuthStatus } from '../../domain/routes';
import type { SnapshotFrom } from 'xstate';

const appSessionMachine = sessionMachine.provide({
  actions: {
    reloadPage: () => window.location.reload(),
    goToPublic: () => navigate('/public', { replace: true }),
  },
});

export const SessionContext = createActorContext(appSessionMachine);

type SessionSnapshot = SnapshotFrom<typeof appSessionMachine>;

/** Routing view of the session: unknown while booting/loading the user. */
export function authStatusOf(s: SessionSnapshot): AuthStatus {
  if (s.matches('authenticated') || s.matches('loggingOut')) return 'authenticated';
  if (s.matches('anonymous') || s.matches('signedOut')) return 'anonymous';
  return 'unknown';
}

/** The global loader: visible while the user loads, right after authentication, and on logout. */
export function loaderOf(s: SessionSnapshot): { open: boolean; messageKey: 'session.loggingOut' | 'session.loadingApp' } {
  if (s.matches('loggingOut') || s.matches('signedOut')) return { open: true, messageKey: 'session.loggingOut' };
  return { open: s.matches('loadingUser') || s.matches({ authenticated: 'settling' }), messageKey: 'session.loadingApp' };
}

function ExpiryBridge() {
  const actor = SessionContext.useActorRef();
  useEffect(() => onSessionExpired(() => actor.send({ type: 'session.expired' })), [actor]);
  return null;
}

/** Provides the session actor, started from what the browser stored. */
export function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <SessionContext.Provider options={{ input: readSessionInput() }}>
      <ExpiryBridge />
      {children}
    </SessionContext.Provider>
  );
}

/** The routing status of the session. */
export const useAuthStatus = () => SessionContext.useSelector(authStatusOf);
/** The signed-in user, or null. */
export const useCurrentUser = () => SessionContext.useSelector((s) => s.context.user);
