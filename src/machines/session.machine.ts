/**
 * Session statechart (spec 000 §4 States and transitions "Session", "Token expiry", "Global loading";
 * spec 001 §4 Other transitions "Logout"; docs/ARCHITECTURE.md Machines "session").
 *
 * States:
 * - `booting` → `loadingUser` when a token is stored, else `anonymous`.
 * - `loadingUser`: GET /get/auth/user (actor `loadCurrentUser`). A refused or expired token (HTTP
 *   401/403, an answer with `success: false`, the failed refresh `expired`) clears the session and
 *   sends the user to /public (spec 000 §2 "If the current user cannot be loaded"). Any other
 *   failure (network, other HTTP status, malformed body, timeout) is transient (issue 10 "Signed
 *   out by a network blip"): the stored session is kept → `userUnavailable`.
 * - `userUnavailable`: the notice 'No se pudo cargar su sesión…' with 'Reintentar'
 *   (`session.retry` → `loadingUser`) and 'Cerrar sesión' (`session.logout` → `signedOut`: cleared
 *   and reloaded at once, no page of the signed-in area being open).
 * - `anonymous`: `session.signedIn` (from the login flow) → `authenticated`.
 * - `authenticated.settling` (after a sign-in only): the global loader is visible; hides after
 *   `authLoaderDelay` (2000 ms, spec 000 §4 "Global loading hides 2 seconds after authentication").
 * - `authenticated.ready`; `session.userUpdated` replaces the profile. A session restored from the
 *   stored token (a reload, a new tab, a link opened from an e-mail) goes straight here once the user
 *   is loaded: nobody authenticated, so nothing waits 2 s behind the loader (issue 24: every reload
 *   of a signed-in page showed the full-screen loader for the load plus 2 s).
 * - `loggingOut`: 'Cerrando sesión' loader for `logoutDelay` (1500 ms), then the stored session is
 *   cleared and the page reloads (`signedOut`, final).
 * - `session.expired` (a refresh refused, from the API layer, in this tab or another) → `expired`
 *   (final) at once: the session's keys are removed but the browser's copy of the drafts is kept, an
 *   open request form first keeping the step being typed (src/api/sessionEnd.ts `endExpired`; the
 *   page stays mounted, with its user, behind the 'Cerrando sesión' loader meanwhile), and the page
 *   goes to the sign-in, which says why (issue 25 "An expired session keeps the work";
 *   spec 000 §4 "a failed refresh clears the session and reloads": the sign-in page is loaded afresh).
 * - Every tab (issue 25): another tab's logout (`session.endedElsewhere`) ends this tab's session as
 *   a logout does (cleared and reloaded, no 1.5 s loader: the user already saw it in that tab);
 *   another tab's sign-in (`session.startedElsewhere`) loads the user in an anonymous tab (or one
 *   whose user could not be loaded) from the shared token.
 * - `session.storageFull` (the browser refused to store the token, src/api/tokenStore.ts): the
 *   session lives in this tab's memory only; `storageNoticeKey` says so until the page goes away.
 *   A page started without a stored token on a storage that refuses writes (input `storageFull`:
 *   the reload of such a session) starts with the same notice (issue 25 "Storage full").
 *
 *   booting ─[hasStoredToken]→ loadingUser ─done→ authenticated.ready
 *      │                          ├─error [isSessionRefused]→ anonymous
 *      │                          └─error (transient)→ userUnavailable ─retry→ loadingUser
 *      │                                               userUnavailable ─logout→ signedOut
 *      └─→ anonymous ─signedIn→ authenticated (settling ─2000 ms→ ready)
 *          authenticated ─logout→ loggingOut ─1500 ms→ signedOut (final)
 *   anonymous, userUnavailable ─startedElsewhere→ loadingUser
 *   loadingUser, userUnavailable, authenticated, loggingOut ─endedElsewhere→ signedOut
 *   any state ─expired→ expired (final)
 *
 * IO only through the named actor `loadCurrentUser`; page reload and navigation through the named
 * actions `reloadPage`, `goToPublic` and `goToSignIn`, and the end of an expired session through
 * `endExpiredSession`, which the app provides (a machine never touches
 * `window.location`).
 */
import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import type { CurrentUser } from '../api/auth';
import { loadCurrentUser } from '../api/auth';
import { STORAGE_KEYS, storageRefusesWrites, tokenStore } from '../api/tokenStore';

export { onSessionExpired } from '../api/clients';
export { onSessionNotPersisted } from '../api/tokenStore';

/** The stored session's token key (contract §0.2 `token`): another tab's change of it is a sign-in or a sign-out (issue 25). */
export const SESSION_TOKEN_KEY = STORAGE_KEYS.token;
export type { CurrentUser };

