/**
 * Required-document action, type 1 (spec 001 §2.5 Required-action banners "action 1: required-document
 * upload (title 'Documento requerido', multiple files, ENVIAR)", §4 Other transitions, §5 Required-
 * document form, §7 Request detail calls, §8, §9; contract §3.3, Q7, F4).
 *
 * ```
 * start ─┬─ [isOpenAction] → editing ─ documents.send [hasFiles] → sending ─┐      (else: 'Debe adjuntar…')
 *        └─ unavailable                   ▲                                  │
 *                                         └──── any step fails ◄─────────────┤
 * sending: route ─┬─ [hasFilesToUpload] uploading ─ upload.done ─→ route     │
 *                 ├─ [hasRecordToSave] recording ─ done ─→ route (one per file)
 *                 └─ completing ─ done ─→ sent ─ 500 ms (returnToDetailsDelay) → done (final)
 * ```
 * - `files.change` (editing only) holds the picked device files; `documents.send` with none shows
 *   'Debe adjuntar al menos un documento' (spec 001 §5 "at least one file").
 * - Sending (tags `guarded` for the leave warning, `busy` for the loader): POST /files with progress
 *   (only files not yet uploaded), then one POST /requests/action/save per file (only files whose
 *   record is not saved yet: {@link recordBody}, contract §3.3), then POST /assigndocumentsoftexpert
 *   ({@link completionBody}, contract Q7). `documents.send` is ignored meanwhile (a double click
 *   sends once).
 * - Any failure: back to editing with 'Ha ocurrido un error, contacte a soporte' (spec 001 §8), the
 *   picked files kept; a retry resumes: uploaded files are not uploaded again, saved records not
 *   saved again.
 * - Success: 'Documento requerido enviada satisfactoriamente', then after 500 ms the final state
 *   `done` (the view calls its `onDone`: the page returns to details and reloads, spec 001 §4).
 * - `unavailable`: the request has no pending action 1 or its base status is not 1 (nothing to send).
 *
 * IO only through the named actors `uploadFiles`, `saveRecord`, `completeDocuments`; toasts through
 * the named actions `notifySuccess` / `notifyError` (the view provides them).
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  completeRequiredDocuments,
  saveRequiredDocumentRecord,
  type RequiredActionCompletionBody,
  type RequiredDocumentRecordBody,
} from '../../api/requiredActions';
import { forgetRequestDetail } from '../../api/requestDetail';
import { unwrap } from '../../api/result';
import { RETURN_TO_DETAILS_MS } from '../../domain/constants';
import { requiredDocumentActionId } from '../../domain/requestDetail';
import { canCompleteRequiredAction } from '../../domain/status';
import { t, type MessageKey } from '../../messages/es';
import '../../messages/es/requestDetail';
import type { RequestDetail, RequestViewer } from './types';
import {
  clampPercent,
  documentManagerFields,
  uploadFilesLogic,
  type ChosenFile,
  type FileDescriptor,
  type UploadEvent,
  type UploadFilesInput,
} from './uploads';

export type { ChosenFile };

/** Input: the current detail and the signed-in owner. */
export interface RequiredDocumentInput {
  detail: RequestDetail;
  viewer: RequestViewer;
}

export interface RequiredDocumentContext extends RequiredDocumentInput {
  /** The picked files, in the picker's order (labels number them from 1). */
  files: ChosenFile[];
  /** Descriptors of uploaded files by picked-file id (kept across retries). */
  uploaded: Readonly<Record<string, FileDescriptor>>;
  /** Picked-file ids whose record was saved (kept across retries). */
  saved: readonly string[];
  /** Upload progress, percent 0–100; null when no upload runs. */
  uploadPercent: number | null;
  /** The message under the form (missing files, or the last failure). */
  error: MessageKey | null;
}

export type RequiredDocumentEvent = { type: 'files.change'; files: ChosenFile[] } | { type: 'documents.send' } | UploadEvent;

/** Input of `completeDocuments`: the body and the request whose cached detail becomes stale. */
export interface CompletionInput {
  requestId: number;
  body: RequiredActionCompletionBody;
}

// ---------------------------------------------------------------- selectors and bodies

/** Id of the pending required action of type 1 (the latest): the domain's rule (src/domain/requestDetail.ts), re-exported. */
export { requiredDocumentActionId };

/** 'Documento de accion requerida <n>' (contract §3.3), n from 1. */
export function requiredDocumentName(n: number): string {
  return t('requestDetail.requiredDocumentName', { n });
}

const labelled = (c: RequiredDocumentContext, file: ChosenFile) => {
  const n = c.files.findIndex((f) => f.id === file.id) + 1;
  return { ...c.uploaded[file.id], label: requiredDocumentName(n) };
};

/** Picked files not uploaded yet. */
export function filesToUpload(c: RequiredDocumentContext): ChosenFile[] {
  return c.files.filter((f) => !c.uploaded[f.id]);
}

