import { modelTestDefinition } from '../lib/definition';
import { expectEqual, STAYS } from '../lib/oracles';
import { accountFormMachine } from '../../../src/machines/settings/accountForm.machine';

type Values = Record<string, string>;
type Form = 'changePassword' | 'changeEmail';

/** The fields of each dialog (spec 001 §7: the bodies of POST citizen/change/password and POST /citizen/change/email). */
const FIELDS: Record<Form, readonly string[]> = {
  changePassword: ['old_password', 'password', 'new_password_confirmation'],
  changeEmail: ['password', 'email', 'new_email_confirmation'],
};
const empty = (form: Form): Values => Object.fromEntries(FIELDS[form].map((f) => [f, '']));

/** What the e-mail dialog opens with after a failed call: the values sent, as typed (blanks around the e-mails). */
const EMAIL_SENT: Values = { password: 'Demo1234', email: ' ana.nueva@correo.do ', new_email_confirmation: 'ana.nueva@correo.do ' };

/**
 * spec 001 §5 Change password, written out: each field required 'Este campo es requerido'; fewer than
 * 6 characters 'La contraseña debe tener minimo 6 caracteres'; a confirmation other than the new
 * password 'Las contraseñas no coinciden'.
 */
function passwordErrors(v: Values): Record<string, string> {
  const e: Record<string, string> = {};
  for (const field of FIELDS.changePassword) {
    if (v[field] === '') e[field] = 'errors.required';
    else if (v[field].length < 6) e[field] = 'errors.passwordMin';
  }
  if (!e.new_password_confirmation && v.new_password_confirmation !== v.password) e.new_password_confirmation = 'errors.passwordsMismatch';
  return e;
}

/**
 * spec 001 §5 Change e-mail, written out for the typed samples: password required / at least 6;
 * e-mail required / valid ('Favor digitar un email válido'; of the samples, 'ana@' is not); the
 * confirmation required / equal to the e-mail ('Los correos no coinciden'; surrounding blanks
 * ignored, letter case not: spec 001 §5 "equal to email").
 */
function emailErrors(v: Values): Record<string, string> {
  const e: Record<string, string> = {};
  if (v.password === '') e.password = 'errors.required';
  else if (v.password.length < 6) e.password = 'errors.passwordMin';
  const email = v.email.trim();
  if (email === '') e.email = 'errors.required';
  else if (email === 'ana@') e.email = 'errors.invalidEmail';
  const conf = v.new_email_confirmation.trim();
  if (conf === '') e.new_email_confirmation = 'errors.required';
  else if (conf !== email) e.new_email_confirmation = 'errors.emailsMismatch';
  return e;
}

/** The spec's messages of `form` for the values typed so far (its own fields only). */
const specErrors = (form: Form, v: Values) => (form === 'changeEmail' ? emailErrors(v) : passwordErrors(v));

/** spec 001 §2.7 (the two account dialogs' forms), §5 Change password, Change e-mail. */
export const accountFormModel = modelTestDefinition({
  name: 'accountForm',
  machine: accountFormMachine,
  inputs: {
    changePassword: { form: 'changePassword', values: empty('changePassword') },
    changeEmail: { form: 'changeEmail', values: empty('changeEmail') },
    changeEmailAgain: { form: 'changeEmail', values: EMAIL_SENT },
  },
  events: {
    'field.change': [
      // Change password (the samples of its chart's model).
      { field: 'old_password', value: 'clave1' },
      { field: 'old_password', value: 'abc' },
      { field: 'password', value: 'nuevaClave456' },
      { field: 'new_password_confirmation', value: 'nuevaClave456' },
      { field: 'new_password_confirmation', value: 'otraClave789' },
      // Change e-mail.
      { field: 'password', value: 'Demo1234' },
      { field: 'password', value: 'abc' },
      { field: 'email', value: ' ana.nueva@correo.do ' },
      { field: 'email', value: 'ana@' },
      { field: 'new_email_confirmation', value: 'ana.nueva@correo.do ' },
      { field: 'new_email_confirmation', value: 'Ana.Nueva@correo.do' },
    ],
    'form.submit': [{}],
  },
  paths: 'shortest',
  // The state, the form, what is typed in its own fields and whether messages show decide every
  // guard and what the user sees (a value typed in the other dialog's field changes nothing here).
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.form, FIELDS[s.context.form].map((f) => s.context.values[f]), Object.keys(s.context.errors).sort()]),
  // Oracles written from spec 001 §2.7 (the change password and change e-mail forms), §5 Change
  // password, Change e-mail (tests/model/README.md "Oracles"); nothing is sent from this chart.
  expect: {
    initial: 'editing',
    states: {
      editing: {
        shows: ['the three fields as typed', 'errors.required | errors.passwordMin | errors.passwordsMismatch | errors.invalidEmail | errors.emailsMismatch'],
        on: {
          // §5: only a form that follows the rules ends (its parent sends it).
          'form.submit': ({ previous }) => {
            const { form, values } = previous!.context as { form: Form; values: Values };
            return Object.keys(specErrors(form, values)).length === 0 ? 'submitted' : STAYS;
          },
          'field.change': STAYS,
        },
        check(snapshot, { event, previous, index, input, started }) {
          const { context } = snapshot;
          // The QA export groups coverage by the state's `meta.spec`, keyed by the chart's id.
          expectEqual(Object.keys(snapshot.getMeta()), ['accountForm.editing'], 'the state of the accountForm chart');
          expectEqual(started, [], 'nothing is sent from the form');
          if (index === 0) {
            const opened = input as { form: Form; values: Values };
            expectEqual(context, { form: opened.form, values: opened.values, errors: {} }, 'the form opens with its values, no messages');
          }
          if (event.type === 'form.submit') {
            expectEqual(
              [context.errors, context.values],
              [specErrors(context.form, previous!.context.values), previous!.context.values],
              'the messages under the fields, the values kept',
            );
          }
          if (event.type === 'field.change') {
            const field = event.field as string;
            const errors = { ...previous!.context.errors };
            delete errors[field];
            expectEqual(
              [context.values, context.errors],
              [{ ...previous!.context.values, [field]: event.value }, errors],
              "typed value kept, that field's message cleared",
            );
          }
        },
      },
      submitted: {
        shows: ['the three fields as typed'],
        check(snapshot, { previous }) {
          // The output is what was typed, untrimmed: the parent sends it (spec 001 §7).
          expectEqual(
            [snapshot.status, snapshot.output, snapshot.context.errors],
            ['done', previous!.context.values, {}],
            'the form ends with the values typed',
          );
        },
      },
    },
  },
});
