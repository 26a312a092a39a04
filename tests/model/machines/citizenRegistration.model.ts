import { modelTestDefinition } from '../lib/definition';
import {
  citizenRegistrationMachine,
  errorStepsOf,
  wizardStepOf,
  type CitizenRegistrationValues,
} from '../../../src/machines/citizenRegistration.machine';
import { validateCitizenStep } from '../../../src/domain/validation/forms';
import { ApiError } from '../../../src/api/result';
import type { MessageKey } from '../../../src/messages/es';
import { networkError, rejectedError } from './fixtures';

/** A complete, valid wizard (Carmen Luisa Féliz Báez of the embedded JCE; real ONE location ids). */
export const filledValues: CitizenRegistrationValues = {
  email: 'carmen.feliz@correo.do',
  email_confirmation: 'carmen.feliz@correo.do',
  password: 'Clave123',
  password_confirmation: 'Clave123',
  document_type: '1',
  citizen_id: '031-0123456-9',
  name: 'Carmen Luisa',
  first_last_name: 'Féliz',
  second_last_name: 'Báez',
  occupation: '',
  province_id: '19340',
  municipality_id: '19341',
  sector_id: '18388',
  phone: '8095550123',
  phone2: '',
  email2: '',
  address: 'Calle El Conde 105, Ciudad Colonial',
  question_1: '1',
  question_2: '2',
  question_3: '4',
  answer_1: 'Canela',
  answer_2: 'Santiago',
  answer_3: 'Sancocho',
  terms: true,
};

/** A register refusal carrying `msg.error` field errors (spec 000 §8). */
const fieldRejection = (fieldErrors: Record<string, string[]>) =>
  new ApiError({ kind: 'rejected', message: 'No se pudo completar el registro', fieldErrors });

const emailTaken = fieldRejection({ email: ['Correo electrónico en uso, favor introduzca otro correo electrónico'] });
const documentAndSector = fieldRejection({
  citizen_id: ['La cédula no es válida'],
  sector_id: ['El sector no pertenece al municipio seleccionado'],
});
const unknownFieldOnly = fieldRejection({ is_company: ['Campo no permitido'] });

/** Toast keys the real machine asked for since the previous step. */
let toasts: MessageKey[] = [];
let scrolls = 0;
/** Register calls started and 'Reintentar' clicks on the current path. */
let registerCalls = 0;
let retries = 0;

/** The POST /auth/register/questionandanswer body of `filledValues` (spec 000 §3 Security answers). */
const filledAnswersBody = [
  { citizen_question: 1, citizen_answer: 'Canela', citizen_id: '03101234569' },
  { citizen_question: 2, citizen_answer: 'Santiago', citizen_id: '03101234569' },
  { citizen_question: 4, citizen_answer: 'Sancocho', citizen_id: '03101234569' },
];
const childInput = (real: { children: Record<string, unknown> }, id: string) =>
  (real.children[id] as { getSnapshot(): { context?: { input?: unknown } } } | undefined)?.getSnapshot().context?.input;

const valid = (step: 0 | 1 | 2 | 3, v: CitizenRegistrationValues) => Object.keys(validateCitizenStep(step, v, {})).length === 0;

/**
 * spec 000 §2 Citizen registration, §4 Wizard / location cascade, §5 Citizen registration, §7 order
 * of the registration calls, §8 registration failures.
 */
