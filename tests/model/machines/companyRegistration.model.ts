import { modelTestDefinition } from '../lib/definition';
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
const fieldRejection = (fieldErrors: Record<string, string[]>) =>
  new ApiError({ kind: 'rejected', message: 'No se pudo completar el registro', fieldErrors });
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
const filledAnswersBody = [
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
      scrollToTop: () => {
        scrolls += 1;
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
