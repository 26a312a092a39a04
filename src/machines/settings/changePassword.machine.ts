/**
 * 'Cambiar contraseña' dialog of /app/myConfiguration (spec 001 §2.7, §5 Change password, §7 POST
 * citizen/change/password, §8, §9 "Password minimum 6 characters"; contract S1).
 *
 * ```
 * closed ──dialog.open──▶ editing ──form done (child `form` valid)──▶ submitting ──done──▶ closed (toast)
 *   ▲                      │  ▲ field.change / form.submit → form   │
 *   └──── dialog.close ────┘  └────────── error: notice, values kept ◀┘
 *   submitting ── unknown outcome ──▶ unknown ──form.submit ('Comprobar')──▶ confirming (the same values)
 *   confirming ──done──▶ closed (toast) ; ──refused 'contraseña actual'──▶ alreadyChanged ──dialog.close──▶ closed
 *              ──other refusal──▶ editing (its msg) ; ──unknown / other failure──▶ unknown
 * ```
 * - `editing`: the child `form` (accountForm.machine.ts, shared with the e-mail dialog) takes the
 *   typing and checks old_password, password, new_password_confirmation, all required ('Este campo
 *   es requerido'), at least 6 characters ('La contraseña debe tener minimo 6 caracteres'), the
 *   confirmation equal to the new password ('Las contraseñas no coinciden'); rules of
 *   `validateChangePassword` (src/domain/validation/forms.ts). `field.change` and `form.submit` are
 *   forwarded to it; its end (the form passed) carries the values to send. Opening the dialog starts
 *   empty; after a failure the form opens again with the values sent.
 * - `submitting` (tag `busy`): POST with the three values exactly as typed. Edits, submits (double
 *   click) and closing are ignored, so one click sends once and the spinner always ends.
 * - Success: toast 'Se ha modificado su contraseña' for 2 s (spec 001 §8 "Success snackbars last
 *   2 s"), the dialog closes and forgets the passwords.
 * - `success: false`: the server's `msg` in the dialog; any other failure (network, HTTP 500,
 *   malformed body, expired token): 'Ha sucedido un error intentelo mas tarde'. The dialog stays
 *   open with what was typed.
 * - Unknown outcome (issue 25 "Unknown is not failed": no readable answer, src/api/outcome.ts). No
 *   call of the contract shows a password, so nothing can be re-read. `unknown` says 'No sabemos si
 *   su contraseña cambió…', keeps the values (read-only) and explains how to find out: 'Comprobar'
 *   sends the SAME values once more (`confirming`). That is safe: the server checks `old_password`
 *   (openapi identity.yaml changePassword, example wrongPassword 'La contraseña actual es
 *   incorrecta'), so if the first change went through the second is refused and nothing changes
 *   twice; if it did not, this one changes it. Its answers: done → the success toast (one change);
 *   refused with the wrong-current-password text ({@link CURRENT_PASSWORD_REFUSED}) → `alreadyChanged`,
 *   read as 'your password was already changed' (with the one case it could also mean, said honestly:
 *   the current password typed was not the right one and nothing changed); another refusal → its msg
 *   in `editing` (nothing changed); unknown again or another failure → `unknown` (with 'Ha sucedido
 *   un error intentelo mas tarde' for the latter). Closing is always possible outside the calls.
 *
 * IO only through the named actor `changePassword` (also as `confirmPassword`) and the child `form`;
 * the toast through the named action `notifySuccess` (the view provides it).
 */
import { assign, fromPromise, sendTo, setup } from 'xstate';
import { changePassword, type ChangePasswordBody, type SettingsAnswer } from '../../api/settings';
import { unwrap } from '../../api/result';
import { CURRENT_PASSWORD_REFUSED, isCurrentPasswordRefusal } from '../../domain/account';
import { SUCCESS_SNACKBAR_MS } from '../../domain/constants';
import type { ChangePasswordField, ChangePasswordValues } from '../../domain/validation/forms';
import type { MessageKey } from '../../messages/es';
import '../../messages/es/settings';
import { failureOfEvent } from '../formFields';
import { accountFormMachine, passwordValuesOf, type AccountFormValues } from './accountForm.machine';
import { isOutcomeUnknown } from '../outcome';
import { failureMessage, freshForm, noFeedback, type SettingsFormContext, type SettingsFormEvent, type SettingsMessage } from './common';

export type { ChangePasswordField, ChangePasswordValues, SettingsMessage };

export type ChangePasswordContext = SettingsFormContext<ChangePasswordValues>;

export type ChangePasswordEvent = SettingsFormEvent<ChangePasswordField>;

/** The dialog's fields in display order. */
export const CHANGE_PASSWORD_FIELDS: readonly ChangePasswordField[] = ['old_password', 'password', 'new_password_confirmation'];

const emptyValues = (): ChangePasswordValues => ({ old_password: '', password: '', new_password_confirmation: '' });

/** The wrong-current-password rule: the domain's (src/domain/account.ts), re-exported for the view and the tests. */
export { CURRENT_PASSWORD_REFUSED, isCurrentPasswordRefusal };