/**
 * The machine's input from what the browser stored (spec 000 §3 Session "Stored locally"); without a
 * stored token, whether the storage refuses writes (issue 25 "Storage full": a session signed in with
 * a full storage lived in its tab's memory and is gone after a reload, which is then explained).
 */
export function readSessionInput(): SessionInput {
  const stored = tokenStore.read();
  const hasToken = stored.token !== null;
  return { hasToken, profileImg: stored.profileImg, storageFull: !hasToken && storageRefusesWrites() };
}

/**
 * The identity number stored at the last sign-in or user load (spec 000 §3 Session "Stored locally:
 * … identity number"; contract §0.2 `user_cedula`, without dashes), or null: what a signed-in page's
 * first reads send before the session's user is loaded (issue 24). The loaded user stays the
 * authority: a page whose user differs reads again with the user's own number.
 */
export function storedCitizenId(): string | null {
  return tokenStore.read().userCedula;
}
import { failureOf, unwrap } from '../api/result';
import { AUTH_LOADER_HIDE_MS, LOGOUT_DELAY_MS } from '../domain/constants';

export interface SessionContext {
  user: CurrentUser | null;
  profileImg: string | null;
  /** A token was stored when the app started. */
  hasToken: boolean;
  /** 'session.storageFull' once the browser refused to store the token (issue 10) or, at start, any write (issue 25), else null. */
  storageNoticeKey: 'session.storageFull' | null;
}

/** What the app knows at start-up (from `tokenStore.read()`). */
export interface SessionInput {
  hasToken: boolean;
  profileImg: string | null;
  /** The browser refused to store anything (checked without a stored token; issue 25 "Storage full"). */
  storageFull?: boolean;
}

export type SessionEvent =
  | { type: 'session.signedIn'; user: CurrentUser; profileImg: string | null }
  | { type: 'session.userUpdated'; user: CurrentUser }
  | { type: 'session.logout' }
  | { type: 'session.retry' }
  | { type: 'session.storageFull' }
  | { type: 'session.expired' }
  /** Another tab signed out (issue 25 "Every tab"). */
  | { type: 'session.endedElsewhere' }
  /** Another tab signed in (issue 25 "Every tab"). */
  | { type: 'session.startedElsewhere' };

/**
 * Whether a failure of GET /get/auth/user means the token is refused or expired, so the session
 * ends (spec 000 §2 "If the current user cannot be loaded, the user is sent to /public"): HTTP 401
 * or 403, an answer with `success: false` (`rejected`) or the failed refresh (`expired`). Network
 * errors, other HTTP statuses, malformed bodies and timeouts are transient (issue 10).
 */
