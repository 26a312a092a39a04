import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { networkError } from './fixtures';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeSpecCitations } from './specCitations';
import { describeSettingsDialog } from './settingsDialog';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'change e-mail',
  () => Promise.all([import('./changeEmail.model'), import('../../../src/machines/settings/changeEmail.machine')]).then(([model, chart]) => ({ model, chart })),
  ({ model }) => model.changeEmailModel,
);

if (ready) {
  defineModelTest(ready.model.changeEmailModel);
  describeSpecCitations(ready.chart.changeEmailMachine);
  describeSettingsDialog({
    name: "'Cambiar Correo Principal'",
    machine: ready.chart.changeEmailMachine,
    actor: 'changeEmail',
    values: { password: 'clave123', email: 'nuevo@correo.do', new_email_confirmation: 'nuevo@correo.do' },
    extraContext: { unchecked: null },
  });
}

describe('changeEmail chart (behaviour, spec 001 §2.7, §5, §7)', () => {
  it('lists its three fields', () => {
    expect(modules().chart.CHANGE_EMAIL_FIELDS).toEqual(['password', 'email', 'new_email_confirmation']);
  });

  it('opens empty, refuses an empty form, sends the trimmed e-mails once, keeps the dialog on a failure, then changes', async () => {
    const sent: unknown[] = [];
    let settle!: { resolve: (v: unknown) => void; reject: (e: unknown) => void };
    const machine = modules().chart.changeEmailMachine.provide({
      actors: {
        changeEmail: fromPromise(({ input }) => {
          sent.push(input);
          return new Promise((resolve, reject) => (settle = { resolve, reject }));
        }) as never,
      },
      actions: { logout: () => {} },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    // The field messages show in the dialog's form (the child `form`).
    expect(Object.keys(actor.getSnapshot().children.form?.getSnapshot().context.errors ?? {}).sort()).toEqual(['email', 'new_email_confirmation', 'password']);
    actor.send({ type: 'field.change', field: 'password', value: 'clave123' });
    actor.send({ type: 'field.change', field: 'email', value: ' nuevo@correo.do ' });
    actor.send({ type: 'field.change', field: 'new_email_confirmation', value: 'nuevo@correo.do ' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(sent).toEqual([{ password: 'clave123', email: 'nuevo@correo.do', new_email_confirmation: 'nuevo@correo.do' }]);
    settle.reject(networkError);
    await waitFor(actor, (s) => s.matches('editing'), { timeout: 2000 });
    expect(actor.getSnapshot().context.notice).not.toBeNull();
    actor.send({ type: 'form.submit' });
    settle.resolve({ success: true, msg: 'ok' });
    await waitFor(actor, (s) => s.matches('changed'), { timeout: 2000 });
    const again = createActor(machine).start();
    again.send({ type: 'dialog.open' });
    again.send({ type: 'dialog.close' });
    expect(again.getSnapshot().value).toBe('closed');
  });

  it('a successful change logs out 2.5 s later, not before (spec 001 §4, §9)', async () => {
    vi.useFakeTimers();
    try {
      let logouts = 0;
      const machine = modules().chart.changeEmailMachine.provide({
        actors: { changeEmail: fromPromise(async () => ({ success: true, msg: 'ok' })) as never },
        actions: { logout: () => void (logouts += 1) },
      });
      const actor = createActor(machine).start();
      actor.send({ type: 'dialog.open' });
      actor.send({ type: 'field.change', field: 'password', value: 'clave123' });
      actor.send({ type: 'field.change', field: 'email', value: 'nuevo@correo.do' });
      actor.send({ type: 'field.change', field: 'new_email_confirmation', value: 'nuevo@correo.do' });
      actor.send({ type: 'form.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('changed');
      await vi.advanceTimersByTimeAsync(2499);
      expect([actor.getSnapshot().value, logouts]).toEqual(['changed', 0]);
      await vi.advanceTimersByTimeAsync(1);
      expect([actor.getSnapshot().value, actor.getSnapshot().status, logouts]).toEqual(['loggedOut', 'done', 1]);
    } finally {
      vi.useRealTimers();
    }
  });
});
