/**
 * Citizen registration wizard statechart (spec 000 §2 "Citizen registration (5-step wizard)",
 * §3 Citizen registration payload / Security answers, §4 Wizard, §5 Citizen registration, §7 "Registration
 * runs: validate email, validate document and name, ..., register, then register the security
 * answers", §8 Registration failures, §9; contract R1-R3; docs/ARCHITECTURE.md Machines "citizen registration").
 *
 * Steps (one compound state each; the view's stepper index in brackets):
 *
 * - `authInfo` [0] e-mail, confirmation, password, confirmation. `step.next` validates the step
 *   locally, then `checkingEmail` asks the server (GET /validate/email) → 'Correo electrónico en
 *   uso, ...' on the e-mail, or on to `personalData`.
 * - `personalData` [1]. `document.blur` with a complete document runs `checkingDocument`
 *   (GET /validate/{document}/{type} then POST check/... `validateWithoutJCE`): refusal →
 *   'Documento de identidad no válido' / 'Ya existe un usuario con este documento de identidad' (or
 *   the server's msg) on the document. Until the document is validated the three name fields refuse
 *   input ('Debe validar el documento de identidad antes de ingresar el nombre'); changing the
 *   document or its type invalidates the validation. `firstLastName.blur` runs `checkingName`
 *   (POST check/... with `citizen_first_last_name`): refusal → the server's msg or 'El nombre ya
 *   existe' on the first last name. `step.next` (also while a blur check runs: the click that
 *   blurred the field is not lost) validates locally, then runs whichever of the two checks is still
 *   pending (`continuing`, which ignores further clicks) and moves on. A province change clears
 *   municipality and sector; a municipality change clears sector (spec 000 §4).
 * - Every step accepts `field.change` only for its own fields (CITIZEN_STEP_FIELDS).
 * - `securityInfo` [2] three question ids + three answers (local validation only).
 * - `terms` [3] the terms checkbox; `form.submit` runs `submitting`, in the spec's order:
 *   `checkingEmail` → `validatingDocument` → `checkingName` → `registering` (POST
 *   /auth/register/portal) → `savingAnswers` (POST /auth/register/questionandanswer) → `registered`.
 * - `answersFailed` [4]: the account exists but the security answers were not saved (issue 10:
 *   never a silent confirmation). `answers.retry` re-sends ONLY the answers (`retryingAnswers`, the
 *   same body; the register call is never repeated; a second click meanwhile is ignored); success →
 *   `registered`, failure → back to `answersFailed`. The typed values are kept throughout.
 * - `registered` [4] (final): the confirmation step.
 *
 * Failures:
 * - A step that does not validate stays, with its field errors and the notice 'Llene todos los
 *   campos requeridos' (`validationAttempt` grows so the view can focus the first invalid field).
 * - Server field errors of the register call (`msg.error`) go each on its field (first message),
 *   toast 'Hay uno o mas errores con la información introducida. Valídalos e inténtalo
 *   nuevamente', scroll to top, and the wizard goes to the FIRST step that has an error. E-mail in
 *   use, refused document or refused name found while submitting are treated the same way.
 * - Any other failure of a call (network, HTTP, malformed, a refusal without field errors): toast
 *   'Ha sucedido un error inténtelo mas tarde o contacte a soporte'; the wizard stays where it was
 *   and keeps every value.
 * - A failure of the security-answers call AFTER a successful register (network, HTTP, malformed,
 *   timeout, expired token, refusal) goes to `answersFailed`, which says so and offers 'Reintentar'
 *   (spec 000 §7 orders the calls but is silent on this failure; issue 10).
 * - While a call runs, `step.next` / `form.submit` are ignored (a double click never sends twice);
 *   every failure leaves the calling state, so every loader stops.
 *
 * Context holds message keys (or the server's own text as `{ text }`); views turn them into text.
 * IO only through the named actors `checkEmail`, `validateDocument`, `checkName`, `register`,
 * `saveAnswers`; toasts and scrolling through the named actions `notifyError` and `scrollToTop`,
 * which the view provides.
 *
 * Also exported: {@link securityQuestionsResource} and {@link termsResource}, the read-only lists the
 * wizard's steps 2 and 3 show (the generic resource chart with their loaders).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  checkDocumentAndName,
  getSecurityQuestions,
  isDocumentValid,
  isEmailAvailable,
  registerCitizen,
  registerSecurityAnswers,
  type CitizenRegistration,
  type SecurityAnswer,
  type SecurityQuestion,
} from '../api/identity';
import { getPage } from '../api/content';
import { failureOf, unwrap } from '../api/result';
import type { MessageKey } from '../messages/es';
import { SECURITY_QUESTION_COUNT } from '../domain/constants';
import {
  citizenStepOfField,
  CITIZEN_STEP_FIELDS,
  emptyCitizenRegistration,
  hasErrors,
  isBlank,
  isCedulaType,
  personName,
  required,
  check,
  validateCitizenStep,
  validateCitizenStep1,
  type CitizenDataStep,
  type CitizenField,
  type CitizenRegistrationValues,
} from '../domain/validation/forms';
import { stripDashes } from '../domain/validation/identity';
import { normalizePhone } from '../domain/validation/contact';
import { resourceMachine } from './resource.machine';
import { changeField } from './formFields';

export type { CitizenDataStep, CitizenField, CitizenRegistrationValues, SecurityQuestion };

/** An error shown under a field: a catalogue key, or a message the server wrote (`{ text }`). */
export type FieldMessage = MessageKey | { text: string };