/** The POST of the values as typed, and its success: the toast, the passwords forgotten (both sends). */
const sendValues = {
  src: 'changePassword',
  input: ({ context }: { context: ChangePasswordContext }) => ({ ...context.values }),
  onDone: {
    target: 'closed',
    actions: ['resetForm', { type: 'notifySuccess', params: { key: 'settings.passwordChanged', durationMs: SUCCESS_SNACKBAR_MS } }],
  },
} as const;

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    tags: {} as 'busy' | 'checking',
    children: {} as { form: 'form' },
  },
  actors: {
    changePassword: fromPromise<SettingsAnswer, ChangePasswordBody>(async ({ input }) => unwrap(await changePassword(input))),
    /** The dialog's form: typing and the spec 001 §5 rules (accountForm.machine.ts). */
    form: accountFormMachine,
  },
  guards: {
    /** POST citizen/change/password got no readable answer (src/api/outcome.ts). */
    isOutcomeUnknown,
    /** The server refused the current password (the same values, after an unknown outcome: it had changed). */
    isCurrentPasswordRefused: ({ event }) => {
      const failure = failureOfEvent(event);
      return failure?.kind === 'rejected' && isCurrentPasswordRefusal(failure.message);
    },
    /** The server refused with its own msg (success false). */
    isRejected: ({ event }) => failureOfEvent(event)?.kind === 'rejected',
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
    assignSent: assign((_, values: AccountFormValues) => ({ values: passwordValuesOf(values), ...noFeedback })),
    clearFeedback: assign(noFeedback),
    assignFailure: assign({ notice: ({ event }) => failureMessage(event, 'settings.changeFailed') }),
    /** Params: the message the unknown state shows beside its explanation (issue 25). */
    assignNotice: assign({ notice: (_, notice: SettingsMessage) => notice }),
    /** Provided by the view: a success toast with the message of `key`, shown `durationMs`. */
    notifySuccess: (_, _params: { key: MessageKey; durationMs: number }) => {},
  },
}).createMachine({
  id: 'changePassword',
  context: freshForm(emptyValues()),
  initial: 'closed',
  states: {
    closed: {
      meta: { spec: 'spec 001 §2.7 Mi configuración', shows: ['settings.changePassword (button)'] },
      on: { 'dialog.open': { target: 'editing', actions: 'resetForm' } },
    },
    editing: {
      meta: {
        spec: 'spec 001 §2.7 change password form, §5 Change password, §8',
        shows: [
          'settings.changePassword (title)',
          'settings.oldPassword',
          'settings.newPassword',
          'settings.newPasswordConfirmation',
          'errors.required | errors.passwordMin | errors.passwordsMismatch',
          'notice: data.msg | settings.changeFailed',
          'settings.save',
        ],
      },
      invoke: {
        id: 'form',
        src: 'form',
        input: ({ context }) => ({ form: 'changePassword' as const, values: context.values }),
        onDone: { target: 'submitting', actions: { type: 'assignSent', params: ({ event }) => event.output } },
      },
      on: {
        'field.change': { actions: 'forwardToForm' },
        'form.submit': { actions: 'forwardToForm' },
        'dialog.close': 'closed',
      },
    },
    submitting: {
      tags: ['busy'],
      meta: { spec: 'spec 001 §7 POST citizen/change/password', shows: ['the fields, read-only', 'settings.save (loading)'] },
      invoke: {
        id: 'changePassword',
        ...sendValues,
        onError: [
          { guard: 'isOutcomeUnknown', target: 'unknown' },
          { target: 'editing', actions: 'assignFailure' },
        ],
      },
    },
    unknown: {
      meta: {
        spec: 'spec 001 §7 POST citizen/change/password with an unknown outcome (issue 25): no call shows a password; contract S1, openapi changePassword wrongPassword',
        shows: ['the fields, read-only', 'settings.passwordOutcomeUnknown', 'notice: settings.changeFailed', 'settings.passwordCheck'],
      },
      on: {
        // 'Comprobar': the same values once more (a change that went through refuses them).
        'form.submit': { target: 'confirming', actions: 'clearFeedback' },
        'dialog.close': 'closed',
      },
    },
    confirming: {
      tags: ['busy', 'checking'],
      meta: {
        spec: 'spec 001 §7 POST citizen/change/password, the same values again after an unknown outcome (issue 25); contract S1',
        shows: ['the fields, read-only', 'settings.passwordOutcomeUnknown', 'settings.passwordCheck (loading)'],
      },
      invoke: {
        id: 'confirmPassword',
        ...sendValues,
        onError: [
          { guard: 'isOutcomeUnknown', target: 'unknown' },
          { guard: 'isCurrentPasswordRefused', target: 'alreadyChanged', actions: 'resetForm' },
          { guard: 'isRejected', target: 'editing', actions: 'assignFailure' },
          { target: 'unknown', actions: { type: 'assignNotice', params: 'settings.changeFailed' } },
        ],
      },
    },
    alreadyChanged: {
      meta: {
        spec: 'spec 001 §7 POST citizen/change/password: the current password refused after an unknown outcome (issue 25), openapi changePassword wrongPassword',
        shows: ['settings.passwordAlreadyChanged', 'common.accept'],
      },
      on: { 'dialog.close': 'closed' },
    },
  },
});
