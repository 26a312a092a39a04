import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'citizen registration',
  () =>
    Promise.all([import('./citizenRegistration.model'), import('../../../src/machines/citizenRegistration.machine')]).then(([model, chart]) => ({
      model,
      chart,
    })),
  ({ model }) => model.citizenRegistrationModel,
);

if (ready) {
  defineModelTest(ready.model.citizenRegistrationModel);
  describeOracleReach(ready.model.citizenRegistrationModel);
  describeSpecCitations(ready.chart.citizenRegistrationMachine);
}

/** A mutant that never reaches the awaited state fails within 2 s instead of hanging until the test timeout. */
const bounded = { timeout: 2000 };

interface Pending {
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** The chart with controlled actors (each call recorded with its input, settled by the test) and recorded toasts. */
function start(values?: Record<string, unknown>) {
  const { chart, model } = modules();
  const pending: Record<string, Pending[]> = {};
  const controlled = (id: string) =>
    fromPromise<never, unknown>(
      ({ input }) => new Promise((resolve, reject) => (pending[id] ??= []).push({ input, resolve: resolve as (o: unknown) => void, reject })),
    );
  const toasts: string[] = [];
  const machine = chart.citizenRegistrationMachine.provide({
    actors: {
      checkEmail: controlled('checkEmail'),
      validateDocument: controlled('validateDocument'),
      checkName: controlled('checkName'),
      register: controlled('register'),
      saveAnswers: controlled('saveAnswers'),
    } as never,
    actions: { notifyError: (_, params) => void toasts.push(params.key), scrollToTop: () => {} },
  });
  const actor = createActor(machine, { input: { values: { ...model.filledValues, ...values } } }).start();
  const change = (field: string, value: string | boolean) => actor.send({ type: 'field.change', field: field as never, value });
  const ctx = () => actor.getSnapshot().context;
  /** Settles the last pending call of `id` and waits until the chart is in `state`. */
  const settle = async (id: string, output: unknown, state: string | object) => {
    pending[id].at(-1)!.resolve(output);
    await waitFor(actor, (s) => s.matches(state as never), bounded);
  };
  return { actor, pending, toasts, change, ctx, settle };
}

/** From the filled step 0 to personal data (the e-mail is free). */
async function toPersonalData(values?: Record<string, unknown>) {
  const run = start(values);
  run.actor.send({ type: 'step.next' });
  await run.settle('checkEmail', true, { personalData: 'editing' });
  return run;
}

describe('citizen registration chart (behaviour)', () => {
  it('starts blank without input', () => {
    const { chart } = modules();
    const actor = createActor(chart.citizenRegistrationMachine, { input: undefined }).start();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.values.email, actor.getSnapshot().context.documentValidated]).toEqual([
      { authInfo: 'editing' },
      '',
      false,
    ]);
  });

  it('spec 000 §4: a province change clears municipality and sector; a municipality change clears sector; other step-1 fields are typed', async () => {
    const { change, ctx } = await toPersonalData();
    change('province_id', '19340');
    expect([ctx().values.province_id, ctx().values.municipality_id, ctx().values.sector_id]).toEqual(['19340', '', '']);
    change('municipality_id', '19341');
    change('sector_id', '18388');
    change('municipality_id', '19342');
    expect([ctx().values.municipality_id, ctx().values.sector_id]).toEqual(['19342', '']);
    change('phone', '8295550199');
    expect(ctx().values.phone).toBe('8295550199');
    // A field of another step is not on screen: ignored.
    change('email', 'otra@correo.do');
    expect(ctx().values.email).toBe('carmen.feliz@correo.do');
  });

  it('spec 000 §5: the name refuses input until the document is validated, but may be cleared', async () => {
    const { change, ctx } = await toPersonalData();
    change('name', 'Carmen');
    expect([ctx().values.name, ctx().errors.name]).toEqual(['Carmen Luisa', 'register.validateDocumentFirst']);
    change('second_last_name', '');
    expect([ctx().values.second_last_name, ctx().errors.second_last_name]).toEqual(['', undefined]);
  });

