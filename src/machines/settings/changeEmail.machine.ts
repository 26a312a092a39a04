/**
 * 'Cambiar Correo Principal' dialog of /app/myConfiguration (spec 001 §2.7, §4 "A successful e-mail
 * change forces logout and page reload after 2.5 s", §5 Change e-mail, §7 POST /citizen/change/email,
 * §8, §9 "reload 2.5 s after e-mail change"; contract S2).
 *
 * ```
 * closed ──dialog.open──▶ editing ──form done (child `form` valid)──▶ submitting ──done──▶ changed ──2500 ms──▶ loggedOut (final)
 *   ▲                      │  ▲ field.change / form.submit → form   │              (logoutAfterEmailChangeDelay)
 *   └──── dialog.close ────┘  └────────── error: notice, values kept ◀┘
 *   submitting ── unknown outcome ──▶ checking ─┬─ the user has the new e-mail ──▶ changed
 *                                               └─ not, or the read failed ──▶ editing (why; values kept)
 * ```
 * - `editing`: the child `form` (accountForm.machine.ts, shared with the password dialog) takes the
 *   typing and checks password (required, at least 6: 'La contraseña debe tener minimo 6
 *   caracteres'), email (required, valid: 'Favor digitar un email válido'), new_email_confirmation
 *   (required, equal to the e-mail, letter case counting: 'Los correos no coinciden'); rules of
 *   `validateChangeEmail` (src/domain/validation/forms.ts). `field.change` and `form.submit` are
 *   forwarded to it; its end (the form passed) carries the values to send. Opening the dialog starts
 *   empty; after a failure or a check the form opens again with the values sent.
 * - `submitting` (tag `busy`): POST `{ password (as typed), email, new_email_confirmation (trimmed) }`.
 *   Edits, submits and closing are ignored (one call per double click).
 * - `changed`: the dialog shows 'Email modificado satisfactoriamente, Inicie sesión nuevamente' and
 *   cannot be closed; after 2500 ms → `loggedOut`, whose entry runs the named action `logout`: the
 *   app sends `session.logout` to the session chart, which shows 'Cerrando sesión', clears the
 *   session and reloads the page (src/machines/session.machine.ts). No `window.location` here.
 * - `success: false`: the server's `msg`; other failures: 'Ha sucedido un error intentelo mas
 *   tarde'; the dialog stays open with what was typed.
 * - Unknown outcome (issue 25 "Unknown is not failed": the answer of POST /citizen/change/email was
 *   lost, src/api/outcome.ts): `checking` (tag `busy`) says 'No sabemos si el cambio de su correo
 *   llegó al ministerio. Estamos comprobándolo…' while the user is read again (`checkEmail`, GET
 *   /get/auth/user). Its e-mail is the one sent (letter case ignored) → `changed` (the logout
 *   follows, as after an answered change); another → 'no llegó', the values kept; the read failed →
 *   said so, and the next Guardar reads again before sending (one intent, one change).
 *
 * IO only through the named actors `changeEmail`, `checkEmail` and the child `form`; the logout through the named action `logout`.
 */
import { assign, fromPromise, sendTo, setup } from 'xstate';
import { loadCurrentUser, type CurrentUser } from '../../api/auth';
import { changeEmail, type ChangeEmailBody, type SettingsAnswer } from '../../api/settings';
import { unwrap } from '../../api/result';
import { isSameEmail } from '../../domain/account';
import { EMAIL_CHANGE_RELOAD_MS } from '../../domain/constants';
import type { ChangeEmailField, ChangeEmailValues } from '../../domain/validation/forms';
import '../../messages/es/settings';
import { isOutcomeUnknown } from '../outcome';
import { accountFormMachine, emailValuesOf, trimmedEmailValues, type AccountFormValues } from './accountForm.machine';
import { failureMessage, freshForm, noFeedback, type SettingsFormContext, type SettingsFormEvent, type SettingsMessage } from './common';

export type { ChangeEmailField, ChangeEmailValues, SettingsMessage };

export interface ChangeEmailContext extends SettingsFormContext<ChangeEmailValues> {
  /** The e-mail of a change whose outcome is still unknown (issue 25); null when none. */
  unchecked: string | null;
}

export type ChangeEmailEvent = SettingsFormEvent<ChangeEmailField>;

/** The dialog's fields in display order. */
export const CHANGE_EMAIL_FIELDS: readonly ChangeEmailField[] = ['password', 'email', 'new_email_confirmation'];

const emptyValues = (): ChangeEmailValues => ({ password: '', email: '', new_email_confirmation: '' });

