/**
 * The implementations of the request-form chart (src/machines/requestForm.machine.ts): its types,
 * actors (./actors.ts and the submit child ./submit.machine.ts), delays, guards and actions, as one
 * `setup` both the chart and its form region (./filling.ts, `createStateConfig`) are built from, so
 * TypeScript checks every guard and action name either uses (spec 001 §2.4, §4 Form flow and Submit
 * sequence, §5 Dynamic fields, §8; contract §1.8, §2.8–§2.10). Guards and actions that read an
 * actor's answer or an event's fields take them as typed `params` (`event.output` / `event.error`,
 * the field and value of `field.change`…), never a cast or a check of the event's type.
 */
import { assign, raise, setup } from 'xstate';
import type { RepresentedCompany } from '../../api/representedCompanies';
import type { SchemaDraftSaveBody } from '../../api/generated/admin';
import { keepLocalDraft } from '../../api/localDraft';
import { keepSentTariff } from '../../api/sentTariffs';
import type { SentChoice } from '../../domain/receipt';
import { failureOf } from '../../api/result';
import { DRAFT_RESTORE_OVERLAY_MS, SUBMIT_REDIRECT_MS } from '../../domain/constants';
import {
  initialState,
  previousVisibleStep,
  removeGridRow,
  visibleSteps,
  type FieldValue,
  type GridRow,
  type ServerNotice,
  type ServerOutcome,
} from '../../domain/expertForm';
import { hasVariations, type RequestCompany } from '../../domain/requestSubmission';
import type { MessageKey } from '../../messages/es';
import { requestFormActors } from './actors';
import { currentStepErrors, isOnLastStep, isReviewReady, isVisibleStepOf } from './selectors';
import { requestSubmitMachine } from './submit.machine';
import type { CompanyClaim, LoadedRequestForm, RequestFormContext, RequestFormEvent, RequestFormInput, SubmitOutput } from './types';
import { addedRow, appliedCheck, changedField, changedStep, confirmedVariation, movedStep, plannedCheck, restoredDraft } from './updates';

/**
 * The company the URL names among those the citizen represents, with the SERVER's name; null when
 * it is not one of them (issue 10). The represented ids are numbers (src/api/representedCompanies.ts
 * rejects any other answer), so a claim without an id (not a safe positive integer) never matches.
 */
function representedCompany(claim: CompanyClaim | null, companies: RepresentedCompany[]): RequestCompany | null {
  // Stryker disable next-line OptionalChaining: `checkingCompany`, the only state that asks, is entered only with a claim (hasCompanyClaim)
  const found = companies.find((c) => c.id === claim?.id);
  return found ? { id: found.id, name: found.company_name } : null;
}

