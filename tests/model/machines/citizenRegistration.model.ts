import { modelTestDefinition } from '../lib/definition';
import { expectEqual, STAYS, type OracleStep } from '../lib/oracles';
import { citizenRegistrationMachine, errorStepsOf, wizardStepOf, type CitizenRegistrationValues } from '../../../src/machines/citizenRegistration.machine';
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
const fieldRejection = (fieldErrors: Record<string, string[]>) => new ApiError({ kind: 'rejected', message: 'No se pudo completar el registro', fieldErrors });

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

type Step = OracleStep<ReturnType<typeof citizenRegistrationMachine.transition>>;
const GENERIC = [{ name: 'notifyError', params: { key: 'register.genericErrorToast' } }];
const FIELD_FEEDBACK = [
  { name: 'notifyError', params: { key: 'register.fieldErrorsToast' } },
  { name: 'scrollToTop', params: undefined },
];
/** The values before the step: what the path typed over the input (the definition's own payloads). */
const typed = (step: Step) => step.previous!.context.values;
const filledInput = (step: Step) => (step.input as { values?: unknown }).values !== undefined;
/** spec 000 §5 local rules, decided by what the payloads change: the blank input never completes a step. */
const validStep = (step: Step, n: 0 | 1 | 2 | 3) => {
  const v = typed(step);
  if (n === 3) return v.terms === true;
  if (!filledInput(step)) return false;
  if (n === 0) return v.email !== '';
  if (n === 1) return v.citizen_id === '031-0123456-9' && v.sector_id !== '';
  return v.answer_1 !== '';
};
const wasIn = (step: Step, state: string) => step.before.includes(state);
const startedOf = (step: Step, id: string) => step.started.filter((c) => c.id === id).map((c) => c.input);
/** GET /validate/{document}/{type}: the document without dashes, type '1' (cédula). */
const DOCUMENT_CHECK = { document: '03101234569', documentType: '1' };
/** POST check/rnc/and/first_name/not/registered: the first last name against the document. */
const NAME_CHECK = { document: '03101234569', documentType: '1', firstLastName: 'Féliz' };
/** The POST /auth/register/portal body of `filledValues` (spec 000 §3 Citizen registration payload). */
const registerBody = (occupation: string) => ({
  document_type: '1',
  citizen_id: '03101234569',
  email: 'carmen.feliz@correo.do',
  name: 'Carmen Luisa',
  first_last_name: 'Féliz',
  second_last_name: 'Báez',
  occupation,
  password: 'Clave123',
  password_confirmation: 'Clave123',
  province_id: 19340,
  municipality_id: 19341,
  sector_id: 18388,
  phone: '8095550123',
  phone2: '',
  email2: '',
  address: 'Calle El Conde 105, Ciudad Colonial',
});
/** A check's verdict in the event's output. */
const okOutput = (step: Step) => (step.event.output as { ok: boolean }).ok;
/** After a local refusal of Next / Registrar: 'Llene todos los campos requeridos', one more attempt. */
const checkRefusedStep = (snapshot: { context: { notice: unknown; validationAttempt: number } }, step: Step) => {
  expectEqual(
    [snapshot.context.notice, snapshot.context.validationAttempt],
    ['register.fillRequired', step.previous!.context.validationAttempt + 1],
    'the step did not validate',
  );
  expectEqual([step.started, step.called], [[], []], 'nothing sent');
};

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
  // Oracles written from spec 000 §2 Citizen registration (5-step wizard), §3 Citizen registration
  // payload / Security answers, §4 Wizard and location cascade, §5 Citizen registration, §7 order of
  // the registration calls, §8 Registration failures; issue 10 (answers failure) (tests/model/README.md
  // "Oracles"). Provided actions recorded: notifyError, scrollToTop.
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
            // 'Correo electrónico en uso, favor introduzca otro correo electrónico' (while submitting: toast and scroll too).
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
          if (event.type === 'field.change' && event.field === 'email') expectEqual(context.values.email, event.value, 'typed e-mail');
        },
      },
      'authInfo.checkingEmail': {
        shows: ['Next loader', 'GET /validate/email/{email}'],
        on: {
          'xstate.done.actor.checkEmail': ({ event }) => (event.output === true ? 'personalData.editing' : 'authInfo.editing'),
          'xstate.error.actor.checkEmail': 'authInfo.editing',
        },
        check(_snapshot, step) {
          if (step.event.type === 'step.next') expectEqual(startedOf(step, 'checkEmail'), [{ email: 'carmen.feliz@correo.do' }], 'GET /validate/email');
        },
      },
      personalData: {
        shows: ['register.steps.personalData', 'document, names, occupation, location, phones, e-mail 2, address'],
        on: {
          // A new document (or, once it is validated, a new first last name) cancels any running check.
          'field.change': (step) => {
            const { field } = step.event;
            if (field === 'citizen_id' || (field === 'first_last_name' && step.previous!.context.documentValidated)) return 'personalData.editing';
            return STAYS;
          },
          'step.back': 'authInfo.editing',
          'step.next': (step) => {
            if (wasIn(step, 'personalData.continuing') || !validStep(step, 1)) return STAYS;
            if (step.previous!.context.nameChecked) return 'securityInfo';
            return step.previous!.context.documentValidated ? 'personalData.continuing.checkingName' : 'personalData.continuing.validatingDocument';
          },
        },
        check(snapshot, step) {
          const { context } = snapshot;
          const { event } = step;
          if (event.type === 'field.change') {
            const locked = ['name', 'first_last_name'].includes(event.field as string) && !step.previous!.context.documentValidated;
            if (locked) {
              // 'Debe validar el documento de identidad antes de ingresar el nombre'; the value is kept.
              expectEqual(
                [context.errors[event.field as 'name'], context.values[event.field as 'name']],
                ['register.validateDocumentFirst', typed(step)[event.field as 'name']],
                'name locked',
              );
            } else if (['citizen_id', 'province_id', 'municipality_id', 'occupation', 'first_last_name'].includes(event.field as string)) {
              expectEqual(context.values[event.field as 'citizen_id'], event.value, `typed ${String(event.field)}`);
            }
            // spec 000 §4 cascade; §5 a new document is not validated.
            if (event.field === 'province_id')
              expectEqual([context.values.municipality_id, context.values.sector_id], ['', ''], 'province clears municipality and sector');
            if (event.field === 'municipality_id') expectEqual(context.values.sector_id, '', 'municipality clears sector');
            if (event.field === 'citizen_id') expectEqual([context.documentValidated, context.nameChecked], [false, false], 'a new document is not validated');
            if (event.field === 'first_last_name' && !locked) expectEqual(context.nameChecked, false, 'a new name is not checked');
          }
          if (event.type === 'step.next' && !validStep(step, 1) && !wasIn(step, 'personalData.continuing')) checkRefusedStep(snapshot, step);
        },
      },
      'personalData.editing': {
        shows: ['field errors', 'register.validateDocumentFirst', 'register.documentValidated'],
        on: {
          'document.blur': (step) =>
            !step.previous!.context.documentValidated && typed(step).citizen_id === '031-0123456-9' ? 'personalData.checkingDocument' : STAYS,
          'firstLastName.blur': (step) =>
            step.previous!.context.documentValidated && !step.previous!.context.nameChecked ? 'personalData.checkingName' : STAYS,
        },
        check(snapshot, step) {
          const { context } = snapshot;
          const { event } = step;
          const submitting = step.before.some((s) => s.startsWith('terms.submitting'));
          if (event.type === 'document.blur') {
            // An incomplete cédula says so on blur; a blank one says nothing yet.
            const doc = typed(step).citizen_id;
            if (doc === '031-0123') expectEqual(context.errors.citizen_id, 'register.cedulaLength', 'incomplete cédula');
            if (doc === '') expectEqual(context.errors.citizen_id, undefined, 'blank document');
            expectEqual(step.started, [], 'nothing sent');
          }
          if (event.type === 'xstate.done.actor.validateDocument') {
            const out = event.output as { ok: boolean; reason?: string; msg?: string };
            const message = out.ok
              ? undefined
              : out.reason === 'invalid'
                ? 'register.documentInvalid'
                : out.msg
                  ? { text: out.msg }
                  : 'register.documentExists';
            expectEqual(
              [context.errors.citizen_id, context.documentValidated, step.called],
              [message, out.ok, submitting ? FIELD_FEEDBACK : []],
              'document verdict',
            );
          }
          if (event.type === 'xstate.done.actor.checkName') {
            const out = event.output as { ok: boolean; msg?: string };
            const message = out.ok ? undefined : out.msg ? { text: out.msg } : 'register.nameExists';
            expectEqual(
              [context.errors.first_last_name, context.nameChecked, step.called],
              [message, out.ok, submitting ? FIELD_FEEDBACK : []],
              'name verdict',
            );
          }
          if (event.type === 'xstate.error.actor.validateDocument' || event.type === 'xstate.error.actor.checkName')
            expectEqual(step.called, GENERIC, 'generic toast');
          if (event.type === 'xstate.error.actor.register') {
            expectEqual(
              [context.errors.citizen_id, context.errors.sector_id, context.documentValidated, context.nameChecked, step.called],
              [{ text: 'La cédula no es válida' }, { text: 'El sector no pertenece al municipio seleccionado' }, false, false, FIELD_FEEDBACK],
              'server field errors on step 1',
            );
          }
        },
      },
      'personalData.checkingDocument': {
        shows: ['register.validatingDocument'],
        on: { 'xstate.done.actor.validateDocument': 'personalData.editing', 'xstate.error.actor.validateDocument': 'personalData.editing' },
        check(_snapshot, step) {
          if (step.event.type === 'document.blur') expectEqual(startedOf(step, 'validateDocument'), [DOCUMENT_CHECK], 'document check');
        },
      },
      'personalData.checkingName': {
        shows: ['register.validatingName'],
        on: { 'xstate.done.actor.checkName': 'personalData.editing', 'xstate.error.actor.checkName': 'personalData.editing' },
        check(_snapshot, step) {
          if (step.event.type === 'firstLastName.blur') expectEqual(startedOf(step, 'checkName'), [NAME_CHECK], 'name check');
        },
      },
      'personalData.continuing': { shows: ['Next loader'] },
      'personalData.continuing.validatingDocument': {
        shows: ['register.validatingDocument'],
        on: {
          'xstate.done.actor.validateDocument': (step) => (okOutput(step) ? 'personalData.continuing.checkingName' : 'personalData.editing'),
          'xstate.error.actor.validateDocument': 'personalData.editing',
        },
        check(snapshot, step) {
          if (step.event.type === 'step.next' && !wasIn(step, 'personalData.continuing')) {
            expectEqual([startedOf(step, 'validateDocument'), snapshot.context.notice], [[DOCUMENT_CHECK], null], 'document check on Next');
          }
        },
      },
      'personalData.continuing.checkingName': {
        shows: ['register.validatingName'],
        on: {
          'xstate.done.actor.checkName': (step) => (okOutput(step) ? 'securityInfo' : 'personalData.editing'),
          'xstate.error.actor.checkName': 'personalData.editing',
        },
        check(snapshot, step) {
          if (!wasIn(step, 'personalData.continuing.checkingName'))
            expectEqual([startedOf(step, 'checkName'), snapshot.context.notice], [[NAME_CHECK], null], 'name check on Next');
        },
      },
      securityInfo: {
        shows: ['register.steps.securityInfo', 'three questions and three answers'],
        on: {
          'field.change': STAYS,
          'step.back': 'personalData.editing',
          'step.next': (step) => (validStep(step, 2) ? 'terms.editing' : STAYS),
        },
        check(snapshot, step) {
          if (step.event.type === 'step.next' && wasIn(step, 'securityInfo')) checkRefusedStep(snapshot, step);
          if (step.event.type === 'xstate.done.actor.checkName')
            expectEqual([snapshot.context.nameChecked, snapshot.context.documentValidated], [true, true], 'checked');
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
          // Any other failure while submitting: the generic toast, everything typed kept (spec 000 §8).
          if (event.type.startsWith('xstate.error.actor.')) {
            expectEqual(step.called, GENERIC, 'generic toast');
            expectEqual('is_company' in snapshot.context.errors, false, 'unknown server fields dropped');
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
          'xstate.done.actor.checkEmail': ({ event }) => (event.output === true ? 'terms.submitting.validatingDocument' : 'authInfo.editing'),
          'xstate.error.actor.checkEmail': 'terms.editing',
        },
        check(_snapshot, step) {
          if (step.event.type === 'form.submit')
            expectEqual(
              step.started.map((c) => [c.id, c.input]),
              [['checkEmail', { email: 'carmen.feliz@correo.do' }]],
              'first call: validate email',
            );
        },
      },
      'terms.submitting.validatingDocument': {
        shows: ['GET /validate/{document}/{type}', 'POST check/rnc/and/first_name/not/registered'],
        on: {
          'xstate.done.actor.validateDocument': (step) => (okOutput(step) ? 'terms.submitting.checkingName' : 'personalData.editing'),
          'xstate.error.actor.validateDocument': 'terms.editing',
        },
        check(_snapshot, step) {
          expectEqual(
            step.started.map((c) => [c.id, c.input]),
            [['validateDocument', DOCUMENT_CHECK]],
            'second call: validate document',
          );
        },
      },
      'terms.submitting.checkingName': {
        shows: ['POST check/rnc/and/first_name/not/registered'],
        on: {
          'xstate.done.actor.checkName': (step) => (okOutput(step) ? 'terms.submitting.registering' : 'personalData.editing'),
          'xstate.error.actor.checkName': 'terms.editing',
        },
        check(_snapshot, step) {
          expectEqual(
            step.started.map((c) => [c.id, c.input]),
            [['checkName', NAME_CHECK]],
            'third call: validate name',
          );
        },
      },
      'terms.submitting.registering': {
        shows: ['POST /auth/register/portal'],
        on: {
          'xstate.done.actor.register': 'terms.submitting.savingAnswers',
          'xstate.error.actor.register': ({ event }) =>
            event.error === emailTaken ? 'authInfo.editing' : event.error === documentAndSector ? 'personalData.editing' : 'terms.editing',
        },
        check(_snapshot, step) {
          const occupation = step.path.steps.slice(1, step.index).some((s) => s.event.type === 'field.change' && s.event.field === 'occupation')
            ? 'Guía turístico'
            : '';
          expectEqual(
            step.started.map((c) => [c.id, c.input]),
            [['register', registerBody(occupation)]],
            'POST /auth/register/portal',
          );
        },
      },
      'terms.submitting.savingAnswers': {
        shows: ['POST /auth/register/questionandanswer'],
        on: { 'xstate.done.actor.saveAnswers': 'registered', 'xstate.error.actor.saveAnswers': 'answersFailed.idle' },
        check(_snapshot, step) {
          expectEqual(
            step.started.map((c) => [c.id, c.input]),
            [['saveAnswers', filledAnswersBody]],
            'then the security answers',
          );
        },
      },
      answersFailed: {
        shows: ['register.answersFailedTitle', 'register.answersFailedBody', 'common.retry'],
        check(snapshot) {
          expectEqual(
            [snapshot.status, snapshot.context.securityAnswersSaved, snapshot.context.values],
            ['active', false, filledValues],
            'never a silent confirmation, nothing lost',
          );
        },
      },
      'answersFailed.idle': {
        shows: ['register.answersFailedTitle', 'register.answersFailedBody', 'common.retry'],
        on: { 'answers.retry': 'answersFailed.retryingAnswers' },
        check(_snapshot, step) {
          // The first failure shows the panel; a failed retry also toasts.
          expectEqual(step.called, wasIn(step, 'answersFailed.retryingAnswers') ? GENERIC : [], 'actions');
        },
      },
      'answersFailed.retryingAnswers': {
        shows: ['register.answersRetrying'],
        on: { 'xstate.done.actor.saveAnswers': 'registered', 'xstate.error.actor.saveAnswers': 'answersFailed.idle' },
        check(_snapshot, step) {
          // Only the answers, the same body; never the registration again.
          expectEqual(
            step.started.map((c) => [c.id, c.input]),
            [['saveAnswers', filledAnswersBody]],
            'answers re-sent alone',
          );
        },
      },
      registered: {
        shows: ['register.confirmationTitle'],
        check(snapshot, step) {
          expectEqual(
            [snapshot.status, snapshot.output, step.called],
            ['done', { email: 'carmen.feliz@correo.do', securityAnswersSaved: true }, []],
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