  it('spec 000 §5: a blur checks the document once; a new document or name undoes the checks', async () => {
    const { actor, pending, change, ctx, settle } = await toPersonalData();
    actor.send({ type: 'document.blur' });
    expect(pending.validateDocument.map((c) => c.input)).toEqual([{ document: '03101234569', documentType: '1' }]);
    // A new document while checking cancels the check.
    change('citizen_id', '031-0123456-9');
    expect(actor.getSnapshot().value).toEqual({ personalData: 'editing' });
    actor.send({ type: 'document.blur' });
    await settle('validateDocument', { ok: true }, { personalData: 'editing' });
    expect(ctx().documentValidated).toBe(true);
    // Validated: another blur sends nothing.
    actor.send({ type: 'document.blur' });
    expect([actor.getSnapshot().value, pending.validateDocument.length]).toEqual([{ personalData: 'editing' }, 2]);
    actor.send({ type: 'firstLastName.blur' });
    await settle('checkName', { ok: true }, { personalData: 'editing' });
    expect(ctx().nameChecked).toBe(true);
    actor.send({ type: 'firstLastName.blur' });
    expect(pending.checkName.length).toBe(1);
    // A new first last name undoes the name check only.
    change('first_last_name', 'Feliz');
    expect([ctx().documentValidated, ctx().nameChecked]).toEqual([true, false]);
    actor.send({ type: 'firstLastName.blur' });
    change('first_last_name', 'Féliz');
    expect(actor.getSnapshot().value).toEqual({ personalData: 'editing' });
    actor.send({ type: 'firstLastName.blur' });
    await settle('checkName', { ok: true }, { personalData: 'editing' });
    // A new document type undoes both.
    change('document_type', '2');
    expect([ctx().values.document_type, ctx().documentValidated, ctx().nameChecked]).toEqual(['2', false, false]);
  });

  it('spec 000 §5: an incomplete document says so on blur, nothing sent', async () => {
    const { actor, pending, change, ctx } = await toPersonalData();
    change('citizen_id', '031-0123');
    actor.send({ type: 'document.blur' });
    expect([actor.getSnapshot().value, ctx().errors.citizen_id, pending.validateDocument]).toEqual([
      { personalData: 'editing' },
      'register.cedulaLength',
      undefined,
    ]);
  });

  it('spec 000 §2: Next runs only the pending checks, once, then goes to step 2', async () => {
    const run = await toPersonalData();
    run.actor.send({ type: 'step.next' });
    expect(run.actor.getSnapshot().value).toEqual({ personalData: { continuing: 'validatingDocument' } });
    run.actor.send({ type: 'step.next' });
    expect(run.pending.validateDocument.length).toBe(1);
    await run.settle('validateDocument', { ok: true }, { personalData: { continuing: 'checkingName' } });
    await run.settle('checkName', { ok: true }, 'securityInfo');
    // Back and Next again: both checks are done, nothing is sent.
    run.actor.send({ type: 'step.back' });
    run.actor.send({ type: 'step.next' });
    expect([run.actor.getSnapshot().value, run.pending.validateDocument.length, run.pending.checkName.length]).toEqual(['securityInfo', 1, 1]);
  });

  it('spec 000 §2: with the document validated, Next checks only the name', async () => {
    const run = await toPersonalData();
    run.actor.send({ type: 'document.blur' });
    await run.settle('validateDocument', { ok: true }, { personalData: 'editing' });
    run.actor.send({ type: 'step.next' });
    expect(run.actor.getSnapshot().value).toEqual({ personalData: { continuing: 'checkingName' } });
  });

