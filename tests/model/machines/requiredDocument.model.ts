import { modelTestDefinition } from '../lib/definition';
import { expectEqual, STAYS, type OracleStep } from '../lib/oracles';
import { requiredDocumentMachine } from '../../../src/machines/requestDetail/requiredDocument.machine';
import { ApiError } from '../../../src/api/result';
import { networkError } from './fixtures';
import { descriptor, fixtureDetail, pdf, viewer } from './requestActions.fixtures';
import { actionRecorder, check, countSoFar, inputOf, same } from './requestActions.assert';
import { BASE_STATUSES, REQUIRED_ACTION_TYPES, valueLabel } from './contractValues';

const A = { id: 'f1', file: pdf('plano-actualizado.pdf') };
const B = { id: 'f2', file: pdf('certificacion-uso-suelo.pdf') };

const open = fixtureDetail();
const closedBase = fixtureDetail({ status: { id: 5, name: 'En revisión', color: 'warning', base_status_id: 2 } });
const noAction = { ...fixtureDetail(), requiredActions: fixtureDetail().requiredActions.filter((a) => a.action_id !== 1) };

/**
 * Issue 29 item 4: one detail per pending action type × base status the contract allows
 * (contractValues.ts REQUIRED_ACTION_TYPES × BASE_STATUSES): the request's only pending action is
 * of that type (id 77), or none. spec 001 §2.5: 'Documento requerido' (the form) is for action 1 on
 * base status 1 only; any other type is another view's (messages, payments, details), and a closed
 * or unknown base status offers no 'Completar': the chart says the action is unavailable and sends nothing.
 */
const BY_ACTION_AND_BASE: Record<string, ReturnType<typeof fixtureDetail>> = Object.fromEntries(
  REQUIRED_ACTION_TYPES.flatMap((t) =>
    BASE_STATUSES.map((b) => {
      const d = fixtureDetail({ request_actions_id: t.value, status: { id: 3, name: 'En proceso', color: 'info', base_status_id: b.value } });
      const actions = t.value === null ? [] : [{ id: 77, action_id: t.value, activity_id: 4, message: 'Atienda la acción', created_at: '2026-02-10 08:00:00' }];
      return [`action${valueLabel(t.value)}Base${valueLabel(b.value)}`, { ...d, requiredActions: actions }];
    }),
  ),
);
/** The inputs whose form opens (literal): the hand-written `open` and action 1 × base 1. */
const OPENS: ReadonlySet<string> = new Set(['open', 'action1Base1']);

/** Expected bodies, written from contract §3.3 action 1 and spec 001 §7 for the fixture request. */
const ATTRIBUTE = 'NumeroSolicitud=DPP-2026-000130;DocumentoIdentidadSolicitante=00104567896;TipoDocumentoPortal=Adjunto';
const PLANO = {
  name: 'plano-actualizado',
  extension: 'pdf',
  type: 'application/pdf',
  route: 'solicitudes/00104567896/plano-actualizado.pdf',
  url: '/storage/solicitudes/00104567896/plano-actualizado.pdf',
  size_mb: 0.5,
  label: 'Documento de accion requerida 1',
};
const CERT = {
  name: 'certificacion-uso-suelo',
  extension: 'pdf',
  type: 'application/pdf',
  route: 'solicitudes/00104567896/certificacion-uso-suelo.pdf',
  url: '/storage/solicitudes/00104567896/certificacion-uso-suelo.pdf',
  size_mb: 0.5,
  label: 'Documento de accion requerida 2',
};
const record = (doc: typeof PLANO) => ({
  documents: [doc],
  size_mb: 0.5,
  title: 'documento-00104567896',
  record_id: 'DPP-2026-000130',
  attribute: ATTRIBUTE,
  process_id: 1045,
  acronym: 'DPPDE',
  names: [doc.label],
  required_action_id: 77,
  activity_id: 4,
  new_request: false,
});
const RECORDS = [record(PLANO), record(CERT)];
const COMPLETION = {
  requestId: 130,
  body: { documents: [PLANO, CERT], record_id: 'DPP-2026-000130', status: true, required_action_id: 77 },
};

