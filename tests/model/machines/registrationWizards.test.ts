/**
 * The configuration both registration charts share (src/machines/registration/: serverChecks, steps,
 * company, citizen), as the user sees it on the citizen and the company wizard: the blank start, the
 * local rules of a step (spec 000 §5), the bodies sent (§3 registration payloads, security answers)
 * and the registration failures (spec 000 §8 "Registration failure with field errors: each
 * field error is set on its field, toast 'Hay uno o mas errores…', and scroll to top. Other
 * registration failure: toast 'Ha sucedido un error…'"; §2 "Steps with errors show an 'Error'
 * marker"), from Registrar on the terms step to the register call.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyStateMachine, type StateValue } from 'xstate';
import { ApiError } from '../../../src/api/result';
import { loadChart } from '../lib/loadChart';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const loaded = await loadChart(
  'citizen and company registration',
  () =>
    Promise.all([
      import('./citizenRegistration.model'),
      import('./companyRegistration.model'),
      import('../../../src/machines/citizenRegistration.machine'),
      import('../../../src/machines/companyRegistration.machine'),
    ]).then(([citizenModel, companyModel, citizen, company]) => ({ citizenModel, companyModel, citizen, company })),
  ({ citizenModel }) => citizenModel.citizenRegistrationModel,
);

function modules() {
  if ('error' in loaded) throw loaded.error;
  return loaded;
}

/** A mutant that never reaches the awaited state fails within 2 s instead of hanging until the test timeout. */
const bounded = { timeout: 2000 };
const uploaded = { registromercant: 'empresas/130123454/rm.pdf', podernotarizado: null, cedulaperaut: 'empresas/130123454/ced.pdf' };

/** What each check before the register call answers on a valid form (spec 000 §7: e-mail free, document / RNC accepted, …). */
const passingChecks: Record<string, unknown> = { checkEmail: true, validateDocument: { ok: true }, checkName: { ok: true }, checkRnc: { ok: true }, checkPhone: true, uploadFiles: uploaded };

/** The register call refused by the server (`success: false`, `msg.error` field errors). */
const refusedWith = (fieldErrors: Record<string, unknown>) =>
  new ApiError({ kind: 'rejected', message: 'Hay errores', fieldErrors: fieldErrors as Record<string, string[]> });

type Wizard = 'citizen' | 'company';

/** The chart of `kind`, its filled sample values and its machine id. */
function chartOf(kind: Wizard) {
  const { citizen, company, citizenModel, companyModel } = modules();
  return kind === 'citizen'
    ? { machine: citizen.citizenRegistrationMachine as AnyStateMachine, values: { ...citizenModel.filledValues } as Record<string, unknown> }
    : { machine: company.companyRegistrationMachine as AnyStateMachine, values: { ...companyModel.filledCompany } as Record<string, unknown> };
}

/**
 * The wizard of `kind` with its sample values (plus `values`), on the terms step, after Registrar:
 * every check before the register call passes; the register call answers as `register` says (its
 * inputs recorded); toasts and scrolls recorded. Resolves once the register call has started.
 */
async function submitted(kind: Wizard, register: () => Promise<unknown>, values: Record<string, unknown> = {}) {
  const { machine, values: sample } = chartOf(kind);
  const input = { values: { ...sample, ...values } };
  const toasts: string[] = [];
  const registerInputs: unknown[] = [];
  let scrolls = 0;
  const actors = Object.fromEntries(Object.entries(passingChecks).map(([name, output]) => [name, fromPromise(async () => output)]));
  const registerCall = fromPromise(({ input: body }) => (registerInputs.push(body), register()));
  const actor = createActor(
    machine.provide({
      actors: { ...actors, register: registerCall, saveAnswers: fromPromise(async () => true) } as never,
      actions: { notifyError: (_: unknown, params: { key: string }) => void toasts.push(params.key), scrollToTop: () => void (scrolls += 1) } as never,
    }),
    { input, snapshot: machine.resolveState({ value: { terms: 'editing' }, context: createActor(machine, { input }).getSnapshot().context }) },
  ).start();
  actor.send({ type: 'form.submit' });
  await waitFor(actor, (s) => s.matches({ terms: { submitting: 'registering' } }), bounded);
  return { actor, toasts, registerInputs, scrolls: () => scrolls };
}

