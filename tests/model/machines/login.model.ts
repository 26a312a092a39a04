import { modelTestDefinition } from '../lib/definition';
import { loginMachine } from '../../../src/machines/login.machine';
import { networkError, rejectedError, sampleUser } from './fixtures';

/** spec 000 §5 Login, §8 Failed login request. */
export const loginModel = modelTestDefinition({
  name: 'login',
  machine: loginMachine,
  events: {
    'field.change': [
      { field: 'citizen_id', value: '001-1391820-5' },
      { field: 'password', value: 'Demo1234' },
      { field: 'password', value: '' },
    ],
    'form.submit': [{}],
    'xstate.done.actor.login': [{ output: { token: 'demo.token', profileImg: null } }],
    'xstate.error.actor.login': [{ error: rejectedError('Usuario o contraseña incorrectos') }, { error: networkError }],
    'xstate.done.actor.loadUser': [{ output: sampleUser }],
    'xstate.error.actor.loadUser': [{ error: networkError }],
  },
  provide: { actions: { storeLogin: () => {}, clearStoredLogin: () => {}, notifyError: () => {} } },
  // Context (typed values, messages) multiplies states; the state value plus what decides guards suffices.
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.values.citizen_id !== '', s.context.values.password !== '', s.context.serverMessage !== null]),
  assert(real) {
    if (real.matches('done') && real.output?.user?.citizen_id !== sampleUser.citizen_id) throw new Error('done without user');
  },
});
