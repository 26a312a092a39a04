import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { companyFormModel, sampleCompany } from './companyForm.model';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import { networkError, rejectedError } from './fixtures';
import { ApiError } from '../../../src/api/result';
import {
  companyFormMachine,
  companyPayload,
  initialCompanyValues,
  refusalMessage,
  serverFieldErrors,
  type SaveCompanyInput,
} from '../../../src/machines/companyForm.machine';
import type { MessageKey } from '../../../src/messages/es';

defineModelTest(companyFormModel);
describeOracleReach(companyFormModel);
describeSpecCitations(companyFormMachine);

/** The machine with a fake `saveCompany` and recorded toasts. */
function start(company: typeof sampleCompany | null, save: (input: SaveCompanyInput) => Promise<true>) {
  const calls: SaveCompanyInput[] = [];
  const toasts: Array<{ kind: 'error' | 'success'; key: MessageKey }> = [];
  const machine = companyFormMachine.provide({
    actors: {
      saveCompany: fromPromise<true, SaveCompanyInput>(({ input }) => {
        calls.push(input);
        return save(input);
      }),
    },
    actions: {
      notifyError: (_, params) => void toasts.push({ kind: 'error', key: params.key }),
      notifySuccess: (_, params) => void toasts.push({ kind: 'success', key: params.key }),
    },
  });
  const actor = createActor(machine, { input: { company } }).start();
  return { actor, calls, toasts };
}

function fillValid(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'field.change', field: 'company_name', value: '  Hotel Caribe ' });
  actor.send({ type: 'field.change', field: 'company_rnc', value: '1-30-12345-4' });
  actor.send({ type: 'field.change', field: 'company_phone', value: '809-555-7788' });
  actor.send({ type: 'field.change', field: 'company_address', value: 'Av. George Washington 500' });
}

describe('companyForm machine (behaviour)', () => {
  it('shows the spec messages on each field when submitted empty or with a bad web', () => {
    const { actor, calls } = start(null, async () => true);
    actor.send({ type: 'field.change', field: 'company_url_web', value: 'no es una web' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      company_name: 'errors.required',
      company_rnc: 'errors.required',
      company_phone: 'errors.required',
      company_address: 'errors.required',
      company_url_web: 'desk.companyForm.invalidWeb',
    });
    expect(calls).toHaveLength(0);
    // Typing clears that field's error only.
    actor.send({ type: 'field.change', field: 'company_name', value: 'Hotel' });
    expect(actor.getSnapshot().context.errors.company_name).toBeUndefined();
    expect(actor.getSnapshot().context.errors.company_rnc).toBe('errors.required');
  });

  it('sends once on a double submit, unmasked, and ends with a success toast (add)', async () => {
    let resolve!: (v: true) => void;
    const { actor, calls, toasts } = start(null, () => new Promise<true>((r) => (resolve = r)));
    fillValid(actor);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.change', field: 'company_name', value: 'Otro' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(calls).toEqual([
      {
        id: null,
        body: {
          company_name: 'Hotel Caribe',
          company_rnc: '130123454',
          company_phone: '8095557788',
          company_address: 'Av. George Washington 500',
          company_url_web: '',
        },
      },
    ]);
    resolve(true);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ mode: 'add' });
    expect(toasts).toEqual([{ kind: 'success', key: 'desk.companyForm.added' }]);
  });

  it('modifies with the company id and the stored RNC, which cannot be changed', async () => {
    const { actor, calls, toasts } = start(sampleCompany, async () => true);
    expect(actor.getSnapshot().context.values).toEqual({
      company_name: 'Posada Zona Colonial',
      company_rnc: '1-01-01234-1',
      company_phone: '809-555-3344',
      company_address: 'Calle El Conde 305, Ciudad Colonial, Santo Domingo',
      company_url_web: '',
    });
    actor.send({ type: 'field.change', field: 'company_rnc', value: '1-30-12345-4' });
    actor.send({ type: 'field.change', field: 'company_phone', value: '809-555-9900' });
    actor.send({ type: 'form.submit' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ mode: 'edit' });
    expect(calls[0]).toEqual({
      id: 12,
      body: expect.objectContaining({ company_rnc: '101012341', company_phone: '8095559900' }),
    });
    expect(toasts).toEqual([{ kind: 'success', key: 'desk.companyForm.updated' }]);
  });

  it('keeps the typed values and shows the error toast when the call fails', async () => {
    const { actor, toasts } = start(null, () => Promise.reject(networkError));
    fillValid(actor);
    const before = actor.getSnapshot().context.values;
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.values).toEqual(before);
    expect(actor.getSnapshot().context.serverMessage).toBeNull();
    expect(toasts).toEqual([{ kind: 'error', key: 'errors.generic' }]);
    // The user may send again.
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });
});

