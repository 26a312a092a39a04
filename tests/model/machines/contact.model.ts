import { modelTestDefinition } from '../lib/definition';
import {
  contactErrors,
  contactMachine,
  contactPayload,
  emptyContactValues,
  type ContactFormValues,
} from '../../../src/machines/contact.machine';
import type { ContactMessage } from '../../../src/api/contact';
import { hasErrors } from '../../../src/domain/validation/forms';
import { networkError, rejectedError } from './fixtures';

const FIELDS = ['fullName', 'email', 'phoneNumber', 'relationTo', 'message'] as const;

/** Which fields hold a valid value (decides the `isValid` guard and which errors show). */
const validity = (values: ContactFormValues) => {
  const errors = contactErrors(values);
  return FIELDS.map((f) => errors[f] ?? 'ok');
};

/** spec 000 §4 Contact form, §5 Contact form, §8 Contact; contract D8. */
export const contactModel = modelTestDefinition({
  name: 'contact',
  machine: contactMachine,
  events: {
    'field.change': [
      { field: 'fullName', value: ' Juan Pérez ' },
      { field: 'email', value: 'juan.perez@correo.do' },
      { field: 'email', value: 'juan.perez@' },
      { field: 'phoneNumber', value: '8295557788' },
      { field: 'phoneNumber', value: '8195557788' },
      { field: 'relationTo', value: '3' },
      { field: 'message', value: 'Quisiera saber el estado de mi clasificación.' },
    ],
    'form.submit': [{}],
    'xstate.done.actor.sendContactMessage': [{ output: true }],
    'xstate.error.actor.sendContactMessage': [{ error: networkError }, { error: rejectedError('No se pudo enviar') }],
  },
  provide: { actions: { notifySuccess: () => {}, notifyError: () => {} } },
  paths: 'shortest',
  // The typed texts multiply states: the state value, each field's validity and the shown errors
  // decide every guard and what the user sees.
  serializeState: (s) => JSON.stringify([s.value, validity(s.context.values), Object.keys(s.context.errors).sort()]),
  assert(real, _model, { event }) {
    const { context } = real;
    if (real.matches('submitting')) {
      const input = (real.children.sendContactMessage?.getSnapshot() as { context?: { input?: ContactMessage } } | undefined)?.context
        ?.input;
      const expected = contactPayload(context.values);
      if (JSON.stringify(input) !== JSON.stringify(expected)) {
        throw new Error(`sendContactMessage input ${JSON.stringify(input)} !== ${JSON.stringify(expected)}`);
      }
      // contract D8: 10-digit phone and the LABEL of the relation, trimmed texts.
      if (!/^\d{10}$/.test(expected.phone) || expected.relation !== 'Confotur' || expected.name !== 'Juan Pérez') {
        throw new Error(`bad payload ${JSON.stringify(expected)}`);
      }
    }
    if (event.type === 'xstate.done.actor.sendContactMessage') {
      if (JSON.stringify(context.values) !== JSON.stringify(emptyContactValues()) || Object.keys(context.errors).length > 0) {
        throw new Error('the form was not reset after a sent message');
      }
    }
    if (event.type === 'xstate.error.actor.sendContactMessage') {
      if (!real.matches('editing')) throw new Error('a failed send must stop the loader (back to editing)');
      if (hasErrors(contactErrors(context.values))) throw new Error('values lost after a failed send');
    }
    if (event.type === 'form.submit' && real.matches('editing')) {
      const expected = contactErrors(context.values);
      if (JSON.stringify(context.errors) !== JSON.stringify(expected)) {
        throw new Error(`client errors ${JSON.stringify(context.errors)} !== ${JSON.stringify(expected)}`);
      }
    }
  },
});