export const citizenRegistrationModel = modelTestDefinition({
  name: 'citizenRegistration',
  machine: citizenRegistrationMachine,
  inputs: {
    blank: {},
    filled: { values: filledValues },
  },
  events: {
    'field.change': [
      { field: 'email', value: '' },
      { field: 'name', value: 'Carmen Luisa' },
      { field: 'citizen_id', value: '031-0123' },
      { field: 'citizen_id', value: '031-0123456-9' },
      { field: 'first_last_name', value: 'Féliz' },
      { field: 'province_id', value: '19340' },
      { field: 'municipality_id', value: '19341' },
      { field: 'occupation', value: 'Guía turístico' },
      { field: 'answer_1', value: '' },
      { field: 'terms', value: false },
    ],
    'document.blur': [{}],
    'firstLastName.blur': [{}],
    'step.next': [{}],
    'step.back': [{}],
    'form.submit': [{}],
    'answers.retry': [{}],
    'xstate.done.actor.checkEmail': [{ output: true }, { output: false }],
    'xstate.error.actor.checkEmail': [{ error: networkError }],
    'xstate.done.actor.validateDocument': [
      { output: { ok: true } },
      { output: { ok: false, reason: 'invalid' } },
      { output: { ok: false, reason: 'registered', msg: 'Ya existe un usuario con este documento de identidad' } },
      { output: { ok: false, reason: 'registered', msg: '' } },
    ],
    'xstate.error.actor.validateDocument': [{ error: networkError }],
    'xstate.done.actor.checkName': [
      { output: { ok: true } },
      { output: { ok: false, msg: 'El nombre no coincide con el documento de identidad' } },
      { output: { ok: false, msg: '' } },
    ],
    'xstate.error.actor.checkName': [{ error: networkError }],
    'xstate.done.actor.register': [{ output: true }],
    'xstate.error.actor.register': [
      { error: emailTaken },
      { error: documentAndSector },
      { error: unknownFieldOnly },
      { error: rejectedError('No se pudo completar el registro') },
      { error: networkError },
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
    const step = wizardStepOf(s);
    const key: unknown[] = [s.value];
    if (step === 0) key.push(valid(0, v));
    if (step === 1) key.push(valid(1, v), v.citizen_id.length, s.context.documentValidated, s.context.nameChecked);
    if (step === 2) key.push(valid(2, v));
    if (step === 3) key.push(valid(3, v));
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
    // Invariants.
    if (context.nameChecked && !context.documentValidated) fail('name checked without a validated document');
    if (context.values.province_id === '' && context.values.municipality_id !== '') fail('municipality without province');
    if (context.values.municipality_id === '' && context.values.sector_id !== '') fail('sector without municipality');
    if (context.documentValidated && context.errors.name === 'register.validateDocumentFirst') fail('name still locked');

    // The name refuses input until the document is validated (spec 000 §5).
    if (event.type === 'field.change' && event.field === 'name' && !context.documentValidated && context.values.name !== '') {
      if (real.matches('personalData') && context.errors.name !== 'register.validateDocumentFirst') fail('name input not refused');
    }
    // A province change clears municipality and sector; a municipality change clears sector (spec 000 §4).
    if (event.type === 'field.change' && real.matches('personalData')) {
      if (event.field === 'province_id' && (context.values.municipality_id !== '' || context.values.sector_id !== '')) fail('cascade');
      if (event.field === 'municipality_id' && context.values.sector_id !== '') fail('cascade');
    }

    // Register refusals (spec 000 §8): field errors on their fields, first step, toast + scroll; else generic toast.
    if (event.type === 'xstate.error.actor.register') {
      const error = (event as { error?: unknown }).error;
      if (error === emailTaken) {
        if (!real.matches('authInfo') || typeof context.errors.email !== 'object') fail('e-mail field error not mapped');
        if (toasts.at(-1) !== 'register.fieldErrorsToast' || scrolls === 0) fail('field-error toast/scroll missing');
      } else if (error === documentAndSector) {
        if (!real.matches('personalData')) fail('not on the first step with errors');
        const { citizen_id: doc, sector_id: sector } = context.errors;
        if (typeof doc !== 'object' || doc.text !== 'La cédula no es válida') fail('document field error not mapped');
        if (typeof sector !== 'object' || sector.text !== 'El sector no pertenece al municipio seleccionado') fail('sector error not mapped');
        if (context.documentValidated) fail('document still validated after a server refusal');
        if (toasts.at(-1) !== 'register.fieldErrorsToast' || scrolls === 0) fail('field-error toast/scroll missing');
      } else {
        if (!real.matches({ terms: 'editing' })) fail('generic failure must stay on the terms step');
        if (toasts.at(-1) !== 'register.genericErrorToast') fail('generic toast missing');
        if ('is_company' in context.errors) fail('unknown server field kept');
      }
    }
    if (event.type.startsWith('xstate.error.actor.') && event.type !== 'xstate.error.actor.register' && event.type !== 'xstate.error.actor.saveAnswers') {
      if (toasts.at(-1) !== 'register.genericErrorToast') fail('network failure without the generic toast');
    }
    // Refusals of the server checks put their message on the right field.
    if (event.type === 'xstate.done.actor.checkEmail' && (event as { output?: unknown }).output === false) {
      if (context.errors.email !== 'register.emailInUse' || !real.matches({ authInfo: 'editing' })) fail('e-mail in use not shown');
    }
    if (event.type === 'xstate.done.actor.validateDocument') {
      const out = (event as unknown as { output: { ok: boolean; reason?: string; msg?: string } }).output;
      const expected = out.ok ? undefined : out.reason === 'invalid' ? 'register.documentInvalid' : out.msg ? { text: out.msg } : 'register.documentExists';
      if (JSON.stringify(context.errors.citizen_id) !== JSON.stringify(expected)) fail('document verdict not shown');
      if (context.documentValidated !== out.ok) fail('document validation flag');
    }
    if (event.type === 'xstate.done.actor.checkName') {
      const out = (event as unknown as { output: { ok: boolean; msg?: string } }).output;
      const expected = out.ok ? undefined : out.msg ? { text: out.msg } : 'register.nameExists';
      if (JSON.stringify(context.errors.first_last_name) !== JSON.stringify(expected)) fail('name verdict not shown');
    }
    // The stepper's error markers follow the errors.
    for (const step of errorStepsOf(context.errors)) if (step < 0 || step > 3) fail('bad error step');
    // Issue 10: a failed answers call after the register call is said, and 'Reintentar' re-sends
    // ONLY the answers (same body), never the registration.
    if (real.matches({ terms: { submitting: 'registering' } }) && event.type === 'xstate.done.actor.checkName') registerCalls += 1;
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
      if (real.children.register) fail('retry sent the registration');
      if (registerCalls !== 1) fail('exactly one register call before a retry');
    }
    if (real.matches('answersFailed') && JSON.stringify(context.values) !== JSON.stringify(filledValues)) fail('typed values lost');
    // The wizard finishes only with the answers saved.
    if (real.status === 'done') {
      if (event.type !== 'xstate.done.actor.saveAnswers') fail('finished without saving the answers');
      if (real.output?.securityAnswersSaved !== true) fail('securityAnswersSaved');
      if (real.output?.email !== filledValues.email) fail('output e-mail');
    }
    toasts = toasts.slice(-1);
  },
});