  it("spec 000 §5: 'Llene todos los campos requeridos' goes away on entering another step", async () => {
    const run = await toPersonalData();
    run.actor.send({ type: 'step.next' });
    await run.settle('validateDocument', { ok: true }, { personalData: { continuing: 'checkingName' } });
    await run.settle('checkName', { ok: true }, 'securityInfo');
    run.change('answer_1', '');
    run.actor.send({ type: 'step.next' });
    expect(run.ctx().notice).toBe('register.fillRequired');
    run.actor.send({ type: 'step.back' });
    expect([run.actor.getSnapshot().value, run.ctx().notice]).toEqual([{ personalData: 'editing' }, null]);
    run.actor.send({ type: 'step.next' });
    run.actor.send({ type: 'step.next' });
    expect(run.ctx().notice).toBe('register.fillRequired');
    run.change('answer_1', 'Canela');
    run.actor.send({ type: 'step.next' });
    expect([run.actor.getSnapshot().value, run.ctx().notice]).toEqual([{ terms: 'editing' }, null]);
  });

  it('spec 000 §7: the whole registration; the output e-mail is trimmed', async () => {
    const run = start({ email: ' carmen.feliz@correo.do ', email_confirmation: ' carmen.feliz@correo.do ' });
    run.actor.send({ type: 'step.next' });
    await run.settle('checkEmail', true, { personalData: 'editing' });
    run.actor.send({ type: 'step.next' });
    await run.settle('validateDocument', { ok: true }, { personalData: { continuing: 'checkingName' } });
    await run.settle('checkName', { ok: true }, 'securityInfo');
    run.actor.send({ type: 'step.next' });
    run.actor.send({ type: 'form.submit' });
    await run.settle('checkEmail', true, { terms: { submitting: 'validatingDocument' } });
    await run.settle('validateDocument', { ok: true }, { terms: { submitting: 'checkingName' } });
    await run.settle('checkName', { ok: true }, { terms: { submitting: 'registering' } });
    await run.settle('register', true, { terms: { submitting: 'savingAnswers' } });
    await run.settle('saveAnswers', true, 'registered');
    expect(run.actor.getSnapshot().output).toEqual({ email: 'carmen.feliz@correo.do', securityAnswersSaved: true });
    expect(run.toasts).toEqual([]);
  });
});

describe('citizen registration chart: what step 1 keeps and when it asks the server (spec 000 §4, §5 Step 1)', () => {
  it('spec 000 §4: a new province and a new first last name are kept as typed', async () => {
    const { actor, change, ctx, settle } = await toPersonalData();
    change('province_id', '9947');
    expect([ctx().values.province_id, ctx().values.municipality_id, ctx().values.sector_id]).toEqual(['9947', '', '']);
    actor.send({ type: 'document.blur' });
    await settle('validateDocument', { ok: true }, { personalData: 'editing' });
    change('first_last_name', 'Feliz');
    expect(ctx().values.first_last_name).toBe('Feliz');
  });

  it('spec 000 §5: the name is checked against the document only once the document is validated, and only a valid name', async () => {
    const { actor, pending, change, settle } = await toPersonalData();
    actor.send({ type: 'firstLastName.blur' });
    expect([actor.getSnapshot().value, pending.checkName]).toEqual([{ personalData: 'editing' }, undefined]);
    actor.send({ type: 'document.blur' });
    await settle('validateDocument', { ok: true }, { personalData: 'editing' });
    change('first_last_name', '');
    actor.send({ type: 'firstLastName.blur' });
    expect([actor.getSnapshot().value, pending.checkName]).toEqual([{ personalData: 'editing' }, undefined]);
    change('first_last_name', 'Féliz');
    actor.send({ type: 'firstLastName.blur' });
    expect(pending.checkName.map((c) => c.input)).toEqual([{ document: '03101234569', documentType: '1', firstLastName: 'Féliz' }]);
  });

  it('spec 000 §5: once the name is checked, changing another step-1 field keeps both checks (Next sends nothing)', async () => {
    const { actor, pending, change, ctx, settle } = await toPersonalData();
    actor.send({ type: 'document.blur' });
    await settle('validateDocument', { ok: true }, { personalData: 'editing' });
    actor.send({ type: 'firstLastName.blur' });
    await settle('checkName', { ok: true }, { personalData: 'editing' });
    change('phone', '8295550199');
    change('address', 'Calle Las Damas 12');
    expect([ctx().documentValidated, ctx().nameChecked]).toEqual([true, true]);
    actor.send({ type: 'step.next' });
    expect([actor.getSnapshot().value, pending.validateDocument.length, pending.checkName.length]).toEqual(['securityInfo', 1, 1]);
  });

  it.each([
    ['the document not validated yet', false, { continuing: 'validatingDocument' }],
    ['the document validated', true, { continuing: 'checkingName' }],
  ] as const)("spec 000 §5: 'Llene todos los campos requeridos' goes away when Next passes the local rules (%s)", async (_, validated, running) => {
    const run = await toPersonalData();
    if (validated) {
      run.actor.send({ type: 'document.blur' });
      await run.settle('validateDocument', { ok: true }, { personalData: 'editing' });
    }
    run.change('address', '');
    run.actor.send({ type: 'step.next' });
    expect(run.ctx().notice).toBe('register.fillRequired');
    run.change('address', 'Calle El Conde 105, Ciudad Colonial');
    run.actor.send({ type: 'step.next' });
    expect([run.actor.getSnapshot().value, run.ctx().notice]).toEqual([{ personalData: running }, null]);
  });
});

