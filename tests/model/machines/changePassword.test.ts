import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { networkError } from './fixtures';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeSpecCitations } from './specCitations';
import { describeSettingsDialog } from './settingsDialog';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'change password',
  () =>
    Promise.all([import('./changePassword.model'), import('../../../src/machines/settings/changePassword.machine')]).then(([model, chart]) => ({
      model,
      chart,
    })),
  ({ model }) => model.changePasswordModel,
);

if (ready) {
  defineModelTest(ready.model.changePasswordModel);
  describeSpecCitations(ready.chart.changePasswordMachine);
  describeSettingsDialog({
    name: "'Cambiar contraseña'",
    machine: ready.chart.changePasswordMachine,
    actor: 'changePassword',
    values: { old_password: 'clave1', password: 'nuevaClave456', new_password_confirmation: 'nuevaClave456' },
  });
}

describe('changePassword chart (behaviour, spec 001 §2.7, §5 Change password, §7, §8)', () => {
  it('lists its three fields', () => {
    expect(modules().chart.CHANGE_PASSWORD_FIELDS).toEqual(['old_password', 'password', 'new_password_confirmation']);
  });

  it('opens empty, refuses an empty form, sends a valid one once, then closes with the 2 s toast', async () => {
    const sent: unknown[] = [];
    const toasts: unknown[] = [];
    let settle!: { resolve: (v: unknown) => void; reject: (e: unknown) => void };
    const machine = modules().chart.changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise(({ input }) => {
          sent.push(input);
          return new Promise((resolve, reject) => (settle = { resolve, reject }));
        }) as never,
      },
      actions: { notifySuccess: (_, params) => void toasts.push(params) },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'form.submit' });
    // The field messages show in the dialog's form (the child `form`).
    expect([actor.getSnapshot().value, actor.getSnapshot().children.form?.getSnapshot().context.errors]).toEqual([
      'editing',
      { old_password: 'errors.required', password: 'errors.required', new_password_confirmation: 'errors.required' },
    ]);
    actor.send({ type: 'field.change', field: 'old_password', value: 'clave1' });
    actor.send({ type: 'field.change', field: 'password', value: 'nuevaClave456' });
    actor.send({ type: 'field.change', field: 'new_password_confirmation', value: 'nuevaClave456' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(sent).toEqual([{ old_password: 'clave1', password: 'nuevaClave456', new_password_confirmation: 'nuevaClave456' }]);
    settle.reject(networkError);
    await waitFor(actor, (s) => s.matches('editing'), { timeout: 2000 });
    expect(actor.getSnapshot().context.notice).toBe('settings.changeFailed');
    actor.send({ type: 'form.submit' });
    settle.resolve({ success: true, msg: 'ok' });
    await waitFor(actor, (s) => s.matches('closed'), { timeout: 2000 });
    expect(toasts).toEqual([{ key: 'settings.passwordChanged', durationMs: 2000 }]);
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it("reads the contract's wrong-current-password refusal whatever its letter case, accents, blanks or final period, and nothing else (issue 25)", () => {
    const { isCurrentPasswordRefusal } = modules().chart;
    expect(
      ['La contraseña actual es incorrecta', ' la contrasena actual es incorrecta. ', 'LA CONTRASEÑA ACTUAL ES INCORRECTA'].map(isCurrentPasswordRefusal),
    ).toEqual([true, true, true]);
    expect(['La contraseña debe tener minimo 6 caracteres', '', undefined].map(isCurrentPasswordRefusal)).toEqual([false, false, false]);
  });
});
