/**
 * Request form statechart: tariff → variation → steps → confirmation → submit pipeline, with draft
 * save and restore, hidden steps, server validations on blur and the leave warning (spec 001 §2.4,
 * §4 Form flow and Submit sequence, §5 Dynamic fields, §8, §9; contract §1.8, §2.8–§2.10).
 *
 * ```
 * start ─┬─ restricted (rolBase 2)
 *        ├─ (a company in the URL) checkingCompany ─┬─ represented → loading (with the server's company)
 *        │                                          ├─ not represented → companyRefused
 *        │                                          └─ failure → failed
 *        └─ loading
 * loading ─┬─ restricted (rolBase 2)          ┌─ (draft) draftPrompt ─ draft.restore → restoring ─ 2.5 s ─┐
 *          ├─ unavailable (no online form)    │                       └ draft.discard ─┐                   │
 *          ├─ failed ─ retry → loading        │                                        ▼                   ▼
 *          ├─ notFound (leave to /public)     └──────────────────────────────────→ tariff ─ confirm → filling
 *          └──────────────────────────────────────────────────────────────────────────┘
 * filling = editing ∥ checks(idle ⇄ checking) ─ step.next on the last visible step [valid] → confirming
 * confirming ─ confirm.accept → submitting: uploading? → creating → documentManager? → assigning → sent ─ 1 s → done
 * ```
 * - A company named by the URL (`company_id` / `company_name`, spec 001 §2) is never trusted (issue
 *   10): `checkingCompany` loads the companies the citizen represents (`loadRepresentedCompanies`,
 *   GET /all/my/requests/with/company/… get_only_companies_details) and the guard
 *   `isRepresentedCompany` checks the id against them. Represented → `company` is that company with
 *   the SERVER's name (the URL's name is never shown or sent); otherwise → `companyRefused` (final;
 *   the view explains and offers a personal request instead: the citizen chooses, nothing is sent on
 *   the company's behalf). An id that is not a positive safe integer ({@link companyClaimOf}) never
 *   matches, so 9007199254740993 is refused rather than rounded to another company.
 * - The service and its expert form load together (`loadRequestForm`). A saved draft (`saved_fields`
 *   with data) asks 'Se ha encontrado información previa…'; restoring replays rules, step, data,
 *   grid and variation behind the 'Restableciendo' overlay for 2.5 s (`restoreDelay`).
 * - 'Tarifas del servicio': `variation.select` then `tariff.confirm` (guarded: a variation is chosen).
 *   Closing the dialog before any form exists leaves the page (`leavePage`); reopened from the first
 *   step (Retroceder), closing it returns to the form and confirming another variation re-applies
 *   the `rulesprice` values of the new one.
 * - Steps: hidden steps are skipped both ways; `step.next` validates the current step (plus pending
 *   server checks): invalid → 'Llene todos los campos requeridos' and focus on the first invalid field;
 *   valid → the draft is saved (`saveDraft`, spawned, answer ignored — contract F2) and the next
 *   visible step shows; on the last visible step it opens the confirmation instead.
 * - Server validations (masks 0, 14, 15, 16, 20, 21, 24, 25) run on blur, queued one at a time
 *   (`validateField`); a stale answer (the value changed meanwhile) is dropped. While one runs,
 *   `step.next` waits (the view disables Continuar through the `checking` tag).
 * - Submit (spec 001 §4): upload new files with progress (`uploadFiles`, skipped when none), create
 *   the request, send each document to the document manager when the service's `send` is 1, assign
 *   the documents. A failure before the request exists returns to the form with the message
 *   ('Ha ocurrido un error subiendo los documentos.' / 'Ha ocurrido un error favor intentar mas
 *   tarde.' / 'Ha ocurrido un error,contacte al soporte para mas información'), values and uploaded
 *   files kept; after it exists, `submitFailed` offers a retry that resumes where it stopped (never a
 *   second request). Success: 'Solicitud enviada satisfactoriamente.', then after 1 s
 *   `goToDetails` with the new RequestID.
 * - States tagged `guarded` need the leave warning; `busy` ones show a loader; `checking` while a
 *   server validation runs.
 *
 * IO only through the named actors; toasts, focus and navigation through named actions the view
 * provides. Context holds message keys; the view turns them into text.
 */
