/**
 * Session statechart (spec 000 §4 States and transitions "Session", "Token expiry", "Global loading";
 * spec 001 §4 Other transitions "Logout"; DESIGN.md Machines "session").
 *
 * States:
 * - `booting` → `loadingUser` when a token is stored, else `anonymous`.
 * - `loadingUser`: GET /get/auth/user (actor `loadCurrentUser`). Failure clears the session and
 *   sends the user to /public (spec 000 §2 "If the current user cannot be loaded").
 * - `anonymous`: `session.signedIn` (from the login flow) → `authenticated`.
 * - `authenticated.settling`: the global loader is visible; hides after `authLoaderDelay` (2000 ms).
 * - `authenticated.ready`; `session.userUpdated` replaces the profile.
 * - `loggingOut`: 'Cerrando sesión' loader for `logoutDelay` (1500 ms), then the stored session is
 *   cleared and the page reloads (`signedOut`, final).
 * - `session.expired` (refresh failed, from the API layer) → `signedOut` at once: clear and reload.
 *
 * IO only through the named actor `loadCurrentUser`; page reload and navigation through the named
 * actions `reloadPage` and `goToPublic`, which the app provides (a machine never touches
 * `window.location`).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { CurrentUser } from '../api/auth';
import { loadCurrentUser } from '../api/auth';
import { tokenStore } from '../api/tokenStore';

export { onSessionExpired } from '../api/clients';
export type { CurrentUser };

/** The machine's input from what the browser stored (spec 000 §3 Session "Stored locally"). */
export function readSessionInput(): SessionInput {
  const stored = tokenStore.read();
  return { hasToken: stored.token !== null, profileImg: stored.profileImg };
}
import { unwrap } from '../api/result';
import { AUTH_LOADER_HIDE_MS, LOGOUT_DELAY_MS } from '../domain/constants';

export interface SessionContext {
  user: CurrentUser | null;
  profileImg: string | null;
  /** A token was stored when the app started. */
  hasToken: boolean;
}

/** What the app knows at start-up (from `tokenStore.read()`). */
export interface SessionInput {
  hasToken: boolean;
  profileImg: string | null;
}

export type SessionEvent =
  | { type: 'session.signedIn'; user: CurrentUser; profileImg: string | null }
  | { type: 'session.userUpdated'; user: CurrentUser }
  | { type: 'session.logout' }
  | { type: 'session.expired' };

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
  },
  delays: {
    authLoaderDelay: AUTH_LOADER_HIDE_MS,
    logoutDelay: LOGOUT_DELAY_MS,
  },
  actions: {
    assignLoadedUser: assign({ user: (_, user: CurrentUser) => user }),
    assignSignedIn: assign(({ event }) =>
      event.type === 'session.signedIn' ? { user: event.user, profileImg: event.profileImg } : {},
    ),
    assignUpdatedUser: assign(({ context, event }) =>
      event.type === 'session.userUpdated' ? { user: event.user } : { user: context.user },
    ),
    rememberUser: (_, user: CurrentUser | null) => {
      if (user) tokenStore.saveUser(user.citizen_id, user.email);
    },
    clearStoredSession: () => tokenStore.clear(),
    clearUser: assign({ user: null, profileImg: null, hasToken: false }),
    /** Provided by the app: `location.reload()`. */
    reloadPage: () => {},
    /** Provided by the app: navigate to /public. */
    goToPublic: () => {},
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ user: null, profileImg: input.profileImg, hasToken: input.hasToken }),
  initial: 'booting',
  states: {
    booting: {
      always: [{ guard: 'hasStoredToken', target: 'loadingUser' }, { target: 'anonymous' }],
    },
    loadingUser: {
      invoke: {
        id: 'loadCurrentUser',
        src: 'loadCurrentUser',
        onDone: {
          target: 'authenticated',
          actions: [
            { type: 'assignLoadedUser', params: ({ event }) => event.output },
            { type: 'rememberUser', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'anonymous', actions: ['clearStoredSession', 'clearUser', 'goToPublic'] },
      },
    },
    anonymous: {
      on: {
        'session.signedIn': {
          target: 'authenticated',
          actions: ['assignSignedIn', { type: 'rememberUser', params: ({ event }) => event.user }],
        },
      },
    },
    authenticated: {
      initial: 'settling',
      states: {
        settling: { after: { authLoaderDelay: 'ready' } },
        ready: {},
      },
      on: {
        'session.userUpdated': { actions: 'assignUpdatedUser' },
        'session.logout': 'loggingOut',
      },
    },
    loggingOut: {
      after: { logoutDelay: 'signedOut' },
    },
    signedOut: {
      type: 'final',
      entry: ['clearStoredSession', 'clearUser', 'reloadPage'],
    },
  },
  on: {
    'session.expired': '.signedOut',
  },
});
