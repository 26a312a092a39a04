import { modelTestDefinition } from '../lib/definition';
import { expectEqual, STAYS } from '../lib/oracles';
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
    // issue 25 "Storage full": a page loaded without a token on a storage that refuses writes.
    withoutTokenStorageFull: { hasToken: false, profileImg: null, storageFull: true },
  },
  events: {
    'session.signedIn': [{ user: sampleUser, profileImg: null }],
    'session.userUpdated': [{ user: { ...sampleUser, phone: '8295550199' } }],
    'session.retry': [{}],
    'session.storageFull': [{}],
    'session.endedElsewhere': [{}],
    'session.startedElsewhere': [{}],
    'xstate.done.actor.loadCurrentUser': [{ output: sampleUser }],
    'xstate.error.actor.loadCurrentUser': [...afterLoadFailure.keys()].map((error) => ({ error })),
  },
  provide: {
    actions: {
      reloadPage: () => {},
      goToPublic: () => {},
      goToSignIn: () => {},
      clearStoredSession: () => {},
      endExpiredSession: () => {},
      rememberUser: () => {},
    },
  },
  // Oracles written from spec 000 §4 Session / Global loading, §2 "If the current user cannot be
  // loaded, the user is sent to /public", §7 GET /get/auth/user, issue 10 and issue 25 (every tab; an
  // expired session keeps the work) (tests/model/README.md "Oracles"). Provided actions recorded:
  // clearStoredSession, endExpiredSession, goToPublic, goToSignIn, reloadPage, rememberUser.
  expect: {
    // spec 000 §3 "Stored locally: token": with a stored token the user is loaded, else anonymous.
    initial: (input) => ((input as { hasToken: boolean }).hasToken ? 'loadingUser' : 'anonymous'),
    on: {
      // spec 000 §4 Token expiry: a failed refresh ends the session, from anywhere; issue 25: it
      // keeps the drafts and loads the sign-in page (the `expired` state).
      'session.expired': 'expired',
      // issue 10: the token lives in memory; nothing else changes.
      'session.storageFull': STAYS,
    },
    states: {
      booting: { shows: ['nothing yet (the stored token is read)'] },
      loadingUser: {
        shows: ['session.loadingApp'],
        on: {
          // issue 25 "Every tab": another tab's logout ends this tab's session too.
          'session.endedElsewhere': 'signedOut',
          // A session restored from the stored token is not a sign-in: the page shows once the user
          // is in, without the 2 s of global loading that follows an authentication (spec 000 §4;
          // issue 24).
          'xstate.done.actor.loadCurrentUser': 'authenticated.ready',
          'xstate.error.actor.loadCurrentUser': ({ event }) => afterLoadFailure.get(event.error) ?? '(unlisted failure)',
        },
        check(snapshot, { started }) {
          // Entering sends GET /get/auth/user once (no body); nobody is signed in yet.
          for (const call of started) expectEqual([call.id, call.input], ['loadCurrentUser', undefined], 'GET /get/auth/user');
          expectEqual(snapshot.context.user, null, 'user while loading');
          // The user is loaded with a stored token: at start, or the one another tab stored (issue 25).
          expectEqual(snapshot.context.hasToken, true, 'hasToken while loading');
        },
      },
      userUnavailable: {
        shows: ['session.userUnavailable', 'common.retry', 'nav.logout'],
        on: {
          'session.retry': 'loadingUser',
          'session.logout': 'signedOut',
          // issue 25 "Every tab": another tab's sign-in is worth a new load, its logout ends this one.
          'session.startedElsewhere': 'loadingUser',
          'session.endedElsewhere': 'signedOut',
        },
        check(snapshot, { called }) {
          // issue 10: the stored session is kept; nothing cleared, no navigation.
          expectEqual([snapshot.context.user, snapshot.context.hasToken], [null, true], '[user, hasToken] while unavailable');
          expectEqual(called, [], 'actions on a transient failure');
        },
      },
      anonymous: {
        shows: ['nav.login', 'nav.register'],
        // issue 25 "Every tab": another tab's sign-in loads the user here too.
        on: { 'session.signedIn': 'authenticated.settling', 'session.startedElsewhere': 'loadingUser' },
        check(snapshot, { event, called, input }) {
          expectEqual([snapshot.context.user, snapshot.context.hasToken], [null, false], '[user, hasToken] when anonymous');
          // issue 25 "Storage full": a storage that refuses writes is explained from the start, with
          // the message of a sign-in that could not be stored (issue 10).
          if ((input as { storageFull?: boolean }).storageFull)
            expectEqual(snapshot.context.storageNoticeKey, 'session.storageFull', 'the full-storage notice after a reload');
          else if (event.type !== 'session.storageFull') expectEqual(snapshot.context.storageNoticeKey, null, 'no notice with a working storage');
          // spec 000 §2: a refused token clears the stored session and sends the user to /public.
          const expected = event.type === 'xstate.error.actor.loadCurrentUser' ? ['clearStoredSession', 'goToPublic'] : [];
          expectEqual(
            called.map((a) => a.name),
            expected,
            `actions after ${event.type}`,
          );
        },
      },
      authenticated: {
        shows: ['nav.myDesk', 'nav.logout'],
        on: { 'session.logout': 'loggingOut', 'session.userUpdated': STAYS, 'session.endedElsewhere': 'signedOut' },
        check(snapshot, { event, called }) {
          // The user is the one loaded or signed in; a profile update replaces it.
          expectEqual(snapshot.context.user?.citizen_id, '00113918205', 'signed-in user');
          if (event.type === 'session.userUpdated') expectEqual(snapshot.context.user?.phone, '8295550199', 'updated phone');
          // spec 000 §3 Stored locally: identity number and e-mail are remembered on sign-in.
          if (event.type === 'session.signedIn' || event.type === 'xstate.done.actor.loadCurrentUser') {
            expectEqual(called, [{ name: 'rememberUser', params: sampleUser }], 'remembered user');
          }
        },
      },
      'authenticated.settling': {
        shows: ['session.loadingApp'],
        on: { 'xstate.after.authLoaderDelay': 'authenticated.ready' },
      },
      'authenticated.ready': {
        shows: ['the page, global loader hidden'],
        check(_snapshot, { event, elapsedMs }) {
          // spec 000 §4: the global loading hides 2 seconds after authentication (a sign-in); a
          // restored session is ready as soon as its user is loaded.
          if (event.type.startsWith('xstate.after.')) expectEqual(elapsedMs, 2000, 'ms until the loader hides');
          if (event.type === 'xstate.done.actor.loadCurrentUser') expectEqual(elapsedMs, 0, 'ms of loader after a restored session');
        },
      },
      loggingOut: {
        shows: ['session.loggingOut'],
        on: { 'xstate.after.logoutDelay': 'signedOut', 'session.endedElsewhere': 'signedOut' },
        check(snapshot, { called }) {
          // 'Cerrando sesión' first: nothing cleared yet.
          expectEqual(called, [], 'actions when logout starts');
          expectEqual(snapshot.status, 'active', 'status while logging out');
        },
      },
      signedOut: {
        shows: ['session.loggingOut'],
        check(snapshot, { event, called, elapsedMs }) {
          // spec 000 §4: stored data cleared, page reloaded; after a logout, 1.5 s later.
          expectEqual(
            called.map((a) => a.name),
            ['clearStoredSession', 'reloadPage'],
            'actions when signed out',
          );
          expectEqual([snapshot.status, snapshot.context.user, snapshot.context.hasToken], ['done', null, false], '[status, user, hasToken]');
          if (event.type.startsWith('xstate.after.')) expectEqual(elapsedMs, 1500, 'ms of the logout loader');
          // issue 25: another tab's logout is followed at once (the loader was seen in that tab).
          if (event.type === 'session.endedElsewhere') expectEqual(elapsedMs, 0, 'ms after another tab signed out');
        },
      },
      expired: {
        shows: ['session.loggingOut'],
        check(snapshot, { called, elapsedMs, previous }) {
          // issue 25 "An expired session keeps the work": the session's keys go but not the drafts
          // (never the logout's clearStoredSession), for the signed-in citizen (whose draft is
          // kept), and the sign-in page is loaded, at once.
          const citizen = previous?.context.user ? '00113918205' : null;
          expectEqual(
            called,
            [
              { name: 'endExpiredSession', params: citizen },
              { name: 'goToSignIn', params: undefined },
            ],
            'actions when the session expired',
          );
          // The page stays as it was (its user too) until the sign-in page loads.
          expectEqual([snapshot.status, snapshot.context.user], ['done', previous?.context.user ?? null], '[status, user]');
          expectEqual(elapsedMs, 0, 'ms until the session ends');
        },
      },
    },
  },
  assert(real, _model, { event }) {
    // The user is known exactly when the session is authenticated (or leaving it).
    const authenticated = real.matches('authenticated') || real.matches('loggingOut');
    // An expired session keeps whatever user it had until the sign-in page loads (issue 25).
    if (!real.matches('expired') && authenticated !== (real.context.user !== null)) throw new Error(`user/context mismatch in ${JSON.stringify(real.value)}`);
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
