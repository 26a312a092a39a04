/**
 * The app-wide session actor (src/machines/session.machine.ts) and narrow selectors for views.
 *
 * The app provides the machine's injected actions here: `reloadPage` (location.reload),
 * `goToPublic` (navigate to /public) and `goToSignIn` (load /public/login). A refused token refresh
 * in the API layer (`onSessionExpired`) becomes the `session.expired` event (spec 000 §4 Token
 * expiry); a token the browser refused to store (`onSessionNotPersisted`) becomes
 * `session.storageFull` (issue 10); another tab's sign-in, logout or expiry (a `storage` event of
 * the token, read by ../../machines/sessionEnd.ts `sessionEventOf`, loaded then) becomes
 * `session.startedElsewhere`, `session.endedElsewhere` or `session.expired` (issue 25 "Every tab").
 *
 * Session notices, shown by the app shell at the top of every page (src/views/layout/shellNotice.ts):
 * - `userUnavailable` (the current user could not be loaded for a transient reason, issue 10):
 *   'No se pudo cargar su sesión. Verifique su conexión e intente de nuevo.' with 'Reintentar' and
 *   'Cerrar sesión'. Public pages render below it; a signed-in or guest-only page, which waits for
 *   the user, is replaced by it (never a spinner left spinning, never the login form as if signed out).
 * - signed in with a full storage, or anonymous on a page loaded with a storage that refuses writes
 *   (the reload of such a session, issue 25): 'El almacenamiento de su navegador está lleno: su
 *   sesión se mantendrá solo mientras esta pestaña esté abierta.'
 */
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { createActorContext } from './inspect';
import { useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { config } from '../../config';
import { onSessionExpired, onSessionNotPersisted, readSessionInput, SESSION_TOKEN_KEY, sessionMachine } from '../../machines/session.machine';
import { resolveRoute, type AuthStatus } from '../../domain/routes';
import { ShellNoticeContext, type ShellNotice } from '../layout/shellNotice';
import { releaseLeaveWarnings } from '../components/leaveRelease';
import type { SnapshotFrom } from 'xstate';

/** The notices' markup, a lazy chunk (they are rare; see SessionNotice.tsx). */
const SessionNotice = lazy(() => import('./SessionNotice'));

/** The end of an expired session under way (its module is loaded on demand), awaited before the sign-in loads. */
let ending: Promise<unknown> = Promise.resolve();

/** The session's end and the other tabs (../../machines/sessionEnd.ts), out of the first load. */
const sessionEnd = () => import('../../machines/sessionEnd');

const appSessionMachine = sessionMachine.provide({
  actions: {
    // The draft is kept and the keys removed before the sign-in page loads (issue 25).
    endExpiredSession: (_, citizenId) => {
      ending = sessionEnd().then((m) => m.endExpiredSession(citizenId));
    },
    // The session ended: a request form's leave warning can protect nothing any more (issue 25).
    reloadPage: () => {
      releaseLeaveWarnings();
      window.location.reload();
    },
    goToPublic: () => navigate('/public', { replace: true }),
    goToSignIn: () => {
      releaseLeaveWarnings();
      void ending.finally(() => window.location.assign('/public/login'));
    },
  },
});

export const SessionContext = createActorContext(appSessionMachine);

type SessionSnapshot = SnapshotFrom<typeof appSessionMachine>;

/** Routing view of the session: unknown while booting/loading the user. */
export function authStatusOf(s: SessionSnapshot): AuthStatus {
  // An expired session keeps its page mounted until the sign-in loads (its request form keeps the draft; issue 25).
  if (s.matches('authenticated') || s.matches('loggingOut') || s.matches('expired')) return 'authenticated';
  if (s.matches('anonymous') || s.matches('signedOut')) return 'anonymous';
  return 'unknown';
}

/** The global loader: visible while the user loads, right after authentication, and on logout. */
export function loaderOf(s: SessionSnapshot): { open: boolean; messageKey: 'session.loggingOut' | 'session.loadingApp' } {
  if (s.matches('loggingOut') || s.matches('signedOut') || s.matches('expired')) return { open: true, messageKey: 'session.loggingOut' };
  return { open: s.matches('loadingUser') || s.matches({ authenticated: 'settling' }), messageKey: 'session.loadingApp' };
}

function ExpiryBridge() {
  const actor = SessionContext.useActorRef();
  useEffect(() => onSessionExpired(() => actor.send({ type: 'session.expired' })), [actor]);
  // Another tab's sign-in, logout or expiry (issue 25 "Every tab"): the storage event of the token.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== SESSION_TOKEN_KEY) return;
      void sessionEnd().then((m) => {
        const next = m.sessionEventOf(event);
        if (next) actor.send(next);
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [actor]);
  return null;
}

function StorageBridge() {
  const actor = SessionContext.useActorRef();
  useEffect(() => onSessionNotPersisted(() => actor.send({ type: 'session.storageFull' })), [actor]);
  return null;
}

/** Hands the session notice (if any) to the app shell. */
function SessionNotices({ children }: { children: ReactNode }) {
  const actor = SessionContext.useActorRef();
  const unavailable = SessionContext.useSelector((s) => s.matches('userUnavailable'));
  // Signed in, or signed out by a reload that could not keep the session (issue 25 "Storage full").
  const storageKey = SessionContext.useSelector((s) => (s.matches('authenticated') || s.matches('anonymous') ? s.context.storageNoticeKey : null));
  const [path] = useLocation();
  // A page that waits for the session (signed-in or guest-only) cannot be shown without the user.
  const pageWaits = resolveRoute(path, 'unknown', config.mode === 'embedded').kind === 'wait';
  const notice = useMemo<ShellNotice | null>(() => {
    const retry = () => actor.send({ type: 'session.retry' });
    const logout = () => actor.send({ type: 'session.logout' });
    if (unavailable) {
      const content = (
        <Suspense fallback={null}>
          <SessionNotice kind="userUnavailable" onRetry={retry} onLogout={logout} />
        </Suspense>
      );
      return { content, replacesPage: pageWaits };
    }
    if (storageKey) {
      const content = (
        <Suspense fallback={null}>
          <SessionNotice kind="storageFull" messageKey={storageKey} />
        </Suspense>
      );
      return { content, replacesPage: false };
    }
    return null;
  }, [actor, unavailable, storageKey, pageWaits]);
  return <ShellNoticeContext.Provider value={notice}>{children}</ShellNoticeContext.Provider>;
}

/** Provides the session actor, started from what the browser stored, and its notices to the shell. */
export function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <SessionContext.Provider options={{ input: readSessionInput() }}>
      <ExpiryBridge />
      <StorageBridge />
      <SessionNotices>{children}</SessionNotices>
    </SessionContext.Provider>
  );
}

/** The routing status of the session. */
export const useAuthStatus = () => SessionContext.useSelector(authStatusOf);
/** The signed-in user, or null. */
export const useCurrentUser = () => SessionContext.useSelector((s) => s.context.user);