/** The first picked file whose record is not saved yet, or null. */
export function nextRecordFile(c: RequiredDocumentContext): ChosenFile | null {
  return c.files.find((f) => c.uploaded[f.id] && !c.saved.includes(f.id)) ?? null;
}

/**
 * POST /requests/action/save body of one uploaded file (contract §3.3 action 1): `documents` [the
 * descriptor + label], `size_mb`, `title` 'documento-<citizen_id>', `record_id` request.code,
 * `attribute`, `process_id` service.process_id, `acronym` direction.acronym + 'DE', `names`
 * ['Documento de accion requerida <n>'], `required_action_id`, `activity_id`
 * request.activity.activity_id, `new_request` false.
 */
export function recordBody(c: RequiredDocumentContext, file: ChosenFile): RequiredDocumentRecordBody {
  const { request, direction } = c.detail;
  const document = labelled(c, file);
  return {
    documents: [document],
    size_mb: document.size_mb,
    ...documentManagerFields(request.code ?? '', c.viewer.citizenId, direction.acronym),
    process_id: request.service?.process_id ?? null,
    names: [document.label],
    required_action_id: requiredDocumentActionId(c.detail) ?? 0,
    activity_id: request.activity?.activity_id ?? null,
    new_request: false,
  };
}

/** POST /assigndocumentsoftexpert body (contract Q7 + spec 001 §7): every labelled file, record_id request.code, status true, required_action_id. */
export function completionBody(c: RequiredDocumentContext): RequiredActionCompletionBody {
  return {
    documents: c.files.map((f) => labelled(c, f)),
    record_id: c.detail.request.code ?? '',
    status: true,
    required_action_id: requiredDocumentActionId(c.detail) ?? 0,
  };
}

const supportError: MessageKey = 'requestDetail.actionError';
const notifySupportError = { type: 'notifyError', params: { key: supportError } } as const;

// ---------------------------------------------------------------- the chart