/** {@link submitted} with a register call that fails with `error`; resolves once the chart has left `registering`. */
async function registerFailsWith(kind: Wizard, error: unknown) {
  const run = await submitted(kind, () => Promise.reject(error));
  const left = await waitFor(run.actor, (s) => !s.matches({ terms: { submitting: 'registering' } }), bounded);
  return { ...run, value: left.value as StateValue, status: left.status, context: left.context };
}

describe.each(['citizen', 'company'] as const)('%s wizard: a failed register call (spec 000 §8)', (kind) => {
  it("a network failure: 'Ha sucedido un error…', back to the terms step, every value kept", async () => {
    const run = await registerFailsWith(kind, new ApiError({ kind: 'network' }));
    expect([run.status, run.value, run.toasts, run.scrolls(), run.context.values.email]).toEqual([
      'active',
      { terms: 'editing' },
      ['register.genericErrorToast'],
      0,
      kind === 'citizen' ? 'carmen.feliz@correo.do' : 'tramites@hotelcaribe.do',
    ]);
  });

  it('an unexpected error (not an API failure) is a failure like any other', async () => {
    const run = await registerFailsWith(kind, new TypeError('Failed to fetch'));
    expect([run.status, run.value, run.toasts]).toEqual(['active', { terms: 'editing' }, ['register.genericErrorToast']]);
  });

  it('an HTTP error is an "other registration failure" even when its body names fields: no field message', async () => {
    const run = await registerFailsWith(kind, new ApiError({ kind: 'http', status: 500, fieldErrors: { email: ['Correo electrónico en uso'] } }));
    expect([run.value, run.toasts, run.context.errors.email]).toEqual([{ terms: 'editing' }, ['register.genericErrorToast'], undefined]);
  });

  it('a refusal whose field errors are all blank, or on names the wizard does not show, is an other failure', async () => {
    const run = await registerFailsWith(kind, refusedWith({ email: ['', '   '], password: [], pasaporte: ['No permitido'] }));
    expect([run.value, run.toasts, run.scrolls(), run.context.errors]).toEqual([{ terms: 'editing' }, ['register.genericErrorToast'], 0, {}]);
  });

  it("field errors: the first non-blank message of each field on its field, 'Hay uno o mas errores…', scroll, back to the FIRST step holding one", async () => {
    // Listed step 1 first, then step 0: the wizard goes to step 0 (the e-mail).
    const stepOneField = kind === 'citizen' ? 'citizen_id' : 'rnc';
    const run = await registerFailsWith(
      kind,
      refusedWith({ [stepOneField]: [null, '  ', 'Ya registrado'], email: [' ', 'Correo electrónico en uso'], pasaporte: ['No permitido'] }),
    );
    expect([run.value, run.toasts, run.scrolls()]).toEqual([{ authInfo: 'editing' }, ['register.fieldErrorsToast'], 1]);
    expect(run.context.errors).toEqual({ [stepOneField]: { text: 'Ya registrado' }, email: { text: 'Correo electrónico en uso' } });
  });

  it('field errors on step 1 only: back to step 1 with the message on its field', async () => {
    const field = kind === 'citizen' ? 'phone' : 'telefono';
    const run = await registerFailsWith(kind, refusedWith({ [field]: ['Teléfono en uso, favor introduzca otro teléfono'] }));
    expect([run.value, run.toasts, run.context.errors]).toEqual([
      { [kind === 'citizen' ? 'personalData' : 'companyData']: 'editing' },
      ['register.fieldErrorsToast'],
      { [field]: { text: 'Teléfono en uso, favor introduzca otro teléfono' } },
    ]);
  });
});

