/**
 * Password reset statechart (spec 000 §2 Password reset page, §4 "Reset password: submit; success
 * shows a confirmation and goes to /public; failure shows the server message", §5 Reset password,
 * §7 POST /users/forgot/password, §8 Reset password; docs/ARCHITECTURE.md Machines).
 *
 * editing --form.submit [isValid]--> submitting --(success)--> sent (final)
 * - Document, e-mail and e-mail confirmation are required ('Este campo es requerido'); the e-mail
 *   must be valid ('Ingrese un email valido') and the confirmation equal to it ('Los correos no
 *   coinciden'). Errors sit on their fields (`errors`, message keys); typing in a field clears its
 *   error and the server message.
 * - The document is normalised before sending: dashes removed (and blanks trimmed); the e-mail is
 *   sent trimmed.
 * - success → success toast 'Se ha enviado un mensaje a su correo electrónico' (`notifySuccess`),
 *   final state `sent` (the view then goes to /public).
 * - `success: false` → back to editing with the server `msg` under the form (`serverMessage`).
 * - A thrown failure (network, HTTP error, malformed body) → back to editing with the error toast
 *   'Ha ocurrido un error favor intentar mas tarde.' (`notifyError`).
 * - Typed values are kept on every failure; while submitting, further submits are ignored (a
 *   double click never sends twice).
 *
 * IO through the named actor `requestReset`; toasts through the named actions `notifySuccess` and
 * `notifyError`, which the view provides.
 */
import { assign, fromPromise, setup } from 'xstate';
import { forgotPassword } from '../api/identity';
import { unwrap } from '../api/result';
import type { MessageKey } from '../messages/es';
import { hasErrors, validateResetPassword, type FieldErrors, type ResetPasswordField, type ResetPasswordValues } from '../domain/validation/forms';
import { stripDashes } from '../domain/validation/identity';
import { changeField, failureOfEvent } from './formFields';

/** Context of {@link resetPasswordMachine}. */
export interface ResetPasswordContext {
  values: ResetPasswordValues;
  errors: FieldErrors<ResetPasswordField>;
  /** Server message shown under the form (answer with `success: false`). */
  serverMessage: string | null;
}

/** Events of {@link resetPasswordMachine}. */
export type ResetPasswordEvent = { type: 'field.change'; field: ResetPasswordField; value: string } | { type: 'form.submit' };

/** Input of the `requestReset` actor: what POST /users/forgot/password receives. */
export interface RequestResetInput {
  /** Document without dashes. */
  citizenId: string;
  email: string;
}

/** Empty form values. */
export const emptyResetValues: ResetPasswordValues = { citizen_id: '', email: '', email_confirmation: '' };

/** The request body the form values produce (spec 000 §2: the document is normalised before sending). */
export function resetRequestOf(values: ResetPasswordValues): RequestResetInput {
  return { citizenId: stripDashes(values.citizen_id), email: values.email.trim() };
}

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
  },
  actors: {
    /** Resolves with the server `msg`; rejects with an ApiError (kind `rejected` for `success: false`). */
    requestReset: fromPromise<string, RequestResetInput>(async ({ input }) => unwrap(await forgotPassword(input.citizenId, input.email))),
  },
  guards: {
    isValid: ({ context }) => !hasErrors(validateResetPassword(context.values)),
    /** The server answered `success: false`: its message goes under the form. */
    isRejected: ({ event }) => failureOfEvent(event)?.kind === 'rejected',
  },
  actions: {
    assignField: assign(({ context, event }) => {
      // Stryker disable next-line ConditionalExpression: equivalent, assignField is wired to field.change only
      if (event.type !== 'field.change') return {};
      return { ...changeField(context, event.field, event.value), serverMessage: null };
    }),
    assignErrors: assign({ errors: ({ context }) => validateResetPassword(context.values) }),
    clearMessages: assign({ errors: {}, serverMessage: null }),
    assignServerMessage: assign({
      // An empty refusal still tells the user something: the generic "try later" text is the view's fallback.
      // Stryker disable next-line OptionalChaining: equivalent, only runs after isRejected found a failure
      serverMessage: ({ event }) => failureOfEvent(event)?.message ?? '',
    }),
    /** Provided by the view: a success toast with the message of `key`. */
    notifySuccess: (_, _params: { key: MessageKey }) => {},
    /** Provided by the view: an error toast with the message of `key`. */
    notifyError: (_, _params: { key: MessageKey }) => {},
  },
}).createMachine({
  id: 'resetPassword',
  context: { values: emptyResetValues, errors: {}, serverMessage: null },
  initial: 'editing',
  states: {
    editing: {
      meta: {
        spec: 'spec 000 §2 Password reset page, §5 Reset password, §8 Reset password (success false: server msg under the form)',
        shows: [
          'resetPassword.document',
          'resetPassword.email',
          'resetPassword.emailConfirmation',
          'resetPassword.submit',
          'resetPassword.backToLogin',
          'errors.required',
          'resetPassword.invalidEmail',
          'resetPassword.emailsMismatch',
          'server msg under the form',
          'resetPassword.failure',
        ],
      },
      on: {
        'field.change': { actions: 'assignField' },
        'form.submit': [{ guard: 'isValid', target: 'submitting', actions: 'clearMessages' }, { actions: 'assignErrors' }],
      },
    },
    submitting: {
      meta: {
        spec: 'spec 000 §4 Reset password (submit); §7 POST /users/forgot/password',
        shows: ['resetPassword.sending', 'POST /users/forgot/password with citizen_id (no dashes) and email'],
      },
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => resetRequestOf(context.values),
        onDone: { target: 'sent', actions: { type: 'notifySuccess', params: { key: 'resetPassword.success' } } },
        onError: [
          { guard: 'isRejected', target: 'editing', actions: 'assignServerMessage' },
          { target: 'editing', actions: { type: 'notifyError', params: { key: 'resetPassword.failure' } } },
        ],
      },
    },
    sent: {
      type: 'final',
      meta: {
        spec: 'spec 000 §4 Reset password (success shows a confirmation and goes to /public), §8',
        shows: ['resetPassword.success', 'navigation to /public'],
      },
    },
  },
});