/** The request form's `setup` (see module documentation). */
export const requestFormSetup = setup({
  types: {
    context: {} as RequestFormContext,
    events: {} as RequestFormEvent,
    input: {} as RequestFormInput,
    tags: {} as 'guarded' | 'busy' | 'checking',
    children: {} as {
      loadRepresentedCompanies: 'loadRepresentedCompanies';
      loadRequestForm: 'loadRequestForm';
      validateField: 'validateField';
      saveDraft: 'saveDraft';
      submit: 'submitRequest';
    },
  },
  actors: { ...requestFormActors, submitRequest: requestSubmitMachine },
  delays: {
    restoreDelay: DRAFT_RESTORE_OVERLAY_MS,
    redirectDelay: SUBMIT_REDIRECT_MS,
  },
  guards: {
    isRestricted: ({ context }) => context.restricted,
    /** The URL names a company that has not been checked yet. */
    hasCompanyClaim: ({ context }) => context.claimedCompany !== null && context.company === null,
    /** The URL's company id is one of the represented companies (params: the loaded list; issue 10). */
    isRepresentedCompany: ({ context }, companies: RepresentedCompany[]) => representedCompany(context.claimedCompany, companies) !== null,
    /** The service cannot be requested online (params: what `loadRequestForm` resolved). */
    isUnavailable: (_, loaded: LoadedRequestForm) => loaded.model === null,
    hasDraft: (_, loaded: LoadedRequestForm) => loaded.draft !== null,
    /** The service does not exist: HTTP 404 (params: the actor's error; spec 001 §8). */
    isNotFound: (_, error: unknown) => {
      const f = failureOf(error);
      return f?.kind === 'http' && f.status === 404;
    },
    // Stryker disable next-line OptionalChaining: `tariffEntry`, the only state that asks, follows assignLoaded, which sets the service
    hasTariffs: ({ context }) => hasVariations(context.service?.prices),
    hasVariation: ({ context }) => context.selectedVariation !== null,
    hasForm: ({ context }) => context.form !== null,
    isChecking: ({ context }) => context.checks.length > 0,
    hasQueuedCheck: ({ context }) => context.checks.length > 0,
    isStepInvalid: ({ context }) => Object.keys(currentStepErrors(context)).length > 0,
    isLastStep: ({ context }) => isOnLastStep(context),
    isFirstStep: ({ context }) => (context.form ? previousVisibleStep(context.form) : null) === null,
    /** The review was reached (or restored) and every visible step is valid (issue 27). */
    isReviewReady: ({ context }) => isReviewReady(context),
    /** 'Cambiar' names a visible step (params: its real index; issue 27). */
    isVisibleStep: ({ context }, step: number) => isVisibleStepOf(context, step),
    /** The submit pipeline sent the request (params: its output). */
    isSubmitted: (_, output: SubmitOutput) => output.error === null,
    /** The pipeline stopped after the request exists: only a retry (params: its output). */
    isRequestCreated: (_, output: SubmitOutput) => output.created !== null,
  },
  actions: {
    /** The checked company, with the name the server gives (params: the represented companies). */
    assignCompany: assign(({ context }, companies: RepresentedCompany[]) => ({ company: representedCompany(context.claimedCompany, companies) })),
    assignLoaded: assign((_, { service, model, draft }: LoadedRequestForm) => ({ service, model, draft, error: null })),
    assignLoadError: assign({ error: (): MessageKey => 'errors.loadFailed' }),
    restoreDraft: assign(({ context }) => restoredDraft(context)),
    dropDraft: assign({ draft: null }),
    /** Params: the chosen variation's id. */
    selectVariation: assign((_, variationId: number) => ({ selectedVariation: variationId })),
    confirmVariation: assign(({ context }) => confirmedVariation(context)),
    startWithoutTariff: assign(({ context }) => (context.model ? { form: initialState(context.model, null) } : {})),
    // Stryker disable next-line OptionalChaining: runs only when `hasForm`
    resetSelection: assign(({ context }) => ({ selectedVariation: context.form?.variationId ?? null })),
    /** Params: the field and its new value. */
    changeField: assign(({ context }, { fieldId, value }: { fieldId: string; value: FieldValue | undefined }) => changedField(context, fieldId, value)),
    /** On blur: a local precondition error (masks 20/24), or queue the server check (params: the field). */
    planCheck: assign(({ context }, fieldId: string) => plannedCheck(context, fieldId)),
    /** Applies the answer of the head check (dropped when the value changed meanwhile) and dequeues it (params: the outcome). */
    applyCheck: assign(({ context }, outcome: ServerOutcome) => appliedCheck(context, outcome)),
    /** Params: the grid and the row from its popup. */
    addRow: assign(({ context }, { gridId, row }: { gridId: string; row: GridRow }) => addedRow(context, gridId, row)),
    /** Params: the grid and the row's index. */
    removeRow: assign(({ context }, { gridId, index }: { gridId: string; index: number }) => ({
      form: context.form && removeGridRow(context.form, gridId, index),
    })),
    /** The current step's errors, shown after a refused Continuar / Enviar. */
    assignStepErrors: assign(({ context }) => ({ stepErrors: currentStepErrors(context) })),
    nextStep: assign(({ context }) => movedStep(context, 1)),
    /** The review is reached (issue 27): a later Continuar returns to it. */
    markReviewed: assign({ reviewed: true }),
    /** 'Cambiar' on the review: that step opens (params: its real index; issue 27). */
    openStep: assign(({ context }, step: number) => changedStep(context, step)),
    /** Retroceder on the review: the last visible step opens (issue 27). */
    openLastStep: assign(({ context }) => changedStep(context, context.form ? (visibleSteps(context.form).at(-1)?.index ?? context.form.step) : 0)),
    previousStep: assign(({ context }) => movedStep(context, -1)),
    /** Asks the `drafts` region to save the state after advancing (contract F2). */
    requestDraftSave: raise({ type: 'draft.save' }),
    markDraftSaved: assign({ draftNotice: null }),
    markDraftKeptLocally: assign({ draftNotice: (): MessageKey => 'requestForm.draftKeptLocally' }),
    clearError: assign({ error: null }),
    /** What the submit pipeline leaves: its message, uploads, created request, document manager done (params: its output). */
    assignSubmitOutcome: assign((_, { error, uploaded, created, managerDone, pendingCheck }: SubmitOutput) => ({
      error,
      uploaded,
      created,
      managerDone,
      pendingCheck,
    })),
    /** The submit pipeline itself broke (a bug): the support message (spec 001 §8). */
    assignSubmitCrash: assign({ error: (): MessageKey => 'requestForm.unexpectedError' }),
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
    /**
     * The session is ending because its refresh was refused (issue 25 "An expired session keeps the
     * work"): the browser keeps the draft as it stands, the answers of the step being typed
     * included (params: ./selectors.ts `draftBody`; src/api/localDraft.ts, keyed by citizen and
     * expert form); a draft without answers is not kept (contract F2). The next load offers it.
     */
    keepDraftLocally: (_, body: SchemaDraftSaveBody | null) => {
      if (body && body.data.length > 0) keepLocalDraft(body);
    },
    /**
     * The request exists: the browser remembers the tariff and variation chosen for it, keyed by
     * citizen and request (params: ./selectors.ts `sentChoiceOf`; src/api/sentTariffs.ts), so the
     * receipt made from its detail after a reload names them (issue 27 item 2).
     */
    keepSentTariff: (_, sent: { citizenId: string; choice: SentChoice } | null) => {
      if (sent) keepSentTariff(sent.citizenId, sent.choice);
    },
    /** Provided by the view: the service could not be found → /public (spec 001 §8). */
    leaveToPublic: () => {},
    /** Provided by the view: /app/serviceRequestedDetails/{requestId}. */
    goToDetails: (_, _params: { requestId: number }) => {},
  },
});