describe("the stepper's 'Error' markers (spec 000 §2: steps with errors show an 'Error' marker)", () => {
  it('marks each data step holding a message once, in step order; a field without a message marks nothing', () => {
    const { citizen, company } = modules();
    expect(citizen.errorStepsOf({ terms: 'register.termsRequired', answer_1: 'errors.required', email: { text: 'Correo en uso' }, phone: undefined, address: 'errors.required', name: 'errors.required' })).toEqual([0, 1, 2, 3]);
    expect(citizen.errorStepsOf({ terms: 'register.termsRequired', answer_2: 'errors.required', email2: undefined })).toEqual([2, 3]);
    expect(citizen.errorStepsOf({})).toEqual([]);
    expect(company.companyErrorSteps({ terms: 'register.termsRequired', telefono: 'companyRegister.phoneInUse', password: 'errors.required' })).toEqual([0, 1, 3]);
    expect(company.companyErrorSteps({ rnc: undefined, answer_3: 'errors.required' })).toEqual([2]);
  });

  it('a name the wizard does not show marks no step', () => {
    const { citizen, company } = modules();
    expect(citizen.errorStepsOf({ pasaporte: 'errors.required', email: 'errors.required' } as never)).toEqual([0]);
    expect(company.companyErrorSteps({ citizen_id: 'errors.required' } as never)).toEqual([]);
  });
});

describe('the company wizard (spec 000 §3 Company registration payload, §5)', () => {
  it('starts with every field blank, no file and the terms unchecked', () => {
    const { company } = modules();
    const texts = ['email', 'email_confirmation', 'password', 'password_confirmation', 'rnc', 'nombre', 'razonsocial', 'extension', 'telefono'];
    const security = ['question_1', 'question_2', 'question_3', 'answer_1', 'answer_2', 'answer_3'];
    expect(createActor(company.companyRegistrationMachine, { input: undefined }).getSnapshot().context.values).toEqual({
      ...Object.fromEntries([...texts, ...security].map((field) => [field, ''])),
      ...{ registromercant: [], podernotarizado: [], cedulaperaut: [], terms: false },
    });
  });

  it('sends the register body with the texts trimmed: nombre, razonsocial, extension', async () => {
    const run = await submitted('company', async () => true, { nombre: '  Hotel Caribe ', razonsocial: ' Inversiones Turísticas del Caribe, S.R.L.  ', extension: ' 204 ' });
    expect(run.registerInputs).toEqual([{ ...modules().companyModel.REGISTER_BODY, extension: '204', company_files: uploaded }]);
  });
});

describe.each(['citizen', 'company'] as const)('%s wizard: the local rules of step 0 after a refused registration (spec 000 §5, §8)', (kind) => {
  it("Next with an invalid e-mail stays on step 0 with its messages and 'Llene todos los campos requeridos'; the server's message on step 1 stays", async () => {
    const phone = kind === 'citizen' ? 'phone' : 'telefono';
    const run = await registerFailsWith(kind, refusedWith({ email: ['Correo electrónico en uso'], [phone]: ['Teléfono en uso, favor introduzca otro teléfono'] }));
    expect(run.value).toEqual({ authInfo: 'editing' });
    run.actor.send({ type: 'field.change', field: 'email', value: 'tramites.hotelcaribe.do' });
    run.actor.send({ type: 'step.next' });
    const { value, context } = run.actor.getSnapshot();
    expect([value, context.notice]).toEqual([{ authInfo: 'editing' }, 'register.fillRequired']);
    expect(context.errors).toEqual({ [phone]: { text: 'Teléfono en uso, favor introduzca otro teléfono' }, email: 'register.invalidEmail', email_confirmation: 'register.emailsMismatch' });
  });
});
