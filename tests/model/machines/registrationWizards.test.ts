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
const { modules } = await loadChart(
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

/** A mutant that never reaches the awaited state fails within 2 s instead of hanging until the test timeout. */
const bounded = { timeout: 2000 };
const uploaded = { registromercant: 'empresas/130123454/rm.pdf', podernotarizado: null, cedulaperaut: 'empresas/130123454/ced.pdf' };

/** What each check before the register call answers on a valid form (spec 000 §7: e-mail free, document / RNC accepted, …). */
const passingChecks: Record<string, unknown> = {
  checkEmail: true,
  validateDocument: { ok: true },
  checkName: { ok: true },
  checkRnc: { ok: true },
  checkPhone: true,
  uploadFiles: uploaded,
};

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
 * The wizard of `kind` with its sample values (plus `values`), started in `state`: each call answers
 * with the next of its `answers`, else as on a valid form ({@link passingChecks}); the register call
 * as `register` says. Calls' inputs, toasts and scrolls are recorded.
 */
function wizardAt(
  kind: Wizard,
  state: StateValue,
  values: Record<string, unknown> = {},
  answers: Record<string, unknown[]> = {},
  register: () => Promise<unknown> = async () => true,
) {
  const { machine, values: sample } = chartOf(kind);
  const input = { values: { ...sample, ...values } };
  const toasts: string[] = [];
  const inputs: Record<string, unknown[]> = {};
  let scrolls = 0;
  const answering = (name: string, answer: () => Promise<unknown>) => fromPromise(({ input: body }) => ((inputs[name] ??= []).push(body), answer()));
  const checks = Object.keys(passingChecks).map((name) => [
    name,
    answering(name, async () => (answers[name]?.length ? answers[name].shift() : passingChecks[name])),
  ]);
  const actor = createActor(
    machine.provide({
      actors: { ...Object.fromEntries(checks), register: answering('register', register), saveAnswers: answering('saveAnswers', async () => true) } as never,
      actions: { notifyError: (_: unknown, params: { key: string }) => void toasts.push(params.key), scrollToTop: () => void (scrolls += 1) } as never,
    }),
    { input, snapshot: machine.resolveState({ value: state, context: createActor(machine, { input }).getSnapshot().context }) },
  ).start();
  const until = (value: StateValue) => waitFor(actor, (s) => s.matches(value as never), bounded);
  return { actor, toasts, inputs, until, scrolls: () => scrolls };
}

/** The wizard on the terms step after Registrar ({@link wizardAt}); resolves once the register call has started. */
async function submitted(kind: Wizard, register: () => Promise<unknown>, values: Record<string, unknown> = {}) {
  const run = wizardAt(kind, { terms: 'editing' }, values, {}, register);
  run.actor.send({ type: 'form.submit' });
  await run.until({ terms: { submitting: 'registering' } });
  return { ...run, registerInputs: run.inputs.register, answersInputs: run.inputs.saveAnswers ?? [] };
}

/** {@link submitted} with a register call that fails with `error`; resolves once the chart has left `registering`. */
async function registerFailsWith(kind: Wizard, error: unknown) {
  // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the chart must handle whatever a call rejects with: an ApiFailure object as src/api does, or any other value
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
    expect(
      citizen.errorStepsOf({
        terms: 'register.termsRequired',
        answer_1: 'errors.required',
        email: { text: 'Correo en uso' },
        phone: undefined,
        address: 'errors.required',
        name: 'errors.required',
      }),
    ).toEqual([0, 1, 2, 3]);
    expect(citizen.errorStepsOf({ terms: 'register.termsRequired', answer_2: 'errors.required', email2: undefined })).toEqual([2, 3]);
    expect(citizen.errorStepsOf({})).toEqual([]);
    expect(company.companyErrorSteps({ terms: 'register.termsRequired', telefono: 'companyRegister.phoneInUse', password: 'errors.required' })).toEqual([
      0, 1, 3,
    ]);
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
    const run = await submitted('company', async () => true, {
      nombre: '  Hotel Caribe ',
      razonsocial: ' Inversiones Turísticas del Caribe, S.R.L.  ',
      extension: ' 204 ',
    });
    expect(run.registerInputs).toEqual([{ ...modules().companyModel.REGISTER_BODY, extension: '204', company_files: uploaded }]);
  });
});

