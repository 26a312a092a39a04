/**
 * Citizen registration wizard statechart (spec 000 §2 "Citizen registration (5-step wizard)", §3,
 * §4 Wizard, §5 Citizen registration, §7 "Registration runs: validate email, validate document and
 * name, ..., register, then register the security answers", §8 Registration failures; contract R1-R3;
 * docs/ARCHITECTURE.md Machines "citizen registration"). Stepper index in brackets.
 *
 * ```
 * authInfo [0]  editing ─step.next─▶ checkingEmail ─free─▶ personalData      (in use / failed → editing)
 * personalData [1]
 *   editing ─document.blur─▶ checkingDocument ─▶ editing     (validated, or refused on the document)
 *   editing ─firstLastName.blur─▶ checkingName ─▶ editing    (checked, or refused on the name)
 *   any ─step.next─▶ continuing: validatingDocument ─▶ checkingName ─▶ securityInfo (only the pending checks)
 * securityInfo [2] ─step.next─▶ terms
 * terms [3]  editing ─form.submit─▶ submitting:
 *   checkingEmail ─▶ validatingDocument ─▶ checkingName ─▶ registering ─▶ savingAnswers ─▶ registered [4]
 *   refusals → the step of the field (toast, scroll); other failures → terms.editing (generic toast)
 *   savingAnswers failed ─▶ answersFailed [4]: idle ─answers.retry─▶ retryingAnswers ─▶ registered
 * ```
 *
 * - Every step accepts `field.change` only for its own fields. Until the document is validated the
 *   three name fields refuse input ('Debe validar el documento de identidad antes de ingresar el
 *   nombre'); changing the document or its type invalidates it; a province change clears
 *   municipality and sector, a municipality change clears sector (spec 000 §4).
 * - A step that does not validate stays, with its field errors and 'Llene todos los campos
 *   requeridos' (`validationAttempt` grows so the view can focus the first invalid field).
 * - While a call runs, `step.next` / `form.submit` are ignored (a double click never sends twice);
 *   every failure leaves the calling state, so every loader stops; every typed value is kept.
 * - A failed answers call after a successful register goes to `answersFailed` (issue 10: never a
 *   silent confirmation); 'Reintentar' re-sends ONLY the answers.
 *
 * The calls both wizards make, the one generic failure handler and the answers tail are shared
 * configs (src/machines/registration/serverChecks.ts); types, bodies and context updates live in
 * src/machines/registration/citizen.ts. IO only through the named actors `checkEmail`,
 * `validateDocument`, `checkName`, `register`, `saveAnswers`; toasts and scrolling through the
 * actions `notifyError` and `scrollToTop`, which the view provides. Context holds message keys.
 *
 * Also exported (from src/machines/registration/resources.ts): `securityQuestionsResource` and
 * `termsResource`, the read-only lists of steps 2 and 3 (the generic resource chart with their loaders).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { checkDocumentAndName, isDocumentValid, registerCitizen, type CitizenRegistration } from '../api/identity';
import { unwrap } from '../api/result';
import { check, citizenStepOfField, emptyCitizenRegistration, hasErrors, personName, required } from '../domain/validation/forms';
import type { CitizenDataStep, CitizenField } from '../domain/validation/forms';
import { changeField } from './formFields';
import type { MessageKey } from '../messages/es';
import {
  answersFailedState,
  checkEmailInvoke,
  refusedTo,
  registerInvoke,
  registrationActors,
  registrationGuards,
  saveAnswersInvoke,
} from './registration/serverChecks';
import { authInfoState, fieldChange, securityInfoState, stepFieldChange, termsEditingState } from './registration/steps';
import * as citizen from './registration/citizen';
import type {
  CitizenRegistrationContext,
  CitizenRegistrationEvent,
  CitizenRegistrationInput,
  CitizenRegistrationOutput,
  DocumentVerdict,
  NameVerdict,
} from './registration/citizen';

export type { SecurityQuestion } from '../api/identity';
export type { CitizenDataStep, CitizenField, CitizenRegistrationValues } from '../domain/validation/forms';
export type * from './registration/citizen';
export { securityQuestionsResource, termsResource } from './registration/resources';
export { NAME_FIELDS, documentOf, documentTypeOf, errorStepsOf, toRegistrationPayload, toSecurityAnswers, wizardFieldErrors } from './registration/citizen';

const { citizenInputs: inputs, citizenUpdates: update, documentCheck, nameCheck } = citizen;
/** A `field.change`'s field and value: the typed params of the step-1 change guards and actions (spec 000 §4, §5). */
type FieldChange = { field: CitizenField; value: string | boolean };
const onField =
  (name: CitizenField) =>
  (_: unknown, { field }: FieldChange) =>
    field === name;

