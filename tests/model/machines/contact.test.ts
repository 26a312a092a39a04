import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { networkError } from './fixtures';
import type { ContactMessage } from '../../../src/api/contact';
import type { MessageKey } from '../../../src/messages/es';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'contact',
  () => Promise.all([import('./contact.model'), import('../../../src/machines/contact.machine')]).then(([model, chart]) => ({ model, chart })),
  ({ model }) => model.contactModel,
);
/** The loaded chart module (throws the load error in the test that asks for it). */
function chart() {
  return modules().chart;
}

if (ready) defineModelTest(ready.model.contactModel);

/** The machine with a fake `sendContactMessage` and recorded toasts. */
function start(sendMessage: (input: ContactMessage) => Promise<true>) {
  const calls: ContactMessage[] = [];
  const toasts: Array<{ kind: 'error' | 'success'; key: MessageKey }> = [];
  const machine = chart().contactMachine.provide({
    actors: {
      sendContactMessage: fromPromise<true, ContactMessage>(({ input }) => {
        calls.push(input);
        return sendMessage(input);
      }),
    },
    actions: {
      notifyError: (_, params) => void toasts.push({ kind: 'error', key: params.key }),
      notifySuccess: (_, params) => void toasts.push({ kind: 'success', key: params.key }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, toasts };
}

function fillValid(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'field.change', field: 'fullName', value: '  Ana Rodríguez ' });
  actor.send({ type: 'field.change', field: 'email', value: ' ana.rodriguez@correo.do ' });
  actor.send({ type: 'field.change', field: 'phoneNumber', value: '849-555-0123' });
  actor.send({ type: 'field.change', field: 'relationTo', value: '2' });
  actor.send({ type: 'field.change', field: 'message', value: ' Necesito información sobre la no objeción. ' });
}

describe('contact machine (behaviour)', () => {
  it('shows the spec messages on each field and sends nothing when invalid', () => {
    const { actor, calls } = start(async () => true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      fullName: 'errors.required',
      relationTo: 'errors.required',
      email: 'errors.required',
      phoneNumber: 'errors.required',
      message: 'errors.required',
    });
    actor.send({ type: 'field.change', field: 'email', value: 'ana@' });
    actor.send({ type: 'field.change', field: 'phoneNumber', value: '8005550123' });
    actor.send({ type: 'form.submit' });
    const { errors } = actor.getSnapshot().context;
    expect(errors.email).toBe('errors.invalidEmail');
    expect(errors.phoneNumber).toBe('errors.invalidPhone');
    expect(calls).toHaveLength(0);
    // Typing clears that field's error only.
    actor.send({ type: 'field.change', field: 'fullName', value: 'Ana' });
    expect(actor.getSnapshot().context.errors.fullName).toBeUndefined();
    expect(actor.getSnapshot().context.errors.message).toBe('errors.required');
  });

  it('sends once on a double submit with the D8 body, then toasts success and empties the form', async () => {
    let resolve!: (v: true) => void;
    const { actor, calls, toasts } = start(() => new Promise<true>((r) => (resolve = r)));
    fillValid(actor);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.change', field: 'fullName', value: 'Otro' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(calls).toEqual([
      {
        name: 'Ana Rodríguez',
        mail: 'ana.rodriguez@correo.do',
        phone: '8495550123',
        relation: 'Planificación y desarrollo (DPP)',
        message: 'Necesito información sobre la no objeción.',
      },
    ]);
    resolve(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.values).toEqual(chart().emptyContactValues());
    expect(toasts).toEqual([{ kind: 'success', key: 'contact.success' }]);
  });

  it('keeps the values and toasts "Ha ocurrido un error" when the send fails; a new try is possible', async () => {
    const { actor, calls, toasts } = start(() => Promise.reject(networkError));
    fillValid(actor);
    const before = actor.getSnapshot().context.values;
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.values).toEqual(before);
    expect(toasts).toEqual([{ kind: 'error', key: 'contact.failure' }]);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(calls).toHaveLength(2);
  });
});

describe('contact helpers', () => {
  it('the form lists its fields in the spec order (spec 000 §2 Contact page: name, mail, phone, relation, message)', () => {
    expect(chart().CONTACT_FIELDS).toEqual(['fullName', 'email', 'phoneNumber', 'relationTo', 'message']);
  });

  it('relationLabel gives the contract §4.4 labels of options 1-4 and nothing else', () => {
    expect([1, 2, 3, 4].map(chart().relationLabel)).toEqual(['Portal de servicios', 'Planificación y desarrollo (DPP)', 'Confotur', 'Empresas y servicios']);
    expect(chart().relationLabel('4')).toBe('Empresas y servicios');
    expect(chart().relationLabel('')).toBe('');
    expect(chart().relationLabel('5')).toBe('');
  });

  it('contactErrors refuses a relation outside the options', () => {
    const values = { ...chart().emptyContactValues(), relationTo: '9' };
    expect(chart().contactErrors(values).relationTo).toBe('errors.required');
  });

  it('contactPayload trims, keeps the phone digits and sends the relation label', () => {
    expect(chart().contactPayload({ fullName: ' A ', email: ' a@b.do ', phoneNumber: '(809) 555-1234', relationTo: '1', message: ' Hola ' })).toEqual({
      name: 'A',
      mail: 'a@b.do',
      phone: '8095551234',
      relation: 'Portal de servicios',
      message: 'Hola',
    });
  });
});
