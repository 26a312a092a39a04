/**
 * Submit pipeline of the request form (spec 001 §4 Submit sequence, §2.4, §8; contract §2.9–§2.10),
 * invoked by src/machines/requestForm.machine.ts as `submit` (src `submitRequest`) once the
 * confirmation is accepted.
 *
 * ```
 * route ─┬─ (a request exists) ─────────────────────────────┐
 *        ├─ (device files not uploaded yet) uploading ─┐    │
 *        └─────────────────────────────────── creating ◄┘    ▼
 * creating ── done → afterCreate ─┬─ (no files) ───────────────────────────→ sent (final)
 *                                 ├─ (send 1, not sent yet) documentManager ─→ assigning ─→ sent
 *                                 └──────────────────────────────────────────→ assigning
 * any failure (upload, create, document manager, assign) → failed (final, with the message)
 *
 * unknown outcome (issue 25: no readable answer, the server may have acted; src/api/outcome.ts):
 * creating ── unknown → checkingCreated ─┬─ found → afterCreate (continue ITS pipeline)
 *                                        ├─ none → failed ('no llegó', a retry creates it)
 *                                        └─ read failed → failed (pendingCheck kept: a retry checks again)
 * documentManager ── unknown → assigning (no read exists for it; its results are ignored, contract §2.10)
 * assigning ── unknown → checkingAssigned ─┬─ attached → sent
 *                                          ├─ not attached → failed (a retry assigns)
 *                                          └─ read failed → failed (pendingCheck kept)
 * route ── (pendingCheck create) → checkingCreated; (pendingCheck assign) → checkingAssigned
 * ```
 * 1. `uploading`: POST /files with the device files not uploaded yet (`uploadFiles`, a callback
 *    actor sending `upload.progress` percent, then `upload.done` or `upload.failed`), skipped when
 *    there are none. The descriptors are kept by submission file key.
 * 2. `creating`: POST /requests (`createRequest`, contract §2.10).
 * 3. `documentManager`: POST /uploadsoftexpert per document, only when the service's `send` is 1
 *    and not done yet (`sendToDocumentManager`).
 * 4. `assigning`: POST /assigndocument/{RequestID} (`assignDocuments`); skipped without files.
 *
 * Output ({@link SubmitOutput}): `error` null once sent, else the failed step's message key
 * ('requestForm.uploadError', 'requestForm.createError', 'requestForm.unexpectedError' for a
 * malformed answer, spec 001 §8), always with `uploaded`, `created` and `managerDone`, which the
 * parent keeps and passes back on a retry: a retry never uploads a file twice, never creates a
 * second request and never sends the documents to the manager twice (`route`, `afterCreate`).
 * 5. `checkingCreated` / `checkingAssigned`: 'No sabemos si su solicitud llegó al ministerio.
 *    Estamos comprobándolo…' while the server is re-read (`findCreatedRequest`: the applicant's desk
 *    list; `checkAssigned`: the request's detail). Nothing is sent again before the read says so: one
 *    intent, one request. A request found this way continues without the document manager (the
 *    identifiers it needs, `title`, `attributes`, `acronym`, were only in the lost answer).
 * IO only through the named actors below (./actors.ts), each with a narrow input (./selectors.ts).
 */
