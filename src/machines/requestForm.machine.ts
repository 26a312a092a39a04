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
 * filling = editing ∥ checks(idle ⇄ checking) ─ step.next on the last visible step [valid] → reviewing
 *                                             (or on any step [reviewed, every visible step valid])
 * reviewing (save the draft 'at the review') = summary ─ step.next → confirming ─ confirm.cancel → summary
 *   summary ─ review.change(step) → filling on that step · step.back → filling on the last step
 * confirming ─ confirm.accept → submitting (child `submit`: uploading? → creating → documentManager? → assigning)
 * submitting ─┬─ sent ─ 1 s → done
 *             ├─ failed after the request exists → submitFailed ─ submit.retry → submitting
 *             └─ failed before → reviewing (the message, values and uploads kept)
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
 * - `filling` (the steps, the server validations on blur and the draft saves) is a state config of
 *   its own, ./requestForm/filling.ts: editing ∥ checks ∥ drafts.
 * - 'Revise su solicitud' (issue 27): after the last step, before the spec's confirmation dialog
 *   (which now opens over the review, `reviewing.confirming`), the review lists every visible step
 *   with its answers. 'Cambiar' (`review.change`) opens a step; its Continuar returns to the review
 *   once every visible step is valid (`isReviewReady`), else the steps a rule showed are walked
 *   first. Entering the review saves the draft marked as saved there, and a draft restored with that
 *   mark opens the review. A failed submit before the request exists returns to the review.
 * - Submit (spec 001 §4): the pipeline (upload, create, document manager, assign) is its own chart,
 *   ./requestForm/submit.machine.ts, invoked as `submit`; its output (message, uploads, created
 *   request, document manager done) is kept here and passed back on a retry. A failure before the
 *   request exists returns to the review with the message ('Ha ocurrido un error subiendo los documentos.' / 'Ha ocurrido un error favor intentar mas
 *   tarde.' / 'Ha ocurrido un error,contacte al soporte para mas información'), values and uploaded
 *   files kept; after it exists, `submitFailed` offers a retry that resumes where it stopped (never a
 *   second request). Success: 'Solicitud enviada satisfactoriamente.', then after 1 s
 *   `goToDetails` with the new RequestID. Once the request exists (`sent`, `submitFailed`) the
 *   browser remembers the tariff and variation chosen for it (`keepSentTariff`,
 *   src/api/sentTariffs.ts): the detail names none, and the receipt made from it names them.
 * - A session ended by a refused token refresh (issue 25 "An expired session keeps the work"):
 *   `session.expiring` in `filling` or `confirming` keeps the draft as it stands, the step being
 *   typed included, in the browser (`keepDraftLocally`, src/api/localDraft.ts); the next load as the
 *   same citizen offers it ('Se ha encontrado información previa…').
 * - States tagged `guarded` need the leave warning; `busy` ones show a loader; `checking` while a
 *   server validation runs.
 *
 * IO only through the named actors (./requestForm/actors.ts, each with a narrow input built by
 * ./requestForm/selectors.ts), the submit child and the browser's copy of the draft; toasts, focus and navigation through named
 * actions the view provides. Guards, actions and actors in ./requestForm/setup.ts; types in
 * ./requestForm/types.ts; editing updates in ./requestForm/updates.ts. Context holds message keys;
 * the view turns them into text.
 */
import type { ErrorActorEvent } from 'xstate';
import { fillingState } from './requestForm/filling';
import { draftBody, sentChoiceOf, submitInput } from './requestForm/selectors';
import { requestFormSetup } from './requestForm/setup';
import type { RequestFormContext } from './requestForm/types';

export * from './requestForm/types';
export { currentStepErrors, filesOf, firstInvalidField, gridRowErrors, isOnLastStep, draftBody } from './requestForm/selectors';
export { isCheckingOutcome, uploadProgressOf, type RequestSubmitSnapshot } from './requestForm/submit.machine';

/** The toast after a failed submit step (views resolve keys). */
const notifyLastError = {
  type: 'notifyError',
  // Stryker disable next-line StringLiteral: runs only after a failed pipeline output or assignSubmitCrash, both set `error`; the fallback never shows
  params: ({ context }: { context: RequestFormContext }) => ({ key: context.error ?? 'requestForm.unexpectedError' }),
} as const;

/** Remembers the tariff chosen for the request that now exists (issue 27 item 2; src/api/sentTariffs.ts). */
const keepSentTariff = {
  type: 'keepSentTariff',
  params: ({ context }: { context: RequestFormContext }) => sentChoiceOf(context),
} as const;

/** The request-form statechart (see module documentation); input `RequestFormInput` (./requestForm/types.ts). */
export const requestFormMachine = requestFormSetup.createMachine({
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
    uploaded: {},
    created: null,
    managerDone: false,
    pendingCheck: null,
    error: null,
    lastNotice: null,
    draftNotice: null,
    reviewed: false,
  }),
  initial: 'start',
  states: {
    start: {
      meta: { spec: 'spec 001 §2.3 rule 1; issue 10 (the URL company is checked first)', shows: ['loader'] },
      always: [{ guard: 'isRestricted', target: 'restricted' }, { guard: 'hasCompanyClaim', target: 'checkingCompany' }, { target: 'loading' }],
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
        spec: 'spec 001 §2.3 (company requests); issue 10 "URL-trusted company" (not in spec)',
        shows: ['requestForm.companyRefused', 'requestForm.continuePersonal', 'requestForm.backToService'],
      },
    },
    restricted: { type: 'final', meta: { spec: 'spec 001 §2.3 rule 1 (restricted base role 2), §8', shows: ['errors.restrictedRole', 'requestForm.toDesk'] } },
    loading: {
      tags: ['busy'],
      meta: { spec: 'spec 001 §7 GET service + GET expert form (contract §2.3, §2.4)', shows: ['loader'] },
      invoke: {
        id: 'loadRequestForm',
        src: 'loadRequestForm',
        input: ({ context }) => ({ serviceId: context.serviceId, citizenId: context.applicant.citizen_id }),
        onDone: [
          {
            guard: { type: 'isUnavailable', params: ({ event }) => event.output },
            target: 'unavailable',
            actions: { type: 'assignLoaded', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'hasDraft', params: ({ event }) => event.output },
            target: 'draftPrompt',
            actions: { type: 'assignLoaded', params: ({ event }) => event.output },
          },
          { target: 'tariffEntry', actions: { type: 'assignLoaded', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }: { event: ErrorActorEvent }) => event.error }, target: 'notFound' },
          { target: 'failed', actions: 'assignLoadError' },
        ],
      },
    },
    failed: {
      meta: { spec: 'spec 001 §8; docs/ARCHITECTURE.md "When a backend is down…"', shows: ['errors.loadFailed', 'common.retry'] },
      // Through `start`: a company not yet checked is checked first.
      on: { retry: { target: 'start', actions: 'clearError' } },
    },
    notFound: {
      type: 'final',
      entry: 'leaveToPublic',
      meta: { spec: 'spec 001 §8 (a service that does not exist → /public)', shows: ['loader', 'navigation to /public'] },
    },
    /** The service cannot be requested online (type_id 1 or no expert form). */
    unavailable: {
      type: 'final',
      meta: { spec: 'spec 001 §2.3 (online request only when the service has a form)', shows: ['requestForm.unavailable', 'requestForm.backToService'] },
    },
    draftPrompt: {
      meta: {
        spec: 'spec 001 §4 Form flow "If a saved draft exists a dialog asks…"',
        shows: ['requestForm.draftFound', 'requestForm.draftRestore', 'requestForm.draftDiscard'],
      },
      on: {
        'draft.restore': { target: 'restoring', actions: 'restoreDraft' },
        'draft.discard': { target: 'tariffEntry', actions: 'dropDraft' },
      },
    },
    restoring: {
      tags: ['guarded', 'busy'],
      meta: { spec: 'spec 001 §4 Form flow "a \'Restableciendo\' overlay of about 2.5 s"', shows: ['requestForm.restoring'] },
      // issue 27: a draft saved on the review opens there (when every visible step is still valid).
      after: { restoreDelay: [{ guard: 'isReviewReady', target: 'reviewing' }, { target: 'filling' }] },
    },
    tariffEntry: {
      meta: { spec: 'spec 001 §2.4 "First a full-screen dialog \'Tarifas del servicio\'"', shows: ['loader'] },
      always: [
        { guard: 'hasTariffs', target: 'tariff' },
        { target: 'filling', actions: 'startWithoutTariff' },
      ],
    },
    tariff: {
      meta: {
        spec: 'spec 001 §2.4 Tarifas del servicio; §4 Form flow',
        shows: ['requestForm.tariffsTitle', 'requestForm.variationLabel', 'requestForm.confirmVariation'],
      },
      on: {
        'variation.select': { actions: { type: 'selectVariation', params: ({ event }) => event.variationId } },
        'tariff.confirm': { guard: 'hasVariation', target: 'filling', actions: 'confirmVariation' },
        'tariff.close': [
          { guard: 'hasForm', target: 'filling', actions: 'resetSelection' },
          { target: 'closed', actions: 'leavePage' },
        ],
      },
    },
    closed: { type: 'final', meta: { spec: 'spec 001 §2.4 (closing the tariffs before a form leaves the page)', shows: ['navigation to the service'] } },
    filling: fillingState,
    /**
     * 'Revise su solicitud' (issue 27): every visible step with its answers, a 'Cambiar' per step,
     * Enviar Solicitud; then the spec's confirmation dialog over it (`confirming`). Reaching it is an
     * advance: the draft is saved, marked as saved on the review (contract §2.8 `fakeStep` one past
     * the last visible step), so that restoring it opens here.
     */
    reviewing: {
      tags: ['guarded'],
      initial: 'summary',
      entry: 'markReviewed',
      meta: {
        spec: 'issue 27 "Revise su solicitud" (before spec 001 §2.4 confirmation dialog); spec 001 §4 "A draft is saved each time a step is advanced"',
        shows: ['requestForm.reviewTitle', 'each visible step: title, answers, requestForm.reviewChange'],
      },
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        input: ({ context }) => draftBody(context, true),
        onDone: { actions: 'markDraftSaved' },
        onError: { actions: 'markDraftKeptLocally' },
      },
      on: {
        'session.expiring': { actions: { type: 'keepDraftLocally', params: ({ context }) => draftBody(context, true) } },
      },
      states: {
        summary: {
          meta: {
            spec: 'issue 27 "Revise su solicitud" (not in spec; before spec 001 §2.4 confirmation dialog)',
            shows: ['requestForm.reviewTitle', 'requestForm.reviewChange', 'requestForm.back', 'requestForm.submit', 'error: context.error'],
          },
          on: {
            'review.change': {
              guard: { type: 'isVisibleStep', params: ({ event }) => event.step },
              target: '#requestForm.filling',
              actions: { type: 'openStep', params: ({ event }) => event.step },
            },
            'step.back': { target: '#requestForm.filling', actions: 'openLastStep' },
            'step.next': { target: 'confirming', actions: 'clearError' },
          },
        },
        confirming: {
          meta: {
            spec: 'spec 001 §2.4 confirmation dialog (data truthful, authorises consulting)',
            shows: ['requestForm.confirmTitle', 'requestForm.confirmBody', 'requestForm.submit', 'requestForm.review'],
          },
          on: {
            'confirm.accept': { target: '#requestForm.submitting', actions: 'clearError' },
            'confirm.cancel': 'summary',
          },
        },
      },
    },
    /** The submit pipeline runs as the child `submit` (./requestForm/submit.machine.ts); the view reads its progress. */
    submitting: {
      tags: ['guarded', 'busy'],
      meta: { spec: 'spec 001 §4 Submit sequence', shows: ['requestForm.sending', 'requestForm.uploading {n} while uploading'] },
      invoke: {
        id: 'submit',
        src: 'submitRequest',
        input: ({ context }) => submitInput(context),
        onDone: [
          {
            guard: { type: 'isSubmitted', params: ({ event }) => event.output },
            target: 'sent',
            actions: { type: 'assignSubmitOutcome', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isRequestCreated', params: ({ event }) => event.output },
            target: 'submitFailed',
            actions: [{ type: 'assignSubmitOutcome', params: ({ event }) => event.output }, notifyLastError],
          },
          { target: 'reviewing', actions: [{ type: 'assignSubmitOutcome', params: ({ event }) => event.output }, notifyLastError] },
        ],
        onError: { target: 'reviewing', actions: ['assignSubmitCrash', notifyLastError] },
      },
    },
    /** The request exists but a later step failed: only a retry (the form is locked). */
    submitFailed: {
      tags: ['guarded'],
      meta: { spec: 'spec 001 §4 "Failure at any step shows an error message"', shows: ['error: context.error', 'requestForm.retrySubmit'] },
      entry: keepSentTariff,
      on: { 'submit.retry': { target: 'submitting', actions: 'clearError' } },
    },
    sent: {
      tags: ['busy'],
      meta: { spec: 'spec 001 §2.4 "Solicitud enviada satisfactoriamente." then redirect after 1 s', shows: ['requestForm.sent'] },
      entry: [{ type: 'notifySuccess', params: { key: 'requestForm.sent' } }, keepSentTariff],
      after: { redirectDelay: 'done' },
    },
    done: {
      type: 'final',
      meta: { spec: 'spec 001 §2.4 redirect to the request detail', shows: ['navigation to /app/serviceRequestedDetails/{RequestID}'] },
      // Stryker disable next-line OptionalChaining: `done` follows `sent`, entered only with the created request assigned
      entry: { type: 'goToDetails', params: ({ context }) => ({ requestId: Number(context.created?.RequestID) }) },
    },
  },
});