/** Outcome of the document check (validity, then "not registered yet"). */
export type DocumentVerdict = { ok: true } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'registered'; msg: string };

/** Outcome of the name check: accepted, or refused with the server's message (may be ''). */
export type NameVerdict = { ok: true } | { ok: false; msg: string };

/** Context of {@link citizenRegistrationMachine}. */
export interface CitizenRegistrationContext {
  values: CitizenRegistrationValues;
  /** At most one message per field; the stepper marks the steps that hold any. */
  errors: Partial<Record<CitizenField, FieldMessage>>;
  /** The server accepted the current document type + number (GET /validate and "not registered"). */
  documentValidated: boolean;
  /** The server accepted the current first last name for the current document. */
  nameChecked: boolean;
  /** Form-level message of the current step ('Llene todos los campos requeridos'), or null. */
  notice: MessageKey | null;
  /** Grows when `step.next` / `form.submit` fails the local rules, so the view can focus the first invalid field. */
  validationAttempt: number;
  /** After the register call: whether the security answers were stored (null before; false in `answersFailed`). */
  securityAnswersSaved: boolean | null;
}

/** Optional start values (e.g. a draft restored after a reload). The document starts unvalidated. */
export interface CitizenRegistrationInput {
  values?: Partial<CitizenRegistrationValues>;
}

/** Events of {@link citizenRegistrationMachine}. */
export type CitizenRegistrationEvent =
  | { type: 'field.change'; field: CitizenField; value: string | boolean }
  | { type: 'document.blur' }
  | { type: 'firstLastName.blur' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'form.submit' }
  /** In `answersFailed`: send the security answers again (never the registration). */
  | { type: 'answers.retry' };

/** What the finished wizard reports (it finishes only once the answers are saved). */
export interface CitizenRegistrationOutput {
  email: string;
  securityAnswersSaved: boolean;
}

/** The three name fields, which refuse input until the document is validated (spec 000 §5). */
export const NAME_FIELDS: readonly CitizenField[] = ['name', 'first_last_name', 'second_last_name'];

const DOCUMENT_FIELDS: readonly CitizenField[] = ['document_type', 'citizen_id'];

/** Document as sent to the server: without dashes or surrounding spaces. */
export function documentOf(values: CitizenRegistrationValues): string {
  return stripDashes(values.citizen_id);
}

/** Wire document type: '1' cédula, '2' passport (spec 000 §3). */
export function documentTypeOf(values: CitizenRegistrationValues): '1' | '2' {
  return isCedulaType(values.document_type) ? '1' : '2';
}

/**
 * The POST /auth/register/portal body (spec 000 §3; contract R2): document without dashes, phones
 * digits only, location ids as numbers, `document_type` '1' | '2', trimmed texts, `occupation`,
 * `second_last_name`, `phone2` and `email2` as '' when empty.
 */