import { assign, setup, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import type { SchemaCreateRequestResponse, SchemaFileDescriptor } from '../../api/generated/admin';
import { failureOf, type ApiFailure } from '../../api/result';
import { isOutcomeUnknown } from '../outcome';
import { sendsToDocumentManager } from '../../domain/requestSubmission';
import type { MessageKey } from '../../messages/es';
import { requestSubmitActors } from './actors';
import {
  assignInput,
  checkAssignedInput,
  createInput,
  filesOf,
  findCreatedInput,
  hasPendingUploads,
  managerInput,
  pendingUploads,
  uploadInput,
} from './selectors';
import type { SubmitContext, SubmitEvent, SubmitInput, SubmitOutput } from './types';

/** Unexpected failures (a malformed answer, a thrown bug) take the support message (spec 001 §8). */
function failureMessage(error: unknown, expected: MessageKey): MessageKey {
  return (failureOf(error) ?? { kind: 'malformed' }).kind === 'malformed' ? 'requestForm.unexpectedError' : expected;
}

const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error;

/** The submit pipeline (see module documentation); input {@link SubmitInput}, output {@link SubmitOutput}. */
export const requestSubmitMachine = setup({
  types: {
    context: {} as SubmitContext,
    events: {} as SubmitEvent,
    input: {} as SubmitInput,
    output: {} as SubmitOutput,
  },
  actors: requestSubmitActors,
  guards: {
    /** A previous run created the request: resume after it (never a second request). */
    hasCreatedRequest: ({ context }) => context.created !== null,
    /** A previous run's POST /requests has an unknown outcome: check before anything else. */
    hasUncheckedCreate: ({ context }) => context.pendingCheck?.step === 'create',
    /** A previous run's POST /assigndocument has an unknown outcome: check before assigning again. */
    hasUncheckedAssign: ({ context }) => context.pendingCheck?.step === 'assign',
    /** The failed call's outcome is unknown (src/api/outcome.ts): the server may have done it. */
    isOutcomeUnknown,
    /** Params: `findCreatedRequest`'s output. */
    isFound: (_, found: SchemaCreateRequestResponse | null) => found !== null,
    /** Params: `checkAssigned`'s output. */
    isAssigned: (_, assigned: boolean) => assigned,
    hasFilesToUpload: ({ context }) => hasPendingUploads(context),
    hasNoFiles: ({ context }) => filesOf(context).length === 0,
    needsDocumentManager: ({ context }) =>
      !context.managerDone &&
      // Stryker disable next-line ConditionalExpression: equivalent, a request is only created with its service (createRequest refuses without it), so afterCreate always has one
      context.service !== null &&
      sendsToDocumentManager(context.service),
  },
  actions: {
    startUpload: assign({ uploadPercent: 0 }),
    /** Params: the percent `upload.progress` reported. */
    trackProgress: assign((_, percent: number) => ({ uploadPercent: Math.max(0, Math.min(100, percent)) })),
    /**
     * Params: the descriptors of `upload.done`, keyed in the order of the files sent
     * ({@link pendingUploads}), added to the uploads a previous run kept.
     */
    assignUploaded: assign(({ context }, files: SchemaFileDescriptor[]) => {
      const uploaded = { ...context.uploaded };
      pendingUploads(context).forEach((p, i) => {
        const d = files[i];
        // Stryker disable next-line ConditionalExpression: equivalent, a key without its descriptor reads as not uploaded, like a missing key (filesToUpload uploads it again, labelledDescriptors refuses it)
        if (d) uploaded[p.key] = d;
      });
      return { uploaded, uploadPercent: null };
    }),
    /** Params: the failure of `upload.failed`; a malformed answer takes the support message (spec 001 §8). */
    failUpload: assign((_, failure: ApiFailure) => ({
      error: failure.kind === 'malformed' ? ('requestForm.unexpectedError' as const) : ('requestForm.uploadError' as const),
      uploadPercent: null,
    })),
    assignCreated: assign((_, created: SchemaCreateRequestResponse) => ({ created })),
    markManagerDone: assign({ managerDone: true }),
    /** POST /requests is about to be sent: remember when (its outcome may have to be found by time). */
    startAttempt: assign({ attemptStartedAt: () => Date.now() }),
    markCreateUnknown: assign(({ context }) => ({ pendingCheck: { step: 'create' as const, since: context.attemptStartedAt ?? Date.now() } })),
    markAssignUnknown: assign({ pendingCheck: { step: 'assign' as const } }),
    /**
     * Params: the request the attempt created. Continues its pipeline; without the document manager,
     * whose identifiers were only in the lost answer (see module documentation).
     */
    assignFound: assign((_, found: SchemaCreateRequestResponse | null) => ({ created: found, managerDone: true, pendingCheck: null })),
    /** The server has no such request: the retry creates it. */
    failNotCreated: assign({ pendingCheck: null, error: 'requestForm.outcomeNotCreated' as const }),
    /** The documents are not attached: the retry assigns them. */
    failNotAssigned: assign({ pendingCheck: null, error: 'requestForm.outcomeNotAssigned' as const }),
    /** The server could not be read: the outcome stays unknown (a retry checks again). */
    failUnchecked: assign({ error: 'requestForm.outcomeUnchecked' as const }),
    clearPendingCheck: assign({ pendingCheck: null }),
    /** Params: the actor's error. */
    failSubmit: assign((_, error: unknown) => ({ error: failureMessage(error, 'requestForm.createError') })),
    failManager: assign((_, error: unknown) => ({ error: failureMessage(error, 'requestForm.unexpectedError') })),
  },
}).createMachine({
  id: 'requestSubmit',
  context: ({ input }) => ({ ...input, uploadPercent: null, error: null, attemptStartedAt: null }),
  initial: 'route',
  states: {
    route: {
      meta: { spec: 'spec 001 §4 Submit sequence (a retry resumes where it stopped)', shows: ['requestForm.sending'] },
      always: [
        { guard: 'hasUncheckedCreate', target: 'checkingCreated' },
        { guard: 'hasUncheckedAssign', target: 'checkingAssigned' },
        { guard: 'hasCreatedRequest', target: 'afterCreate' },
        { guard: 'hasFilesToUpload', target: 'uploading' },
        { target: 'creating' },
      ],
    },
    uploading: {
      entry: 'startUpload',
      meta: { spec: 'spec 001 §4 Submit step 1 "Upload new files"; §7 multipart upload with progress', shows: ['requestForm.uploading {n}', 'progress bar'] },
      invoke: { id: 'uploadFiles', src: 'uploadFiles', input: ({ context }) => uploadInput(context) },
      on: {
        'upload.progress': { actions: { type: 'trackProgress', params: ({ event }) => event.percent } },
        'upload.done': { target: 'creating', actions: { type: 'assignUploaded', params: ({ event }) => event.files } },
        'upload.failed': { target: 'failed', actions: { type: 'failUpload', params: ({ event }) => event.failure } },
      },
    },
    creating: {
      meta: { spec: 'spec 001 §4 Submit step 2 "Create the request"; contract §2.10', shows: ['requestForm.sending'] },
      entry: 'startAttempt',
      invoke: {
        id: 'createRequest',
        src: 'createRequest',
        input: ({ context }) => createInput(context),
        onDone: { target: 'afterCreate', actions: { type: 'assignCreated', params: ({ event }) => event.output } },
        onError: [
          { guard: 'isOutcomeUnknown', target: 'checkingCreated', actions: 'markCreateUnknown' },
          { target: 'failed', actions: { type: 'failSubmit', params: errorOf } },
        ],
      },
    },
    checkingCreated: {
      meta: {
        spec: 'spec 001 §4 Submit step 2 with an unknown outcome (issue 25): the newest request of the service created after the attempt began, contract D2',
        shows: ['requestForm.checkingOutcome'],
      },
      invoke: {
        id: 'findCreatedRequest',
        src: 'findCreatedRequest',
        input: ({ context }) => findCreatedInput(context),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => event.output },
            target: 'afterCreate',
            actions: { type: 'assignFound', params: ({ event }) => event.output },
          },
          { target: 'failed', actions: 'failNotCreated' },
        ],
        onError: { target: 'failed', actions: 'failUnchecked' },
      },
    },
    afterCreate: {
      meta: { spec: 'spec 001 §4 Submit steps 3–4', shows: ['requestForm.sending'] },
      always: [{ guard: 'hasNoFiles', target: 'sent' }, { guard: 'needsDocumentManager', target: 'documentManager' }, { target: 'assigning' }],
    },
    documentManager: {
      meta: { spec: "spec 001 §4 Submit step 3 (only when the service's send is 1)", shows: ['requestForm.sending'] },
      invoke: {
        id: 'sendToDocumentManager',
        src: 'sendToDocumentManager',
        input: ({ context }) => managerInput(context),
        onDone: { target: 'assigning', actions: 'markManagerDone' },
        onError: [
          // No read tells whether the manager has them, and the existing portal ignores these answers (contract §2.10 step 5): never sent twice.
          { guard: 'isOutcomeUnknown', target: 'assigning', actions: 'markManagerDone' },
          { target: 'failed', actions: { type: 'failManager', params: errorOf } },
        ],
      },
    },
    assigning: {
      meta: { spec: 'spec 001 §4 Submit step 4 "Assign the documents to the request"', shows: ['requestForm.sending'] },
      invoke: {
        id: 'assignDocuments',
        src: 'assignDocuments',
        input: ({ context }) => assignInput(context),
        onDone: { target: 'sent' },
        onError: [
          { guard: 'isOutcomeUnknown', target: 'checkingAssigned', actions: 'markAssignUnknown' },
          { target: 'failed', actions: { type: 'failSubmit', params: errorOf } },
        ],
      },
    },
    checkingAssigned: {
      meta: {
        spec: "spec 001 §4 Submit step 4 with an unknown outcome (issue 25): the request's documents, contract Q1 request_document",
        shows: ['requestForm.checkingOutcome'],
      },
      invoke: {
        id: 'checkAssigned',
        src: 'checkAssigned',
        input: ({ context }) => checkAssignedInput(context),
        onDone: [
          { guard: { type: 'isAssigned', params: ({ event }) => event.output }, target: 'sent', actions: 'clearPendingCheck' },
          { target: 'failed', actions: 'failNotAssigned' },
        ],
        onError: { target: 'failed', actions: 'failUnchecked' },
      },
    },
    sent: {
      type: 'final',
      meta: { spec: 'spec 001 §4 Submit sequence complete (the parent then shows §2.4 "Solicitud enviada")', shows: ['requestForm.sending'] },
    },
    failed: { type: 'final', meta: { spec: 'spec 001 §4 "Failure at any step shows an error message"; §8', shows: ['error: context.error'] } },
  },
  output: ({ context }) => ({
    error: context.error,
    uploaded: context.uploaded,
    created: context.created,
    managerDone: context.managerDone,
    pendingCheck: context.pendingCheck,
  }),
});

/** A snapshot of the submit pipeline (the view reads it through `snapshot.children.submit`). */
export type RequestSubmitSnapshot = SnapshotFrom<typeof requestSubmitMachine>;

/** Whether the pipeline is re-reading the server after a write with an unknown outcome (the view says so). */
export function isCheckingOutcome(s: RequestSubmitSnapshot | undefined): boolean {
  return !!s && (s.matches('checkingCreated') || s.matches('checkingAssigned'));
}

/**
 * The upload progress the view shows, percent 0–100, while the files are uploading (spec 001 §2.4
 * 'Subiendo documentos'); null when no pipeline runs or it is at another step.
 */
export function uploadProgressOf(s: RequestSubmitSnapshot | undefined): number | null {
  return s?.matches('uploading') ? (s.context.uploadPercent ?? 0) : null;
}