export function isTokenRefusal(error: unknown): boolean {
  const failure = failureOf(error);
  if (!failure) return false;
  if (failure.kind === 'rejected' || failure.kind === 'expired') return true;
  return failure.kind === 'http' && (failure.status === 401 || failure.status === 403);
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    loadCurrentUser: fromPromise<CurrentUser>(async () => unwrap(await loadCurrentUser())),
  },
  guards: {
    hasStoredToken: ({ context }) => context.hasToken,
    /** The user could not be loaded because the token is refused or expired ({@link isTokenRefusal}). */
    isSessionRefused: (_, error: unknown) => isTokenRefusal(error),
  },
  delays: {
    authLoaderDelay: AUTH_LOADER_HIDE_MS,
    logoutDelay: LOGOUT_DELAY_MS,
  },
  actions: {
    assignLoadedUser: assign({ user: (_, user: CurrentUser) => user }),
    assignSignedIn: assign((_, signedIn: { user: CurrentUser; profileImg: string | null }) => signedIn),
    assignUpdatedUser: assign({ user: (_, user: CurrentUser) => user }),
    rememberUser: (_, user: CurrentUser) => tokenStore.saveUser(user.citizen_id, user.email),
    clearStoredSession: () => tokenStore.clear(),
    /**
     * Provided by the app: a refused refresh ends the stored session keeping the drafts' copy, for
     * the session's user (params: their identity number; ./sessionEnd.ts `endExpiredSession`,
     * loaded when needed, out of the first load).
     */
    endExpiredSession: (_, _citizenId: string | null) => {},
    clearUser: assign({ user: null, profileImg: null, hasToken: false }),
    assignStoredToken: assign({ hasToken: true }),
    assignStorageFull: assign({ storageNoticeKey: 'session.storageFull' as const }),
    /** Provided by the app: `location.reload()`. */
    reloadPage: () => {},
    /** Provided by the app: navigate to /public. */
    goToPublic: () => {},
    /** Provided by the app: load the sign-in page (/public/login) afresh. */
    goToSignIn: () => {},
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the chart's id only prefixes state ids; no target or view names it
  id: 'session',
  context: ({ input }) => ({
    user: null,
    profileImg: input.profileImg,
    hasToken: input.hasToken,
    storageNoticeKey: input.storageFull ? ('session.storageFull' as const) : null,
  }),
  initial: 'booting',
  states: {
    booting: {
      meta: { spec: 'spec 000 §3 Session "Stored locally: token…"', shows: ['nothing yet (the stored token is read)'] },
      always: [{ guard: 'hasStoredToken', target: 'loadingUser' }, { target: 'anonymous' }],
    },
    loadingUser: {
      meta: { spec: 'spec 000 §4 Global loading; §7 GET /get/auth/user', shows: ['session.loadingApp'] },
      invoke: {
        id: 'loadCurrentUser',
        src: 'loadCurrentUser',
        onDone: {
          // A restored session: no sign-in happened, so no 2 s of global loader (issue 24).
          target: 'authenticated.ready',
          actions: [
            { type: 'assignLoadedUser', params: ({ event }) => event.output },
            { type: 'rememberUser', params: ({ event }) => event.output },
          ],
        },
        onError: [
          {
            guard: { type: 'isSessionRefused', params: ({ event }: { event: ErrorActorEvent }) => event.error },
            target: 'anonymous',
            actions: ['clearStoredSession', 'clearUser', 'goToPublic'],
          },
          // A network blip, a server error, a malformed answer or a timeout keeps the session (issue 10).
          { target: 'userUnavailable' },
        ],
      },
      on: { 'session.endedElsewhere': 'signedOut' },
    },
    /** The stored session is kept; the user is told and may retry (or sign out). Public pages still work. */
    userUnavailable: {
      meta: {
        spec: 'issue 10 "Signed out by a network blip" (not in spec: spec 000 §2 only knows the refused token)',
        shows: ['session.userUnavailable', 'common.retry', 'nav.logout'],
      },
      on: {
        'session.retry': 'loadingUser',
        // No user was loaded, so no page of the signed-in area is open: clear and reload at once.
        'session.logout': 'signedOut',
        'session.endedElsewhere': 'signedOut',
        // Another tab signed in (again): the shared token is worth a new try.
        'session.startedElsewhere': 'loadingUser',
      },
    },
    anonymous: {
      meta: { spec: 'spec 000 §4 Session (anonymous)', shows: ['nav.login', 'nav.register'] },
      on: {
        'session.signedIn': {
          target: 'authenticated',
          actions: [
            { type: 'assignSignedIn', params: ({ event }) => ({ user: event.user, profileImg: event.profileImg }) },
            { type: 'rememberUser', params: ({ event }) => event.user },
          ],
        },
        // Another tab signed in: this tab follows with the shared token (issue 25 "Every tab").
        'session.startedElsewhere': { target: 'loadingUser', actions: 'assignStoredToken' },
      },
    },
    authenticated: {
      meta: { spec: 'spec 000 §4 Session (authenticated); spec 001 §2 Application shell', shows: ['nav.myDesk', 'nav.logout'] },
      initial: 'settling',
      states: {
        settling: {
          meta: { spec: 'spec 000 §4 Global loading (hidden 2000 ms after authentication: a sign-in)', shows: ['session.loadingApp'] },
          after: { authLoaderDelay: 'ready' },
        },
        ready: { meta: { spec: 'spec 000 §4 Session (authenticated)', shows: ['the page, global loader hidden'] } },
      },
      on: {
        'session.userUpdated': { actions: { type: 'assignUpdatedUser', params: ({ event }) => event.user } },
        'session.logout': 'loggingOut',
        // Another tab signed out: this one too, at once (issue 25 "Every tab").
        'session.endedElsewhere': 'signedOut',
      },
    },
    loggingOut: {
      meta: { spec: 'spec 000 §4 Session "Logout shows a \'Cerrando sesión\' loader, then after 1.5 s…"', shows: ['session.loggingOut'] },
      after: { logoutDelay: 'signedOut' },
      on: { 'session.endedElsewhere': 'signedOut' },
    },
    signedOut: {
      meta: { spec: 'spec 000 §4 Session (stored data cleared, page reloaded)', shows: ['session.loggingOut'] },
      type: 'final',
      entry: ['clearStoredSession', 'clearUser', 'reloadPage'],
    },
    expired: {
      meta: {
        spec: 'spec 000 §4 Token expiry; issue 25',
        shows: ['session.loggingOut'],
      },
      type: 'final',
      // The user stays until the sign-in page loads: the open page (a request form keeping its
      // draft) stays mounted behind the loader while the session ends (its module loads on demand).
      entry: [{ type: 'endExpiredSession', params: ({ context }) => context.user?.citizen_id ?? null }, 'goToSignIn'],
    },
  },
  on: {
    'session.expired': '.expired',
    'session.storageFull': { actions: 'assignStorageFull' },
  },
});