const failures = new Set(['upload.failed', 'xstate.error.actor.saveRecord', 'xstate.error.actor.completeDocuments']);

/** Before this step: the upload done, the records saved (a retry resumes, contract §3.3). */
const progressBefore = (step: OracleStep) => {
  const before = { ...step, index: step.index - 1 };
  return { uploaded: countSoFar(before, 'upload.done') > 0, saved: countSoFar(before, 'xstate.done.actor.saveRecord') };
};
/** Where a send resumes: the upload, then one record per file, then the completion. */
const resumeAt = (uploaded: boolean, saved: number) =>
  !uploaded ? ['sending', 'sending.uploading'] : saved < 2 ? ['sending', 'sending.recording'] : ['sending', 'sending.completing'];
const startedOf = (step: OracleStep, id: string) => step.started.filter((c) => c.id === id).map((c) => c.input);
const FAILED_TOAST = [{ name: 'notifyError', params: { key: 'requestDetail.actionError' } }];

const toasts = actionRecorder();
const completedAt = new WeakMap<object, number>();

/** spec 001 §2.5 action 1, §4 Other transitions, §5, §7, §8; contract §3.3, Q7. */
export const requiredDocumentModel = modelTestDefinition({
  name: 'requiredDocument',
  machine: requiredDocumentMachine,
  inputs: {
    open: { detail: open, viewer },
    closedBase: { detail: closedBase, viewer },
    noAction: { detail: noAction, viewer },
    ...Object.fromEntries(Object.entries(BY_ACTION_AND_BASE).map(([label, detail]) => [label, { detail, viewer }])),
  },
  events: {
    'files.change': [{ files: [A, B] }],
    'documents.send': [{}],
    'upload.progress': [{ percent: 40 }],
    'upload.done': [{ files: [descriptor('plano-actualizado'), descriptor('certificacion-uso-suelo')] }],
    'upload.failed': [{ failure: { kind: 'network' } }],
    'xstate.done.actor.saveRecord': [{ output: true }],
    'xstate.error.actor.saveRecord': [{ error: networkError }],
    'xstate.done.actor.completeDocuments': [{ output: true }],
    'xstate.error.actor.completeDocuments': [{ error: new ApiError({ kind: 'http', status: 500 }) }],
  },
  provide: { actions: { notifyError: toasts.record('notifyError'), notifySuccess: toasts.record('notifySuccess') } },
  paths: 'shortest',
  // Oracles written from spec 001 §2.5 action 1 ('Documento requerido', multiple files, ENVIAR; the
  // button only on base status 1), §4 Other transitions (details after 500 ms), §5 at least one file,
  // §7 upload / record per file / completion, §8 'Ha ocurrido un error, contacte a soporte' and
  // 'Documento requerido enviada satisfactoriamente'; contract §3.3, Q7 (tests/model/README.md
  // "Oracles"). Provided actions recorded: notifyError, notifySuccess.
  expect: {
    // 'Completar' (and so the form) only for a pending action 1 on base status 1.
    initial: (input) => {
      const { detail } = input as { detail: unknown };
      return detail === open || detail === BY_ACTION_AND_BASE.action1Base1 ? 'editing' : 'unavailable';
    },
    states: {
      start: { shows: ['nothing yet (decided at once)'] },
      unavailable: {
        shows: ['payments.actionUnavailable'],
        check: (snapshot, { called, started }) => expectEqual([snapshot.status, called, started], ['done', [], []], 'nothing to send'),
      },
      editing: {
        shows: [
          'requestDetail.requiredDocumentTitle',
          'file picker (several files)',
          'requestDetail.send',
          'error: files.atLeastOne | requestDetail.actionError',
        ],
        on: {
          'files.change': STAYS,
          // spec 001 §5: at least one file, else nothing is sent.
          'documents.send': (step) => {
            if (countSoFar(step, 'files.change') === 0) return STAYS;
            const { uploaded, saved } = progressBefore(step);
            return resumeAt(uploaded, saved);
          },
        },
        check(snapshot, step) {
          const { context } = snapshot;
          expectEqual([snapshot.hasTag('guarded'), snapshot.hasTag('busy'), context.uploadPercent], [false, false, null], 'no loader, no leave warning');
          if (step.event.type === 'documents.send') {
            expectEqual([context.error, step.called, step.started], ['files.atLeastOne', [], []], "'Debe adjuntar al menos un documento', nothing sent");
          }
          if (step.event.type === 'files.change') {
            expectEqual([context.files, context.error], [[A, B], null], 'picked files, message cleared');
          }
          if (failures.has(step.event.type)) {
            // spec 001 §8: the message, the error toast; the picked files are kept.
            expectEqual([context.error, step.called, context.files], ['requestDetail.actionError', FAILED_TOAST, [A, B]], 'failure');
          }
        },
      },
      sending: {
        shows: ['loader', 'payments.leaveWarning on leaving'],
        // A double click sends once; the files cannot change meanwhile.
        on: { 'documents.send': STAYS, 'files.change': STAYS },
        // The loader replaces the last failure message (a retry hides it; the form shows no message while sending).
        check: (snapshot) =>
          expectEqual(
            [snapshot.hasTag('guarded'), snapshot.hasTag('busy'), snapshot.context.error],
            [true, true, null],
            'loader and leave warning, no message',
          ),
      },
      'sending.route': { shows: ['loader'] },
      'sending.uploading': {
        shows: ['files.uploading {percent}'],
        on: {
          'upload.progress': STAYS,
          'upload.done': ['sending', 'sending.recording'],
          'upload.failed': 'editing',
        },
        check({ context }, step) {
          if (step.event.type === 'upload.progress') expectEqual(context.uploadPercent, 40, 'upload progress');
          else {
            // POST /files (file[]) with every picked file, once.
            expectEqual(context.uploadPercent, 0, 'progress starts at 0');
            expectEqual(
              startedOf(step, 'uploadFiles').map((i) => (i as { files: File[] }).files.map((f) => f.name)),
              [['plano-actualizado.pdf', 'certificacion-uso-suelo.pdf']],
              'POST /files',
            );
          }
        },
      },
      'sending.recording': {
        shows: ['loader'],
        on: {
          'xstate.done.actor.saveRecord': (step) => resumeAt(true, progressBefore(step).saved + 1),
          'xstate.error.actor.saveRecord': 'editing',
        },
        check(_s, step) {
          // One POST /requests/action/save per file not saved yet, in the picker's order.
          const saved = countSoFar(step, 'xstate.done.actor.saveRecord');
          expectEqual(startedOf(step, 'saveRecord'), [RECORDS[saved]], `record #${saved + 1}`);
        },
      },
      'sending.completing': {
        shows: ['loader'],
        on: { 'xstate.done.actor.completeDocuments': 'sent', 'xstate.error.actor.completeDocuments': 'editing' },
        check: (_s, step) => expectEqual(startedOf(step, 'completeDocuments'), [COMPLETION], 'POST /assigndocumentsoftexpert'),
      },
      sent: {
        shows: ['requestDetail.requiredDocumentSent'],
        on: { 'xstate.after.returnToDetailsDelay': 'done' },
        check: (snapshot, { called }) =>
          expectEqual(
            [snapshot.hasTag('busy'), snapshot.hasTag('guarded'), called],
            [true, false, [{ name: 'notifySuccess', params: { key: 'requestDetail.requiredDocumentSent' } }]],
            "'Documento requerido enviada satisfactoriamente'",
          ),
      },
      done: {
        shows: ['(the view calls onDone)'],
        // spec 001 §4, §9: back to details 500 ms after the send.
        check: (snapshot, { elapsedMs, called }) => expectEqual([snapshot.status, elapsedMs, called], ['done', 500, []], 'back to details after 500 ms'),
      },
    },
  },
  serializeState: (s) => {
    const c = s.context;
    return JSON.stringify([s.value, c.files.length, Object.keys(c.uploaded).length, c.saved.length, c.error, c.uploadPercent]);
  },
  assert(real, _model, step) {
    const { event, index, path } = step;
    const c = real.context;
    if (index === 0) {
      toasts.reset();
      // 'Completar' (and so the form) only for a pending action 1 on base status 1 (spec 001 §2.5).
      same(real.value, OPENS.has(path.inputLabel ?? '') ? 'editing' : 'unavailable', 'initial state');
      return;
    }
    if (failures.has(event.type)) same(real.value, 'editing', 'a failed step returns to the form (spec 001 §8 "loader stops")');
    const sending = real.matches('sending');
    // Leave warning and loader exactly while sending (spec 001 §4, §8 "loader stops").
    check(real.hasTag('guarded') === sending, `guarded tag must be ${sending} in ${JSON.stringify(real.value)}`);
    if (real.matches('editing')) {
      check(!real.hasTag('busy'), 'the loader must stop in editing');
      same(c.uploadPercent, null, 'no progress shown while editing');
      if (event.type === 'documents.send') {
        // spec 001 §5: at least one file.
        same(countSoFar(step, 'files.change'), 0, 'a refused send only happens without files');
        same(c.error, 'files.atLeastOne', 'missing files message');
      }
      if (failures.has(event.type)) {
        same(c.error, 'requestDetail.actionError', 'failure message in the form');
        same(toasts.last('notifyError')?.params, { key: 'requestDetail.actionError' }, 'failure toast (spec 001 §8)');
        same(
          c.files.map((f) => f.id),
          ['f1', 'f2'],
          'picked files kept after a failure',
        );
      }
    }
    if (real.matches({ sending: 'uploading' })) {
      // Files already uploaded are never uploaded again.
      same(countSoFar(step, 'upload.done'), 0, 'uploads before this one');
      const input = inputOf(real, 'uploadFiles') as { files: File[] };
      same(
        input.files.map((f) => f.name),
        ['plano-actualizado.pdf', 'certificacion-uso-suelo.pdf'],
        'files sent to POST /files',
      );
      if (event.type === 'upload.progress') same(c.uploadPercent, 40, 'upload progress');
    }
    if (real.matches({ sending: 'recording' })) {
      const saved = countSoFar(step, 'xstate.done.actor.saveRecord');
      check(saved < 2, 'a record was about to be saved twice');
      same(countSoFar(step, 'upload.done'), 1, 'records come after the upload');
      same(inputOf(real, 'saveRecord'), RECORDS[saved], `POST /requests/action/save body #${saved + 1}`);
    }
    if (real.matches({ sending: 'completing' })) {
      same(countSoFar(step, 'xstate.done.actor.saveRecord'), 2, 'one record per file before the completion');
      same(inputOf(real, 'completeDocuments'), COMPLETION, 'POST /assigndocumentsoftexpert body');
    }
    if (real.matches('sent')) {
      same(event.type, 'xstate.done.actor.completeDocuments', 'success only after the completion');
      same(toasts.last('notifySuccess')?.params, { key: 'requestDetail.requiredDocumentSent' }, 'success message');
      completedAt.set(path, step.clockMs);
    }
    if (event.type.startsWith('xstate.after.')) {
      // spec 001 §4 Other transitions: the only timer returns to details (the final state).
      same(real.value, 'done', 'back to details after the delay');
    }
    if (real.matches('done')) {
      same(real.status, 'done', 'final state after the delay');
      same(step.clockMs - (completedAt.get(path) ?? Number.NaN), 500, 'back to details after 500 ms');
    }
  },
});
