import { modelTestDefinition, type ModelPath } from '../lib/definition';
import { requestSubmitMachine, uploadProgressOf } from '../../../src/machines/requestForm/submit.machine';
import type { SubmitInput, SubmitOutput } from '../../../src/machines/requestForm.machine';
import type { SchemaService } from '../../../src/api/generated/admin';
import { ApiError } from '../../../src/api/result';
import { initialState, setValue } from '../../../src/domain/expertForm';
import { networkError, sampleUser } from './fixtures';
import { check, inputOf, same } from './requestActions.assert';
import { expectEqual, STAYS, type OracleStep } from '../lib/oracles';
import { PLANO_KEY, RF, created, descriptor, requestFormModelForm, requestFormService, samplePdf } from './requestForm.model';

/** The answers of the request form's model test, on its last step; with or without the plan (a device file). */
const answered = setValue(setValue(initialState(requestFormModelForm, 12), RF.tipo, '1'), RF.cedula, '00113918205');
const withFile = setValue(answered, RF.plano, { files: [{ id: 'f1', name: 'plano.pdf', sizeMb: 0.01, candidate: { kind: 'device', file: samplePdf() } }] });
const sendZero = { ...requestFormService, send: 0 } as SchemaService;
const company = { id: 4, name: 'Inversiones Turísticas del Este SRL' };

/** When the unchecked attempt of `uncheckedCreate` began (epoch ms). */
const SINCE = Date.UTC(2026, 10, 28, 14, 0, 0);
const base: SubmitInput = {
  form: withFile,
  service: requestFormService,
  applicant: sampleUser,
  company: null,
  serviceId: 31,
  uploaded: {},
  created: null,
  managerDone: false,
  pendingCheck: null,
};
const inputs = {
  /** A new device file, the service sends to the document manager (send 1). */
  newFile: base,
  /** No file, for a company. */
  noFiles: { ...base, form: answered, company },
  /** The service does not use the document manager (send 0). */
  sendZero: { ...base, service: sendZero },
  /** Retry after a failed creation: the file was uploaded. */
  uploadedBefore: { ...base, uploaded: { [PLANO_KEY]: descriptor } },
  /** Retry after the document manager failed: the request exists. */
  createdBefore: { ...base, uploaded: { [PLANO_KEY]: descriptor }, created },
  /** Retry after the assignment failed: the request exists and the manager has the documents. */
  managerDoneBefore: { ...base, uploaded: { [PLANO_KEY]: descriptor }, created, managerDone: true },
  /** Retry after a POST /requests whose outcome stayed unknown (the check could not read the server). */
  uncheckedCreate: { ...base, uploaded: { [PLANO_KEY]: descriptor }, pendingCheck: { step: 'create', since: SINCE } },
  /** Retry after a POST /assigndocument whose outcome stayed unknown. */
  uncheckedAssign: { ...base, uploaded: { [PLANO_KEY]: descriptor }, created, managerDone: true, pendingCheck: { step: 'assign' } },
} satisfies Record<string, SubmitInput>;
type Label = keyof typeof inputs;

/** The plan's descriptor as POST /files answered it, labelled with its field (contract §2.9). */
const LABELLED = [{ name: 'plano', extension: 'pdf', route: 'documentos/plano.pdf', size_mb: 0.01, label: 'Plano de ubicación 1' }];
/** The descriptors every later call carries, per input. */
const DESCRIPTORS: Record<Label, unknown[]> = {
  newFile: LABELLED,
  noFiles: [],
  sendZero: LABELLED,
  uploadedBefore: LABELLED,
  createdBefore: LABELLED,
  managerDoneBefore: LABELLED,
  uncheckedCreate: LABELLED,
  uncheckedAssign: LABELLED,
};
/**
 * spec 001 §4 Submit sequence: where each input starts (a retry resumes where it stopped); issue 25:
 * a write whose outcome is unknown is checked before anything is sent again.
 */
