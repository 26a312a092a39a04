import { modelTestDefinition } from '../lib/definition';
import { expectEqual, STAYS } from '../lib/oracles';
import { contactMachine } from '../../../src/machines/contact.machine';
import { networkError, rejectedError } from './fixtures';

type Field = 'fullName' | 'email' | 'phoneNumber' | 'relationTo' | 'message';
type Values = Record<Field, string>;

/** An empty form (spec 000 §4: the form is reset after a sent message). */
const EMPTY: Values = { fullName: '', relationTo: '', email: '', phoneNumber: '', message: '' };

/** Valid values as typed (spaces around the texts, dashes in the phone: contract D8 trims and keeps digits). */
const NAME = ' Juan Pérez ';
const MAIL = ' juan.perez@correo.do ';
const PHONE = '829-555-7788';
const MESSAGE = ' Quisiera saber el estado de mi clasificación. ';

/**
 * The error the spec gives each typed value (spec 000 §5 Contact form, "Other messages"): required
 * ('Este campo es requerido'), e-mail 'Favor digitar un email válido', phone 'Favor digitar un
 * teléfono válido' (prefix 809/829/849 plus 7 digits); the relation is one of the options 1-4
 * (spec 000 §2 Contact page), anything else is not a chosen option. `undefined`: valid.
 */
const ERROR_OF: Record<Field, Record<string, string | undefined>> = {
  fullName: { '': 'errors.required', [NAME]: undefined },
  email: { '': 'errors.required', [MAIL]: undefined, 'juan.perez@': 'errors.invalidEmail' },
  phoneNumber: { '': 'errors.required', [PHONE]: undefined, '8195557788': 'errors.invalidPhone' },
  relationTo: { '': 'errors.required', '3': undefined, '9': 'errors.required' },
  message: { '': 'errors.required', [MESSAGE]: undefined },
};
const FIELDS: readonly Field[] = ['fullName', 'email', 'phoneNumber', 'relationTo', 'message'];

/** The state's `meta.spec` cites `section` (what the QA export groups the state's coverage by: tests/model/README.md). */
function citesSpec(snapshot: { getMeta(): Record<string, unknown> }, id: string, section: string): void {
  const spec = (snapshot.getMeta()[id] as { spec?: unknown } | undefined)?.spec;
  expectEqual(typeof spec === 'string' && spec.startsWith(section), true, `meta.spec of ${id} cites "${section}" (is ${JSON.stringify(spec)})`);
}

