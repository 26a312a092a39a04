/**
 * 'Cambiar contraseña' dialog of /app/myConfiguration (spec 001 §2.7, §5 Change password, §7 POST
 * citizen/change/password, §8, §9 "Password minimum 6 characters"; contract S1).
 *
 * ```
 * closed ──dialog.open──▶ editing ──form.submit [isValid]──▶ submitting ──done──▶ closed (toast)
 *   ▲                      │  ▲ form.submit (else): errors        │
 *   └──── dialog.close ────┘  └────────── error: notice, values kept ◀┘
 * ```
 * - `editing`: old_password, password, new_password_confirmation, all required ('Este campo es
 *   requerido'), at least 6 characters ('La contraseña debe tener minimo 6 caracteres'), the
 *   confirmation equal to the new password ('Las contraseñas no coinciden'); rules of
 *   `validateChangePassword` (src/domain/validation/forms.ts). Opening the dialog starts empty.
 * - `submitting` (tag `busy`): POST with the three values exactly as typed. Edits, submits (double
 *   click) and closing are ignored, so one click sends once and the spinner always ends.
 * - Success: toast 'Se ha modificado su contraseña' for 2 s (spec 001 §8 "Success snackbars last
 *   2 s"), the dialog closes and forgets the passwords.
 * - `success: false`: the server's `msg` in the dialog; any other failure (network, HTTP 500,
 *   malformed body, expired token): 'Ha sucedido un error intentelo mas tarde'. The dialog stays
 *   open with what was typed.
 *
 * IO only through the named actor `changePassword`; the toast through the named action
 * `notifySuccess` (the view provides it).
 */
import { assign, fromPromise, setup } from 'xstate';
import { changePassword, type ChangePasswordBody, type SettingsAnswer } from '../../api/settings';
import { unwrap } from '../../api/result';
import { SUCCESS_SNACKBAR_MS } from '../../domain/constants';
import {
  hasErrors,
  validateChangePassword,
  type ChangePasswordField,
  type ChangePasswordValues,
} from '../../domain/validation/forms';
import type { MessageKey } from '../../messages/es';
import '../../messages/es/settings';
import { changeField } from '../formFields';
import { failureMessage, freshForm, noFeedback, type SettingsFormContext, type SettingsFormEvent, type SettingsMessage } from './common';

export type { ChangePasswordField, ChangePasswordValues, SettingsMessage };

export type ChangePasswordContext = SettingsFormContext<ChangePasswordField, ChangePasswordValues>;

export type ChangePasswordEvent = SettingsFormEvent<ChangePasswordField>;

/** The dialog's fields in display order. */
export const CHANGE_PASSWORD_FIELDS: readonly ChangePasswordField[] = ['old_password', 'password', 'new_password_confirmation'];

const emptyValues = (): ChangePasswordValues => ({ old_password: '', password: '', new_password_confirmation: '' });

export const changePasswordMachine = setup({
  // Stryker disable next-line ObjectLiteral: type declarations only (erased at run time)
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    tags: {} as 'busy',
  },
  // Stryker disable next-line ObjectLiteral: registers the real IO actor only; every test provides its own changePassword by name
  actors: {
    // Stryker disable next-line all: the real IO actor body; the model tests replace it with a controlled actor (the API layer has its own tests)
    changePassword: fromPromise<SettingsAnswer, ChangePasswordBody>(async ({ input }) => unwrap(await changePassword(input))),
  },
  guards: {
    /** spec 001 §5 Change password rules hold. */
    isValid: ({ context }) => !hasErrors(validateChangePassword(context.values)),
  },
  actions: {
    resetForm: assign(() => freshForm(emptyValues())),
    // Stryker disable next-line ConditionalExpression: equivalent, assignField is wired to field.change only
    assignField: assign(({ context, event }) => (event.type === 'field.change' ? changeField(context, event.field, event.value) : {})),
    assignErrors: assign({ errors: ({ context }) => validateChangePassword(context.values) }),
    clearFeedback: assign(noFeedback),
    assignFailure: assign({ notice: ({ event }) => failureMessage(event, 'settings.changeFailed') }),
    /** Provided by the view: a success toast with the message of `key`, shown `durationMs`. */
    // Stryker disable next-line ArrowFunction: a placeholder the view (and the model tests) provide; its own body never runs
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
        shows: ['settings.changePassword (title)', 'settings.oldPassword', 'settings.newPassword', 'settings.newPasswordConfirmation', 'errors.required | errors.passwordMin | errors.passwordsMismatch', 'notice: data.msg | settings.changeFailed', 'settings.save'],
      },
      on: {
        'field.change': { actions: 'assignField' },
        'form.submit': [{ guard: 'isValid', target: 'submitting', actions: 'clearFeedback' }, { actions: 'assignErrors' }],
        'dialog.close': 'closed',
      },
    },
    submitting: {
      tags: ['busy'],
      meta: { spec: 'spec 001 §7 POST citizen/change/password', shows: ['the fields, read-only', 'settings.save (loading)'] },
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ ...context.values }),
        onDone: {
          target: 'closed',
          actions: ['resetForm', { type: 'notifySuccess', params: { key: 'settings.passwordChanged', durationMs: SUCCESS_SNACKBAR_MS } }],
        },
        onError: { target: 'editing', actions: 'assignFailure' },
      },
    },
  },
});
