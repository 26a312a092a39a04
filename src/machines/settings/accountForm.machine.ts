/**
 * The form of an account dialog (spec 001 §2.7 Mi configuración "change password" and "change
 * e-mail" forms, §5 Change password / Change e-mail): typing in its three fields and the check of
 * the spec's rules on 'Guardar'. The part the two settings charts repeated, now one child they both
 * invoke as `form` while their dialog is editable (changePassword.machine.ts,
 * changeEmail.machine.ts): each parent keeps its own call, its unknown-outcome handling (issue 25)
 * and the dialog's notice; this chart only decides what is typed and whether it may be sent.
 *
 *   editing ──field.change──▶ editing (the value kept, that field's message cleared)
 *   editing ──form.submit [isValid]──▶ submitted (final; output: the values as typed)
 *   editing ──form.submit──▶ editing (the messages under the fields)
 *
 * - Input: which form (`changePassword` | `changeEmail`) and the values it opens with (empty when the
 *   dialog opens; what was sent when a failed call brings the dialog back, so nothing typed is lost).
 * - Rules (spec 001 §5): change password — old_password required; password required and at least 6;
 *   new_password_confirmation required and equal to password. Change e-mail — password required and
 *   at least 6; email required and valid; new_email_confirmation required and equal to email; the
 *   e-mails are checked without surrounding blanks ({@link trimmedEmailValues}), the password as typed.
 * - The output is what was typed, untrimmed: the parent sends it (changeEmail trims the e-mails).
 *
 * No IO: no actors, no delays; nothing is sent from here.
 */
import { assign, setup } from 'xstate';
import {
  hasErrors,
  validateChangeEmail,
  validateChangePassword,
  type ChangeEmailValues,
  type ChangePasswordValues,
  type FieldErrors,
} from '../../domain/validation/forms';
import { changeField } from '../formFields';

/** The account forms this chart serves. */
export type AccountFormKind = 'changePassword' | 'changeEmail';

/** The values of either form, by field name (the parent reads its own fields from the output). */
export type AccountFormValues = Record<string, string>;

/** Input: the form and the values it opens with. */
export interface AccountFormInput {
  form: AccountFormKind;
  values: AccountFormValues;
}

export interface AccountFormContext {
  form: AccountFormKind;
  values: AccountFormValues;
  /** The messages under the fields (catalogue keys), set by a refused 'Guardar'. */
  errors: FieldErrors<string>;
}

export type AccountFormEvent = { type: 'field.change'; field: string; value: string } | { type: 'form.submit' };

/** What the e-mail form validates and sends: the password as typed, the e-mails without surrounding blanks. */
export const trimmedEmailValues = (values: ChangeEmailValues): ChangeEmailValues => ({
  password: values.password,
  email: values.email.trim(),
  new_email_confirmation: values.new_email_confirmation.trim(),
});

/** A field's typed value ('' when the form has no such value yet). */
const field = (values: AccountFormValues, name: string): string => values[name] ?? '';

/** The change-password fields of `values`. */
export const passwordValuesOf = (values: AccountFormValues): ChangePasswordValues => ({
  old_password: field(values, 'old_password'),
  password: field(values, 'password'),
  new_password_confirmation: field(values, 'new_password_confirmation'),
});

/** The change-e-mail fields of `values`. */
export const emailValuesOf = (values: AccountFormValues): ChangeEmailValues => ({
  password: field(values, 'password'),
  email: field(values, 'email'),
  new_email_confirmation: field(values, 'new_email_confirmation'),
});

/** The spec 001 §5 messages of `form` for `values` (empty when it may be sent). */
export function accountFormErrors(form: AccountFormKind, values: AccountFormValues): FieldErrors<string> {
  return form === 'changeEmail' ? validateChangeEmail(trimmedEmailValues(emailValuesOf(values))) : validateChangePassword(passwordValuesOf(values));
}

export const accountFormMachine = setup({
  // Stryker disable next-line ObjectLiteral: type declarations only (erased at run time)
  types: {
    context: {} as AccountFormContext,
    events: {} as AccountFormEvent,
    input: {} as AccountFormInput,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup({ types }) takes the declared type: a bare `{}` would type the output as {}
    output: {} as AccountFormValues,
  },
  guards: {
    /** spec 001 §5 rules of the form hold. */
    isValid: ({ context }) => !hasErrors(accountFormErrors(context.form, context.values)),
  },
  actions: {
    // Stryker disable next-line ConditionalExpression: equivalent, assignField is wired to field.change only
    assignField: assign(({ context, event }) => (event.type === 'field.change' ? changeField(context, event.field, event.value) : {})),
    assignErrors: assign({ errors: ({ context }) => accountFormErrors(context.form, context.values) }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine id is referenced nowhere ('#accountForm' targets none); equivalent
  id: 'accountForm',
  context: ({ input }) => ({ form: input.form, values: { ...input.values }, errors: {} }),
  initial: 'editing',
  output: ({ context }) => context.values,
  states: {
    editing: {
      meta: {
        spec: 'spec 001 §2.7 change password / change e-mail form, §5 Change password, Change e-mail',
        shows: ['the three fields as typed', 'errors.required | errors.passwordMin | errors.passwordsMismatch | errors.invalidEmail | errors.emailsMismatch'],
      },
      on: {
        'field.change': { actions: 'assignField' },
        'form.submit': [{ guard: 'isValid', target: 'submitted' }, { actions: 'assignErrors' }],
      },
    },
    submitted: {
      type: 'final',
      meta: { spec: 'spec 001 §5: only a form that follows the rules is sent (the parent sends it)', shows: ['the three fields as typed'] },
    },
  },
});