export function toRegistrationPayload(values: CitizenRegistrationValues): CitizenRegistration {
  return {
    document_type: documentTypeOf(values),
    citizen_id: documentOf(values),
    email: values.email.trim(),
    name: values.name.trim(),
    first_last_name: values.first_last_name.trim(),
    second_last_name: values.second_last_name.trim(),
    occupation: values.occupation.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
    province_id: Number(values.province_id),
    municipality_id: Number(values.municipality_id),
    sector_id: Number(values.sector_id),
    phone: normalizePhone(values.phone),
    phone2: normalizePhone(values.phone2),
    email2: values.email2.trim(),
    address: values.address.trim(),
  };
}

/** The POST /auth/register/questionandanswer body: three `{ citizen_question, citizen_answer, citizen_id }`. */
export function toSecurityAnswers(values: CitizenRegistrationValues): SecurityAnswer[] {
  const citizenId = documentOf(values);
  const answers: SecurityAnswer[] = [];
  for (let slot = 1; slot <= SECURITY_QUESTION_COUNT; slot += 1) {
    const key = slot as 1 | 2 | 3;
    answers.push({
      citizen_question: Number(values[`question_${key}`]),
      citizen_answer: values[`answer_${key}`].trim(),
      citizen_id: citizenId,
    });
  }
  return answers;
}

/**
 * Server field errors (`msg.error`) as wizard field messages: the first message of every field the
 * wizard shows; other names are dropped.
 */
export function wizardFieldErrors(fieldErrors: Record<string, string[]> | undefined): Partial<Record<CitizenField, FieldMessage>> {
  const out: Partial<Record<CitizenField, FieldMessage>> = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string' && m.trim() !== '') : undefined;
    if (first !== undefined && citizenStepOfField(field) !== null) out[field as CitizenField] = { text: first };
  }
  return out;
}

/** The data steps (0-3) holding at least one error, ascending (for the stepper's 'Error' markers). */
export function errorStepsOf(errors: Partial<Record<CitizenField, FieldMessage>>): CitizenDataStep[] {
  const steps = new Set<CitizenDataStep>();
  for (const [field, message] of Object.entries(errors)) {
    const step = citizenStepOfField(field);
    if (message && step !== null) steps.add(step);
  }
  return [...steps].sort((a, b) => a - b);
}

/** First data step with a wizard field error in a rejected register call, or null. */
function firstServerErrorStep(event: unknown): CitizenDataStep | null {
  const failure = failureOf((event as { error?: unknown }).error);
  if (!failure || failure.kind !== 'rejected') return null;
  const steps = errorStepsOf(wizardFieldErrors(failure.fieldErrors));
  return steps.length > 0 ? steps[0] : null;
}

/** Local errors of a data step; step 1 without the "validate the document first" rule (the server checks follow). */
function stepErrors(step: CitizenDataStep, values: CitizenRegistrationValues) {
  return validateCitizenStep(step, values, {});
}

/** Whether the document type and number pass the local rules, so the server can check them. */
function isDocumentComplete(values: CitizenRegistrationValues): boolean {
  const errors = validateCitizenStep1(values);
  return !errors.document_type && !errors.citizen_id;
}

const documentDone = (event: unknown) => (event as { output: DocumentVerdict }).output;
const nameDone = (event: unknown) => (event as { output: NameVerdict }).output;

