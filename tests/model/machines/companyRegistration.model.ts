import { modelTestDefinition } from '../lib/definition';
import { expectEqual, STAYS, type OracleStep } from '../lib/oracles';
import {
  companyErrorSteps,
  companyRegistrationMachine,
  companyWizardStepOf,
  validateCompanyStep,
  type CompanyRegistrationValues,
} from '../../../src/machines/companyRegistration.machine';
import { ApiError } from '../../../src/api/result';
import type { MessageKey } from '../../../src/messages/es';
import { networkError, rejectedError } from './fixtures';

const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });
const registry = pdf('registro-mercantil.pdf');
const cedula = pdf('cedula-representante.pdf');
const notPdf = new File(['hola'], 'foto.png', { type: 'image/png' });

/** A register refusal carrying `msg.error` field errors (spec 000 §8). */
const fieldRejection = (fieldErrors: Record<string, string[]>) => new ApiError({ kind: 'rejected', message: 'No se pudo completar el registro', fieldErrors });
const emailTaken = fieldRejection({ email: ['Correo electrónico en uso, favor introduzca otro correo electrónico'] });
const phoneTaken = fieldRejection({ telefono: ['Teléfono en uso, favor introduzca otro teléfono'] });
const unknownFieldOnly = fieldRejection({ citizen_id: ['Campo no permitido'] });

const companyFiles = { registromercant: 'empresas/130123454/rm.pdf', podernotarizado: null, cedulaperaut: 'empresas/130123454/ced.pdf' };

/** Toast keys the real machine asked for since the previous step. */
let toasts: MessageKey[] = [];
let scrolls = 0;
/** Register calls started and 'Reintentar' clicks on the current path. */
let registerCalls = 0;
let retries = 0;

/** The POST /auth/register/questionandanswer body of `filledCompany` (spec 000 §3; `citizen_id` = the RNC). */
export const filledAnswersBody = [
  { citizen_question: 1, citizen_answer: 'Canela', citizen_id: '130123454' },
  { citizen_question: 2, citizen_answer: 'Santiago', citizen_id: '130123454' },
  { citizen_question: 4, citizen_answer: 'Sancocho', citizen_id: '130123454' },
];
const childInput = (real: { children: Record<string, unknown> }, id: string) =>
  (real.children[id] as { getSnapshot(): { context?: { input?: unknown } } } | undefined)?.getSnapshot().context?.input;

const valid = (step: 0 | 1 | 2 | 3, v: CompanyRegistrationValues) => Object.keys(validateCompanyStep(step, v)).length === 0;

/** A complete, valid wizard (the contract's sample company). */
export const filledCompany: Partial<CompanyRegistrationValues> = {
  email: 'tramites@hotelcaribe.do',
  email_confirmation: 'tramites@hotelcaribe.do',
  password: 'Clave123',
  password_confirmation: 'Clave123',
  rnc: '130-12345-4',
  nombre: 'Hotel Caribe',
  razonsocial: 'Inversiones Turísticas del Caribe, S.R.L.',
  telefono: '8095557788',
  registromercant: [registry],
  cedulaperaut: [cedula],
  question_1: '1',
  question_2: '2',
  question_3: '4',
  answer_1: 'Canela',
  answer_2: 'Santiago',
  answer_3: 'Sancocho',
  terms: true,
};

/**
 * spec 000 §2 Company registration, §3 company payload and files, §5 Company registration step 2,
 * §7 order of the calls (e-mail, RNC, upload, register, security answers), §8 registration failures.
 */