import { assign, fromCallback, fromPromise, raise, setup, type EventObject } from 'xstate';
import type { SchemaCreateRequestResponse, SchemaDraft, SchemaDraftSaveBody, SchemaFileDescriptor, SchemaService } from '../api/generated/admin';
import { getService } from '../api/catalogue';
import { getRepresentedCompanies, type RepresentedCompany } from '../api/representedCompanies';
import { assignDocuments, createRequest, getExpertForm, saveDraft, uploadRequestFiles, uploadSoftExpert, validateMask } from '../api/requestForm';
import { forgetLocalDraft, keepLocalDraft, readLocalDraft } from '../api/localDraft';
import { ApiError, failureOf, unwrap, type ApiFailure } from '../api/result';
import { DRAFT_RESTORE_OVERLAY_MS, SUBMIT_REDIRECT_MS } from '../domain/constants';
import {
  type FieldValue,
  type FormModel,
  type FormState,
  type GridRow,
  type ServerCheck,
  type ServerNotice,
  type ServerOutcome,
  type StepErrors,
  addGridRow,
  fromDraft,
  goToStep,
  initialState,
  interpretServerAnswer,
  isRestorableDraft,
  nextVisibleStep,
  parseExpertForm,
  previousVisibleStep,
  removeGridRow,
  serverCheckFor,
  setServerError,
  setValue,
  toDraft,
  validateGridRow,
  validateStep,
  withVariation,
} from '../domain/expertForm';
import {
  type Applicant,
  type RequestCompany,
  type SubmissionFile,
  assignBody,
  buildCreateRequest,
  filesToUpload,
  hasVariations,
  labelledDescriptors,
  sendsToDocumentManager,
  softExpertRecords,
  submissionFiles,
  totalPaymentText,
  variationAmount,
} from '../domain/requestSubmission';
import type { MessageKey } from '../messages/es';

/**
 * The company a URL names (route or query parameters `company_id`, `company_name`; spec 001 §2),
 * NOT yet checked. `id` is null when the URL's id is not a positive integer within
 * Number.MAX_SAFE_INTEGER (such an id never matches a represented company).
 */
export interface CompanyClaim {
  id: number | null;
  name: string;
}

/**
 * The claim of a URL's raw `company_id` / `company_name` (already percent-decoded): null without an
 * id (a personal request); else `{ id, name }` where `id` is the number only when the text is a
 * positive integer without sign, spaces, exponent or leading zeros and at most
 * Number.MAX_SAFE_INTEGER (9007199254740991), so it survives the trip to a JS number unchanged;
 * otherwise `id` is null.
 * @example companyClaimOf('4', 'Hotel') // { id: 4, name: 'Hotel' }
 * @example companyClaimOf('9007199254740993', '') // { id: null, name: '' }
 */
export function companyClaimOf(rawId: string | null | undefined, rawName: string | null | undefined): CompanyClaim | null {
  if (rawId === null || rawId === undefined || rawId === '') return null;
  const id = /^[1-9]\d*$/.test(rawId) && Number.isSafeInteger(Number(rawId)) ? Number(rawId) : null;
  return { id, name: rawName ?? '' };
}

/** Input of the machine (the page passes the route parameters and the session user). */
export interface RequestFormInput {
  /** Route parameter `serviceID`. */
  serviceId: number;
  applicant: Applicant;
  /**
   * Company chosen in '¿Cómo desea continuar?' as the URL carries it (route or query parameters),
   * or null: checked against the represented companies before the form loads (issue 10).
   */
  company: CompanyClaim | null;
  /** The user's base role is the restricted one (spec 001 §2.3 rule 1). */
  restricted: boolean;
}

/** What `loadRequestForm` resolves with. `model` is null when the service has no online form. */
export interface LoadedRequestForm {
  service: SchemaService;
  model: FormModel | null;
  draft: SchemaDraft | null;
}

/** A queued server validation: the field and the value it checks. */
export interface QueuedCheck {
  fieldId: string;
  check: ServerCheck;
  value: string;
}

/** Context of {@link requestFormMachine}: the input plus the loaded service and form, answers and pipeline progress. */
export interface RequestFormContext extends Omit<RequestFormInput, 'company'> {
  /** The company the URL names, unchecked (the input's `company`). */
  claimedCompany: CompanyClaim | null;
  /** The company the request is made for: set only once the citizen is known to represent it (server's name). */
  company: RequestCompany | null;
  service: SchemaService | null;
  model: FormModel | null;
  draft: SchemaDraft | null;
  /** The answers; null until a variation is confirmed or a draft restored. */
  form: FormState | null;
  /** Variation selected in the tariff dialog (confirmed into `form.variationId`). */
  selectedVariation: number | null;
  /** Errors shown after a refused Continuar / Enviar, by field id. */
  stepErrors: StepErrors;
  /** Success notices of server validations, by field id ('Cédula válida'…). */
  notices: Readonly<Record<string, ServerNotice>>;
  checks: QueuedCheck[];
  /** Upload progress, percent (0–100), null when no upload runs. */
  uploadPercent: number | null;
  /** Descriptors of uploaded device files by submission file key (kept across retries). */
  uploaded: Readonly<Record<string, SchemaFileDescriptor>>;
  created: SchemaCreateRequestResponse | null;
  /** The documents were sent to the document manager (a retry does not send them again). */
  managerDone: boolean;
  /** Message of the last failure (load or submit), shown in an alert. */
  error: MessageKey | null;
  /** The notice of the last server validation, for the toast (null: none to show). */
  lastNotice: { notice: ServerNotice; valid: boolean } | null;
  /**
   * Quiet notice of the last draft save: 'requestForm.draftKeptLocally' when the server could not
   * store it (the browser keeps it), null once a save succeeded.
   */
  draftNotice: MessageKey | null;
}

