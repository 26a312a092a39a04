/**
 * Company registration wizard statechart (spec 000 §2 "Company registration (5-step wizard)", §3
 * Company registration payload / Company files, §5 "Company registration, step 2", §7 "Registration
 * runs: validate email, validate document and name, upload company files (companies), register, then
 * register the security answers", §8 Registration failures; issue 4). Stepper index in brackets.
 *
 * ```
 * authInfo [0]     editing ─step.next─▶ checkingEmail ─free─▶ companyData     (in use / failed → editing)
 * companyData [1]  editing ─step.next─▶ checkingRnc ─▶ checkingPhone ─▶ securityInfo (refused / failed → editing)
 * securityInfo [2] ─step.next─▶ terms
 * terms [3]        editing ─form.submit─▶ submitting:
 *   checkingEmail ─▶ checkingRnc ─▶ uploading ─▶ registering ─▶ savingAnswers ─▶ registered [4]
 *   refusals → the step of the field (toast, scroll); other failures → terms.editing (generic toast)
 *   savingAnswers failed ─▶ answersFailed [4]: idle ─answers.retry─▶ retryingAnswers ─▶ registered
 * ```
 *
 * - `companyData`: RNC, nombre, razonsocial, extension, telefono and the three PDFs (`file.pick`: a
 *   non-PDF or a file above 120 MB is refused with the files area's message and not kept; `file:
 *   null` removes it). The RNC check (POST check/rnc/... `validateWithoutJCE`, `document_type` '3';
 *   a wrong check digit is refused without a call) says the server's msg or 'RNC inválido,
 *   introduzca otro RNC'; the phone check (GET /validate/company/phone/exist) 'Teléfono en uso,
 *   favor introduzca otro teléfono'. A second click meanwhile is ignored.
 * - `uploading`: POST {hash} multipart; `upload.progress` carries the share sent (0..1) into
 *   `uploadProgress`; its stored routes become the register call's `company_files`.
 * - A step that does not validate stays, with its field errors and 'Llene todos los campos
 *   requeridos'. Every failure keeps every value (the files too) and stops every loader.
 * - A failed answers call after a successful register goes to `answersFailed` (issue 10);
 *   'Reintentar' re-sends ONLY the answers (neither the upload nor the register call).
 *
 * The calls both wizards make, the one generic failure handler and the answers tail are shared
 * configs (src/machines/registration/serverChecks.ts); types, bodies and context updates live in
 * src/machines/registration/company.ts. IO only through the named actors `checkEmail`,
 * `checkRnc`, `checkPhone`, `uploadFiles`, `register`, `saveAnswers`; toasts and scrolling
 * through the actions `notifyError`, `notifySuccess` and `scrollToTop`, which the view provides.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { checkDocumentAndName, isCompanyPhoneAvailable, registerCompany, type CompanyRegistration } from '../api/identity';
import { uploadCompanyDocuments, type CompanyFiles } from '../api/companyDocuments';
import { failureOf, unwrap } from '../api/result';
import type { MessageKey } from '../messages/es';
import { hasErrors } from '../domain/validation/forms';
import { validateCompanyDocument } from '../domain/validation/files';
import { isValidRnc } from '../domain/validation/identity';
import { changeField } from './formFields';
import { answersFailedState, failedTo, GENERIC_FAILURE_TOAST, refusedTo, registerInvoke, saveAnswersInvoke } from './registration/serverChecks';
import { checkEmailInvoke, registrationActors, registrationGuards } from './registration/serverChecks';
import { authInfoState, securityInfoState, stepFieldChange, termsEditingState } from './registration/steps';
import {
  companyFieldErrors,
  companyInputs as inputs,
  companyStepErrorsUpdate,
  companyStepOfField,
  emptyCompanyRegistration,
  firstCompanyServerErrorStep,
  rncCheck,
  rncRefusal,
  rncOf,
  validateCompanyStep,
  type CompanyDataStep,
  type CompanyField,
  type CompanyFileField,
  type CompanyFieldMessage,
  type CompanyRegistrationContext,
  type CompanyRegistrationEvent,
  type CompanyRegistrationInput,
  type CompanyRegistrationOutput,
  type RncVerdict,
} from './registration/company';

export type * from './registration/company';
export {
  COMPANY_STEP_FIELDS,
  companyErrorSteps,
  companyFieldErrors,
  companyStepOfField,
  emptyCompanyRegistration,
  rncOf,
  toCompanyPayload,
  toCompanySecurityAnswers,
  validateCompanyStep,
} from './registration/company';

/** Why a picked file is refused (not a PDF, above the size limit: spec 000 §5 company step 2, §9), or null; removing a file (null) is never refused. */
const refusalOf = (file: File | null) => (file === null ? null : validateCompanyDocument(file));