export const changeEmailMachine = setup({
  types: {
    context: {} as ChangeEmailContext,
    events: {} as ChangeEmailEvent,
    tags: {} as 'busy' | 'checking',
    children: {} as { form: 'form' },
  },
  actors: {
    changeEmail: fromPromise<SettingsAnswer, ChangeEmailBody>(async ({ input }) => unwrap(await changeEmail(input))),
    checkEmail: fromPromise<CurrentUser>(async () => unwrap(await loadCurrentUser())),
    /** The dialog's form: typing and the spec 001 §5 rules (accountForm.machine.ts). */
    form: accountFormMachine,
  },
  guards: {
    /** A previous change's outcome is still unknown: read the user before sending anything (issue 25). */
    hasUncheckedChange: ({ context }) => context.unchecked !== null,
    /** POST /citizen/change/email got no readable answer (src/api/outcome.ts). */
    isOutcomeUnknown,
    /** Params: the user read again. Its e-mail is the unchecked one (letter case ignored). */
    isEmailChanged: ({ context }, user: CurrentUser) => context.unchecked !== null && isSameEmail(user.email, context.unchecked),
  },
  delays: {
    /** spec 001 §4, §9: logout and reload 2.5 s after a successful e-mail change. */
    logoutAfterEmailChangeDelay: EMAIL_CHANGE_RELOAD_MS,
  },
  actions: {
    resetForm: assign(() => freshForm(emptyValues())),
    /**
     * Typing and 'Guardar' go to the form (the child `form`): the event as it came. `sendTo`, which the
     * first load already has, rather than `forwardTo` (the same thing), which /public's first load would
     * carry for this one chart (issue 24 "/public stays <= 110 KB").
     */
    forwardToForm: sendTo('form', ({ event }) => event),
    /** Params: the form's output. The values that passed the rules, to send; the notice cleared. */
    assignSent: assign((_, values: AccountFormValues) => ({ values: emailValuesOf(values), ...noFeedback })),
    clearFeedback: assign(noFeedback),
    assignFailure: assign({ notice: ({ event }) => failureMessage(event, 'settings.changeFailed') }),
    /** The change being sent, its outcome unknown (issue 25): the e-mail sent. */
    markUnchecked: assign({ unchecked: ({ context }) => context.values.email.trim() }),
    clearUnchecked: assign({ unchecked: null }),
    /** Params: the message of the check (issue 25). */
    assignNotice: assign({ notice: (_, notice: SettingsMessage) => notice }),
    /** Provided by the app: `session.logout` (the session clears the stored session and reloads). */
    logout: () => {},
  },
}).createMachine({
  id: 'changeEmail',
  context: { ...freshForm(emptyValues()), unchecked: null },
  initial: 'closed',
  states: {
    closed: {
      meta: { spec: 'spec 001 §2.7 Mi configuración', shows: ['settings.changeEmail (button)'] },
      on: { 'dialog.open': { target: 'editing', actions: 'resetForm' } },
    },
    editing: {
      meta: {
        spec: 'spec 001 §2.7 change e-mail form, §5 Change e-mail, §8',
        shows: [
          'settings.changeEmail (title)',
          'settings.password',
          'settings.newEmail',
          'settings.newEmailConfirmation',
          'errors.required | errors.passwordMin | errors.invalidEmail | errors.emailsMismatch',
          'notice: data.msg | settings.changeFailed',
          'settings.save',
        ],
      },
      invoke: {
        id: 'form',
        src: 'form',
        input: ({ context }) => ({ form: 'changeEmail' as const, values: context.values }),
        onDone: { target: 'submitting', actions: { type: 'assignSent', params: ({ event }) => event.output } },
      },
      on: {
        'field.change': { actions: 'forwardToForm' },
        'form.submit': [
          // Issue 25: after a change whose outcome stayed unknown, Guardar reads the user first.
          { guard: 'hasUncheckedChange', target: 'checking', actions: 'clearFeedback' },
          { actions: 'forwardToForm' },
        ],
        'dialog.close': 'closed',
      },
    },
    submitting: {
      tags: ['busy'],
      meta: { spec: 'spec 001 §7 POST /citizen/change/email', shows: ['the fields, read-only', 'settings.save (loading)'] },
      invoke: {
        id: 'changeEmail',
        src: 'changeEmail',
        input: ({ context }) => trimmedEmailValues(context.values),
        onDone: { target: 'changed' },
        onError: [
          { guard: 'isOutcomeUnknown', target: 'checking', actions: 'markUnchecked' },
          { target: 'editing', actions: 'assignFailure' },
        ],
      },
    },
    checking: {
      tags: ['busy', 'checking'],
      meta: {
        spec: 'spec 001 §7 POST /citizen/change/email with an unknown outcome (issue 25): the user read again (GET /get/auth/user), contract S2',
        shows: ['the fields, read-only', 'settings.save (loading)', 'settings.emailCheckingOutcome'],
      },
      invoke: {
        id: 'checkEmail',
        src: 'checkEmail',
        onDone: [
          { guard: { type: 'isEmailChanged', params: ({ event }) => event.output }, target: 'changed', actions: 'clearUnchecked' },
          { target: 'editing', actions: ['clearUnchecked', { type: 'assignNotice', params: 'settings.emailNotReceived' }] },
        ],
        onError: { target: 'editing', actions: { type: 'assignNotice', params: 'settings.emailOutcomeUnchecked' } },
      },
    },
    changed: {
      tags: ['busy'],
      meta: { spec: 'spec 001 §4 e-mail change forces logout after 2.5 s, §8 success message', shows: ['settings.emailChanged'] },
      after: { logoutAfterEmailChangeDelay: 'loggedOut' },
    },
    loggedOut: {
      type: 'final',
      tags: ['busy'],
      entry: 'logout',
      meta: {
        spec: 'spec 001 §4 Logout: Cerrando sesión, clear, reload (the session chart)',
        shows: ['settings.emailChanged', 'session.loggingOut (global loader)'],
      },
    },
  },
});