/** Events of {@link requestFormMachine} (dot-separated; `upload.*` come from the `uploadFiles` callback actor). */
export type RequestFormEvent =
  | { type: 'retry' }
  | { type: 'draft.restore' }
  | { type: 'draft.discard' }
  | { type: 'variation.select'; variationId: number }
  | { type: 'tariff.confirm' }
  | { type: 'tariff.close' }
  | { type: 'field.change'; fieldId: string; value: FieldValue | undefined }
  | { type: 'field.blur'; fieldId: string }
  | { type: 'grid.add'; gridId: string; row: GridRow }
  | { type: 'grid.remove'; gridId: string; index: number }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'draft.save' }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }
  | { type: 'submit.retry' }
  | { type: 'upload.progress'; percent: number }
  | { type: 'upload.done'; files: SchemaFileDescriptor[] }
  | { type: 'upload.failed'; failure: ApiFailure };

/** Input of `uploadFiles`: the device files in submission order. */
export interface UploadInput {
  files: File[];
}

/** Input of `createRequest`, `sendToDocumentManager` and `assignDocuments`. */
export interface PipelineInput {
  context: RequestFormContext;
}

// ---------------------------------------------------------------- selectors (shared with the view)

/** The mask context of validation: the user's primary e-mail (mask 9). */
const maskContext = (c: RequestFormContext) => ({ primaryEmail: c.applicant.email });

/** Whether the current step is the last visible one (the button reads 'Enviar Solicitud'). */
export function isOnLastStep(c: RequestFormContext): boolean {
  return c.form !== null && nextVisibleStep(c.form) === null;
}

/** Errors of the current step, local and from server checks. */
export function currentStepErrors(c: RequestFormContext): StepErrors {
  return c.form ? validateStep(c.form, c.form.step, maskContext(c)) : {};
}

/** Errors of a grid row in the popup, by sub-field name ('' = 'Asegurese de llenar los campos'). */
export function gridRowErrors(c: RequestFormContext, gridId: string, row: GridRow): StepErrors {
  return c.form ? validateGridRow(c.form, gridId, row, maskContext(c)) : {};
}

/** The files of the submission (visible file fields). */
export function filesOf(c: RequestFormContext): SubmissionFile[] {
  return c.form ? submissionFiles(c.form) : [];
}

/** The first field id of `errors` in the step's order (focus target), or null. */
export function firstInvalidField(c: RequestFormContext, errors: StepErrors): string | null {
  if (!c.form) return null;
  const step = c.form.model.steps[c.form.step];
  return step.fieldIds.find((id) => id in errors) ?? null;
}

/** The failure of an actor error (an ApiError's), or a synthetic 'malformed' one. */
function failure(error: unknown): ApiFailure {
  return failureOf(error) ?? { kind: 'malformed' };
}

/** Unexpected failures (a malformed answer, a thrown bug) take the support message (spec 001 §8). */
function submitMessage(error: unknown, expected: MessageKey): MessageKey {
  return failure(error).kind === 'malformed' ? 'requestForm.unexpectedError' : expected;
}

// ---------------------------------------------------------------- actors' default implementations

async function loadRequestForm({ input }: { input: { serviceId: number; citizenId: string } }): Promise<LoadedRequestForm> {
  const service = unwrap(await getService(input.serviceId));
  if (Number(service.type_id) === 1 || !service.expertform_id) return { service, model: null, draft: null };
  const payload = unwrap(await getExpertForm(service.expertform_id, input.citizenId));
  let model: FormModel;
  try {
    model = parseExpertForm(payload);
  } catch {
    throw new ApiError({ kind: 'malformed' });
  }
  if (model.steps.length === 0) return { service, model: null, draft: null };
  // The browser's copy exists only when the last server save failed, so it is the newer one.
  const local = readLocalDraft(input.citizenId, service.expertform_id);
  if (isRestorableDraft(local)) return { service, model, draft: local };
  return { service, model, draft: isRestorableDraft(payload.saved_fields) ? payload.saved_fields : null };
}