const FIRST: Record<Label, string> = {
  newFile: 'uploading',
  noFiles: 'creating',
  sendZero: 'uploading',
  uploadedBefore: 'creating',
  createdBefore: 'documentManager',
  managerDoneBefore: 'assigning',
  uncheckedCreate: 'checkingCreated',
  uncheckedAssign: 'checkingAssigned',
};
/** After the request exists: no files → sent; send 1 and not done → document manager; else assign. */
const AFTER_CREATE: Record<Label, string> = {
  newFile: 'documentManager',
  noFiles: 'sent',
  sendZero: 'assigning',
  uploadedBefore: 'documentManager',
  createdBefore: 'documentManager',
  managerDoneBefore: 'assigning',
  uncheckedCreate: 'documentManager',
  uncheckedAssign: 'assigning',
};
/** After a request found by the check (issue 25): its pipeline goes on, without the document manager (its identifiers were in the lost answer). */
const AFTER_FOUND = (label: Label) => (label === 'noFiles' ? 'sent' : 'assigning');
/** A POST whose answer was lost (src/api/outcome.ts). */
const unknownError = new ApiError({ kind: 'unknown', cause: 'network' });
/** The request the check found, as a list knows it (contract D2: id and code; the rest was in the lost answer). */
const found = { success: true, RequestID: 1520, code: 'LO-2026-000123', title: '', attributes: '', acronym: '' };
/** issue 25 messages (not in the spec). */
const NOT_CREATED = 'requestForm.outcomeNotCreated';
const NOT_ASSIGNED = 'requestForm.outcomeNotAssigned';
const UNCHECKED = 'requestForm.outcomeUnchecked';

const malformed = new ApiError({ kind: 'malformed' });
/** A thrown bug (not an ApiError): the support message, like a malformed answer (spec 001 §8). */
const bug = new Error('a bug in the call');

/** The percent shown for each reported `upload.progress` (clamped to 0–100). */
const SHOWN_PERCENT: Record<number, number> = { 40: 40, 250: 100, [-5]: 0 };
/** The input label of the path a step belongs to. */
const labelOf = (step: { path: { inputLabel?: string } }) => step.path.inputLabel as Label;
/** The started actors of a step as [invoke id, input]. */
const startedOf = (step: OracleStep) => step.started.map((c) => [c.id, c.input]);
/** spec 001 §8 messages by failure: upload 'Ha ocurrido un error subiendo los documentos.', create/assign
 * 'Ha ocurrido un error favor intentar mas tarde.', unexpected (malformed, a bug, the document manager)
 * 'Ha ocurrido un error,contacte al soporte para mas información'. */
const UPLOAD_ERROR = 'requestForm.uploadError';
const CREATE_ERROR = 'requestForm.createError';
const UNEXPECTED = 'requestForm.unexpectedError';

/** The events of a path up to its step `index` (the init excluded). */
const eventsOf = (step: { path: ModelPath; index: number }) =>
  step.path.steps.slice(1, step.index + 1).map((s) => s.event as { type: string; output?: unknown; error?: unknown; failure?: { kind: string } });

/**
 * What a finished pipeline leaves (spec 001 §4, §8; issue 25), from the path's events: the message of
 * the failed step, the uploads, the request (created, or found by the check), whether the document
 * manager is done (or must never be sent again) and the write still to be checked.
 * @param attemptStartedAt when the last POST /requests began (the chart's clock; only for the pending check)
 */
