import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type StateValue } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'company registration',
  () =>
    Promise.all([import('./companyRegistration.model'), import('../../../src/machines/companyRegistration.machine')]).then(([model, chart]) => ({
      model,
      chart,
    })),
  ({ model }) => model.companyRegistrationModel,
);

if (ready) {
  defineModelTest(ready.model.companyRegistrationModel);
  describeOracleReach(ready.model.companyRegistrationModel);
  describeSpecCitations(ready.chart.companyRegistrationMachine);
}

/** spec 000 §2 "Company registration (5-step wizard)": the stepper index of each state, and whether Next / Registrar shows its loader (a server call runs). */
describe('company wizard step and busy button', () => {
  it('every state of the chart has its step (0-4) and busy flag', () => {
    const { companyRegistrationMachine, companyWizardStepOf, isCompanyWizardBusy } = modules().chart;
    const { context } = createActor(companyRegistrationMachine, { input: undefined }).getSnapshot();
    const at = (value: StateValue) => {
      const snapshot = companyRegistrationMachine.resolveState({ value, context });
      return [companyWizardStepOf(snapshot), isCompanyWizardBusy(snapshot)];
    };
    expect(at({ authInfo: 'editing' })).toEqual([0, false]);
    expect(at({ authInfo: 'checkingEmail' })).toEqual([0, true]);
    expect(at({ companyData: 'editing' })).toEqual([1, false]);
    expect(at({ companyData: 'checkingRnc' })).toEqual([1, true]);
    expect(at({ companyData: 'checkingPhone' })).toEqual([1, true]);
    expect(at('securityInfo')).toEqual([2, false]);
    expect(at({ terms: 'editing' })).toEqual([3, false]);
    for (const step of ['checkingEmail', 'checkingRnc', 'uploading', 'registering', 'savingAnswers'])
      expect(at({ terms: { submitting: step } })).toEqual([3, true]);
    expect(at({ answersFailed: 'idle' })).toEqual([4, false]);
    expect(at({ answersFailed: 'retryingAnswers' })).toEqual([4, false]);
    expect(at('registered')).toEqual([4, false]);
  });
});

const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });
/** A mutant that never reaches the awaited state fails within 2 s instead of hanging until the test timeout. */
const bounded = { timeout: 2000 };
const uploaded = { registromercant: 'empresas/130123454/rm.pdf', podernotarizado: 'empresas/130123454/poder.pdf', cedulaperaut: 'empresas/130123454/ced.pdf' };

/** A call the test settles: its input, and how to answer or fail it. */
interface Call {
  input: unknown;
  answer: (output: unknown) => void;
  fail: (error: unknown) => void;
}

/**
 * The chart with every call held until the test answers it (recorded by the actor's NAME, as the view
 * provides them) and the toasts recorded; starts from the sample company of the model plus `values`.
 */
function wizard(values: Record<string, unknown> = {}, only?: string[]) {
  const { chart, model } = modules();
  const calls: Record<string, Call[]> = {};
  const held = (name: string) =>
    fromPromise<never, unknown>(
      ({ input }) => new Promise((answer, fail) => (calls[name] ??= []).push({ input, answer: answer as (o: unknown) => void, fail })),
    );
  const names = only ?? ['checkEmail', 'checkRnc', 'checkPhone', 'uploadFiles', 'register', 'saveAnswers'];
  const toasts: string[] = [];
  const notices: string[] = [];
  const machine = chart.companyRegistrationMachine.provide({
    actors: Object.fromEntries(names.map((name) => [name, held(name)])),
    actions: { notifyError: (_, params) => void toasts.push(params.key), notifySuccess: (_, params) => void notices.push(params.key), scrollToTop: () => {} },
  });
  const actor = createActor(machine, { input: { values: { ...model.filledCompany, ...values } } }).start();
  const at = (state: StateValue) => waitFor(actor, (s) => s.matches(state as never), bounded);
  /** Answers the last call of `name` and waits for `state`. */
  const answer = async (name: string, output: unknown, state: StateValue) => {
    calls[name].at(-1)!.answer(output);
    await at(state);
  };
  const inputs = (name: string) => (calls[name] ?? []).map((c) => c.input);
  const ctx = () => actor.getSnapshot().context;
  const send = actor.send.bind(actor);
  return { actor, calls, toasts, notices, at, answer, inputs, ctx, send };
}