/** The request exists, so the server dropped its draft (contract F5): the browser's copy goes too. */
function forgettingLocalDraft(context: RequestFormContext, created: SchemaCreateRequestResponse): SchemaCreateRequestResponse {
  forgetLocalDraft(context.applicant.citizen_id, context.service?.expertform_id ?? 0);
  return created;
}

/**
 * POST /drafts, the browser's copy kept first (so a save cut short by leaving the step still leaves
 * one) and forgotten once the server stored it. Rejects when the server did not store it; the chart
 * then shows the quiet notice and the form goes on. A draft without answers is not sent (contract F2).
 */
async function saveDraftKeepingLocal({ input }: { input: SchemaDraftSaveBody }): Promise<true> {
  if (input.data.length === 0) return true;
  keepLocalDraft(input);
  unwrap(await saveDraft(input));
  forgetLocalDraft(input.citizen_id, input.expertform_id);
  return true;
}

const uploadFilesLogic = fromCallback<EventObject, UploadInput>(({ input, sendBack }) => {
  const controller = new AbortController();
  let live = true;
  void uploadRequestFiles(input.files, (percent) => live && sendBack({ type: 'upload.progress', percent }), controller.signal).then(
    (result) => {
      if (!live) return;
      sendBack(result.ok ? { type: 'upload.done', files: result.data } : { type: 'upload.failed', failure: result.error });
    },
    () => live && sendBack({ type: 'upload.failed', failure: { kind: 'network' } }),
  );
  return () => {
    live = false;
    controller.abort();
  };
});

function descriptorsOf(c: RequestFormContext): SchemaFileDescriptor[] {
  return labelledDescriptors(filesOf(c), c.uploaded);
}

/** The POST /drafts body of the current answers (contract §2.8). */
export function draftBody(c: RequestFormContext): SchemaDraftSaveBody {
  const form = c.form as FormState;
  return toDraft(form, {
    citizenId: c.applicant.citizen_id,
    serviceId: c.serviceId,
    expertformId: c.service?.expertform_id ?? 0,
    totalPayment: totalPaymentText(variationAmount(c.service?.prices, form.variationId)),
  });
}

/** The toast after a refused step, a failed submit or a server validation (views resolve keys). */
const notifyLastError = { type: 'notifyError', params: ({ context }: { context: RequestFormContext }) => ({ key: context.error ?? 'requestForm.unexpectedError' }) } as const;

// ---------------------------------------------------------------- the chart