export const citizenRegistrationMachine = setup({
  types: {
    context: {} as CitizenRegistrationContext,
    events: {} as CitizenRegistrationEvent,
    input: {} as CitizenRegistrationInput | undefined,
    output: {} as CitizenRegistrationOutput,
  },
  actors: {
    /** Resolves true when the e-mail is free (GET /validate/email/{email}). */
    checkEmail: fromPromise<boolean, { email: string }>(async ({ input }) => unwrap(await isEmailAvailable(input.email))),
    /** GET /validate/{document}/{type} (`success && exist`), then "not registered yet" (`validateWithoutJCE`). */
    validateDocument: fromPromise<DocumentVerdict, { document: string; documentType: '1' | '2' }>(async ({ input }) => {
      const valid = unwrap(await isDocumentValid(input.document, input.documentType === '1' ? 1 : 2));
      if (!valid) return { ok: false, reason: 'invalid' };
      const free = unwrap(await checkDocumentAndName(input.document, { withoutJce: true }));
      return free.ok ? { ok: true } : { ok: false, reason: 'registered', msg: free.msg };
    }),
    /** The first last name against the document (POST check/rnc/and/first_name/not/registered). */
    checkName: fromPromise<NameVerdict, { document: string; documentType: '1' | '2'; firstLastName: string }>(
      async ({ input }) =>
        unwrap(await checkDocumentAndName(input.document, { firstLastName: input.firstLastName, documentType: input.documentType })),
    ),
    /** POST /auth/register/portal; a refusal rejects with `fieldErrors` when the server sent `msg.error`. */
    register: fromPromise<true, CitizenRegistration>(async ({ input }) => unwrap(await registerCitizen(input))),
    /** POST /auth/register/questionandanswer. */
    saveAnswers: fromPromise<true, SecurityAnswer[]>(async ({ input }) => unwrap(await registerSecurityAnswers(input))),
  },
  guards: {
    /** The given data step does not pass its local rules. */
    hasStepErrors: ({ context }, params: { step: CitizenDataStep }) => hasErrors(stepErrors(params.step, context.values)),
    /** The e-mail check answered that the address is free (params: the actor's output). */
    isEmailFree: (_, free: boolean) => free === true,
    /** The changed field belongs to the given step (a field not on screen is ignored). */
    isStepField: ({ event }, params: { step: CitizenDataStep }) =>
      event.type === 'field.change' && citizenStepOfField(event.field) === params.step,
    /** Typing a name while the document is not validated (clearing a name is always allowed). */
    isLockedNameInput: ({ context, event }) =>
      event.type === 'field.change' &&
      NAME_FIELDS.includes(event.field) &&
      !context.documentValidated &&
      typeof event.value === 'string' &&
      event.value !== '',
    isDocumentField: ({ event }) => event.type === 'field.change' && DOCUMENT_FIELDS.includes(event.field),
    isFirstLastNameField: ({ event }) => event.type === 'field.change' && event.field === 'first_last_name',
    isProvinceField: ({ event }) => event.type === 'field.change' && event.field === 'province_id',
    isMunicipalityField: ({ event }) => event.type === 'field.change' && event.field === 'municipality_id',
    /** The document is complete and not yet validated: the blur check may run. */
    isDocumentPending: ({ context }) => !context.documentValidated && isDocumentComplete(context.values),
    /** The document is validated and the first last name is a name not yet checked. */
    isNamePending: ({ context }) =>
      context.documentValidated &&
      !context.nameChecked &&
      check<unknown>(context.values.first_last_name, required(), personName()) === null,
    isDocumentValidated: ({ context }) => context.documentValidated,
    isNameChecked: ({ context }) => context.nameChecked,
    isDocumentAccepted: ({ event }) => documentDone(event).ok,
    isNameAccepted: ({ event }) => nameDone(event).ok,
    /** The register call was refused with field errors whose first step is `step`. */
    isFieldRejectionOnStep: ({ event }, params: { step: CitizenDataStep }) => firstServerErrorStep(event) === params.step,
  },
  actions: {
    assignField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      return changeField(context, event.field, event.value);
    }),
    /** The name field keeps its value and says why. */
    refuseNameInput: assign(({ context, event }) =>
      event.type === 'field.change'
        ? { errors: { ...context.errors, [event.field]: 'register.validateDocumentFirst' as MessageKey } }
        : {},
    ),
    /** spec 000 §5: changing the document or its type invalidates its validation (and the name check). */
    invalidateDocument: assign({ documentValidated: false, nameChecked: false }),
    invalidateName: assign({ nameChecked: false }),
    /** spec 000 §4: a province change clears municipality and sector. */
    clearMunicipalityAndSector: assign(({ context }) => {
      const errors = { ...context.errors };
      delete errors.municipality_id;
      delete errors.sector_id;
      return { values: { ...context.values, municipality_id: '', sector_id: '' }, errors };
    }),
    /** spec 000 §4: a municipality change clears sector. */
    clearSector: assign(({ context }) => {
      const errors = { ...context.errors };
      delete errors.sector_id;
      return { values: { ...context.values, sector_id: '' }, errors };
    }),
    /** Replaces the errors of one step by its local validation, with the notice. */
    assignStepErrors: assign(({ context }, params: { step: CitizenDataStep }) => {
      const errors = { ...context.errors };
      for (const field of CITIZEN_STEP_FIELDS[params.step]) delete errors[field];
      return {
        errors: { ...errors, ...stepErrors(params.step, context.values) },
        notice: 'register.fillRequired' as MessageKey,
        validationAttempt: context.validationAttempt + 1,
      };
    }),
    clearNotice: assign({ notice: null }),
    /** Local error of the document on blur (incomplete cédula / passport length); nothing when blank. */
    assignDocumentError: assign(({ context }) => {
      if (isBlank(context.values.citizen_id)) return {};
      const error = validateCitizenStep1(context.values).citizen_id;
      return error ? { errors: { ...context.errors, citizen_id: error } } : {};
    }),
    assignEmailInUse: assign(({ context }) => ({
      errors: { ...context.errors, email: 'register.emailInUse' as MessageKey },
    })),
    markDocumentValidated: assign(({ context }) => {
      const errors = { ...context.errors };
      delete errors.citizen_id;
      delete errors.document_type;
      for (const field of NAME_FIELDS) if (errors[field] === 'register.validateDocumentFirst') delete errors[field];
      return { documentValidated: true, errors };
    }),
    assignDocumentRefusal: assign(({ context, event }) => {
      const verdict = documentDone(event);
      const message: FieldMessage =
        verdict.ok || verdict.reason === 'invalid'
          ? 'register.documentInvalid'
          : verdict.msg.trim()
            ? { text: verdict.msg }
            : 'register.documentExists';
      return {
        documentValidated: false,
        nameChecked: false,
        errors: { ...context.errors, citizen_id: message },
      };
    }),
    markNameChecked: assign(({ context }) => {
      const errors = { ...context.errors };
      delete errors.first_last_name;
      return { nameChecked: true, errors };
    }),
    assignNameRefusal: assign(({ context, event }) => {
      const verdict = nameDone(event);
      const msg = verdict.ok ? '' : verdict.msg.trim();
      const message: FieldMessage = msg ? { text: msg } : 'register.nameExists';
      return {
        nameChecked: false,
        errors: { ...context.errors, first_last_name: message },
      };
    }),
    /** Each server field error on its field (spec 000 §8). */
    assignServerFieldErrors: assign(({ context, event }) => {
      const failure = failureOf((event as { error?: unknown }).error);
      const serverErrors = wizardFieldErrors(failure?.fieldErrors);
      const touchesDocument = DOCUMENT_FIELDS.some((f) => serverErrors[f] !== undefined);
      const touchesName = touchesDocument || serverErrors.first_last_name !== undefined;
      return {
        errors: { ...context.errors, ...serverErrors },
        documentValidated: touchesDocument ? false : context.documentValidated,
        nameChecked: touchesName ? false : context.nameChecked,
      };
    }),
    assignAnswersSaved: assign({ securityAnswersSaved: true }),
    assignAnswersNotSaved: assign({ securityAnswersSaved: false }),
    /** Provided by the view: an error toast with the message of `key`. */
    notifyError: (_, _params: { key: MessageKey }) => {},
    /** Provided by the view: scrolls the page to the top. */
    scrollToTop: () => {},
  },
}).createMachine({
  id: 'citizenRegistration',
  context: ({ input }) => ({
    values: { ...emptyCitizenRegistration(), ...(input?.values ?? {}) },
    errors: {},
    documentValidated: false,
    nameChecked: false,
    notice: null,
    validationAttempt: 0,
    securityAnswersSaved: null,
  }),
  initial: 'authInfo',
  states: {
    authInfo: {
      initial: 'editing',
      entry: 'clearNotice',
      on: { 'field.change': { guard: { type: 'isStepField', params: { step: 0 } }, actions: 'assignField' } },
      states: {
        editing: {
          on: {
            'step.next': [
              { guard: { type: 'hasStepErrors', params: { step: 0 } }, actions: { type: 'assignStepErrors', params: { step: 0 } } },
              { target: 'checkingEmail', actions: 'clearNotice' },
            ],
          },
        },
        checkingEmail: {
          invoke: {
            id: 'checkEmail',
            src: 'checkEmail',
            input: ({ context }) => ({ email: context.values.email.trim() }),
            onDone: [
              { guard: { type: 'isEmailFree', params: ({ event }) => event.output }, target: '#citizenRegistration.personalData' },
              { target: 'editing', actions: 'assignEmailInUse' },
            ],
            onError: { target: 'editing', actions: { type: 'notifyError', params: { key: 'register.genericErrorToast' } } },
          },
        },
      },
    },

    personalData: {
      initial: 'editing',
      entry: 'clearNotice',
      on: {
        'field.change': [
          { guard: 'isLockedNameInput', actions: 'refuseNameInput' },
          // A new document cancels any check of the old one.
          { guard: 'isDocumentField', target: '.editing', actions: ['assignField', 'invalidateDocument'] },
          { guard: 'isFirstLastNameField', target: '.editing', actions: ['assignField', 'invalidateName'] },
          { guard: 'isProvinceField', actions: ['assignField', 'clearMunicipalityAndSector'] },
          { guard: 'isMunicipalityField', actions: ['assignField', 'clearSector'] },
          { guard: { type: 'isStepField', params: { step: 1 } }, actions: 'assignField' },
        ],
        'step.back': '#citizenRegistration.authInfo',
        // Also from the blur checks: clicking Next right after typing blurs the field first, and
        // that click must not be lost (the pending check restarts inside `continuing`).
        'step.next': [
          { guard: { type: 'hasStepErrors', params: { step: 1 } }, actions: { type: 'assignStepErrors', params: { step: 1 } } },
          { guard: 'isNameChecked', target: '#citizenRegistration.securityInfo' },
          { guard: 'isDocumentValidated', target: '.continuing.checkingName', actions: 'clearNotice' },
          { target: '.continuing.validatingDocument', actions: 'clearNotice' },
        ],
      },
      states: {
        editing: {
          on: {
            'document.blur': [{ guard: 'isDocumentPending', target: 'checkingDocument' }, { actions: 'assignDocumentError' }],
            'firstLastName.blur': { guard: 'isNamePending', target: 'checkingName' },
          },
        },
        /** Blur of the document: validity, then "not registered yet". */
        checkingDocument: {
          invoke: {
            id: 'validateDocument',
            src: 'validateDocument',
            input: ({ context }) => ({ document: documentOf(context.values), documentType: documentTypeOf(context.values) }),
            onDone: [
              { guard: 'isDocumentAccepted', target: 'editing', actions: 'markDocumentValidated' },
              { target: 'editing', actions: 'assignDocumentRefusal' },
            ],
            onError: { target: 'editing', actions: { type: 'notifyError', params: { key: 'register.genericErrorToast' } } },
          },
        },
        /** Blur of the first last name: the name against the document. */
        checkingName: {
          invoke: {
            id: 'checkName',
            src: 'checkName',
            input: ({ context }) => ({
              document: documentOf(context.values),
              documentType: documentTypeOf(context.values),
              firstLastName: context.values.first_last_name.trim(),
            }),
            onDone: [
              { guard: 'isNameAccepted', target: 'editing', actions: 'markNameChecked' },
              { target: 'editing', actions: 'assignNameRefusal' },
            ],
            onError: { target: 'editing', actions: { type: 'notifyError', params: { key: 'register.genericErrorToast' } } },
          },
        },
        /** `step.next` with a valid step: the pending server checks, then step 2. */
        continuing: {
          initial: 'validatingDocument',
          // A second click while the checks run is ignored (a double click never sends twice).
          on: { 'step.next': {} },
          states: {
            validatingDocument: {
              invoke: {
                id: 'validateDocument',
                src: 'validateDocument',
                input: ({ context }) => ({ document: documentOf(context.values), documentType: documentTypeOf(context.values) }),
                onDone: [
                  { guard: 'isDocumentAccepted', target: 'checkingName', actions: 'markDocumentValidated' },
                  { target: '#citizenRegistration.personalData.editing', actions: 'assignDocumentRefusal' },
                ],
                onError: {
                  target: '#citizenRegistration.personalData.editing',
                  actions: { type: 'notifyError', params: { key: 'register.genericErrorToast' } },
                },
              },
            },
            checkingName: {
              invoke: {
                id: 'checkName',
                src: 'checkName',
                input: ({ context }) => ({
                  document: documentOf(context.values),
                  documentType: documentTypeOf(context.values),
                  firstLastName: context.values.first_last_name.trim(),
                }),
                onDone: [
                  { guard: 'isNameAccepted', target: '#citizenRegistration.securityInfo', actions: 'markNameChecked' },
                  { target: '#citizenRegistration.personalData.editing', actions: 'assignNameRefusal' },
                ],
                onError: {
                  target: '#citizenRegistration.personalData.editing',
                  actions: { type: 'notifyError', params: { key: 'register.genericErrorToast' } },
                },
              },
            },
          },
        },
      },
    },

    securityInfo: {
      entry: 'clearNotice',
      on: {
        'field.change': { guard: { type: 'isStepField', params: { step: 2 } }, actions: 'assignField' },
        'step.back': '#citizenRegistration.personalData',
        'step.next': [
          { guard: { type: 'hasStepErrors', params: { step: 2 } }, actions: { type: 'assignStepErrors', params: { step: 2 } } },
          { target: '#citizenRegistration.terms' },
        ],
      },
    },

    terms: {
      initial: 'editing',
      entry: 'clearNotice',
      states: {
        editing: {
          on: {
            'field.change': { guard: { type: 'isStepField', params: { step: 3 } }, actions: 'assignField' },
            'step.back': '#citizenRegistration.securityInfo',
            'form.submit': [
              { guard: { type: 'hasStepErrors', params: { step: 3 } }, actions: { type: 'assignStepErrors', params: { step: 3 } } },
              { target: 'submitting', actions: 'clearNotice' },
            ],
          },
        },
        /** spec 000 §7: validate email, validate document and name, register, security answers. */
        submitting: {
          initial: 'checkingEmail',
          states: {
            checkingEmail: {
              invoke: {
                id: 'checkEmail',
                src: 'checkEmail',
                input: ({ context }) => ({ email: context.values.email.trim() }),
                onDone: [
                  { guard: { type: 'isEmailFree', params: ({ event }) => event.output }, target: 'validatingDocument' },
                  {
                    target: '#citizenRegistration.authInfo',
                    actions: ['assignEmailInUse', { type: 'notifyError', params: { key: 'register.fieldErrorsToast' } }, 'scrollToTop'],
                  },
                ],
                onError: {
                  target: '#citizenRegistration.terms.editing',
                  actions: { type: 'notifyError', params: { key: 'register.genericErrorToast' } },
                },
              },
            },
            validatingDocument: {
              invoke: {
                id: 'validateDocument',
                src: 'validateDocument',
                input: ({ context }) => ({ document: documentOf(context.values), documentType: documentTypeOf(context.values) }),
                onDone: [
                  { guard: 'isDocumentAccepted', target: 'checkingName', actions: 'markDocumentValidated' },
                  {
                    target: '#citizenRegistration.personalData',
                    actions: ['assignDocumentRefusal', { type: 'notifyError', params: { key: 'register.fieldErrorsToast' } }, 'scrollToTop'],
                  },
                ],
                onError: {
                  target: '#citizenRegistration.terms.editing',
                  actions: { type: 'notifyError', params: { key: 'register.genericErrorToast' } },
                },
              },
            },
            checkingName: {
              invoke: {
                id: 'checkName',
                src: 'checkName',
                input: ({ context }) => ({
                  document: documentOf(context.values),
                  documentType: documentTypeOf(context.values),
                  firstLastName: context.values.first_last_name.trim(),
                }),
                onDone: [
                  { guard: 'isNameAccepted', target: 'registering', actions: 'markNameChecked' },
                  {
                    target: '#citizenRegistration.personalData',
                    actions: ['assignNameRefusal', { type: 'notifyError', params: { key: 'register.fieldErrorsToast' } }, 'scrollToTop'],
                  },
                ],
                onError: {
                  target: '#citizenRegistration.terms.editing',
                  actions: { type: 'notifyError', params: { key: 'register.genericErrorToast' } },
                },
              },
            },
            registering: {
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ context }) => toRegistrationPayload(context.values),
                onDone: 'savingAnswers',
                onError: [
                  {
                    guard: { type: 'isFieldRejectionOnStep', params: { step: 0 } },
                    target: '#citizenRegistration.authInfo',
                    actions: ['assignServerFieldErrors', { type: 'notifyError', params: { key: 'register.fieldErrorsToast' } }, 'scrollToTop'],
                  },
                  {
                    guard: { type: 'isFieldRejectionOnStep', params: { step: 1 } },
                    target: '#citizenRegistration.personalData',
                    actions: ['assignServerFieldErrors', { type: 'notifyError', params: { key: 'register.fieldErrorsToast' } }, 'scrollToTop'],
                  },
                  {
                    target: '#citizenRegistration.terms.editing',
                    actions: { type: 'notifyError', params: { key: 'register.genericErrorToast' } },
                  },
                ],
              },
            },
            savingAnswers: {
              invoke: {
                id: 'saveAnswers',
                src: 'saveAnswers',
                input: ({ context }) => toSecurityAnswers(context.values),
                onDone: { target: '#citizenRegistration.registered', actions: 'assignAnswersSaved' },
                // The account exists: say the answers were not saved and offer to send them again (issue 10).
                onError: { target: '#citizenRegistration.answersFailed', actions: 'assignAnswersNotSaved' },
              },
            },
          },
        },
      },
    },

    /** The account exists, its security answers do not: never a silent confirmation (issue 10). */
    answersFailed: {
      initial: 'idle',
      meta: {
        spec: 'spec 000 §7 "register, then register the security answers" (its failure: issue 10, not in spec)',
        shows: ['register.answersFailedTitle', 'register.answersFailedBody', 'common.retry'],
      },
      states: {
        idle: {
          meta: { spec: 'issue 10: the answers call failed after the register call succeeded', shows: ['common.retry'] },
          on: { 'answers.retry': 'retryingAnswers' },
        },
        /** Only POST /auth/register/questionandanswer, with the same body; a second click is ignored. */
        retryingAnswers: {
          meta: { spec: 'spec 000 §3 Security answers (re-sent alone, issue 10)', shows: ['register.answersRetrying'] },
          invoke: {
            id: 'saveAnswers',
            src: 'saveAnswers',
            input: ({ context }) => toSecurityAnswers(context.values),
            onDone: { target: '#citizenRegistration.registered', actions: 'assignAnswersSaved' },
            // Failed again: the same panel, and a toast so the click is not met with silence.
            onError: { target: 'idle', actions: { type: 'notifyError', params: { key: 'register.genericErrorToast' } } },
          },
        },
      },
    },

    registered: {
      type: 'final',
      meta: { spec: 'spec 000 §2 "confirmation step stating thanks and that a verification e-mail will arrive"', shows: ['register.confirmationTitle'] },
    },
  },
  output: ({ context }) => ({ email: context.values.email.trim(), securityAnswersSaved: context.securityAnswersSaved === true }),
});