/** The filled wizard on the company data step (the e-mail is free). */
async function onCompanyData(values?: Record<string, unknown>, only?: string[]) {
  const run = wizard(values, only);
  run.send({ type: 'step.next' });
  await run.answer('checkEmail', true, { companyData: 'editing' });
  return run;
}

/** The filled wizard through the company data step to the security questions. */
async function onSecurityInfo(values?: Record<string, unknown>) {
  const run = await onCompanyData(values);
  run.send({ type: 'step.next' });
  await run.answer('checkRnc', { ok: true }, { companyData: 'checkingPhone' });
  await run.answer('checkPhone', true, 'securityInfo');
  return run;
}

describe('company registration chart (behaviour, spec 000 §5 / §7)', () => {
  it('starts blank without input, on the e-mail step', () => {
    const actor = createActor(modules().chart.companyRegistrationMachine, { input: undefined }).start();
    const { status, value, context } = actor.getSnapshot();
    expect([status, value, context.values.email, context.values.rnc, context.values.registromercant, context.values.terms]).toEqual([
      'active',
      { authInfo: 'editing' },
      '',
      '',
      [],
      false,
    ]);
  });

  it("step 2 keeps a picked PDF, removes it on null, refuses another file with the files message; only its own fields change; 'Documento agregado' / 'Documento removido' (spec 000 §8)", async () => {
    const { send, ctx, notices } = await onCompanyData();
    const poder = pdf('poder-notarial.pdf');
    send({ type: 'file.pick', field: 'podernotarizado', file: poder });
    expect([ctx().values.podernotarizado, ctx().errors.podernotarizado]).toEqual([[poder], undefined]);
    send({ type: 'file.pick', field: 'podernotarizado', file: null });
    expect(ctx().values.podernotarizado).toEqual([]);
    send({ type: 'file.pick', field: 'podernotarizado', file: new File(['x'], 'poder.docx') });
    expect([ctx().values.podernotarizado, ctx().errors.podernotarizado]).toEqual([[], { key: 'files.requiredExtension', params: { ext: 'pdf' } }]);
    // A PDF afterwards is kept and clears the message.
    send({ type: 'file.pick', field: 'podernotarizado', file: poder });
    expect([ctx().values.podernotarizado, ctx().errors.podernotarizado]).toEqual([[poder], undefined]);
    expect(notices).toEqual(['files.added', 'files.removed', 'files.added']);
    send({ type: 'field.change', field: 'razonsocial', value: 'Caribe Tours, S.A.' });
    expect(ctx().values.razonsocial).toBe('Caribe Tours, S.A.');
    // Fields of other steps are not on screen: ignored.
    send({ type: 'field.change', field: 'email', value: 'otra@empresa.do' });
    send({ type: 'field.change', field: 'answer_1', value: 'Otra' });
    expect([ctx().values.email, ctx().values.answer_1]).toEqual(['tramites@hotelcaribe.do', 'Canela']);
  });

  it('step 0 ignores the fields of step 2', () => {
    const { send, ctx } = wizard();
    send({ type: 'field.change', field: 'nombre', value: 'Otro Hotel' });
    send({ type: 'field.change', field: 'email', value: 'otra@empresa.do' });
    expect([ctx().values.nombre, ctx().values.email]).toEqual(['Hotel Caribe', 'otra@empresa.do']);
  });

  it("Next on step 2 checks the RNC, then the phone, once for a double click; 'Llene todos los campos requeridos' goes away", async () => {
    const run = await onCompanyData();
    run.send({ type: 'field.change', field: 'nombre', value: '' });
    run.send({ type: 'step.next' });
    expect([run.ctx().notice, run.inputs('checkRnc')]).toEqual(['register.fillRequired', []]);
    run.send({ type: 'field.change', field: 'nombre', value: 'Hotel Caribe' });
    run.send({ type: 'step.next' });
    run.send({ type: 'step.next' });
    expect([run.actor.getSnapshot().value, run.ctx().notice, run.inputs('checkRnc')]).toEqual([{ companyData: 'checkingRnc' }, null, [{ rnc: '130123454' }]]);
    await run.answer('checkRnc', { ok: true }, { companyData: 'checkingPhone' });
    expect(run.inputs('checkPhone')).toEqual([{ phone: '8095557788' }]);
    await run.answer('checkPhone', true, 'securityInfo');
    expect(run.toasts).toEqual([]);
  });

  it("a refused RNC shows the server's message (trimmed), or 'RNC inválido' when it sends none; a phone in use says so; the step stays", async () => {
    const run = await onCompanyData();
    run.send({ type: 'step.next' });
    await run.answer('checkRnc', { ok: false, msg: '  RNC ya registrado  ' }, { companyData: 'editing' });
    expect(run.ctx().errors.rnc).toEqual({ text: 'RNC ya registrado' });
    run.send({ type: 'step.next' });
    await run.answer('checkRnc', { ok: false, msg: '   ' }, { companyData: 'editing' });
    expect(run.ctx().errors.rnc).toBe('companyRegister.rncInvalid');
    run.send({ type: 'step.next' });
    await run.answer('checkRnc', { ok: true }, { companyData: 'checkingPhone' });
    await run.answer('checkPhone', false, { companyData: 'editing' });
    expect([run.ctx().errors.telefono, run.ctx().values.telefono, run.ctx().values.registromercant.length, run.toasts]).toEqual([
      'companyRegister.phoneInUse',
      '8095557788',
      1,
      [],
    ]);
  });

  it('an RNC with a wrong check digit is refused on step 2 without asking the server', async () => {
    const run = await onCompanyData({ rnc: '130-12345-5' }, ['checkEmail']);
    run.send({ type: 'step.next' });
    await run.at({ companyData: 'editing' });
    expect([run.ctx().errors.rnc, run.toasts]).toEqual(['companyRegister.rncInvalid', []]);
  });

  it("'Llene todos los campos requeridos' goes away on going back to step 2 and on reaching the terms", async () => {
    const run = await onSecurityInfo();
    run.send({ type: 'field.change', field: 'answer_1', value: '' });
    run.send({ type: 'step.next' });
    expect([run.actor.getSnapshot().value, run.ctx().notice]).toEqual(['securityInfo', 'register.fillRequired']);
    run.send({ type: 'step.back' });
    expect([run.actor.getSnapshot().value, run.ctx().notice]).toEqual([{ companyData: 'editing' }, null]);
    run.send({ type: 'step.next' });
    await run.answer('checkRnc', { ok: true }, { companyData: 'checkingPhone' });
    await run.answer('checkPhone', true, 'securityInfo');
    run.send({ type: 'step.next' });
    expect(run.ctx().notice).toBe('register.fillRequired');
    run.send({ type: 'field.change', field: 'answer_1', value: 'Canela' });
    run.send({ type: 'step.next' });
    expect([run.actor.getSnapshot().value, run.ctx().notice]).toEqual([{ terms: 'editing' }, null]);
  });

  it('Registrar sends, once, the e-mail, the RNC, the three PDFs (with progress), the registration with their routes, then the answers; the e-mail is trimmed', async () => {
    const poder = pdf('poder-notarial.pdf');
    const run = await onSecurityInfo({ email: ' tramites@hotelcaribe.do ', email_confirmation: ' tramites@hotelcaribe.do ', podernotarizado: [poder] });
    const { model } = modules();
    run.send({ type: 'step.next' });
    run.send({ type: 'form.submit' });
    run.send({ type: 'form.submit' });
    expect(run.inputs('checkEmail')).toEqual([{ email: 'tramites@hotelcaribe.do' }, { email: 'tramites@hotelcaribe.do' }]);
    await run.answer('checkEmail', true, { terms: { submitting: 'checkingRnc' } });
    await run.answer('checkRnc', { ok: true }, { terms: { submitting: 'uploading' } });
    const [upload] = run.inputs('uploadFiles') as Array<{
      registromercant: File;
      cedulaperaut: File;
      podernotarizado: File | null;
      onProgress: (f: number) => void;
    }>;
    expect([upload.registromercant, upload.cedulaperaut, upload.podernotarizado]).toEqual([
      model.filledCompany.registromercant![0],
      model.filledCompany.cedulaperaut![0],
      poder,
    ]);
    expect(run.ctx().uploadProgress).toBe(0);
    upload.onProgress(0.25);
    expect(run.ctx().uploadProgress).toBe(0.25);
    upload.onProgress(1.5);
    expect(run.ctx().uploadProgress).toBe(1);
    await run.answer('uploadFiles', uploaded, { terms: { submitting: 'registering' } });
    expect(run.inputs('register')).toEqual([{ ...model.REGISTER_BODY, company_files: uploaded }]);
    await run.answer('register', true, { terms: { submitting: 'savingAnswers' } });
    expect(run.inputs('saveAnswers')).toEqual([model.filledAnswersBody]);
    await run.answer('saveAnswers', true, 'registered');
    expect([run.actor.getSnapshot().output, run.toasts, run.inputs('checkEmail').length]).toEqual([
      { email: 'tramites@hotelcaribe.do', rnc: '130123454', securityAnswersSaved: true },
      [],
      2,
    ]);
  });

  it("a failed upload says 'Ha sucedido un error' and keeps the files; a failed answers call is retried alone, once for a double click (issue 10)", async () => {
    const run = await onSecurityInfo();
    run.send({ type: 'step.next' });
    run.send({ type: 'form.submit' });
    await run.answer('checkEmail', true, { terms: { submitting: 'checkingRnc' } });
    await run.answer('checkRnc', { ok: true }, { terms: { submitting: 'uploading' } });
    run.calls.uploadFiles[0].fail(new Error('network'));
    await run.at({ terms: 'editing' });
    expect([run.toasts, run.ctx().uploadProgress, run.ctx().values.registromercant.length, run.ctx().values.cedulaperaut.length]).toEqual([
      ['register.genericErrorToast'],
      null,
      1,
      1,
    ]);
    run.send({ type: 'form.submit' });
    await run.answer('checkEmail', true, { terms: { submitting: 'checkingRnc' } });
    await run.answer('checkRnc', { ok: true }, { terms: { submitting: 'uploading' } });
    await run.answer('uploadFiles', uploaded, { terms: { submitting: 'registering' } });
    await run.answer('register', true, { terms: { submitting: 'savingAnswers' } });
    run.calls.saveAnswers[0].fail(new Error('network'));
    await run.at({ answersFailed: 'idle' });
    run.send({ type: 'answers.retry' });
    run.send({ type: 'answers.retry' });
    expect([run.inputs('uploadFiles').length, run.inputs('register').length, run.inputs('saveAnswers').length]).toEqual([2, 1, 2]);
    expect(run.inputs('saveAnswers')[1]).toEqual(run.inputs('saveAnswers')[0]);
    await run.answer('saveAnswers', true, 'registered');
    expect(run.actor.getSnapshot().output).toEqual({ email: 'tramites@hotelcaribe.do', rnc: '130123454', securityAnswersSaved: true });
  });
});