/** The request-form statechart (see module documentation); input {@link RequestFormInput}. */
export const requestFormMachine = setup({
  types: {
    context: {} as RequestFormContext,
    events: {} as RequestFormEvent,
    input: {} as RequestFormInput,
    tags: {} as 'guarded' | 'busy' | 'checking',
  },
  actors: {
    loadRequestForm: fromPromise<LoadedRequestForm, { serviceId: number; citizenId: string }>(loadRequestForm),
    /** The companies the citizen represents (GET /all/my/requests/with/company/{citizenId}, never cached). */
    loadRepresentedCompanies: fromPromise<RepresentedCompany[], { citizenId: string }>(async ({ input }) =>
      unwrap(await getRepresentedCompanies(input.citizenId)),
    ),
    validateField: fromPromise<ServerOutcome, ServerCheck>(async ({ input }) => {
      const result = await validateMask(input);
      return result.ok ? { ok: true, body: result.data } : { ok: false };
    }),
    saveDraft: fromPromise<true, SchemaDraftSaveBody>(saveDraftKeepingLocal),
    uploadFiles: uploadFilesLogic,
    createRequest: fromPromise<SchemaCreateRequestResponse, PipelineInput>(async ({ input }) =>
      forgettingLocalDraft(input.context, unwrap(
        await createRequest(
          buildCreateRequest({
            state: input.context.form as FormState,
            service: input.context.service as SchemaService,
            applicant: input.context.applicant,
            company: input.context.company,
            serviceId: String(input.context.serviceId),
            descriptors: descriptorsOf(input.context),
            now: new Date(),
          }),
        ),
      )),
    ),
    sendToDocumentManager: fromPromise<true, PipelineInput>(async ({ input }) => {
      const records = softExpertRecords(
        input.context.service as SchemaService,
        input.context.created as SchemaCreateRequestResponse,
        descriptorsOf(input.context),
      );
      const results = await Promise.all(records.map((r) => uploadSoftExpert(r)));
      for (const r of results) unwrap(r);
      return true as const;
    }),
    assignDocuments: fromPromise<true, PipelineInput>(async ({ input }) =>
      unwrap(await assignDocuments(Number(input.context.created?.RequestID), assignBody(descriptorsOf(input.context)))),
    ),
  },
  delays: {
    restoreDelay: DRAFT_RESTORE_OVERLAY_MS,
    redirectDelay: SUBMIT_REDIRECT_MS,
  },
  guards: {
    isRestricted: ({ context }) => context.restricted,
    /** The URL names a company that has not been checked yet. */
    hasCompanyClaim: ({ context }) => context.claimedCompany !== null && context.company === null,
    /** The URL's company id is one of the represented companies (params: the loaded list; issue 10). */
    isRepresentedCompany: ({ context }, companies: RepresentedCompany[]) =>
      context.claimedCompany?.id != null && companies.some((c) => c.id === context.claimedCompany?.id),
    isUnavailable: ({ event }) => (event as unknown as { output: LoadedRequestForm }).output.model === null,
    hasDraft: ({ event }) => (event as unknown as { output: LoadedRequestForm }).output.draft !== null,
    isNotFound: ({ event }) => {
      const f = failure((event as unknown as { error: unknown }).error);
      return f.kind === 'http' && f.status === 404;
    },
    hasTariffs: ({ context }) => hasVariations(context.service?.prices),
    hasVariation: ({ context }) => context.selectedVariation !== null,
    hasForm: ({ context }) => context.form !== null,
    isChecking: ({ context }) => context.checks.length > 0,
    hasQueuedCheck: ({ context }) => context.checks.length > 0,
    isStepInvalid: ({ context }) => Object.keys(currentStepErrors(context)).length > 0,
    isLastStep: ({ context }) => isOnLastStep(context),
    isFirstStep: ({ context }) => context.form !== null && previousVisibleStep(context.form) === null,
    hasCreatedRequest: ({ context }) => context.created !== null,
    hasFilesToUpload: ({ context }) => filesToUpload(filesOf(context), context.uploaded).length > 0,
    hasNoFiles: ({ context }) => filesOf(context).length === 0,
    needsDocumentManager: ({ context }) => !context.managerDone && sendsToDocumentManager(context.service as SchemaService),
  },
  actions: {
    /** The checked company, with the name the server gives (params: the represented companies). */
    assignCompany: assign(({ context }, companies: RepresentedCompany[]) => {
      const found = companies.find((c) => c.id === context.claimedCompany?.id);
      return { company: found ? { id: found.id, name: found.company_name } : null };
    }),
    assignLoaded: assign(({ event }) => {
      const { service, model, draft } = (event as unknown as { output: LoadedRequestForm }).output;
      return { service, model, draft, error: null };
    }),
    assignLoadError: assign({ error: 'errors.loadFailed' as MessageKey }),
    restoreDraft: assign(({ context }) => {
      const form = fromDraft(context.model as FormModel, context.draft as SchemaDraft);
      return { form, selectedVariation: form.variationId, draft: null };
    }),
    dropDraft: assign({ draft: null }),
    selectVariation: assign(({ event }) => (event.type === 'variation.select' ? { selectedVariation: event.variationId } : {})),
    confirmVariation: assign(({ context }) => {
      const id = context.selectedVariation as number;
      const form = context.form ? withVariation(context.form, id) : initialState(context.model as FormModel, id);
      return { form };
    }),
    startWithoutTariff: assign(({ context }) => ({ form: initialState(context.model as FormModel, null) })),
    resetSelection: assign(({ context }) => ({ selectedVariation: context.form?.variationId ?? null })),
    changeField: assign(({ context, event }) => {
      if (event.type !== 'field.change' || !context.form) return {};
      const form = setValue(context.form, event.fieldId, event.value);
      const notices = { ...context.notices };
      delete notices[event.fieldId];
      const stepErrors = { ...context.stepErrors };
      delete stepErrors[event.fieldId];
      return { form, notices, stepErrors };
    }),
    /** On blur: a local precondition error (masks 20/24), or queue the server check. */
    planCheck: assign(({ context, event }) => {
      if (event.type !== 'field.blur' || !context.form) return {};
      const plan = serverCheckFor(context.form, event.fieldId);
      if (plan.kind === 'none') return {};
      if (plan.kind === 'error') return { form: setServerError(context.form, event.fieldId, plan.error) };
      const value = context.form.values[event.fieldId] as string;
      const already = context.checks.some((c) => c.fieldId === event.fieldId && c.value === value);
      if (already || context.notices[event.fieldId]) return {};
      return { checks: [...context.checks, { fieldId: event.fieldId, check: plan.check, value }] };
    }),
    /** Applies the answer of the head check (dropped when the value changed meanwhile) and dequeues it. */
    applyCheck: assign(({ context, event }) => {
      const [head, ...rest] = context.checks;
      const outcome: ServerOutcome = 'output' in event ? (event as unknown as { output: ServerOutcome }).output : { ok: false };
      const current = context.form?.values[head.fieldId];
      if (!context.form || current !== head.value) return { checks: rest, lastNotice: null };
      const verdict = interpretServerAnswer(head.check, outcome);
      const form = setServerError(context.form, head.fieldId, verdict.valid ? null : verdict.error);
      const notices = { ...context.notices };
      if (verdict.valid && verdict.notice) notices[head.fieldId] = verdict.notice;
      else delete notices[head.fieldId];
      return { form, notices, checks: rest, lastNotice: verdict.notice ? { notice: verdict.notice, valid: verdict.valid } : null };
    }),
    addRow: assign(({ context, event }) => {
      if (event.type !== 'grid.add' || !context.form) return {};
      if (Object.keys(gridRowErrors(context, event.gridId, event.row)).length > 0) return {};
      const stepErrors = { ...context.stepErrors };
      delete stepErrors[event.gridId];
      return { form: addGridRow(context.form, event.gridId, event.row), stepErrors };
    }),
    removeRow: assign(({ context, event }) =>
      event.type === 'grid.remove' && context.form ? { form: removeGridRow(context.form, event.gridId, event.index) } : {},
    ),
    /** The current step's errors, shown after a refused Continuar / Enviar. */
    assignStepErrors: assign(({ context }) => ({ stepErrors: currentStepErrors(context) })),
    nextStep: assign(({ context }) => {
      const form = context.form as FormState;
      const next = nextVisibleStep(form);
      return { form: next === null ? form : goToStep(form, next), stepErrors: {} };
    }),
    previousStep: assign(({ context }) => {
      const form = context.form as FormState;
      const previous = previousVisibleStep(form);
      return { form: previous === null ? form : goToStep(form, previous), stepErrors: {} };
    }),
    /** Asks the `drafts` region to save the state after advancing (contract F2). */
    requestDraftSave: raise({ type: 'draft.save' }),
    markDraftSaved: assign({ draftNotice: null }),
    markDraftKeptLocally: assign({ draftNotice: (): MessageKey => 'requestForm.draftKeptLocally' }),
    clearError: assign({ error: null }),
    trackProgress: assign(({ event }) => (event.type === 'upload.progress' ? { uploadPercent: Math.max(0, Math.min(100, event.percent)) } : {})),
    startUpload: assign({ uploadPercent: 0 }),
    assignUploaded: assign(({ context, event }) => {
      if (event.type !== 'upload.done') return {};
      const pending = filesToUpload(filesOf(context), context.uploaded);
      const uploaded = { ...context.uploaded };
      pending.forEach((f, i) => {
        const d = event.files[i];
        if (d) uploaded[f.key] = d;
      });
      return { uploaded, uploadPercent: null };
    }),
    assignCreated: assign(({ event }) => ({ created: (event as unknown as { output: SchemaCreateRequestResponse }).output })),
    markManagerDone: assign({ managerDone: true }),
    failUpload: assign(({ event }) => ({
      error: (event.type === 'upload.failed' && event.failure.kind === 'malformed' ? 'requestForm.unexpectedError' : 'requestForm.uploadError') as MessageKey,
      uploadPercent: null,
    })),
    failSubmit: assign(({ event }) => ({ error: submitMessage((event as unknown as { error: unknown }).error, 'requestForm.createError') })),
    failManager: assign(({ event }) => ({ error: submitMessage((event as unknown as { error: unknown }).error, 'requestForm.unexpectedError') })),
    /** Provided by the view: an error toast with the message of `key`. */
    notifyError: (_, _params: { key: MessageKey }) => {},
    /** Provided by the view: a success toast with the message of `key`. */
    notifySuccess: (_, _params: { key: MessageKey }) => {},
    /** Provided by the view: the notice of a server validation (title and body); null = nothing to show. */
    notifyNotice: (_, _params: { notice: ServerNotice; valid: boolean } | null) => {},
    /** Provided by the view: scroll to and focus the field. */
    focusField: (_, _params: { fieldId: string }) => {},
    /** Provided by the view: leave the request page (back to the service). */
    leavePage: () => {},
    /** Provided by the view: the service could not be found → /public (spec 001 §8). */
    leaveToPublic: () => {},
    /** Provided by the view: /app/serviceRequestedDetails/{requestId}. */
    goToDetails: (_, _params: { requestId: number }) => {},
  },
}).createMachine({
  id: 'requestForm',
  context: ({ input }) => ({
    ...input,
    claimedCompany: input.company,
    company: null,
    service: null,
    model: null,
    draft: null,
    form: null,
    selectedVariation: null,
    stepErrors: {},
    notices: {},
    checks: [],
    uploadPercent: null,
    uploaded: {},
    created: null,
    managerDone: false,
    error: null,
    lastNotice: null,
    draftNotice: null,
  }),
  initial: 'start',
  states: {
    start: {
      meta: { spec: 'spec 001 §2.3 rule 1; issue 10 (the URL company is checked first)', shows: [] },
      always: [
        { guard: 'isRestricted', target: 'restricted' },
        { guard: 'hasCompanyClaim', target: 'checkingCompany' },
        { target: 'loading' },
      ],
    },
    /** The URL names a company: is it one the citizen represents? (issue 10; spec 000 §6, spec 001 §2.3) */
    checkingCompany: {
      tags: ['busy'],
      meta: { spec: 'spec 001 §7 GET /all/my/requests/with/company (get_only_companies_details); issue 10', shows: ['loader'] },
      invoke: {
        id: 'loadRepresentedCompanies',
        src: 'loadRepresentedCompanies',
        input: ({ context }) => ({ citizenId: context.applicant.citizen_id }),
        onDone: [
          {
            guard: { type: 'isRepresentedCompany', params: ({ event }) => event.output },
            target: 'loading',
            actions: { type: 'assignCompany', params: ({ event }) => event.output },
          },
          { target: 'companyRefused' },
        ],
        onError: { target: 'failed', actions: 'assignLoadError' },
      },
    },
    /** The citizen does not represent the URL's company: nothing is loaded or sent for it (issue 10). */
    companyRefused: {
      type: 'final',
      meta: {
        spec: 'issue 10 "URL-trusted company" (not in spec)',
        shows: ['requestForm.companyRefused', 'requestForm.continuePersonal', 'requestForm.backToService'],
      },
    },
    /** 'No puede realizar una solicitud directamente, debe ser a través de un representante'. */
    restricted: { type: 'final' },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRequestForm',
        src: 'loadRequestForm',
        input: ({ context }) => ({ serviceId: context.serviceId, citizenId: context.applicant.citizen_id }),
        onDone: [
          { guard: 'isUnavailable', target: 'unavailable', actions: 'assignLoaded' },
          { guard: 'hasDraft', target: 'draftPrompt', actions: 'assignLoaded' },
          { target: 'tariffEntry', actions: 'assignLoaded' },
        ],
        onError: [
          { guard: 'isNotFound', target: 'notFound' },
          { target: 'failed', actions: 'assignLoadError' },
        ],
      },
    },
    failed: {
      // Through `start`: a company not yet checked is checked first.
      on: { retry: { target: 'start', actions: 'clearError' } },
    },
    notFound: { type: 'final', entry: 'leaveToPublic' },
    /** The service cannot be requested online (type_id 1 or no expert form). */
    unavailable: { type: 'final' },
    draftPrompt: {
      on: {
        'draft.restore': { target: 'restoring', actions: 'restoreDraft' },
        'draft.discard': { target: 'tariffEntry', actions: 'dropDraft' },
      },
    },
    restoring: {
      tags: ['guarded', 'busy'],
      after: { restoreDelay: 'filling' },
    },
    tariffEntry: {
      always: [{ guard: 'hasTariffs', target: 'tariff' }, { target: 'filling', actions: 'startWithoutTariff' }],
    },
    tariff: {
      on: {
        'variation.select': { actions: 'selectVariation' },
        'tariff.confirm': { guard: 'hasVariation', target: 'filling', actions: 'confirmVariation' },
        'tariff.close': [
          { guard: 'hasForm', target: 'filling', actions: 'resetSelection' },
          { target: 'closed', actions: 'leavePage' },
        ],
      },
    },
    closed: { type: 'final' },
    filling: {
      tags: ['guarded'],
      type: 'parallel',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'changeField' },
            'field.blur': { actions: 'planCheck' },
            'grid.add': { actions: 'addRow' },
            'grid.remove': { actions: 'removeRow' },
            'step.next': [
              { guard: 'isChecking' },
              {
                guard: 'isStepInvalid',
                actions: [
                  'assignStepErrors',
                  { type: 'notifyError', params: { key: 'requestForm.fillRequired' } },
                  { type: 'focusField', params: ({ context }) => ({ fieldId: firstInvalidField(context, context.stepErrors) ?? '' }) },
                ],
              },
              { guard: 'isLastStep', target: '#requestForm.confirming' },
              { actions: ['nextStep', 'requestDraftSave'] },
            ],
            'step.back': [{ guard: 'isFirstStep', target: '#requestForm.tariff' }, { actions: 'previousStep' }],
          },
        },
        checks: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'hasQueuedCheck', target: 'checking' },
            },
            checking: {
              tags: ['checking'],
              invoke: {
                id: 'validateField',
                src: 'validateField',
                input: ({ context }) => context.checks[0].check,
                onDone: { target: 'idle', actions: ['applyCheck', { type: 'notifyNotice', params: ({ context }) => context.lastNotice }] },
                onError: { target: 'idle', actions: ['applyCheck', { type: 'notifyNotice', params: ({ context }) => context.lastNotice }] },
              },
            },
          },
        },
        /**
         * Draft saves (spec 001 §4 "A draft is saved each time a step is advanced"). A failed save
         * never stops the form: the browser keeps the draft and a quiet notice says so. A newer
         * advance restarts a save still running (the newest state wins).
         */
        drafts: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'draft.save': 'saving' },
            },
            saving: {
              on: { 'draft.save': { target: 'saving', reenter: true } },
              invoke: {
                id: 'saveDraft',
                src: 'saveDraft',
                input: ({ context }) => draftBody(context),
                onDone: { target: 'idle', actions: 'markDraftSaved' },
                onError: { target: 'idle', actions: 'markDraftKeptLocally' },
              },
            },
          },
        },
      },
    },
    confirming: {
      tags: ['guarded'],
      on: {
        'confirm.accept': { target: 'submitting', actions: 'clearError' },
        'confirm.cancel': 'filling',
      },
    },
    submitting: {
      tags: ['guarded', 'busy'],
      initial: 'route',
      states: {
        route: {
          always: [
            { guard: 'hasCreatedRequest', target: 'afterCreate' },
            { guard: 'hasFilesToUpload', target: 'uploading' },
            { target: 'creating' },
          ],
        },
        uploading: {
          entry: 'startUpload',
          invoke: {
            id: 'uploadFiles',
            src: 'uploadFiles',
            input: ({ context }) => ({
              files: filesToUpload(filesOf(context), context.uploaded).map((f) => (f.entry.candidate as unknown as { file: File }).file),
            }),
          },
          on: {
            'upload.progress': { actions: 'trackProgress' },
            'upload.done': { target: 'creating', actions: 'assignUploaded' },
            'upload.failed': { target: '#requestForm.filling', actions: ['failUpload', notifyLastError] },
          },
        },
        creating: {
          invoke: {
            id: 'createRequest',
            src: 'createRequest',
            input: ({ context }) => ({ context }),
            onDone: { target: 'afterCreate', actions: 'assignCreated' },
            onError: { target: '#requestForm.filling', actions: ['failSubmit', notifyLastError] },
          },
        },
        afterCreate: {
          always: [
            { guard: 'hasNoFiles', target: '#requestForm.sent' },
            { guard: 'needsDocumentManager', target: 'documentManager' },
            { target: 'assigning' },
          ],
        },
        documentManager: {
          invoke: {
            id: 'sendToDocumentManager',
            src: 'sendToDocumentManager',
            input: ({ context }) => ({ context }),
            onDone: { target: 'assigning', actions: 'markManagerDone' },
            onError: { target: '#requestForm.submitFailed', actions: ['failManager', notifyLastError] },
          },
        },
        assigning: {
          invoke: {
            id: 'assignDocuments',
            src: 'assignDocuments',
            input: ({ context }) => ({ context }),
            onDone: { target: '#requestForm.sent' },
            onError: { target: '#requestForm.submitFailed', actions: ['failSubmit', notifyLastError] },
          },
        },
      },
    },
    /** The request exists but a later step failed: only a retry (the form is locked). */
    submitFailed: {
      tags: ['guarded'],
      on: { 'submit.retry': { target: 'submitting', actions: 'clearError' } },
    },
    sent: {
      tags: ['busy'],
      entry: { type: 'notifySuccess', params: { key: 'requestForm.sent' } },
      after: { redirectDelay: 'done' },
    },
    done: {
      type: 'final',
      entry: { type: 'goToDetails', params: ({ context }) => ({ requestId: Number(context.created?.RequestID) }) },
    },
  },
});