type Step = OracleStep<ReturnType<typeof companyRegistrationMachine.transition>>;
const GENERIC = [{ name: 'notifyError', params: { key: 'register.genericErrorToast' } }];
const FIELD_FEEDBACK = [
  { name: 'notifyError', params: { key: 'register.fieldErrorsToast' } },
  { name: 'scrollToTop', params: undefined },
];
/** The values before the step: what the path typed or picked over the input. */
const typed = (step: Step) => step.previous!.context.values;
const filledInput = (step: Step) => (step.input as { values?: unknown }).values !== undefined;
/** spec 000 §5 local rules, decided by what the payloads change: the blank input never completes a data step. */
const validStep = (step: Step, n: 0 | 1 | 2 | 3) => {
  const v = typed(step);
  if (n === 3) return v.terms === true;
  if (!filledInput(step)) return false;
  if (n === 0) return v.email !== '';
  if (n === 1) return v.nombre !== '' && v.cedulaperaut.length > 0;
  return v.answer_1 !== '';
};
const wasIn = (step: Step, state: string) => step.before.includes(state);
const sent = (step: Step) => step.started.map((c) => [c.id, c.input]);
/** The POST /auth/register/portal body of `filledCompany` (spec 000 §3 Company registration payload). */
export const REGISTER_BODY = {
  is_company: true,
  document_type: '3',
  rnc: '130123454',
  email: 'tramites@hotelcaribe.do',
  nombre: 'Hotel Caribe',
  razonsocial: 'Inversiones Turísticas del Caribe, S.R.L.',
  extension: '',
  password: 'Clave123',
  password_confirmation: 'Clave123',
  telefono: '8095557788',
  company_files: companyFiles,
};
const okOutput = (step: Step) => (step.event.output as { ok: boolean }).ok;
/** After a local refusal of Next / Registrar: 'Llene todos los campos requeridos', one more attempt, nothing sent. */
const checkRefusedStep = (snapshot: { context: { notice: unknown; validationAttempt: number } }, step: Step) => {
  expectEqual(
    [snapshot.context.notice, snapshot.context.validationAttempt],
    ['register.fillRequired', step.previous!.context.validationAttempt + 1],
    'the step did not validate',
  );
  expectEqual([step.started, step.called], [[], []], 'nothing sent');
};
/** The RNC verdict on its field: the server's msg, or 'RNC inválido'. */
const rncMessage = (step: Step) => {
  const msg = (step.event.output as { msg?: string }).msg;
  return msg ? { text: msg } : 'companyRegister.rncInvalid';
};