describe('companyForm machine: failures and a second send (spec 001 §8 profile fallback)', () => {
  it('an HTTP error, even with field errors in its body, or a broken call: the error toast only', async () => {
    const failures = [new ApiError({ kind: 'http', status: 422, fieldErrors: { company_rnc: ['RNC duplicado'] } }), new Error('a bug in the call')];
    for (const failure of failures) {
      const { actor, toasts } = start(sampleCompany, () => Promise.reject(failure));
      actor.send({ type: 'form.submit' });
      await waitFor(actor, (s) => s.matches('editing'));
      const { errors, serverMessage } = actor.getSnapshot().context;
      expect([errors, serverMessage, toasts]).toEqual([{}, null, [{ kind: 'error', key: 'errors.generic' }]]);
    }
  });

  it('sending again after a refusal clears the dialog message and the server field errors', async () => {
    const refusals = [
      rejectedError('Esta empresa ya está asociada a su cuenta'),
      new ApiError({ kind: 'rejected', fieldErrors: { company_name: ['Nombre en uso'] } }),
    ];
    let next = 0;
    const { actor, calls } = start(sampleCompany, () => (next < refusals.length ? Promise.reject(refusals[next++]) : new Promise<true>(() => {})));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.serverMessage !== null);
    expect(actor.getSnapshot().context.serverMessage).toEqual({ text: 'Esta empresa ya está asociada a su cuenta' });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.serverMessage, actor.getSnapshot().context.errors]).toEqual(['submitting', null, {}]);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.errors).toEqual({ company_name: { text: 'Nombre en uso' } });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.serverMessage, actor.getSnapshot().context.errors]).toEqual(['submitting', null, {}]);
    expect(calls).toHaveLength(3);
  });
});

describe('companyForm helpers', () => {
  it('initialCompanyValues: blank for a new company, masked values of an existing one', () => {
    expect(initialCompanyValues(null)).toEqual({
      company_name: '',
      company_rnc: '',
      company_phone: '',
      company_address: '',
      company_url_web: '',
    });
    expect(initialCompanyValues({ id: 1, company_name: 'X', company_url_web: 'https://x.do' })).toEqual({
      company_name: 'X',
      company_rnc: '',
      company_phone: '',
      company_address: '',
      company_url_web: 'https://x.do',
    });
  });

  it('companyPayload removes masks and trims', () => {
    expect(
      companyPayload({
        company_name: ' A ',
        company_rnc: '1-01-01234-1',
        company_phone: '809-555-3344',
        company_address: ' Calle 1 ',
        company_url_web: ' www.a.do ',
      }),
    ).toEqual({
      company_name: 'A',
      company_rnc: '101012341',
      company_phone: '8095553344',
      company_address: 'Calle 1',
      company_url_web: 'www.a.do',
    });
  });

  it('serverFieldErrors keeps the first non-blank message of the form fields only', () => {
    expect(serverFieldErrors({ company_rnc: ['', 'RNC inválido'], company_phone: [], email: ['otro'] })).toEqual({ company_rnc: { text: 'RNC inválido' } });
    expect(serverFieldErrors(undefined)).toEqual({});
    // Each of the five fields of the form (contract P2/P3 names) keeps its own message.
    expect(
      serverFieldErrors({
        company_name: ['Nombre en uso'],
        company_rnc: ['RNC inválido'],
        company_phone: ['Teléfono inválido'],
        company_address: ['Dirección requerida'],
        company_url_web: ['Web inválida'],
      }),
    ).toEqual({
      company_name: { text: 'Nombre en uso' },
      company_rnc: { text: 'RNC inválido' },
      company_phone: { text: 'Teléfono inválido' },
      company_address: { text: 'Dirección requerida' },
      company_url_web: { text: 'Web inválida' },
    });
  });

  it('refusalMessage: server msg, else another field error, else the spec fallback', () => {
    expect(refusalMessage({ kind: 'rejected', message: ' Empresa no encontrada ' })).toEqual({ text: 'Empresa no encontrada' });
    expect(refusalMessage({ kind: 'rejected', fieldErrors: { email: ['Correo en uso'] } })).toEqual({ text: 'Correo en uso' });
    expect(refusalMessage({ kind: 'rejected', message: '  ' })).toBe('errors.generic');
    expect(refusalMessage(null)).toBe('errors.generic');
  });
});
