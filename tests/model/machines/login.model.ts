import { modelTestDefinition } from '../lib/definition';
import { expectEqual, STAYS } from '../lib/oracles';
import type { ApiError } from '../../../src/api/result';
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
  serializeState: (s) => JSON.stringify([s.value, s.context.values.citizen_id !== '', s.context.values.password !== '', s.context.serverMessage !== null]),
  // Oracles written from spec 000 §2 Login screen, §5 Login, §7 POST /auth/login, §8 Failed login
  // request (tests/model/README.md "Oracles"). Provided actions recorded: storeLogin,
  // clearStoredLogin, notifyError.
  expect: {
    initial: 'editing',
    states: {
      editing: {
        shows: ['login.title', 'login.document', 'login.password', 'login.submit', 'login.forgotPassword', 'login.register'],
        on: {
          // spec 000 §5: identity and password are required; only a complete form is sent.
          'form.submit': ({ previous }) => (previous?.context.values.citizen_id !== '' && previous?.context.values.password !== '' ? 'submitting' : STAYS),
          'field.change': STAYS,
        },
        check(snapshot, { event, previous, called }) {
          const { context } = snapshot;
          if (event.type === 'xstate.init') {
            // spec 000 §2 Login screen: both fields start empty, nothing under the form.
            expectEqual([context.values, context.errors, context.serverMessage], [{ citizen_id: '', password: '' }, {}, null], 'form at start');
          }
          if (event.type === 'form.submit') {
            // 'Este campo es requerido' on each empty field, nothing sent.
            const before = previous?.context.values;
            expectEqual(
              context.errors,
              {
                ...(before?.citizen_id === '' ? { citizen_id: 'errors.required' } : {}),
                ...(before?.password === '' ? { password: 'errors.required' } : {}),
              },
              'field errors',
            );
            expectEqual(called, [], 'actions on an invalid submit');
          }
          if (event.type === 'field.change') {
            expectEqual(context.values[event.field as 'citizen_id' | 'password'], event.value, `typed ${String(event.field)}`);
            expectEqual(context.serverMessage, null, 'server message after typing');
          }
          const rejected = event.type === 'xstate.error.actor.login' && (event.error as ApiError).failure.kind === 'rejected';
          if (rejected) {
            // spec 000 §8: an answer without success shows the server message under the form, no toast.
            expectEqual(context.serverMessage, 'Usuario o contraseña incorrectos', 'server message');
            expectEqual(called, [], 'actions after a refusal');
          } else if (event.type === 'xstate.error.actor.login' || event.type === 'xstate.error.actor.loadUser') {
            // spec 000 §8 Failed login request: token and image cleared, error toast.
            expectEqual(context.serverMessage, null, 'server message after a failed call');
            expectEqual(
              called,
              [
                { name: 'clearStoredLogin', params: undefined },
                { name: 'notifyError', params: { key: 'login.failed' } },
              ],
              'actions after a failed call',
            );
          }
          if (event.type.startsWith('xstate.error.actor.')) {
            // Nothing typed is lost.
            expectEqual(context.values, { citizen_id: '001-1391820-5', password: 'Demo1234' }, 'values after a failure');
          }
        },
      },
      submitting: {
        shows: ['common.loading'],
        on: { 'xstate.done.actor.login': 'loadingUser', 'xstate.error.actor.login': 'editing' },
        check(snapshot, { started }) {
          // A new attempt removes the errors and the previous answer's message from under the form.
          expectEqual([snapshot.context.errors, snapshot.context.serverMessage], [{}, null], '[errors, server message] while sending');
          // spec 000 §7 POST /auth/login {citizen_id, password}, §5 dashes removed: sent once.
          expectEqual(
            started.map((c) => [c.id, c.input]),
            [['login', { citizenId: '00113918205', password: 'Demo1234' }]],
            'POST /auth/login',
          );
        },
      },
      loadingUser: {
        shows: ['common.loading'],
        on: { 'xstate.done.actor.loadUser': 'done', 'xstate.error.actor.loadUser': 'editing' },
        check(_snapshot, { called, started }) {
          // spec 000 §7: the answer's token and profile image are stored, then the user is loaded.
          expectEqual(called, [{ name: 'storeLogin', params: { token: 'demo.token', profileImg: null } }], 'stored login');
          expectEqual(
            started.map((c) => [c.id, c.input]),
            [['loadUser', undefined]],
            'GET /get/auth/user',
          );
        },
      },
      done: {
        shows: ['navigation to /app/myDesk'],
        check(snapshot) {
          expectEqual([snapshot.status, snapshot.output], ['done', { user: sampleUser, profileImg: null }], 'output for the session');
        },
      },
    },
  },
  assert(real) {
    if (real.matches('done') && real.output?.user?.citizen_id !== sampleUser.citizen_id) throw new Error('done without user');
  },
});
