import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { networkError, rejectedError } from './fixtures';
import { ApiError } from '../../../src/api/result';
import type { RequestResetInput } from '../../../src/machines/resetPassword.machine';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'reset password',
  () => Promise.all([import('./resetPassword.model'), import('../../../src/machines/resetPassword.machine')]).then(([model, chart]) => ({ model, chart })),
  ({ model }) => model.resetPasswordModel,
);
/** The loaded chart module (throws the load error in the test that asks for it). */
function chart() {
  return modules().chart;
}

if (ready) defineModelTest(ready.model.resetPasswordModel);

/** The machine with a fake `requestReset` that refuses first, then answers as `answers` say. */
function start(answers: Array<() => Promise<string>>) {
  const calls: RequestResetInput[] = [];
  const machine = chart().resetPasswordMachine.provide({
    actors: {
      requestReset: fromPromise<string, RequestResetInput>(({ input }) => {
        calls.push(input);
        return answers[calls.length - 1]();
      }),
    },
    actions: { notifySuccess: () => {}, notifyError: () => {} },
  });
  const actor = createActor(machine).start();
  actor.send({ type: 'field.change', field: 'citizen_id', value: '001-0456789-6' });
  actor.send({ type: 'field.change', field: 'email', value: 'ana.rodriguez@correo.do' });
  actor.send({ type: 'field.change', field: 'email_confirmation', value: 'ana.rodriguez@correo.do' });
  return { actor, calls };
}

const REFUSAL = 'El documento y el correo no coinciden con ninguna cuenta';

describe('reset password machine (behaviour after a refusal, spec 000 §4, §8)', () => {
  it('a new submit hides the server message while sending', async () => {
    let resolve!: (msg: string) => void;
    const { actor, calls } = start([() => Promise.reject(rejectedError(REFUSAL)), () => new Promise<string>((r) => (resolve = r))]);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.serverMessage).toBe(REFUSAL);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.serverMessage).toBeNull();
    expect(calls).toHaveLength(2);
    resolve('Se ha enviado un mensaje a su correo electrónico');
    await waitFor(actor, (s) => s.matches('sent'));
  });

  it('typing hides the server message and keeps the other values', async () => {
    const { actor } = start([() => Promise.reject(rejectedError(REFUSAL))]);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'field.change', field: 'citizen_id', value: '001-0456789-7' });
    expect(actor.getSnapshot().context).toEqual({
      values: { citizen_id: '001-0456789-7', email: 'ana.rodriguez@correo.do', email_confirmation: 'ana.rodriguez@correo.do' },
      errors: {},
      serverMessage: null,
    });
  });

  it('a refusal without text shows an empty server message (the view shows its fallback)', async () => {
    const { actor } = start([() => Promise.reject(new ApiError({ kind: 'rejected' }))]);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.serverMessage).toBe('');
  });
});

describe('reset password machine (behaviour before and after a failed call, spec 000 §2, §4, §8)', () => {
  it('a submit with an empty or mismatched form shows each field error and sends nothing', () => {
    const calls: RequestResetInput[] = [];
    const actor = createActor(
      chart().resetPasswordMachine.provide({
        actors: { requestReset: fromPromise<string, RequestResetInput>(async ({ input }) => (calls.push(input), 'ok')) },
        actions: { notifySuccess: () => {}, notifyError: () => {} },
      }),
    ).start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      citizen_id: 'errors.required',
      email: 'errors.required',
      email_confirmation: 'errors.required',
    });
    actor.send({ type: 'field.change', field: 'citizen_id', value: '001-0456789-6' });
    actor.send({ type: 'field.change', field: 'email', value: 'ana.rodriguez@correo.do' });
    actor.send({ type: 'field.change', field: 'email_confirmation', value: 'ana@correo.do' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ email_confirmation: 'resetPassword.emailsMismatch' });
    expect(calls).toEqual([]);
  });

  it('a call that fails (network) returns to the form with the failure toast, keeps the values and sends again', async () => {
    const toasts: string[] = [];
    const calls: RequestResetInput[] = [];
    const answers: Array<() => Promise<string>> = [() => Promise.reject(networkError), () => Promise.resolve('Enviado')];
    const actor = createActor(
      chart().resetPasswordMachine.provide({
        actors: {
          requestReset: fromPromise<string, RequestResetInput>(({ input }) => {
            calls.push(input);
            return answers[calls.length - 1]();
          }),
        },
        actions: {
          notifySuccess: (_, params: { key: string }) => void toasts.push(`success:${params.key}`),
          notifyError: (_, params: { key: string }) => void toasts.push(`error:${params.key}`),
        },
      }),
    ).start();
    actor.send({ type: 'field.change', field: 'citizen_id', value: '001-0456789-6' });
    actor.send({ type: 'field.change', field: 'email', value: 'ana.rodriguez@correo.do' });
    actor.send({ type: 'field.change', field: 'email_confirmation', value: 'ana.rodriguez@correo.do' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(toasts).toEqual(['error:resetPassword.failure']);
    expect(actor.getSnapshot().context.serverMessage).toBeNull();
    expect(actor.getSnapshot().context.values.email).toBe('ana.rodriguez@correo.do');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(toasts).toEqual(['error:resetPassword.failure', 'success:resetPassword.success']);
    expect(calls).toEqual([
      { citizenId: '00104567896', email: 'ana.rodriguez@correo.do' },
      { citizenId: '00104567896', email: 'ana.rodriguez@correo.do' },
    ]);
  });
});