export const citizenRegistrationMachine = setup({
  types: {
    context: {} as CitizenRegistrationContext,
    events: {} as CitizenRegistrationEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() infers the chart's input type from this assertion; the rule's "receiver accepts it" check does not see that inference
    input: {} as CitizenRegistrationInput | undefined,
    output: {} as CitizenRegistrationOutput,
  },
  actors: {
    ...registrationActors,
    // Stryker disable all: the real IO actor bodies; the model tests replace them with controlled actors (the API layer has its own tests)
    /** GET /validate/{document}/{type} (`success && exist`), then "not registered yet" (`validateWithoutJCE`). */
    validateDocument: fromPromise<DocumentVerdict, { document: string; documentType: '1' | '2' }>(async ({ input }) => {
      const valid = unwrap(await isDocumentValid(input.document, input.documentType === '1' ? 1 : 2));
      if (!valid) return { ok: false, reason: 'invalid' };
      const free = unwrap(await checkDocumentAndName(input.document, { withoutJce: true }));
      return free.ok ? { ok: true } : { ok: false, reason: 'registered', msg: free.msg };
    }),
    /** The first last name against the document (POST check/rnc/and/first_name/not/registered). */
    checkName: fromPromise<NameVerdict, { document: string; documentType: '1' | '2'; firstLastName: string }>(async ({ input }) =>
      unwrap(await checkDocumentAndName(input.document, { firstLastName: input.firstLastName, documentType: input.documentType })),
    ),
    /** POST /auth/register/portal; a refusal rejects with `fieldErrors` when the server sent `msg.error`. */
    register: fromPromise<true, CitizenRegistration>(async ({ input }) => unwrap(await registerCitizen(input))),
  },
  // Stryker restore all
  guards: {
    ...registrationGuards,
    /** The given data step does not pass its local rules. */
    hasStepErrors: ({ context }, params: { step: CitizenDataStep }) => hasErrors(citizen.stepErrors(params.step, context.values)),
    /** The changed field (params) belongs to the given step (a field not on screen is ignored). */
    isStepField: (_, params: { step: CitizenDataStep; field: CitizenField }) => citizenStepOfField(params.field) === params.step,
    /** Typing a name while the document is not validated (clearing a name is always allowed). */
    isLockedNameInput: ({ context }, { field, value }: FieldChange) => citizen.NAME_FIELDS.includes(field) && !context.documentValidated && value !== '',
    isDocumentField: (_, { field }: FieldChange) => citizen.DOCUMENT_FIELDS.includes(field),
    isFirstLastNameField: onField('first_last_name'),
    isProvinceField: onField('province_id'),
    isMunicipalityField: onField('municipality_id'),
    /** The document is complete and not yet validated: the blur check may run. */
    isDocumentPending: ({ context }) => !context.documentValidated && citizen.isDocumentComplete(context.values),
    /** The document is validated and the first last name is a name not yet checked. */
    isNamePending: ({ context }) =>
      context.documentValidated && !context.nameChecked && check<unknown>(context.values.first_last_name, required(), personName()) === null,
    isDocumentValidated: ({ context }) => context.documentValidated,
    isNameChecked: ({ context }) => context.nameChecked,
    isDocumentAccepted: (_, verdict: DocumentVerdict) => verdict.ok,
    isNameAccepted: (_, verdict: NameVerdict) => verdict.ok,
    /** The register call's failure (params) carries field errors whose first step is `params.step`. */
    isFieldRejectionOnStep: (_, params: { step: CitizenDataStep; error: unknown }) => citizen.firstServerErrorStep(params.error) === params.step,
  },
  actions: {
    /** The changed field (params) takes its new value. */
    assignField: assign(({ context }, { field, value }: FieldChange) => changeField(context, field, value)),
    /** The name field (params) keeps its value and says why. */
    refuseNameInput: assign(({ context }, { field }: FieldChange) => ({ errors: { ...context.errors, [field]: 'register.validateDocumentFirst' as const } })),
    /** spec 000 §5: changing the document or its type invalidates its validation (and the name check). */
    invalidateDocument: assign({ documentValidated: false, nameChecked: false }),
    invalidateName: assign({ nameChecked: false }),
    clearMunicipalityAndSector: assign(({ context }) => update.clearMunicipalityAndSector(context)),
    clearSector: assign(({ context }) => update.clearSector(context)),
    assignStepErrors: assign(({ context }, params: { step: CitizenDataStep }) => update.stepErrors(context, params.step)),
    clearNotice: assign({ notice: null }),
    assignDocumentError: assign(({ context }) => update.documentError(context)),
    assignEmailInUse: assign(({ context }) => ({ errors: { ...context.errors, email: 'register.emailInUse' as const } })),
    markDocumentValidated: assign(({ context }) => update.documentValidated(context)),
    assignDocumentRefusal: assign(({ context }, verdict: DocumentVerdict) => update.documentRefusal(context, verdict)),
    markNameChecked: assign(({ context }) => update.nameChecked(context)),
    assignNameRefusal: assign(({ context }, verdict: NameVerdict) => update.nameRefusal(context, verdict)),
    /** Each server field error on its field (spec 000 §8). */
    assignServerFieldErrors: assign(({ context }, error: unknown) => update.serverFieldErrors(context, error)),
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
    authInfo: authInfoState('#citizenRegistration.personalData'),

    personalData: {
      initial: 'editing',
      entry: 'clearNotice',
      meta: {
        spec: 'spec 000 §2 step 1 "personal data"; §4 location cascade; §5 Step 1',
        shows: ['register.steps.personalData', 'document, names, occupation, location, phones, e-mail 2, address'],
      },
      on: {
        'field.change': [
          { guard: { type: 'isLockedNameInput', params: fieldChange }, actions: { type: 'refuseNameInput', params: fieldChange } },
          // A new document cancels any check of the old one.
          {
            guard: { type: 'isDocumentField', params: fieldChange },
            target: '.editing',
            actions: [{ type: 'assignField', params: fieldChange }, 'invalidateDocument'],
          },
          {
            guard: { type: 'isFirstLastNameField', params: fieldChange },
            target: '.editing',
            actions: [{ type: 'assignField', params: fieldChange }, 'invalidateName'],
          },
          { guard: { type: 'isProvinceField', params: fieldChange }, actions: [{ type: 'assignField', params: fieldChange }, 'clearMunicipalityAndSector'] },
          { guard: { type: 'isMunicipalityField', params: fieldChange }, actions: [{ type: 'assignField', params: fieldChange }, 'clearSector'] },
          stepFieldChange(1),
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
          meta: {
            spec: 'spec 000 §5 Step 1 (names locked until the document is validated)',
            shows: ['field errors', 'register.validateDocumentFirst', 'register.documentValidated'],
          },
          on: {
            'document.blur': [{ guard: 'isDocumentPending', target: 'checkingDocument' }, { actions: 'assignDocumentError' }],
            'firstLastName.blur': { guard: 'isNamePending', target: 'checkingName' },
          },
        },
        /** Blur of the document: validity, then "not registered yet". */
        checkingDocument: {
          meta: { spec: 'spec 000 §5 Step 1 "The document is checked on the server"', shows: ['register.validatingDocument'] },
          invoke: documentCheck('editing', 'editing', 'editing', false),
        },
        /** Blur of the first last name: the name against the document. */
        checkingName: {
          meta: { spec: 'spec 000 §5 Step 1 "checked against the document"', shows: ['register.validatingName'] },
          invoke: nameCheck('editing', 'editing', 'editing', false),
        },
        /** `step.next` with a valid step: the pending server checks, then step 2. A second click is ignored. */
        continuing: {
          initial: 'validatingDocument',
          meta: { spec: 'spec 000 §2 "Next advances only when the current step validates"', shows: ['Next loader'] },
          on: { 'step.next': {} },
          states: {
            validatingDocument: {
              meta: { spec: 'spec 000 §5 Step 1 (document on the server)', shows: ['register.validatingDocument'] },
              invoke: documentCheck('checkingName', '#citizenRegistration.personalData.editing', '#citizenRegistration.personalData.editing', false),
            },
            checkingName: {
              meta: { spec: 'spec 000 §5 Step 1 (name against the document)', shows: ['register.validatingName'] },
              invoke: nameCheck(
                '#citizenRegistration.securityInfo',
                '#citizenRegistration.personalData.editing',
                '#citizenRegistration.personalData.editing',
                false,
              ),
            },
          },
        },
      },
    },

    securityInfo: securityInfoState('citizenRegistration', '#citizenRegistration.personalData'),

    terms: {
      initial: 'editing',
      entry: 'clearNotice',
      meta: {
        spec: 'spec 000 §2 step 3 "terms and conditions", the last data step where the submit happens',
        shows: ['register.steps.terms', 'register.submit'],
      },
      states: {
        editing: termsEditingState('citizenRegistration'),
        /** spec 000 §7: validate email, validate document and name, register, security answers. */
        submitting: {
          initial: 'checkingEmail',
          meta: {
            spec: 'spec 000 §7 "Registration runs: validate email, validate document and name, register, then register the security answers"',
            shows: ['register.submitting'],
          },
          states: {
            checkingEmail: {
              meta: { spec: 'spec 000 §7 validate email', shows: ['GET /validate/email/{email}'] },
              invoke: checkEmailInvoke(
                'validatingDocument',
                refusedTo('#citizenRegistration.authInfo', 'assignEmailInUse'),
                '#citizenRegistration.terms.editing',
              ),
            },
            validatingDocument: {
              meta: { spec: 'spec 000 §7 validate document', shows: ['GET /validate/{document}/{type}', 'POST check/rnc/and/first_name/not/registered'] },
              invoke: documentCheck('checkingName', '#citizenRegistration.personalData', '#citizenRegistration.terms.editing', true),
            },
            checkingName: {
              meta: { spec: 'spec 000 §7 validate name', shows: ['POST check/rnc/and/first_name/not/registered'] },
              invoke: nameCheck('registering', '#citizenRegistration.personalData', '#citizenRegistration.terms.editing', true),
            },
            registering: {
              meta: { spec: 'spec 000 §7 register; §3 Citizen registration payload; §8', shows: ['POST /auth/register/portal'] },
              invoke: registerInvoke('citizenRegistration', 'personalData', inputs.register),
            },
            savingAnswers: {
              meta: { spec: 'spec 000 §7 "then register the security answers"; §3 Security answers', shows: ['POST /auth/register/questionandanswer'] },
              invoke: saveAnswersInvoke('citizenRegistration', inputs.answers),
            },
          },
        },
      },
    },

    /** The account exists, its security answers do not: never a silent confirmation (issue 10). */
    answersFailed: answersFailedState('citizenRegistration', 'register.answersFailedTitle', inputs.answers),

    registered: {
      type: 'final',
      meta: { spec: 'spec 000 §2 "confirmation step stating thanks and that a verification e-mail will arrive"', shows: ['register.confirmationTitle'] },
    },
  },
  // Stryker disable next-line ConditionalExpression: the chart finishes only in `registered`, entered only after assignAnswersSaved, so the flag is always true there
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
  return snapshot.matches({ authInfo: 'checkingEmail' }) || snapshot.matches({ personalData: 'continuing' }) || snapshot.matches({ terms: 'submitting' });
}
