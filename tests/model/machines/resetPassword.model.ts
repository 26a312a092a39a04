import { modelTestDefinition } from '../lib/definition';
import { expectEqual, STAYS } from '../lib/oracles';
import { resetPasswordMachine } from '../../../src/machines/resetPassword.machine';
import { networkError, rejectedError } from './fixtures';

type Field = 'citizen_id' | 'email' | 'email_confirmation';
type Values = Record<Field, string>;

const EMPTY: Values = { citizen_id: '', email: '', email_confirmation: '' };
/** Typed with dashes (spec 000 §2: the document is normalised before sending) and a pasted blank before the e-mail. */
const DOCUMENT = '001-0456789-6';
const MAIL = ' ana.rodriguez@correo.do';
const REFUSAL = 'El documento y el correo no coinciden con ninguna cuenta';
const FIELDS: readonly Field[] = ['citizen_id', 'email', 'email_confirmation'];

/** The state's `meta.spec` cites `section` (what the QA export groups the state's coverage by: tests/model/README.md). */
function citesSpec(snapshot: { getMeta(): Record<string, unknown> }, id: string, section: string): void {
  const spec = (snapshot.getMeta()[id] as { spec?: unknown } | undefined)?.spec;
  expectEqual(typeof spec === 'string' && spec.startsWith(section), true, `meta.spec of ${id} cites "${section}" (is ${JSON.stringify(spec)})`);
}

/**
 * spec 000 §5 Reset password: all three fields required ('Este campo es requerido'); e-mail valid
 * ('Ingrese un email valido'); confirmation equal to the e-mail ('Los correos no coinciden').
 */
function expectedErrors(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of FIELDS) if (values[field] === '') errors[field] = 'errors.required';
  if (values.email === 'ana.rodriguez@') errors.email = 'resetPassword.invalidEmail';
  if (values.email_confirmation !== '' && values.email_confirmation !== values.email) errors.email_confirmation = 'resetPassword.emailsMismatch';
  return errors;
}

/** spec 000 §2 Password reset page, §4 Reset password, §5 Reset password, §7 POST /users/forgot/password, §8 Reset password. */
export const resetPasswordModel = modelTestDefinition({
  name: 'resetPassword',
  machine: resetPasswordMachine,
  events: {
    'field.change': [
      { field: 'citizen_id', value: DOCUMENT },
      { field: 'email', value: MAIL },
      { field: 'email', value: 'ana.rodriguez@' },
      { field: 'email_confirmation', value: MAIL },
      { field: 'email_confirmation', value: 'otra@correo.do' },
    ],
    'form.submit': [{}],
    'xstate.done.actor.requestReset': [{ output: 'Se ha enviado un mensaje a su correo electrónico' }],
    'xstate.error.actor.requestReset': [
      { error: rejectedError(REFUSAL) },
      { error: networkError },
      // A failure that is not an API answer at all (a bug, a blocked fetch): a thrown failure too.
      { error: new TypeError('Failed to fetch') },
    ],
  },
  paths: 'shortest',
  provide: { actions: { notifySuccess: () => {}, notifyError: () => {} } },
  // The typed texts (a few listed literals), the shown errors and whether a server message shows.
  serializeState: (s) => JSON.stringify([s.value, s.context.values, Object.keys(s.context.errors).sort(), s.context.serverMessage !== null]),
  // Oracles written from spec 000 §2 Password reset page, §4 "Reset password: submit; success shows a
  // confirmation and goes to /public; failure shows the server message", §5 Reset password, §7 POST
  // /users/forgot/password (citizen_id, email), §8 Reset password (tests/model/README.md "Oracles").
  // Provided actions recorded: notifySuccess, notifyError.
  expect: {
    initial: 'editing',
    states: {
      editing: {
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
        on: {
          // §4/§5: only a valid form is submitted.
          'form.submit': ({ previous }) => (Object.keys(expectedErrors(previous!.context.values)).length === 0 ? 'submitting' : STAYS),
          'field.change': STAYS,
        },
        check(snapshot, { event, previous, called, started, index }) {
          const { context } = snapshot;
          citesSpec(snapshot, 'resetPassword.editing', 'spec 000 §2 Password reset page, §5 Reset password, §8 Reset password');
          if (index === 0) {
            expectEqual([context, called, started], [{ values: EMPTY, errors: {}, serverMessage: null }, [], []], 'an empty form at start');
          }
          if (event.type === 'form.submit') {
            // Each invalid field shows its message; nothing is sent.
            expectEqual(context.errors, expectedErrors(previous!.context.values), 'field errors after an invalid submit');
            expectEqual([context.values, context.serverMessage], [previous!.context.values, previous!.context.serverMessage], 'form after an invalid submit');
            expectEqual([started, called], [[], []], 'calls and toasts after an invalid submit');
          }
          if (event.type === 'field.change') {
            // The typed value is kept; typing clears that field's error and the server message.
            const field = event.field as Field;
            expectEqual(context.values, { ...previous!.context.values, [field]: event.value }, `typed ${field}`);
            const errors: Record<string, string> = { ...previous!.context.errors };
            delete errors[field];
            expectEqual([context.errors, context.serverMessage, called], [errors, null, []], `after typing ${field}`);
          }
          if (event.type === 'xstate.error.actor.requestReset') {
            const refused = (event.error as { failure?: { kind: string } }).failure?.kind === 'rejected';
            // §8: success false shows the server msg under the form (no toast); a thrown failure the
            // error toast 'Ha ocurrido un error favor intentar mas tarde.'. Nothing typed is lost.
            expectEqual(
              [context.serverMessage, called],
              refused ? [REFUSAL, []] : [null, [{ name: 'notifyError', params: { key: 'resetPassword.failure' } }]],
              'server message and toast after a failed request',
            );
            expectEqual(
              [context.values, context.errors],
              [{ citizen_id: DOCUMENT, email: MAIL, email_confirmation: MAIL }, {}],
              'values kept after a failed request',
            );
          }
        },
      },
      submitting: {
        shows: ['resetPassword.sending', 'POST /users/forgot/password with citizen_id (no dashes) and email'],
        on: {
          'xstate.done.actor.requestReset': 'sent',
          'xstate.error.actor.requestReset': 'editing',
          // A double click sends once.
          'form.submit': STAYS,
        },
        check(snapshot, { event, previous, started, called }) {
          const { context } = snapshot;
          citesSpec(snapshot, 'resetPassword.submitting', 'spec 000 §4 Reset password (submit); §7 POST /users/forgot/password');
          expectEqual([context.errors, context.serverMessage, called], [{}, null, []], 'no messages while sending');
          // §7 POST /users/forgot/password {citizen_id, email}; §2 the document without dashes; the
          // e-mail trimmed. Sent once: a second submit while sending sends nothing.
          expectEqual(
            started.map((c) => [c.id, c.input]),
            event.type === 'form.submit' && previous?.matches('editing')
              ? [['requestReset', { citizenId: '00104567896', email: 'ana.rodriguez@correo.do' }]]
              : [],
            'POST /users/forgot/password',
          );
        },
      },
      sent: {
        shows: ['resetPassword.success', 'navigation to /public'],
        check(snapshot, { called }) {
          // §8: success toast 'Se ha enviado un mensaje a su correo electrónico'; the flow ends (the view goes to /public).
          expectEqual(called, [{ name: 'notifySuccess', params: { key: 'resetPassword.success' } }], 'success toast');
          expectEqual(snapshot.status, 'done', 'final');
          citesSpec(snapshot, 'resetPassword.sent', 'spec 000 §4 Reset password');
        },
      },
    },
  },
});