function expectedOutput(step: { path: ModelPath; index: number; event: { type: string } }, attemptStartedAt: number | null): SubmitOutput {
  const label = step.path.inputLabel as Label;
  const events = eventsOf(step);
  const last = events.at(-1) ?? { type: '' };
  const has = (type: string, test: (e: (typeof events)[number]) => boolean = () => true) => events.some((e) => e.type === type && test(e));
  const foundIt = has('xstate.done.actor.findCreatedRequest', (e) => e.output !== null);
  const unexpected = last.failure?.kind === 'malformed' || last.error === malformed || last.error === bug;
  const error =
    last.type === 'upload.failed'
      ? unexpected
        ? UNEXPECTED
        : UPLOAD_ERROR
      : last.type === 'xstate.done.actor.findCreatedRequest'
        ? NOT_CREATED
        : last.type === 'xstate.done.actor.checkAssigned'
          ? last.output
            ? null
            : NOT_ASSIGNED
          : last.type === 'xstate.error.actor.findCreatedRequest' || last.type === 'xstate.error.actor.checkAssigned'
            ? UNCHECKED
            : last.type === 'xstate.error.actor.sendToDocumentManager'
              ? UNEXPECTED
              : last.type.startsWith('xstate.error.actor.')
                ? unexpected
                  ? UNEXPECTED
                  : CREATE_ERROR
                : null;
  const madeBefore = label === 'createdBefore' || label === 'managerDoneBefore' || label === 'uncheckedAssign';
  const pendingCheck =
    last.type === 'xstate.error.actor.findCreatedRequest'
      ? { step: 'create' as const, since: label === 'uncheckedCreate' ? SINCE : (attemptStartedAt ?? -1) }
      : last.type === 'xstate.error.actor.checkAssigned'
        ? { step: 'assign' as const }
        : null;
  return {
    error,
    uploaded: label === 'noFiles' || last.type === 'upload.failed' ? {} : { [PLANO_KEY]: descriptor },
    created: foundIt ? found : madeBefore || has('xstate.done.actor.createRequest') ? created : null,
    managerDone:
      label === 'managerDoneBefore' ||
      label === 'uncheckedAssign' ||
      foundIt ||
      has('xstate.done.actor.sendToDocumentManager') ||
      has('xstate.error.actor.sendToDocumentManager', (e) => e.error === unknownError),
    pendingCheck,
  };
}

