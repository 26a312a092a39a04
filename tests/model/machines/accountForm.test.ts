import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeSpecCitations } from './specCitations';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'account form',
  () =>
    Promise.all([import('./accountForm.model'), import('../../../src/machines/settings/accountForm.machine')]).then(([model, chart]) => ({
      model,
      chart,
    })),
  ({ model }) => model.accountFormModel,
);

if (ready) {
  defineModelTest(ready.model.accountFormModel);
  describeSpecCitations(ready.chart.accountFormMachine);
}

describe('accountForm chart (behaviour, spec 001 §5 Change password, Change e-mail)', () => {
  it('checks the e-mails without surrounding blanks and ends with them as typed', () => {
    const actor = createActor(modules().chart.accountFormMachine, {
      input: { form: 'changeEmail', values: { password: '', email: '', new_email_confirmation: '' } },
    }).start();
    actor.send({ type: 'field.change', field: 'password', value: 'Demo1234' });
    actor.send({ type: 'field.change', field: 'email', value: '  ana.nueva@correo.do' });
    // spec 001 §5 "new_email_confirmation equal to email": another letter case is another text.
    actor.send({ type: 'field.change', field: 'new_email_confirmation', value: 'ANA.NUEVA@correo.do  ' });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.errors]).toEqual(['editing', { new_email_confirmation: 'errors.emailsMismatch' }]);
    actor.send({ type: 'field.change', field: 'new_email_confirmation', value: 'ana.nueva@correo.do  ' });
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().status, actor.getSnapshot().output]).toEqual([
      'done',
      { password: 'Demo1234', email: '  ana.nueva@correo.do', new_email_confirmation: 'ana.nueva@correo.do  ' },
    ]);
  });

  it('a form opened without values asks for every field (nothing typed is nothing, spec 001 §5 required)', () => {
    const actor = createActor(modules().chart.accountFormMachine, { input: { form: 'changePassword', values: {} } }).start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      old_password: 'errors.required',
      password: 'errors.required',
      new_password_confirmation: 'errors.required',
    });
  });

  it('a password form refuses a new password shorter than 6 and a confirmation that differs', () => {
    const actor = createActor(modules().chart.accountFormMachine, {
      input: { form: 'changePassword', values: { old_password: 'clave1', password: '12345', new_password_confirmation: '123456' } },
    }).start();
    actor.send({ type: 'form.submit' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.errors]).toEqual([
      'editing',
      { password: 'errors.passwordMin', new_password_confirmation: 'errors.passwordsMismatch' },
    ]);
    actor.send({ type: 'field.change', field: 'password', value: '1234567' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ new_password_confirmation: 'errors.passwordsMismatch' });
  });
});
