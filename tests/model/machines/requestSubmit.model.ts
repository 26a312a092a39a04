import { modelTestDefinition } from '../lib/definition';
import { requestSubmitMachine, uploadProgressOf } from '../../../src/machines/requestForm/submit.machine';
import type { SubmitInput, SubmitOutput } from '../../../src/machines/requestForm.machine';
import type { SchemaService } from '../../../src/api/generated/admin';
import { ApiError } from '../../../src/api/result';
import { initialState, setValue } from '../../../src/domain/expertForm';
import { networkError, sampleUser } from './fixtures';
import { check, inputOf, same } from './requestActions.assert';
import { PLANO_KEY, RF, created, descriptor, requestFormModelForm, requestFormService, samplePdf } from './requestForm.model';

/** The answers of the request form's model test, on its last step; with or without the plan (a device file). */
const answered = setValue(setValue(initialState(requestFormModelForm, 12), RF.tipo, '1'), RF.cedula, '00113918205');
const withFile = setValue(answered, RF.plano, { files: [{ id: 'f1', name: 'plano.pdf', sizeMb: 0.01, candidate: { kind: 'device', file: samplePdf() } }] });
const sendZero = { ...requestFormService, send: 0 } as SchemaService;
const company = { id: 4, name: 'Inversiones Turísticas del Este SRL' };

const base: SubmitInput = { form: withFile, service: requestFormService, applicant: sampleUser, company: null, serviceId: 31, uploaded: {}, created: null, managerDone: false };
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
};
type Label = keyof typeof inputs;

/** The plan's descriptor as POST /files answered it, labelled with its field (contract §2.9). */
const LABELLED = [{ name: 'plano', extension: 'pdf', route: 'documentos/plano.pdf', size_mb: 0.01, label: 'Plano de ubicación 1' }];
/** The descriptors every later call carries, per input. */
const DESCRIPTORS: Record<Label, unknown[]> = { newFile: LABELLED, noFiles: [], sendZero: LABELLED, uploadedBefore: LABELLED, createdBefore: LABELLED, managerDoneBefore: LABELLED };
/** spec 001 §4 Submit sequence: where each input starts (a retry resumes where it stopped). */
const FIRST: Record<Label, string> = { newFile: 'uploading', noFiles: 'creating', sendZero: 'uploading', uploadedBefore: 'creating', createdBefore: 'documentManager', managerDoneBefore: 'assigning' };
/** After the request exists: no files → sent; send 1 and not done → document manager; else assign. */
const AFTER_CREATE: Record<Label, string> = { newFile: 'documentManager', noFiles: 'sent', sendZero: 'assigning', uploadedBefore: 'documentManager', createdBefore: 'documentManager', managerDoneBefore: 'assigning' };

const malformed = new ApiError({ kind: 'malformed' });

/** spec 001 §4 Submit sequence, §2.4, §7, §8; contract §2.9, §2.10. */
export const requestSubmitModel = modelTestDefinition({
  name: 'requestSubmit',
  machine: requestSubmitMachine,
  inputs,
  events: {
    'upload.progress': [{ percent: 40 }, { percent: 250 }],
    'upload.done': [{ files: [descriptor] }],
    'upload.failed': [{ failure: { kind: 'network' } }, { failure: { kind: 'malformed' } }],
    'xstate.done.actor.createRequest': [{ output: created }],
    'xstate.error.actor.createRequest': [{ error: networkError }, { error: malformed }],
    'xstate.done.actor.sendToDocumentManager': [{ output: true }],
    'xstate.error.actor.sendToDocumentManager': [{ error: networkError }],
    'xstate.done.actor.assignDocuments': [{ output: true }],
    'xstate.error.actor.assignDocuments': [{ error: networkError }],
  },
  paths: 'shortest',
  serializeState: (s) => JSON.stringify([s.value, s.context.uploadPercent, Object.keys(s.context.uploaded), s.context.created !== null, s.context.managerDone, s.context.error]),
  assert(real, _model, { event, index, path }) {
    const label = path.inputLabel as Label;
    const input = inputs[label];
    const c = real.context;
    const value = real.value as string;
    const meta = (real.getMeta() as Record<string, { spec?: unknown; shows?: unknown }>)[`requestSubmit.${value}`];
    check(typeof meta?.spec === 'string' && Array.isArray(meta.shows), `meta missing in ${value}`);
    if (index === 0) same(value, FIRST[label], `${label} starts at`);
    // What each step sends (spec 001 §4 steps 1–4), literally.
    if (value === 'uploading') {
      const files = (inputOf(real, 'uploadFiles') as { files: File[] }).files;
      same(files.map((f) => f.name), ['plano.pdf'], 'POST /files: the new device file');
      same(uploadProgressOf(real), event.type === 'upload.progress' ? ((event as { percent?: number }).percent === 40 ? 40 : 100) : 0, 'upload progress shown (0–100)');
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
      const failure = (event as { failure?: { kind: string }; error?: unknown });
      const unexpected = failure.failure?.kind === 'malformed' || failure.error === malformed;
      const expected: SubmitOutput = {
        error:
          event.type === 'upload.failed'
            ? unexpected ? 'requestForm.unexpectedError' : 'requestForm.uploadError'
            : event.type === 'xstate.error.actor.sendToDocumentManager'
              ? 'requestForm.unexpectedError'
              : event.type.startsWith('xstate.error.actor.')
                ? unexpected ? 'requestForm.unexpectedError' : 'requestForm.createError'
                : null,
        uploaded: label === 'noFiles' ? {} : event.type === 'upload.failed' ? {} : { [PLANO_KEY]: descriptor },
        created: event.type === 'upload.failed' || event.type === 'xstate.error.actor.createRequest' ? null : created,
        managerDone: label === 'managerDoneBefore' || (AFTER_CREATE[label] === 'documentManager' && ['xstate.done.actor.assignDocuments', 'xstate.error.actor.assignDocuments'].includes(event.type)),
      };
      same(value, expected.error === null ? 'sent' : 'failed', 'final state');
      same(real.output, expected, 'output (what the parent keeps for a retry)');
    }
  },
});
