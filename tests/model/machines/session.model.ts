import { modelTestDefinition } from '../lib/definition';
import { sessionMachine } from '../../../src/machines/session.machine';
import { networkError, sampleUser } from './fixtures';

/** spec 000 §4 Session, Token expiry, Global loading; logout 1.5 s. */
export const sessionModel = modelTestDefinition({
  name: 'session',
  machine: sessionMachine,
  inputs: {
    withToken: { hasToken: true, profileImg: null },
    withoutToken: { hasToken: false, profileImg: null },
  },
  events: {
    'session.signedIn': [{ user: sampleUser, profileImg: null }],
    'session.userUpdated': [{ user: { ...sampleUser, phone: '8295550199' } }],
    'xstate.done.actor.loadCurrentUser': [{ output: sampleUser }],
    'xstate.error.actor.loadCurrentUser': [{ error: networkError }],
  },
  provide: {
    actions: { reloadPage: () => {}, goToPublic: () => {}, clearStoredSession: () => {}, rememberUser: () => {} },
  },
  assert(real) {
    // The user is known exactly when the session is authenticated (or leaving it).
    const authenticated = real.matches('authenticated') || real.matches('loggingOut');
    if (authenticated !== (real.context.user !== null)) throw new Error(`user/context mismatch in ${JSON.stringify(real.value)}`);
  },
});