describe('citizen registration chart with its own calls (the view provides only the toasts)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('spec 000 §5 Step 0, §7: Next asks GET /validate/email/{email} itself and a free e-mail leads to step 1', async () => {
    const { chart, model } = modules();
    const sent: string[] = [];
    // The server's answer for a free e-mail (contract: `success: true`), for whatever the chart sends.
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(`${request.method} ${decodeURIComponent(new URL(request.url).pathname)}`);
      return new Response(JSON.stringify({ success: true }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const toasts: string[] = [];
    const machine = chart.citizenRegistrationMachine.provide({ actions: { notifyError: (_, params) => void toasts.push(params.key), scrollToTop: () => {} } });
    const actor = createActor(machine, { input: { values: model.filledValues } }).start();
    actor.send({ type: 'step.next' });
    await waitFor(actor, (s) => s.matches({ personalData: 'editing' }), bounded);
    expect([sent, toasts]).toEqual([['GET /api/identity/validate/email/carmen.feliz@correo.do'], []]);
  });
});

describe('wizardStepOf / isWizardBusy (spec 000 §2: steps 0-3, then the confirmation; the button loader)', () => {
  it.each([
    [{ authInfo: 'editing' }, 0, false],
    [{ authInfo: 'checkingEmail' }, 0, true],
    [{ personalData: 'editing' }, 1, false],
    [{ personalData: 'checkingDocument' }, 1, false],
    [{ personalData: { continuing: 'validatingDocument' } }, 1, true],
    [{ personalData: { continuing: 'checkingName' } }, 1, true],
    ['securityInfo', 2, false],
    [{ terms: 'editing' }, 3, false],
    [{ terms: { submitting: 'checkingEmail' } }, 3, true],
    [{ terms: { submitting: 'savingAnswers' } }, 3, true],
    [{ answersFailed: 'idle' }, 4, false],
    [{ answersFailed: 'retryingAnswers' }, 4, false],
    ['registered', 4, false],
  ] as const)('%j is step %i, busy %s', (value, step, busy) => {
    const { chart } = modules();
    const machine = chart.citizenRegistrationMachine;
    const snapshot = machine.resolveState({ value: value, context: createActor(machine, { input: undefined }).getSnapshot().context });
    expect([chart.wizardStepOf(snapshot), chart.isWizardBusy(snapshot)]).toEqual([step, busy]);
  });
});