/** A snapshot of {@link citizenRegistrationMachine}. */
export type CitizenRegistrationSnapshot = SnapshotFrom<typeof citizenRegistrationMachine>;

/** The wizard step (0-4) of a snapshot: 0-3 the data steps, 4 the confirmation (or the failed answers). */
export function wizardStepOf(snapshot: CitizenRegistrationSnapshot): 0 | 1 | 2 | 3 | 4 {
  if (snapshot.matches('registered') || snapshot.matches('answersFailed')) return 4;
  if (snapshot.matches('terms')) return 3;
  if (snapshot.matches('securityInfo')) return 2;
  if (snapshot.matches('personalData')) return 1;
  return 0;
}

/** Whether a Next / Registrar server call runs (the button shows its loader and ignores clicks). */
export function isWizardBusy(snapshot: CitizenRegistrationSnapshot): boolean {
  return (
    snapshot.matches({ authInfo: 'checkingEmail' }) ||
    snapshot.matches({ personalData: 'continuing' }) ||
    snapshot.matches({ terms: 'submitting' })
  );
}

/**
 * The security questions of step 2 (GET /auth/get/getquestionandanswer, cached 24 h): the generic
 * resource chart (loading → ready | failed, `resource.retry`) with its loader. Input `{ key: null }`.
 */
export const securityQuestionsResource = resourceMachine.provide({
  actors: { load: fromPromise<unknown, { key: unknown }>(async () => unwrap(await getSecurityQuestions())) },
});

/**
 * The terms and conditions HTML of step 3 (content API page 'terminos-y-condiciones', cached 24 h;
 * untrusted: sanitise before rendering). Resolves with the page's `content`. Input `{ key: null }`.
 */
export const termsResource = resourceMachine.provide({
  actors: { load: fromPromise<unknown, { key: unknown }>(async () => unwrap(await getPage('terminos-y-condiciones')).content) },
});
