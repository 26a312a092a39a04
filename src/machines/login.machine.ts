/**
 * Login statechart (spec 000 §2 Login screen, §5 Login, §7 POST /auth/login and the calls after it,
 * §8 "Failed login request"; docs/ARCHITECTURE.md Machines "login").
 *
 * - Required fields give 'Este campo es requerido' on their field; dashes are removed from the
 *   identity before sending.
 * - An answer without success shows the server message under the form (`serverMessage`).
 * - A failed call (network, HTTP error, malformed body, expired token) clears the stored token and
 *   image and shows the error toast 'Ha ocurrido un error, favor contacte a soporte'.
 * - While submitting, further submits are ignored (a double click never sends twice).
 * - `done` outputs `{ user, profileImg }`; the app hands it to the session machine.
 *
 *   editing ─form.submit [isValid]→ submitting ─done→ loadingUser ─done→ done (final)
 *     ↑ │ form.submit (invalid): errors on the fields │           │
 *     │ └ field.change                                │           │
 *     ├─── error [isRejected]: server message ────────┤           │
 *     ├─── error: toast, stored login cleared ────────┘           │
 *     └─── error: toast, stored login cleared ────────────────────┘
 *
 * IO through the named actors `login` and `loadUser`; the toast and token storage through the
 * named actions `notifyError`, `storeLogin`, `clearStoredLogin`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { login, loadCurrentUser, postCitizenRecord, type CurrentUser, type LoginOutcome } from '../api/auth';
import { unwrap } from '../api/result';
import { tokenStore } from '../api/tokenStore';
import type { MessageKey } from '../messages/es';
import { hasErrors, validateLogin, type FieldErrors, type LoginField, type LoginValues } from '../domain/validation/forms';
import { stripDashes } from '../domain/validation/identity';
import { changeField, failureOfEvent } from './formFields';

export interface LoginContext {
  values: LoginValues;
  errors: FieldErrors<LoginField>;
  /** Server message shown under the form (answer without success). */
  serverMessage: string | null;
  token: LoginOutcome | null;
  user: CurrentUser | null;
}

export type LoginEvent = { type: 'field.change'; field: LoginField; value: string } | { type: 'form.submit' };

export interface LoginOutput {
  user: CurrentUser;
  profileImg: string | null;
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as LoginOutput,
  },
  actors: {
    login: fromPromise<LoginOutcome, { citizenId: string; password: string }>(async ({ input }) => unwrap(await login(input.citizenId, input.password))),
    loadUser: fromPromise<CurrentUser>(async () => {
      const user = unwrap(await loadCurrentUser());
      // spec 000 §7: the user record is sent to the admin API after login; its answer is ignored.
      void postCitizenRecord(user);
      return user;
    }),
  },
  guards: {
    isValid: ({ context }) => !hasErrors(validateLogin(context.values)),
    /** The server answered without success: its message goes under the form. */
    isRejected: ({ event }) => failureOfEvent(event)?.kind === 'rejected',
  },
  actions: {
    assignField: assign(({ context, event }) => {
      // Stryker disable next-line ConditionalExpression: equivalent, assignField is wired to field.change only
      if (event.type !== 'field.change') return {};
      return { ...changeField(context, event.field, event.value), serverMessage: null };
    }),
    assignErrors: assign({ errors: ({ context }) => validateLogin(context.values) }),
    clearMessages: assign({ errors: {}, serverMessage: null }),
    assignServerMessage: assign({
      // Stryker disable next-line OptionalChaining: equivalent, it runs only after isRejected found an API failure in the event
      serverMessage: ({ event }) => failureOfEvent(event)?.message ?? null,
    }),
    assignToken: assign({ token: (_, token: LoginOutcome) => token }),
    assignUser: assign({ user: (_, user: CurrentUser) => user }),
    storeLogin: (_, token: LoginOutcome) => tokenStore.saveLogin(token.token, token.profileImg),
    clearStoredLogin: () => tokenStore.clear(),
    /** Provided by the app: an error toast with the message of `key`. */
    notifyError: (_, _params: { key: MessageKey }) => {},
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the chart's id only prefixes state ids; no target or view names it
  id: 'login',
  context: { values: { citizen_id: '', password: '' }, errors: {}, serverMessage: null, token: null, user: null },
  initial: 'editing',
  states: {
    editing: {
      meta: {
        spec: 'spec 000 §2 Login screen; §5 Login; §8 "Login answer without success: the server message is shown under the form"',
        shows: ['login.title', 'login.document', 'login.password', 'login.submit', 'login.forgotPassword', 'login.register'],
      },
      on: {
        'field.change': { actions: 'assignField' },
        'form.submit': [{ guard: 'isValid', target: 'submitting', actions: 'clearMessages' }, { actions: 'assignErrors' }],
      },
    },
    submitting: {
      meta: { spec: 'spec 000 §7 POST /auth/login (citizen_id, password); §8 Failed login request', shows: ['common.loading'] },
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ citizenId: stripDashes(context.values.citizen_id), password: context.values.password }),
        onDone: {
          target: 'loadingUser',
          actions: [
            { type: 'assignToken', params: ({ event }) => event.output },
            { type: 'storeLogin', params: ({ event }) => event.output },
          ],
        },
        onError: [
          {
            guard: 'isRejected',
            target: 'editing',
            actions: 'assignServerMessage',
          },
          {
            target: 'editing',
            actions: ['clearStoredLogin', { type: 'notifyError', params: { key: 'login.failed' } }],
          },
        ],
      },
    },
    loadingUser: {
      meta: { spec: 'spec 000 §7 "After login the answer\'s token and profile image are stored"; GET /get/auth/user', shows: ['common.loading'] },
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        onDone: { target: 'done', actions: { type: 'assignUser', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: ['clearStoredLogin', { type: 'notifyError', params: { key: 'login.failed' } }] },
      },
    },
    done: { meta: { spec: 'spec 000 §2 Login screen "After success the user goes to /app/myDesk"', shows: ['navigation to /app/myDesk'] }, type: 'final' },
  },
  // Stryker disable next-line OptionalChaining: equivalent, done is reached only through submitting's onDone, which assigns the token
  output: ({ context }) => ({ user: context.user as CurrentUser, profileImg: context.token?.profileImg ?? null }),
});