/** spec 001 §4 Submit sequence, §2.4, §7, §8; contract §2.9, §2.10. */
export const requestSubmitModel = modelTestDefinition({
  name: 'requestSubmit',
  machine: requestSubmitMachine,
  inputs,
  events: {
    'upload.progress': [{ percent: 40 }, { percent: 250 }, { percent: -5 }],
    'upload.done': [{ files: [descriptor] }],
    'upload.failed': [{ failure: { kind: 'network' } }, { failure: { kind: 'malformed' } }],
    'xstate.done.actor.createRequest': [{ output: created }],
    'xstate.error.actor.createRequest': [{ error: networkError }, { error: malformed }, { error: bug }, { error: unknownError }],
    'xstate.done.actor.findCreatedRequest': [{ output: found }, { output: null }],
    'xstate.error.actor.findCreatedRequest': [{ error: networkError }],
    'xstate.done.actor.sendToDocumentManager': [{ output: true }],
    'xstate.error.actor.sendToDocumentManager': [{ error: networkError }, { error: unknownError }],
    'xstate.done.actor.assignDocuments': [{ output: true }],
    'xstate.error.actor.assignDocuments': [{ error: networkError }, { error: malformed }, { error: unknownError }],
    'xstate.done.actor.checkAssigned': [{ output: true }, { output: false }],
    'xstate.error.actor.checkAssigned': [{ error: networkError }],
  },
  // Oracles from spec 001 §4 Submit sequence (1 upload new files, 2 create, 3 document manager only
  // when send is 1, 4 assign; failure at any step shows a message), §7 calls, §8 messages
  // (tests/model/README.md "Oracles"). The chart provides no IO action: its calls are the invokes.
  expect: {
    initial: (input) => FIRST[(Object.keys(inputs) as Label[]).find((k) => inputs[k] === input) ?? 'newFile'],
    states: {
      route: { shows: ['requestForm.sending'] },
      uploading: {
        shows: ['requestForm.uploading {n}', 'progress bar'],
        on: { 'upload.progress': STAYS, 'upload.done': 'creating', 'upload.failed': 'failed' },
        check(snapshot, step) {
          // POST /files with the new device file only, once, on entry; progress 0–100 shown.
          if (step.index === 0) {
            expectEqual(
              step.started.map((c) => [c.id, (c.input as { files: File[] }).files.map((f) => f.name)]),
              [['uploadFiles', ['plano.pdf']]],
              'POST /files (file[])',
            );
          } else expectEqual(step.started, [], 'nothing else sent while uploading');
          const percent = step.event.type === 'upload.progress' ? SHOWN_PERCENT[step.event.percent as number] : 0;
          expectEqual(snapshot.context.uploadPercent, percent, 'upload progress (percent, 0–100)');
        },
      },
      creating: {
        shows: ['requestForm.sending'],
        on: {
          'xstate.done.actor.createRequest': (step) => AFTER_CREATE[labelOf(step)],
          'xstate.error.actor.createRequest': (step) => (step.event.error === unknownError ? 'checkingCreated' : 'failed'),
        },
        check(snapshot, step) {
          const label = labelOf(step);
          const uploadedNow = step.event.type === 'upload.done';
          // The upload's descriptor kept by its submission file (contract §2.9); the progress bar gone.
          expectEqual(snapshot.context.uploadPercent, null, 'no upload progress while creating');
          const uploaded = label === 'noFiles' ? {} : { [PLANO_KEY]: descriptor };
          expectEqual(snapshot.context.uploaded, uploaded, 'uploads kept for a retry');
          if (step.index === 0 || uploadedNow) {
            // POST /requests (contract §2.10) with the labelled descriptors, exactly once.
            const { form, ...rest } = step.started[0]?.input as { form: unknown } & Record<string, unknown>;
            expectEqual(
              step.started.map((c) => c.id),
              ['createRequest'],
              'POST /requests sent once',
            );
            expectEqual(form === inputs[label].form, true, 'the answers as given');
            expectEqual(
              rest,
              {
                service: label === 'sendZero' ? sendZero : requestFormService,
                applicant: sampleUser,
                company: label === 'noFiles' ? company : null,
                serviceId: 31,
                descriptors: DESCRIPTORS[label],
              },
              'POST /requests built from',
            );
          }
        },
      },
      checkingCreated: {
        shows: ['requestForm.checkingOutcome'],
        on: {
          'xstate.done.actor.findCreatedRequest': (step) => (step.event.output ? AFTER_FOUND(labelOf(step)) : 'failed'),
          'xstate.error.actor.findCreatedRequest': 'failed',
        },
        check(snapshot, step) {
          const label = labelOf(step);
          // Nothing is sent again: one read of the applicant's list (contract D2), for the service, since the attempt began.
          const [[id, input]] = startedOf(step) as [[string, { since: number }]];
          const since = label === 'uncheckedCreate' ? SINCE : snapshot.context.attemptStartedAt;
          expectEqual(typeof since === 'number' && (label === 'uncheckedCreate' || Date.now() - since < 60_000), true, 'when the attempt began');
          expectEqual(
            [id, input],
            [
              'findCreatedRequest',
              { citizenId: sampleUser.citizen_id, companyId: label === 'noFiles' ? company.id : null, serviceName: requestFormService.name, since },
            ],
            'the read of the request the attempt created',
          );
          expectEqual(snapshot.context.pendingCheck, { step: 'create', since }, 'the unknown write is remembered until checked');
        },
      },
      checkingAssigned: {
        shows: ['requestForm.checkingOutcome'],
        on: { 'xstate.done.actor.checkAssigned': (step) => (step.event.output ? 'sent' : 'failed'), 'xstate.error.actor.checkAssigned': 'failed' },
        check(snapshot, step) {
          expectEqual(
            startedOf(step),
            [['checkAssigned', { requestId: 1520, descriptors: LABELLED, citizenId: sampleUser.citizen_id }]],
            "the read of the request's documents (contract Q1)",
          );
          expectEqual(snapshot.context.pendingCheck, { step: 'assign' }, 'the unknown write is remembered until checked');
        },
      },
      afterCreate: { shows: ['requestForm.sending'] },
      documentManager: {
        shows: ['requestForm.sending'],
        on: {
          'xstate.done.actor.sendToDocumentManager': 'assigning',
          'xstate.error.actor.sendToDocumentManager': (step) => (step.event.error === unknownError ? 'assigning' : 'failed'),
        },
        check(snapshot, step) {
          expectEqual(snapshot.context.created, created, 'the created request kept');
          expectEqual(startedOf(step), [['sendToDocumentManager', { service: requestFormService, created, descriptors: LABELLED }]], 'POST /uploadsoftexpert');
        },
      },
      assigning: {
        shows: ['requestForm.sending'],
        on: {
          'xstate.done.actor.assignDocuments': 'sent',
          'xstate.error.actor.assignDocuments': (step) => (step.event.error === unknownError ? 'checkingAssigned' : 'failed'),
        },
        check(snapshot, step) {
          const label = labelOf(step);
          const managerDone =
            label === 'managerDoneBefore' ||
            label === 'uncheckedAssign' ||
            step.event.type === 'xstate.done.actor.sendToDocumentManager' ||
            step.event.type === 'xstate.error.actor.sendToDocumentManager' ||
            step.event.type === 'xstate.done.actor.findCreatedRequest';
          expectEqual(snapshot.context.managerDone, managerDone, 'document manager done (or never to be sent again)');
          expectEqual(startedOf(step), [['assignDocuments', { requestId: 1520, descriptors: LABELLED }]], 'POST /assigndocument/1520');
        },
      },
      sent: {
        shows: ['requestForm.sending'],
        check(snapshot, step) {
          expectEqual(snapshot.status, 'done', 'the pipeline ends');
          expectEqual(snapshot.output, expectedOutput(step, snapshot.context.attemptStartedAt), 'output of a sent request');
          expectEqual(snapshot.output?.error, null, 'nothing failed');
        },
      },
      failed: {
        shows: ['error: context.error'],
        check(snapshot, step) {
          expectEqual([snapshot.status, snapshot.context.uploadPercent], ['done', null], 'the pipeline ends, no progress bar');
          expectEqual(snapshot.output, expectedOutput(step, snapshot.context.attemptStartedAt), 'output of a failed step (what a retry resumes from)');
        },
      },
    },
  },
  paths: 'shortest',
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.uploadPercent,
      Object.keys(s.context.uploaded),
      s.context.created !== null,
      s.context.managerDone,
      s.context.error,
      s.context.pendingCheck?.step ?? null,
    ]),
  assert(real, _model, { event, index, path }) {
    const label = path.inputLabel as Label;
    const input = inputs[label];
    const c = real.context;
    const value = real.value as string;
    const meta = (real.getMeta() as Record<string, { spec?: unknown; shows?: unknown }>)[`requestSubmit.${value}`];
    check(typeof meta?.spec === 'string' && Array.isArray(meta.shows), `meta missing in ${value}`);
    if (index === 0) same([value, uploadProgressOf(undefined)], [FIRST[label], null], `${label} starts at; no progress without a pipeline`);
    // What each step sends (spec 001 §4 steps 1–4), literally.
    if (value === 'uploading') {
      const files = (inputOf(real, 'uploadFiles') as { files: File[] }).files;
      same(
        files.map((f) => f.name),
        ['plano.pdf'],
        'POST /files: the new device file',
      );
      same(
        uploadProgressOf(real),
        event.type === 'upload.progress' ? SHOWN_PERCENT[(event as { percent?: number }).percent ?? 0] : 0,
        'upload progress shown (0–100)',
      );
    } else same(uploadProgressOf(real), null, 'no upload progress outside uploading');
    if (value === 'creating') {
      check(input.created === null, 'a request already created is never created again');
      const sent = inputOf(real, 'createRequest') as Record<string, unknown>;
      same(
        { ...sent, form: sent.form === input.form },
        { form: true, service: input.service, applicant: sampleUser, company: input.company, serviceId: 31, descriptors: DESCRIPTORS[label] },
        'POST /requests built from (the answers as given)',
      );
    }
    if (value === 'documentManager') {
      check(!input.managerDone && input.service?.send === 1, 'the document manager only for send 1, once');
      same(inputOf(real, 'sendToDocumentManager'), { service: requestFormService, created, descriptors: LABELLED }, 'POST /uploadsoftexpert built from');
    }
    if (value === 'assigning') same(inputOf(real, 'assignDocuments'), { requestId: 1520, descriptors: LABELLED }, 'POST /assigndocument/1520 body');
    // Where the answers lead, and what the run leaves for a retry.
    if (event.type === 'upload.done') same([value, c.uploaded], ['creating', { [PLANO_KEY]: descriptor }], 'the upload keyed by its submission file');
    if (event.type === 'xstate.done.actor.createRequest') same(value, AFTER_CREATE[label], 'after the request exists');
    if (event.type === 'xstate.done.actor.sendToDocumentManager') same([value, c.managerDone], ['assigning', true], 'after the document manager');
    if (real.status === 'done') {
      const expected = expectedOutput({ path, index, event }, c.attemptStartedAt);
      same(value, expected.error === null ? 'sent' : 'failed', 'final state');
      same(real.output, expected, 'output (what the parent keeps for a retry)');
    }
  },
});