describe.each(['citizen', 'company'] as const)('%s wizard: the local rules of step 0 after a refused registration (spec 000 §5, §8)', (kind) => {
  it("Next with an invalid e-mail stays on step 0 with its messages and 'Llene todos los campos requeridos'; the server's message on step 1 stays", async () => {
    const phone = kind === 'citizen' ? 'phone' : 'telefono';
    const run = await registerFailsWith(
      kind,
      refusedWith({ email: ['Correo electrónico en uso'], [phone]: ['Teléfono en uso, favor introduzca otro teléfono'] }),
    );
    expect(run.value).toEqual({ authInfo: 'editing' });
    run.actor.send({ type: 'field.change', field: 'email', value: 'tramites.hotelcaribe.do' });
    run.actor.send({ type: 'step.next' });
    const { value, context } = run.actor.getSnapshot();
    expect([value, context.notice]).toEqual([{ authInfo: 'editing' }, 'register.fillRequired']);
    expect(context.errors).toEqual({
      [phone]: { text: 'Teléfono en uso, favor introduzca otro teléfono' },
      email: 'register.invalidEmail',
      email_confirmation: 'register.emailsMismatch',
    });
  });
});

describe('the citizen wizard (spec 000 §3 Citizen registration payload, Security answers)', () => {
  it('sends the register body: document without dashes, texts trimmed, phones digits only, location ids as numbers; then the answers with that document', async () => {
    const run = await submitted('citizen', async () => true, {
      ...{
        email: ' carmen.feliz@correo.do ',
        email_confirmation: ' carmen.feliz@correo.do ',
        name: ' Carmen Luisa ',
        first_last_name: ' Féliz ',
        second_last_name: ' Báez ',
      },
      ...{
        occupation: ' Guía turística ',
        phone: '809-555-0123',
        phone2: '829 555 0199',
        email2: ' carmen@trabajo.do ',
        address: ' Calle El Conde 105, Ciudad Colonial ',
      },
    });
    expect(run.registerInputs).toEqual([
      {
        ...{
          document_type: '1',
          citizen_id: '03101234569',
          email: 'carmen.feliz@correo.do',
          name: 'Carmen Luisa',
          first_last_name: 'Féliz',
          second_last_name: 'Báez',
        },
        ...{
          occupation: 'Guía turística',
          password: 'Clave123',
          password_confirmation: 'Clave123',
          province_id: 19340,
          municipality_id: 19341,
          sector_id: 18388,
        },
        ...{ phone: '8095550123', phone2: '8295550199', email2: 'carmen@trabajo.do', address: 'Calle El Conde 105, Ciudad Colonial' },
      },
    ]);
    await run.until('registered');
    expect(run.inputs.saveAnswers).toEqual([
      [
        { citizen_question: 1, citizen_answer: 'Canela', citizen_id: '03101234569' },
        { citizen_question: 2, citizen_answer: 'Santiago', citizen_id: '03101234569' },
        { citizen_question: 4, citizen_answer: 'Sancocho', citizen_id: '03101234569' },
      ],
    ]);
  });

  it("a passport is document_type '2', its number as typed", async () => {
    const run = await submitted('citizen', async () => true, { document_type: '2', citizen_id: 'RD1234567' });
    expect((run.registerInputs[0] as { document_type: string; citizen_id: string }).document_type).toBe('2');
    expect((run.registerInputs[0] as { citizen_id: string }).citizen_id).toBe('RD1234567');
  });
});