/** The field errors the spec shows for these typed values (from the table above). */
function expectedErrors(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of FIELDS) {
    const error = ERROR_OF[field][values[field]];
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

/** spec 000 §4 Contact form, §5 Contact form, §8 Contact; contract D8. */
export const contactModel = modelTestDefinition({
  name: 'contact',
  machine: contactMachine,
  events: {
    'field.change': [
      { field: 'fullName', value: NAME },
      { field: 'email', value: MAIL },
      { field: 'email', value: 'juan.perez@' },
      { field: 'phoneNumber', value: PHONE },
      { field: 'phoneNumber', value: '8195557788' },
      { field: 'relationTo', value: '3' },
      { field: 'relationTo', value: '9' },
      { field: 'message', value: MESSAGE },
    ],
    'form.submit': [{}],
    'xstate.done.actor.sendContactMessage': [{ output: true }],
    'xstate.error.actor.sendContactMessage': [{ error: networkError }, { error: rejectedError('No se pudo enviar') }],
  },
  provide: { actions: { notifySuccess: () => {}, notifyError: () => {} } },
  paths: 'shortest',
  // The typed texts (a few listed literals per field), the state and the shown errors decide every
  // guard and what the user sees.
  serializeState: (s) => JSON.stringify([s.value, s.context.values, Object.keys(s.context.errors).sort()]),
  // Oracles written from spec 000 §2 Contact page, §4 "Contact form: loader, then success message and
  // form reset", §5 Contact form, §7 POST /send/claim, §8 Contact, and contract D8 / §4.4 (the body
  // sent). Provided actions recorded: notifySuccess, notifyError.
  expect: {
    initial: 'editing',
    states: {
      editing: {
        shows: [
          'contact.fullName',
          'contact.email',
          'contact.phone',
          'contact.relation',
          'contact.message',
          'contact.send',
          'errors.required',
          'contact.success',
          'contact.failure',
        ],
        on: {
          // spec 000 §5: only a form whose five fields are valid is sent.
          'form.submit': ({ previous }) => (Object.keys(expectedErrors(previous!.context.values)).length === 0 ? 'submitting' : STAYS),
          'field.change': STAYS,
        },
        check(snapshot, { event, previous, called, started, index }) {
          const { context } = snapshot;
          citesSpec(snapshot, 'contact.editing', 'spec 000 §2 Contact page, §5 Contact form, §8 Contact');
          if (index === 0) {
            expectEqual([context.values, context.errors, called, started], [EMPTY, {}, [], []], 'an empty form at start');
          }
          if (event.type === 'form.submit') {
            // Each invalid field shows its message; nothing is sent, no toast.
            expectEqual(context.errors, expectedErrors(previous!.context.values), 'field errors after an invalid submit');
            expectEqual(context.values, previous!.context.values, 'values after an invalid submit');
            expectEqual([started, called], [[], []], 'calls and toasts after an invalid submit');
          }
          if (event.type === 'field.change') {
            // The typed value is kept; typing in a field clears its error only.
            const field = event.field as Field;
            expectEqual(context.values, { ...previous!.context.values, [field]: event.value }, `typed ${field}`);
            const errors: Record<string, string> = { ...previous!.context.errors };
            delete errors[field];
            expectEqual(context.errors, errors, `errors after typing ${field}`);
            expectEqual(called, [], 'toasts after typing');
          }
          if (event.type === 'xstate.done.actor.sendContactMessage') {
            // spec 000 §4, §8: success toast 'Mensaje enviado satisfactoriamente', the form is reset.
            expectEqual(called, [{ name: 'notifySuccess', params: { key: 'contact.success' } }], 'toast after a sent message');
            expectEqual([context.values, context.errors], [EMPTY, {}], 'form reset after a sent message');
          }
          if (event.type === 'xstate.error.actor.sendContactMessage') {
            // spec 000 §8: 'Ha ocurrido un error'; the loader stops and nothing typed is lost.
            expectEqual(called, [{ name: 'notifyError', params: { key: 'contact.failure' } }], 'toast after a failed send');
            expectEqual(
              [context.values, context.errors],
              [{ fullName: NAME, email: MAIL, phoneNumber: PHONE, relationTo: '3', message: MESSAGE }, {}],
              'values kept after a failed send',
            );
          }
        },
      },
      submitting: {
        shows: ['contact.sending', 'loader', 'POST /send/claim with name, mail, phone, relation, message'],
        on: {
          'xstate.done.actor.sendContactMessage': 'editing',
          'xstate.error.actor.sendContactMessage': 'editing',
          // While the loader shows, a second submit or an edit changes nothing (one message sent).
          'form.submit': STAYS,
          'field.change': STAYS,
        },
        check(snapshot, { event, previous, started, called }) {
          const { context } = snapshot;
          citesSpec(snapshot, 'contact.submitting', 'spec 000 §4 Contact form (loader); §7 POST /send/claim');
          expectEqual(called, [], 'toasts while sending');
          if (event.type === 'form.submit' && previous?.matches('editing')) {
            // spec 000 §7 POST /send/claim {name, mail, phone, relation, message}; contract D8: texts
            // trimmed, the phone as 10 digits, the relation's label (contract §4.4: 3 → 'Confotur').
            expectEqual(
              started.map((c) => [c.id, c.input]),
              [
                [
                  'sendContactMessage',
                  {
                    name: 'Juan Pérez',
                    mail: 'juan.perez@correo.do',
                    phone: '8295557788',
                    relation: 'Confotur',
                    message: 'Quisiera saber el estado de mi clasificación.',
                  },
                ],
              ],
              'POST /send/claim',
            );
            expectEqual(context.errors, {}, 'no field errors while sending');
          } else {
            expectEqual(started, [], 'nothing sent again while sending');
            expectEqual([context.values, context.errors], [previous!.context.values, previous!.context.errors], 'form while sending');
          }
        },
      },
    },
  },
});