/** The company registration statechart (see module documentation). */
export const companyRegistrationMachine = setup({
  types: {
    context: {} as CompanyRegistrationContext,
    events: {} as CompanyRegistrationEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- setup() infers the chart's input type from this assertion; the rule's "receiver accepts it" check does not see that inference
    input: {} as CompanyRegistrationInput | undefined,
    output: {} as CompanyRegistrationOutput,
  },
  actors: {
    ...registrationActors,
    // Stryker disable all: the real IO actor bodies; the model tests replace them with controlled actors (the API layer has its own tests)
    /**
     * The RNC carries a valid DGII check digit (refused before any call: 'RNC inválido, introduzca
     * otro RNC') and is not registered yet (POST check/rnc/and/first_name/not/registered,
     * `validateWithoutJCE` with `document_type` '3', so the server checks the digit too).
     */
    checkRnc: fromPromise<RncVerdict, { rnc: string }>(async ({ input }) =>
      isValidRnc(input.rnc) ? unwrap(await checkDocumentAndName(input.rnc, { withoutJce: true, documentType: '3' })) : { ok: false, msg: '' },
    ),
    /** Resolves true when no company uses the phone (GET /validate/company/phone/exist/{phone}). */
    checkPhone: fromPromise<boolean, { phone: string }>(async ({ input }) => unwrap(await isCompanyPhoneAvailable(input.phone))),
    /** POST {hash} multipart; `onProgress` receives the share sent (0..1). Resolves with `company_files`. */
    uploadFiles: fromPromise<CompanyFiles, { registromercant: File; cedulaperaut: File; podernotarizado: File | null; onProgress: (fraction: number) => void }>(
      async ({ input }) =>
        unwrap(
          await uploadCompanyDocuments(
            { registromercant: input.registromercant, cedulaperaut: input.cedulaperaut, podernotarizado: input.podernotarizado },
            input.onProgress,
          ),
        ),
    ),
    /** POST /auth/register/portal; a refusal rejects with `fieldErrors` when the server sent `msg.error`. */
    register: fromPromise<true, CompanyRegistration>(async ({ input }) => unwrap(await registerCompany(input))),
  },
  // Stryker restore all
  guards: {
    ...registrationGuards,
    hasStepErrors: ({ context }, params: { step: CompanyDataStep }) => hasErrors(validateCompanyStep(params.step, context.values)),
    /** The changed field (params, from a `field.change` / `file.pick`) is shown on `params.step`. */
    isStepField: (_, params: { step: CompanyDataStep; field: CompanyField }) => companyStepOfField(params.field) === params.step,
    /** A picked file (params) that is not an acceptable PDF (spec 000 §5 company step 2, §9). */
    isRefusedFile: (_, file: File | null) => refusalOf(file) !== null,
    isRncAccepted: (_, verdict: RncVerdict) => verdict.ok,
    isPhoneFree: (_, free: boolean) => free === true,
    /** The register call's failure (params) carries field errors whose first step is `params.step`. */
    isFieldRejectionOnStep: (_, params: { step: CompanyDataStep; error: unknown }) => firstCompanyServerErrorStep(params.error) === params.step,
  },
  actions: {
    /** The changed field and its new value (params: a `field.change`'s value, or a `file.pick`'s one file, none for null). */
    assignField: assign(({ context }, { field, value }: { field: CompanyField; value: string | boolean | readonly File[] }) =>
      changeField(context, field, value),
    ),
    /** The refused file is not kept; its field says why (PDF only / size limit). */
    refuseFile: assign(({ context }, { field, file }: { field: CompanyFileField; file: File | null }) => ({
      errors: { ...context.errors, [field]: refusalOf(file) ?? undefined },
    })),
    assignStepErrors: assign(({ context }, params: { step: CompanyDataStep }) => companyStepErrorsUpdate(context, params.step)),
    clearNotice: assign({ notice: null }),
    assignEmailInUse: assign(({ context }) => ({ errors: { ...context.errors, email: 'register.emailInUse' as const } })),
    assignRncRefusal: assign(({ context }, verdict: RncVerdict) => {
      // Stryker disable next-line StringLiteral: runs only on a refused verdict (ok false), so the '' of an accepted one is never read
      const msg = verdict.ok ? '' : verdict.msg.trim();
      const message: CompanyFieldMessage = msg ? { text: msg } : 'companyRegister.rncInvalid';
      return { errors: { ...context.errors, rnc: message } };
    }),
    assignPhoneInUse: assign(({ context }) => ({ errors: { ...context.errors, telefono: 'companyRegister.phoneInUse' as const } })),
    assignUploadProgress: assign((_, fraction: number) => ({ uploadProgress: Math.max(0, Math.min(1, fraction)) })),
    startUpload: assign({ uploadProgress: 0, companyFiles: null }),
    assignCompanyFiles: assign((_, companyFiles: CompanyFiles) => ({ companyFiles, uploadProgress: null })),
    clearUpload: assign({ uploadProgress: null }),
    /** Each server field error of the register call's failure (params) on its field (spec 000 §8). */
    assignServerFieldErrors: assign(({ context }, error: unknown) => ({
      // Stryker disable next-line OptionalChaining: runs only after isFieldRejectionOnStep, which holds only for a rejected failure (never null here)
      errors: { ...context.errors, ...companyFieldErrors(failureOf(error)?.fieldErrors) },
    })),
    assignAnswersSaved: assign({ securityAnswersSaved: true }),
    assignAnswersNotSaved: assign({ securityAnswersSaved: false }),
    /** Provided by the view: an error toast with the message of `key`. */
    notifyError: (_, _params: { key: MessageKey }) => {},
    /** Provided by the view: a success toast with the message of `key` ('Documento agregado' / 'Documento removido', spec 000 §8). */
    notifySuccess: (_, _params: { key: MessageKey }) => {},
    /** Provided by the view: scrolls the page to the top. */
    scrollToTop: () => {},
  },
}).createMachine({
  id: 'companyRegistration',
  context: ({ input }) => ({
    values: { ...emptyCompanyRegistration(), ...(input?.values ?? {}) },
    errors: {},
    notice: null,
    validationAttempt: 0,
    uploadProgress: null,
    companyFiles: null,
    securityAnswersSaved: null,
  }),
  initial: 'authInfo',
  states: {
    authInfo: authInfoState('#companyRegistration.companyData'),

    companyData: {
      initial: 'editing',
      entry: 'clearNotice',
      meta: {
        spec: 'spec 000 §2 "company data with documents"; §5 Company registration, step 2',
        shows: ['companyRegister.steps.companyData', 'RNC, nombre, razonsocial, extension, telefono, three PDFs'],
      },
      states: {
        editing: {
          meta: {
            spec: 'spec 000 §5 Company registration, step 2 (local rules; only PDF accepted)',
            shows: ['field errors', 'register.fillRequired', 'files area message'],
          },
          on: {
            'field.change': stepFieldChange(1),
            'file.pick': [
              { guard: { type: 'isRefusedFile', params: ({ event }) => event.file }, actions: { type: 'refuseFile', params: ({ event }) => event } },
              // The field's one file; null empties it. Either says so, as every file field does
              // ('Documento agregado' / 'Documento removido', spec 000 §8; issue 26 row 3).
              {
                guard: { type: 'isStepField', params: ({ event }) => ({ step: 1, field: event.field }) },
                actions: [
                  { type: 'assignField', params: ({ event }) => ({ field: event.field, value: event.file ? [event.file] : [] }) },
                  { type: 'notifySuccess', params: ({ event }) => ({ key: event.file ? 'files.added' : 'files.removed' }) },
                ],
              },
            ],
            'step.back': '#companyRegistration.authInfo',
            'step.next': [
              { guard: { type: 'hasStepErrors', params: { step: 1 } }, actions: { type: 'assignStepErrors', params: { step: 1 } } },
              { target: 'checkingRnc', actions: 'clearNotice' },
            ],
          },
        },
        /** spec 000 §5: the RNC is validated on the server. */
        checkingRnc: {
          meta: { spec: 'spec 000 §5 Company step 2 "RNC … validated on the server"', shows: ['Next loader', 'POST check/rnc/and/first_name/not/registered'] },
          invoke: rncCheck({ target: 'checkingPhone' }, { target: 'editing', actions: rncRefusal }, 'editing'),
        },
        /** spec 000 §5: the phone is unique among companies. */
        checkingPhone: {
          meta: { spec: 'spec 000 §5 Company step 2 "telefono … unique among companies"', shows: ['Next loader', 'GET /validate/company/phone/exist/{phone}'] },
          invoke: {
            id: 'checkPhone',
            src: 'checkPhone',
            input: ({ context }) => inputs.phone(context),
            onDone: [
              { guard: { type: 'isPhoneFree', params: ({ event }) => event.output }, target: '#companyRegistration.securityInfo' },
              { target: 'editing', actions: 'assignPhoneInUse' },
            ],
            onError: failedTo('editing'),
          },
        },
      },
    },

    securityInfo: securityInfoState('companyRegistration', '#companyRegistration.companyData'),

    terms: {
      initial: 'editing',
      entry: 'clearNotice',
      meta: { spec: 'spec 000 §2 company step "terms"', shows: ['register.steps.terms', 'register.submit'] },
      states: {
        editing: termsEditingState('companyRegistration'),
        /** spec 000 §7: validate email, validate document (RNC), upload company files, register, security answers. */
        submitting: {
          initial: 'checkingEmail',
          meta: {
            spec: 'spec 000 §7 "validate email, validate document and name, upload company files (companies), register, then register the security answers"',
            shows: ['register.submitting'],
          },
          states: {
            checkingEmail: {
              meta: { spec: 'spec 000 §7 validate email', shows: ['GET /validate/email/{email}'] },
              invoke: checkEmailInvoke('checkingRnc', refusedTo('#companyRegistration.authInfo', 'assignEmailInUse'), '#companyRegistration.terms.editing'),
            },
            checkingRnc: {
              meta: { spec: 'spec 000 §7 validate document (the RNC)', shows: ['POST check/rnc/and/first_name/not/registered'] },
              invoke: rncCheck(
                { target: 'uploading', actions: 'startUpload' },
                refusedTo('#companyRegistration.companyData', rncRefusal),
                '#companyRegistration.terms.editing',
              ),
            },
            uploading: {
              meta: { spec: 'spec 000 §7 "upload company files (companies)"; §3 Company files', shows: ['upload progress', 'POST {hash} multipart'] },
              on: { 'upload.progress': { actions: { type: 'assignUploadProgress', params: ({ event }) => event.fraction } } },
              invoke: {
                id: 'uploadFiles',
                src: 'uploadFiles',
                input: ({ context, self }) => ({
                  registromercant: context.values.registromercant[0],
                  cedulaperaut: context.values.cedulaperaut[0],
                  podernotarizado: context.values.podernotarizado[0] ?? null,
                  onProgress: (fraction: number) => self.send({ type: 'upload.progress', fraction }),
                }),
                onDone: { target: 'registering', actions: { type: 'assignCompanyFiles', params: ({ event }) => event.output } },
                onError: { target: '#companyRegistration.terms.editing', actions: ['clearUpload', GENERIC_FAILURE_TOAST] },
              },
            },
            registering: {
              meta: { spec: 'spec 000 §7 register; §3 Company registration payload; §8', shows: ['POST /auth/register/portal'] },
              invoke: registerInvoke('companyRegistration', 'companyData', inputs.register),
            },
            savingAnswers: {
              meta: {
                spec: 'spec 000 §7 "then register the security answers"; §3 Security answers (citizen_id = the RNC)',
                shows: ['POST /auth/register/questionandanswer'],
              },
              invoke: saveAnswersInvoke('companyRegistration', inputs.answers),
            },
          },
        },
      },
    },

    /** The company exists, its security answers do not: never a silent confirmation (issue 10). */
    answersFailed: answersFailedState('companyRegistration', 'companyRegister.answersFailedTitle', inputs.answers),

    registered: {
      type: 'final',
      meta: { spec: 'spec 000 §2 "confirmation that the company awaits approval"', shows: ['companyRegister.confirmationTitle'] },
    },
  },
  // Stryker disable next-line BooleanLiteral: the chart finishes only in `registered`, entered only after assignAnswersSaved, so the `?? false` of an unset flag is never read
  output: ({ context }) => ({ email: context.values.email.trim(), rnc: rncOf(context.values), securityAnswersSaved: context.securityAnswersSaved ?? false }),
});

/** A snapshot of {@link companyRegistrationMachine}. */
export type CompanyRegistrationSnapshot = SnapshotFrom<typeof companyRegistrationMachine>;

/** The wizard step (0-4) of a snapshot: 0-3 the data steps, 4 the confirmation. */
export function companyWizardStepOf(snapshot: CompanyRegistrationSnapshot): 0 | 1 | 2 | 3 | 4 {
  if (snapshot.matches('registered') || snapshot.matches('answersFailed')) return 4;
  if (snapshot.matches('terms')) return 3;
  if (snapshot.matches('securityInfo')) return 2;
  if (snapshot.matches('companyData')) return 1;
  return 0;
}

/** Whether a Next / Registrar server call runs (the button shows its loader and ignores clicks). */
export function isCompanyWizardBusy(snapshot: CompanyRegistrationSnapshot): boolean {
  return (
    snapshot.matches({ authInfo: 'checkingEmail' }) ||
    snapshot.matches({ companyData: 'checkingRnc' }) ||
    snapshot.matches({ companyData: 'checkingPhone' }) ||
    snapshot.matches({ terms: 'submitting' })
  );
}