export const companyRegistrationModel = modelTestDefinition({
  name: 'companyRegistration',
  machine: companyRegistrationMachine,
  inputs: {
    blank: {},
    filled: { values: filledCompany },
  },
  events: {
    'field.change': [
      { field: 'email', value: '' },
      { field: 'nombre', value: '' },
      { field: 'answer_1', value: '' },
      { field: 'terms', value: false },
    ],
    'file.pick': [
      { field: 'registromercant', file: registry },
      { field: 'cedulaperaut', file: cedula },
      { field: 'podernotarizado', file: notPdf },
      { field: 'cedulaperaut', file: null },
    ],
    'upload.progress': [{ fraction: 0.5 }],
    'step.next': [{}],
    'step.back': [{}],
    'form.submit': [{}],
    'answers.retry': [{}],
    'xstate.done.actor.checkEmail': [{ output: true }, { output: false }],
    'xstate.error.actor.checkEmail': [{ error: networkError }],
    'xstate.done.actor.checkRnc': [{ output: { ok: true } }, { output: { ok: false, msg: 'RNC ya registrado' } }, { output: { ok: false, msg: '' } }],
    'xstate.error.actor.checkRnc': [{ error: networkError }],
    'xstate.done.actor.checkPhone': [{ output: true }, { output: false }],
    'xstate.error.actor.checkPhone': [{ error: networkError }],
    'xstate.done.actor.uploadFiles': [{ output: companyFiles }],
    'xstate.error.actor.uploadFiles': [{ error: networkError }],
    'xstate.done.actor.register': [{ output: true }],
    'xstate.error.actor.register': [
      { error: emailTaken },
      { error: phoneTaken },
      { error: unknownFieldOnly },
      { error: rejectedError('No se pudo completar el registro') },
    ],
    'xstate.done.actor.saveAnswers': [{ output: true }],
    'xstate.error.actor.saveAnswers': [{ error: networkError }, { error: rejectedError('No se pudieron guardar las respuestas') }],
  },
  provide: {
    actions: {
      notifyError: (_: unknown, params: { key: MessageKey }) => {
        toasts.push(params.key);
      },
      notifySuccess: () => {},
      scrollToTop: () => {
        scrolls += 1;
      },
    },
  },
  // Oracles written from spec 000 §2 Company registration (5-step wizard), §3 Company registration
  // payload / Company files / Security answers, §5 Company registration, §7 order of the registration
  // calls ("validate email, validate document and name, upload company files (companies), register,
  // then register the security answers"), §8 Registration failures; issue 10 (tests/model/README.md
  // "Oracles"). Provided actions recorded: notifyError, notifySuccess, scrollToTop.
  expect: {
    initial: ['authInfo', 'authInfo.editing'],
    states: {
      authInfo: {
        shows: ['register.steps.authInfo', 'e-mail, confirmation, password, confirmation', 'register.next'],
        on: { 'field.change': STAYS },
      },
      'authInfo.editing': {
        shows: ['field errors', 'register.fillRequired'],
        on: { 'step.next': (step) => (validStep(step, 0) ? 'authInfo.checkingEmail' : STAYS) },
        check(snapshot, step) {
          const { context } = snapshot;
          const { event } = step;
          if (event.type === 'step.next') checkRefusedStep(snapshot, step);
          if (event.type === 'xstate.done.actor.checkEmail') {
            expectEqual(
              [context.errors.email, step.called],
              ['register.emailInUse', wasIn(step, 'terms.submitting.checkingEmail') ? FIELD_FEEDBACK : []],
              'e-mail in use',
            );
          }
          if (event.type === 'xstate.error.actor.checkEmail') expectEqual(step.called, GENERIC, 'generic toast');
          if (event.type === 'xstate.error.actor.register') {
            expectEqual(
              [context.errors.email, step.called],
              [{ text: 'Correo electrónico en uso, favor introduzca otro correo electrónico' }, FIELD_FEEDBACK],
              'server field error',
            );
          }
          if (event.type === 'field.change' && event.field === 'email') expectEqual(context.values.email, '', 'typed e-mail');
        },
      },
      'authInfo.checkingEmail': {
        shows: ['Next loader', 'GET /validate/email/{email}'],
        on: {
          'xstate.done.actor.checkEmail': ({ event }) => (event.output === true ? 'companyData.editing' : 'authInfo.editing'),
          'xstate.error.actor.checkEmail': 'authInfo.editing',
        },
        check(_snapshot, step) {
          if (step.event.type === 'step.next') expectEqual(sent(step), [['checkEmail', { email: 'tramites@hotelcaribe.do' }]], 'GET /validate/email');
        },
      },
      companyData: { shows: ['companyRegister.steps.companyData', 'RNC, nombre, razonsocial, extension, telefono, three PDFs'] },
      'companyData.editing': {
        shows: ['field errors', 'register.fillRequired', 'files area message'],
        on: {
          'field.change': STAYS,
          'file.pick': STAYS,
          'step.back': 'authInfo.editing',
          'step.next': (step) => (validStep(step, 1) ? 'companyData.checkingRnc' : STAYS),
        },
        check(snapshot, step) {
          const { context } = snapshot;
          const { event } = step;
          if (event.type === 'step.next') checkRefusedStep(snapshot, step);
          if (event.type === 'file.pick') {
            // Only a PDF is kept; another file says why and is not kept (spec 000 §5 company step 2).
            if (event.file === notPdf) {
              expectEqual(
                [context.values.podernotarizado, typeof context.errors.podernotarizado === 'undefined'],
                [typed(step).podernotarizado, false],
                'a non-PDF is refused',
              );
              expectEqual(step.called, [], 'no toast for a refused file');
            } else {
              expectEqual(context.values[event.field as 'cedulaperaut'], event.file === null ? [] : [event.file], `picked ${String(event.field)}`);
              // spec 000 §8: 'Documento agregado' / 'Documento removido', as every file field says.
              expectEqual(step.called, [{ name: 'notifySuccess', params: { key: event.file === null ? 'files.removed' : 'files.added' } }], 'the file toast');
            }
          }
          if (event.type === 'field.change' && event.field === 'nombre') expectEqual(context.values.nombre, '', 'typed nombre');
          if (event.type === 'xstate.done.actor.checkRnc') {
            expectEqual(
              [context.errors.rnc, step.called],
              [rncMessage(step), wasIn(step, 'terms.submitting.checkingRnc') ? FIELD_FEEDBACK : []],
              'RNC refused',
            );
          }
          if (event.type === 'xstate.done.actor.checkPhone') {
            // The phone is unique among companies.
            expectEqual([context.errors.telefono, step.called], ['companyRegister.phoneInUse', []], 'phone in use');
          }
          if (event.type === 'xstate.error.actor.checkRnc' || event.type === 'xstate.error.actor.checkPhone')
            expectEqual(step.called, GENERIC, 'generic toast');
          if (event.type === 'xstate.error.actor.register') {
            expectEqual(
              [context.errors.telefono, step.called],
              [{ text: 'Teléfono en uso, favor introduzca otro teléfono' }, FIELD_FEEDBACK],
              'server field error on step 1',
            );
          }
        },
      },
      'companyData.checkingRnc': {
        shows: ['Next loader', 'POST check/rnc/and/first_name/not/registered'],
        on: {
          'xstate.done.actor.checkRnc': (step) => (okOutput(step) ? 'companyData.checkingPhone' : 'companyData.editing'),
          'xstate.error.actor.checkRnc': 'companyData.editing',
        },
        check(snapshot, step) {
          expectEqual([sent(step), snapshot.context.notice], [[['checkRnc', { rnc: '130123454' }]], null], 'the RNC on the server');
        },
      },
      'companyData.checkingPhone': {
        shows: ['Next loader', 'GET /validate/company/phone/exist/{phone}'],
        on: {
          'xstate.done.actor.checkPhone': ({ event }) => (event.output === true ? 'securityInfo' : 'companyData.editing'),
          'xstate.error.actor.checkPhone': 'companyData.editing',
        },
        check(_snapshot, step) {
          expectEqual(sent(step), [['checkPhone', { phone: '8095557788' }]], 'the phone on the server');
        },
      },
      securityInfo: {
        shows: ['register.steps.securityInfo', 'three questions and three answers'],
        on: {
          'field.change': STAYS,
          'step.back': 'companyData.editing',
          'step.next': (step) => (validStep(step, 2) ? 'terms.editing' : STAYS),
        },
        check(snapshot, step) {
          if (step.event.type === 'step.next' && wasIn(step, 'securityInfo')) checkRefusedStep(snapshot, step);
          if (step.event.type === 'field.change' && step.event.field === 'answer_1') expectEqual(snapshot.context.values.answer_1, '', 'typed answer');
        },
      },
      terms: { shows: ['register.steps.terms', 'register.submit'] },
      'terms.editing': {
        shows: ['terms text', 'terms checkbox', 'register.termsRequired'],
        on: {
          'field.change': STAYS,
          'step.back': 'securityInfo',
          'form.submit': (step) => (validStep(step, 3) ? 'terms.submitting.checkingEmail' : STAYS),
        },
        check(snapshot, step) {
          const { event } = step;
          if (event.type === 'form.submit' && wasIn(step, 'terms.editing')) checkRefusedStep(snapshot, step);
          if (event.type === 'field.change' && event.field === 'terms') expectEqual(snapshot.context.values.terms, false, 'terms unchecked');
          if (event.type.startsWith('xstate.error.actor.')) {
            // Any other failure while submitting: the generic toast, the upload bar gone, everything kept.
            expectEqual([step.called, snapshot.context.uploadProgress], [GENERIC, null], 'generic toast');
            expectEqual('citizen_id' in snapshot.context.errors, false, 'unknown server fields dropped');
          }
        },
      },
      'terms.submitting': {
        shows: ['register.submitting'],
        check(snapshot, step) {
          if (step.event.type === 'form.submit') expectEqual(snapshot.context.notice, null, 'no notice while submitting');
        },
      },
      'terms.submitting.checkingEmail': {
        shows: ['GET /validate/email/{email}'],
        on: {
          'xstate.done.actor.checkEmail': ({ event }) => (event.output === true ? 'terms.submitting.checkingRnc' : 'authInfo.editing'),
          'xstate.error.actor.checkEmail': 'terms.editing',
        },
        check(_snapshot, step) {
          if (step.event.type === 'form.submit') expectEqual(sent(step), [['checkEmail', { email: 'tramites@hotelcaribe.do' }]], 'first call: validate email');
        },
      },
      'terms.submitting.checkingRnc': {
        shows: ['POST check/rnc/and/first_name/not/registered'],
        on: {
          'xstate.done.actor.checkRnc': (step) => (okOutput(step) ? 'terms.submitting.uploading' : 'companyData.editing'),
          'xstate.error.actor.checkRnc': 'terms.editing',
        },
        check(_snapshot, step) {
          expectEqual(sent(step), [['checkRnc', { rnc: '130123454' }]], 'second call: validate the RNC');
        },
      },
      'terms.submitting.uploading': {
        shows: ['upload progress', 'POST {hash} multipart'],
        on: { 'upload.progress': STAYS, 'xstate.done.actor.uploadFiles': 'terms.submitting.registering', 'xstate.error.actor.uploadFiles': 'terms.editing' },
        check(snapshot, step) {
          if (step.event.type === 'upload.progress') {
            expectEqual([snapshot.context.uploadProgress, step.started], [0.5, []], 'upload progress');
          } else {
            // spec 000 §3 Company files: the three PDFs (the notarised power optional).
            const upload = step.started.map((c) => [c.id, { ...(c.input as object), onProgress: typeof (c.input as { onProgress: unknown }).onProgress }]);
            expectEqual(
              upload,
              [['uploadFiles', { registromercant: registry, cedulaperaut: cedula, podernotarizado: null, onProgress: 'function' }]],
              'third call: upload the files',
            );
            expectEqual([snapshot.context.uploadProgress, snapshot.context.companyFiles], [0, null], 'upload starts at 0');
          }
        },
      },
      'terms.submitting.registering': {
        shows: ['POST /auth/register/portal'],
        on: {
          'xstate.done.actor.register': 'terms.submitting.savingAnswers',
          'xstate.error.actor.register': ({ event }) =>
            event.error === emailTaken ? 'authInfo.editing' : event.error === phoneTaken ? 'companyData.editing' : 'terms.editing',
        },
        check(snapshot, step) {
          expectEqual(
            [sent(step), snapshot.context.uploadProgress],
            [[['register', REGISTER_BODY]], null],
            'POST /auth/register/portal with the uploaded files',
          );
        },
      },
      'terms.submitting.savingAnswers': {
        shows: ['POST /auth/register/questionandanswer'],
        on: { 'xstate.done.actor.saveAnswers': 'registered', 'xstate.error.actor.saveAnswers': 'answersFailed.idle' },
        check(_snapshot, step) {
          expectEqual(sent(step), [['saveAnswers', filledAnswersBody]], 'then the security answers (citizen_id = the RNC)');
        },
      },
      answersFailed: {
        shows: ['companyRegister.answersFailedTitle', 'register.answersFailedBody', 'common.retry'],
        check(snapshot) {
          expectEqual([snapshot.status, snapshot.context.securityAnswersSaved], ['active', false], 'never a silent confirmation');
        },
      },
      'answersFailed.idle': {
        shows: ['companyRegister.answersFailedTitle', 'register.answersFailedBody', 'common.retry'],
        on: { 'answers.retry': 'answersFailed.retryingAnswers' },
        check(_snapshot, step) {
          expectEqual(step.called, wasIn(step, 'answersFailed.retryingAnswers') ? GENERIC : [], 'actions');
        },
      },
      'answersFailed.retryingAnswers': {
        shows: ['register.answersRetrying'],
        on: { 'xstate.done.actor.saveAnswers': 'registered', 'xstate.error.actor.saveAnswers': 'answersFailed.idle' },
        check(_snapshot, step) {
          expectEqual(sent(step), [['saveAnswers', filledAnswersBody]], 'answers re-sent alone');
        },
      },
      registered: {
        shows: ['companyRegister.confirmationTitle'],
        check(snapshot, step) {
          expectEqual(
            [snapshot.status, snapshot.output, step.called],
            ['done', { email: 'tramites@hotelcaribe.do', rnc: '130123454', securityAnswersSaved: true }, []],
            'confirmation',
          );
        },
      },
    },
  },
  paths: 'shortest',
  // Only what the guards of the current step read; the rest of the context would multiply states.
  serializeState: (s) => {
    const v = s.context.values;
    const step = companyWizardStepOf(s);
    const key: unknown[] = [s.value, valid(0, v)];
    if (step >= 1) key.push(valid(1, v));
    if (step >= 2) key.push(valid(2, v), valid(3, v));
    if (step === 4) key.push(s.context.securityAnswersSaved);
    return JSON.stringify(key);
  },
  assert(real, _model, { index, event }) {
    if (index === 0) {
      toasts = [];
      scrolls = 0;
      registerCalls = 0;
      retries = 0;
    }
    const { context } = real;
    const fail = (why: string) => {
      throw new Error(`${why} after ${event.type} in ${JSON.stringify(real.value)}`);
    };
    // Only PDFs are kept (spec 000 §5 company step 2).
    for (const field of ['registromercant', 'podernotarizado', 'cedulaperaut'] as const) {
      if (context.values[field].some((f) => !f.name.endsWith('.pdf'))) fail(`non-PDF kept in ${field}`);
    }
    if (event.type === 'file.pick' && (event as unknown as { file: File | null }).file === notPdf) {
      const err = context.errors.podernotarizado;
      if (!err || typeof err !== 'object' || !('key' in err) || err.key !== 'files.requiredExtension') fail('non-PDF not refused');
    }
    // Progress only while uploading.
    if (!real.matches({ terms: { submitting: 'uploading' } }) && context.uploadProgress !== null) fail('progress outside the upload');
    if (event.type === 'upload.progress' && context.uploadProgress !== 0.5) fail('progress not kept');
    if (event.type === 'xstate.done.actor.uploadFiles' && JSON.stringify(context.companyFiles) !== JSON.stringify(companyFiles)) fail('company_files');
    // Server checks put their message on the right field.
    if (event.type === 'xstate.done.actor.checkEmail' && (event as { output?: unknown }).output === false) {
      if (context.errors.email !== 'register.emailInUse') fail('e-mail in use not shown');
    }
    if (event.type === 'xstate.done.actor.checkRnc') {
      const out = (event as unknown as { output: { ok: boolean; msg?: string } }).output;
      const expected = out.ok ? undefined : out.msg ? { text: out.msg } : 'companyRegister.rncInvalid';
      if (!out.ok && JSON.stringify(context.errors.rnc) !== JSON.stringify(expected)) fail('RNC verdict not shown');
      if (!out.ok && !real.matches({ companyData: 'editing' })) fail('refused RNC must return to the company step');
    }
    if (event.type === 'xstate.done.actor.checkPhone' && (event as { output?: unknown }).output === false) {
      if (context.errors.telefono !== 'companyRegister.phoneInUse' || !real.matches({ companyData: 'editing' })) fail('phone in use not shown');
    }
    // Register refusals (spec 000 §8).
    if (event.type === 'xstate.error.actor.register') {
      const error = (event as { error?: unknown }).error;
      if (error === emailTaken) {
        if (!real.matches('authInfo') || typeof context.errors.email !== 'object') fail('e-mail field error not mapped');
        if (toasts.at(-1) !== 'register.fieldErrorsToast' || scrolls === 0) fail('field-error toast/scroll missing');
      } else if (error === phoneTaken) {
        if (!real.matches('companyData') || typeof context.errors.telefono !== 'object') fail('phone field error not mapped');
        if (toasts.at(-1) !== 'register.fieldErrorsToast') fail('field-error toast missing');
      } else {
        if (!real.matches({ terms: 'editing' })) fail('generic failure must stay on the terms step');
        if (toasts.at(-1) !== 'register.genericErrorToast') fail('generic toast missing');
      }
    }
    if (event.type.startsWith('xstate.error.actor.') && !['xstate.error.actor.register', 'xstate.error.actor.saveAnswers'].includes(event.type)) {
      if (toasts.at(-1) !== 'register.genericErrorToast') fail('failure without the generic toast');
    }
    for (const step of companyErrorSteps(context.errors)) if (step < 0 || step > 3) fail('bad error step');
    // Issue 10: a failed answers call after the register call is said, and 'Reintentar' re-sends
    // ONLY the answers (same body), never the upload or the registration.
    if (event.type === 'xstate.done.actor.uploadFiles' && real.matches({ terms: { submitting: 'registering' } })) registerCalls += 1;
    if (registerCalls > 1) fail('the registration was sent twice');
    if (event.type === 'xstate.error.actor.saveAnswers') {
      if (!real.matches({ answersFailed: 'idle' })) fail('failed answers not shown');
      if (context.securityAnswersSaved !== false) fail('securityAnswersSaved should be false');
      if (retries > 0 && toasts.at(-1) !== 'register.genericErrorToast') fail('failed retry without the generic toast');
      if (real.status === 'done') fail('silent confirmation');
    }
    if (event.type === 'answers.retry') {
      retries += 1;
      if (!real.matches({ answersFailed: 'retryingAnswers' })) fail('retry did not send the answers');
      if (JSON.stringify(childInput(real, 'saveAnswers')) !== JSON.stringify(filledAnswersBody)) fail('re-sent answers body');
      if (real.children.register || real.children.uploadFiles) fail('retry sent the upload or the registration');
      if (registerCalls !== 1) fail('exactly one register call before a retry');
    }
    if (real.status === 'done') {
      if (event.type !== 'xstate.done.actor.saveAnswers') fail('finished without saving the answers');
      if (real.output?.securityAnswersSaved !== true) fail('securityAnswersSaved');
      if (real.output?.rnc !== '130123454') fail('output RNC');
    }
    toasts = toasts.slice(-1);
  },
});
