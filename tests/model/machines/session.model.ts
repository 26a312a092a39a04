import { modelTestDefinition } from '../lib/definition';
import { sessionMachine } from '../../../src/machines/session.machine';
import { ApiError } from '../../../src/api/result';
import { networkError, rejectedError, sampleUser } from './fixtures';

// GET /get/auth/user failures as the API layer reports them (actors reject with ApiError).
const http500 = new ApiError({ kind: 'http', status: 500 });
const malformed = new ApiError({ kind: 'malformed' });
const timeout = new ApiError({ kind: 'timeout' });
const http401 = new ApiError({ kind: 'http', status: 401 });
const http403 = new ApiError({ kind: 'http', status: 403 });
const refused = rejectedError('Token inválido');
const expired = new ApiError({ kind: 'expired' });

/**
 * Where each failure of the current-user load leads (issue 10 "Signed out by a network blip"):
 * only a refused or expired token ends the session (spec 000 §2 "If the current user cannot be
 * loaded, the user is sent to /public"); a transient failure keeps it and offers to retry.
 */
const afterLoadFailure = new Map<unknown, 'anonymous' | 'userUnavailable'>([
  [networkError, 'userUnavailable'],
  [http500, 'userUnavailable'],
  [malformed, 'userUnavailable'],
  [timeout, 'userUnavailable'],
  [http401, 'anonymous'],
  [http403, 'anonymous'],
  [refused, 'anonymous'],
  [expired, 'anonymous'],
]);

/** spec 000 §4 Session, Token expiry, Global loading; logout 1.5 s; issue 10 (transient load failures). */
export const sessionModel = modelTestDefinition({
  name: 'session',
  machine: sessionMachine,
  // Eight load failures and the retry loop make simple paths explode; the model keys each state by
  // its incoming transition, so shortest paths already take every transition (tests/model/README.md).
  paths: 'shortest',
  inputs: {
    withToken: { hasToken: true, profileImg: null },
    withoutToken: { hasToken: false, profileImg: null },
  },
  events: {
    'session.signedIn': [{ user: sampleUser, profileImg: null }],
    'session.userUpdated': [{ user: { ...sampleUser, phone: '8295550199' } }],
    'session.retry': [{}],
    'session.storageFull': [{}],
    'xstate.done.actor.loadCurrentUser': [{ output: sampleUser }],
    'xstate.error.actor.loadCurrentUser': [...afterLoadFailure.keys()].map((error) => ({ error })),
  },
  provide: {
    actions: { reloadPage: () => {}, goToPublic: () => {}, clearStoredSession: () => {}, rememberUser: () => {} },
  },
  assert(real, _model, { event }) {
    // The user is known exactly when the session is authenticated (or leaving it).
    const authenticated = real.matches('authenticated') || real.matches('loggingOut');
    if (authenticated !== (real.context.user !== null)) throw new Error(`user/context mismatch in ${JSON.stringify(real.value)}`);
    if (event.type === 'xstate.error.actor.loadCurrentUser') {
      const expected = afterLoadFailure.get((event as { error?: unknown }).error);
      if (!expected || !real.matches(expected)) {
        throw new Error(`after ${JSON.stringify((event as { error?: ApiError }).error?.failure)} expected ${expected}, got ${JSON.stringify(real.value)}`);
      }
    }
    if (event.type === 'session.storageFull' && real.context.storageNoticeKey !== 'session.storageFull') {
      throw new Error('the full-storage notice is not kept');
    }
    // While the user cannot be loaded the stored session is kept (a token is still known).
    if (real.matches('userUnavailable') && !real.context.hasToken) throw new Error('userUnavailable forgot the stored token');
    if (real.matches('anonymous') && real.context.hasToken) throw new Error('anonymous still holds the stored token');
  },
});