describe('the citizen wizard, step 1 (spec 000 §4 location cascade, §5 Citizen registration step 1)', () => {
  const change = (run: ReturnType<typeof wizardAt>, field: string, value: string) => run.actor.send({ type: 'field.change', field, value });
  const errors = (run: ReturnType<typeof wizardAt>) => run.actor.getSnapshot().context.errors as Record<string, unknown>;

  it("the names refuse typing until the document is validated ('Debe validar el documento…'); validating removes only that message", async () => {
    const run = wizardAt('citizen', { personalData: 'editing' }, { first_last_name: '' });
    run.actor.send({ type: 'step.next' });
    expect(errors(run)).toEqual({ first_last_name: 'errors.required' });
    change(run, 'second_last_name', 'Pérez');
    change(run, 'name', 'Carmen');
    expect([run.actor.getSnapshot().context.values.second_last_name, run.actor.getSnapshot().context.values.name]).toEqual(['Báez', 'Carmen Luisa']);
    expect(errors(run)).toEqual({
      first_last_name: 'errors.required',
      second_last_name: 'register.validateDocumentFirst',
      name: 'register.validateDocumentFirst',
    });
    run.actor.send({ type: 'document.blur' });
    await run.until({ personalData: 'editing' });
    expect([run.actor.getSnapshot().context.documentValidated, errors(run)]).toEqual([true, { first_last_name: 'errors.required' }]);
  });

  it('a new province clears the messages of municipality and sector; a new municipality that of sector', () => {
    const run = wizardAt('citizen', { personalData: 'editing' }, { municipality_id: '', sector_id: '' });
    run.actor.send({ type: 'step.next' });
    expect(errors(run)).toEqual({ municipality_id: 'errors.required', sector_id: 'errors.required' });
    change(run, 'province_id', '19340');
    expect(errors(run)).toEqual({});
    run.actor.send({ type: 'step.next' });
    change(run, 'municipality_id', '19341');
    expect(errors(run).sector_id).toBeUndefined();
  });

  it("a document already registered, the server sending a blank msg: 'Ya existe un usuario con este documento de identidad'", async () => {
    const run = wizardAt('citizen', { personalData: 'editing' }, {}, { validateDocument: [{ ok: false, reason: 'registered', msg: '   ' }] });
    run.actor.send({ type: 'document.blur' });
    await run.until({ personalData: 'editing' });
    expect([run.actor.getSnapshot().context.documentValidated, errors(run)]).toEqual([false, { citizen_id: 'register.documentExists' }]);
  });

  it("the name check sends the trimmed first last name; a blank refusal is 'El nombre ya existe', gone once a new check accepts it", async () => {
    const run = wizardAt('citizen', { personalData: 'editing' }, { first_last_name: ' Féliz ' }, { checkName: [{ ok: false, msg: '  ' }, { ok: true }] });
    run.actor.send({ type: 'document.blur' });
    await run.until({ personalData: 'editing' });
    run.actor.send({ type: 'firstLastName.blur' });
    await run.until({ personalData: 'editing' });
    expect([run.inputs.checkName, errors(run)]).toEqual([
      [{ document: '03101234569', documentType: '1', firstLastName: 'Féliz' }],
      { first_last_name: 'register.nameExists' },
    ]);
    run.actor.send({ type: 'firstLastName.blur' });
    await run.until({ personalData: 'editing' });
    expect([run.actor.getSnapshot().context.nameChecked, errors(run)]).toEqual([true, {}]);
  });
});

describe('the citizen wizard: a server field error on the document or the name undoes its check (spec 000 §5, §8)', () => {
  it.each([
    ['the document', { citizen_id: ['Documento de identidad no válido'] }, { personalData: 'editing' }, [false, false]],
    ['the first last name', { first_last_name: ['El nombre ya existe'] }, { personalData: 'editing' }, [true, false]],
    ['the phone', { phone: ['Teléfono en uso'] }, { personalData: 'editing' }, [true, true]],
    ['the e-mail', { email: ['Correo electrónico en uso'] }, { authInfo: 'editing' }, [true, true]],
  ] as const)('an error on %s', async (_, fieldErrors, state, [documentValidated, nameChecked]) => {
    const run = await registerFailsWith('citizen', refusedWith(fieldErrors));
    expect([run.value, run.context.documentValidated, run.context.nameChecked]).toEqual([state, documentValidated, nameChecked]);
  });
});