/** The required-document chart (see module documentation); input {@link RequiredDocumentInput}. */
export const requiredDocumentMachine = setup({
  types: {
    context: {} as RequiredDocumentContext,
    events: {} as RequiredDocumentEvent,
    input: {} as RequiredDocumentInput,
    tags: {} as 'guarded' | 'busy',
  },
  actors: {
    uploadFiles: uploadFilesLogic,
    saveRecord: fromPromise<true, RequiredDocumentRecordBody>(async ({ input }) => unwrap(await saveRequiredDocumentRecord(input))),
    completeDocuments: fromPromise<true, CompletionInput>(async ({ input }) => {
      const done = unwrap(await completeRequiredDocuments(input.body));
      forgetRequestDetail(input.requestId);
      return done;
    }),
  },
  delays: {
    /** spec 001 §4 Other transitions, §9: back to details 500 ms after the send. */
    returnToDetailsDelay: RETURN_TO_DETAILS_MS,
  },
  guards: {
    /** A pending action of type 1 on base status 1 (spec 001 §2.5, §4; src/domain/status.ts canCompleteRequiredAction). */
    isOpenAction: ({ context }) => canCompleteRequiredAction(requiredDocumentActionId(context.detail), context.detail.request.status?.base_status_id),
    hasFiles: ({ context }) => context.files.length > 0,
    hasFilesToUpload: ({ context }) => filesToUpload(context).length > 0,
    hasRecordToSave: ({ context }) => nextRecordFile(context) !== null,
  },
  actions: {
    assignFiles: assign(({ context, event }) => {
      // Stryker disable next-line ConditionalExpression: the action runs only on this event (the check narrows xstate's event type); its false branch (no early return) is equivalent (the opposite is killed, but Stryker cannot disable one replacement)
      if (event.type !== 'files.change') return {};
      const ids = new Set(event.files.map((f) => f.id));
      // Stryker disable next-line MethodExpression: equivalent: the picker never gives an id twice (filePicker `nextId`), so the upload or record of a removed file is never looked up again
      const uploaded = Object.fromEntries(Object.entries(context.uploaded).filter(([id]) => ids.has(id)));
      // Stryker disable next-line MethodExpression: equivalent: the picker never gives an id twice (filePicker `nextId`), so the upload or record of a removed file is never looked up again
      return { files: event.files, uploaded, saved: context.saved.filter((id) => ids.has(id)), error: null };
    }),
    assignMissingFiles: assign({ error: 'files.atLeastOne' as MessageKey }),
    startSending: assign({ error: null }),
    startUpload: assign({ uploadPercent: 0 }),
    // Stryker disable next-line ConditionalExpression: the action runs only on this event (the check narrows xstate's event type); its true branch is equivalent (the false branch is killed, but Stryker cannot disable one replacement)
    trackProgress: assign(({ event }) => (event.type === 'upload.progress' ? { uploadPercent: clampPercent(event.percent) } : {})),
    assignUploaded: assign(({ context, event }) => {
      // Stryker disable next-line ConditionalExpression: the action runs only on this event (the check narrows xstate's event type); its false branch (no early return) is equivalent (the opposite is killed, but Stryker cannot disable one replacement)
      if (event.type !== 'upload.done') return {};
      const uploaded = { ...context.uploaded };
      filesToUpload(context).forEach((f, i) => {
        const descriptor = event.files[i];
        // Stryker disable next-line ConditionalExpression: equivalent: a missing descriptor stored as undefined still counts as not uploaded (filesToUpload, nextRecordFile test it for truthiness)
        if (descriptor) uploaded[f.id] = descriptor;
      });
      return { uploaded, uploadPercent: null };
    }),
    markSaved: assign(({ context }) => {
      const file = nextRecordFile(context);
      return file ? { saved: [...context.saved, file.id] } : {};
    }),
    fail: assign({ error: supportError, uploadPercent: null }),
    /** Provided by the view: an error toast with the message of `key`. */
    notifyError: (_, _params: { key: MessageKey }) => {},
    /** Provided by the view: a success toast with the message of `key`. */
    notifySuccess: (_, _params: { key: MessageKey }) => {},
  },
}).createMachine({
  id: 'requiredDocument',
  // Stryker disable next-line ArrayDeclaration: equivalent: a saved id that is no picked file's id ('f1', 'f2', …) is never looked up
  context: ({ input }) => ({ ...input, files: [], uploaded: {}, saved: [], uploadPercent: null, error: null }),
  initial: 'start',
  states: {
    start: {
      meta: { spec: 'spec 001 §2.5 Required-action banners (button only when base status is 1)', shows: ['nothing yet (decided at once)'] },
      always: [{ guard: 'isOpenAction', target: 'editing' }, { target: 'unavailable' }],
    },
    unavailable: {
      type: 'final',
      meta: { spec: 'spec 001 §2.5 Required-action banners', shows: ['payments.actionUnavailable'] },
    },
    editing: {
      meta: {
        spec: 'spec 001 §2.5 action 1, §5 Required-document form: at least one file, §8',
        shows: [
          'requestDetail.requiredDocumentTitle',
          'file picker (several files)',
          'requestDetail.send',
          'error: files.atLeastOne | requestDetail.actionError',
        ],
      },
      on: {
        'files.change': { actions: 'assignFiles' },
        'documents.send': [{ guard: 'hasFiles', target: 'sending', actions: 'startSending' }, { actions: 'assignMissingFiles' }],
      },
    },
    sending: {
      tags: ['guarded', 'busy'],
      meta: {
        spec: 'spec 001 §4 Payment return (leave warning), §7 Request detail calls; contract §3.3',
        shows: ['loader', 'payments.leaveWarning on leaving'],
      },
      initial: 'route',
      states: {
        route: {
          meta: {
            spec: 'spec 001 §7 Request detail (upload, a required-document record per file, required-action completion); contract §3.3 action 1: F4 → record per file → Q7 (resumable)',
            shows: ['loader'],
          },
          always: [{ guard: 'hasFilesToUpload', target: 'uploading' }, { guard: 'hasRecordToSave', target: 'recording' }, { target: 'completing' }],
        },
        uploading: {
          meta: { spec: 'spec 001 §7 Multipart file upload (file[], with progress)', shows: ['files.uploading {percent}'] },
          entry: 'startUpload',
          invoke: {
            id: 'uploadFiles',
            src: 'uploadFiles',
            input: ({ context }): UploadFilesInput => ({ files: filesToUpload(context).map((f) => f.file) }),
          },
          on: {
            'upload.progress': { actions: 'trackProgress' },
            'upload.done': { target: 'route', actions: 'assignUploaded' },
            'upload.failed': { target: '#requiredDocument.editing', actions: ['fail', notifySupportError] },
          },
        },
        recording: {
          meta: { spec: 'spec 001 §7 save a required-document record per file; contract §3.3', shows: ['loader'] },
          invoke: {
            id: 'saveRecord',
            src: 'saveRecord',
            input: ({ context }) => recordBody(context, nextRecordFile(context) ?? context.files[0]),
            onDone: { target: 'route', actions: 'markSaved' },
            onError: { target: '#requiredDocument.editing', actions: ['fail', notifySupportError] },
          },
        },
        completing: {
          meta: { spec: 'spec 001 §7 submit required-action completion; contract Q7', shows: ['loader'] },
          invoke: {
            id: 'completeDocuments',
            src: 'completeDocuments',
            input: ({ context }): CompletionInput => ({ requestId: context.detail.request.id, body: completionBody(context) }),
            onDone: { target: '#requiredDocument.sent' },
            onError: { target: '#requiredDocument.editing', actions: ['fail', notifySupportError] },
          },
        },
      },
    },
    sent: {
      tags: ['busy'],
      meta: { spec: 'spec 001 §8 success messages, §4 Other transitions (500 ms)', shows: ['requestDetail.requiredDocumentSent'] },
      entry: { type: 'notifySuccess', params: { key: 'requestDetail.requiredDocumentSent' } },
      after: { returnToDetailsDelay: 'done' },
    },
    done: {
      type: 'final',
      meta: { spec: 'spec 001 §4 Other transitions: back to details, reload', shows: ['(the view calls onDone)'] },
    },
  },
});
