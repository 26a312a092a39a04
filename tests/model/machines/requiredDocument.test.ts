import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import { networkError } from './fixtures';
import { descriptor, fixtureDetail, pdf, viewer } from './requestActions.fixtures';
import type { CompletionInput } from '../../../src/machines/requestDetail/requiredDocument.machine';
import type { RequiredDocumentRecordBody } from '../../../src/api/requiredActions';
import type { UploadFilesInput } from '../../../src/machines/requestDetail/uploads';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'requiredDocument',
  () =>
    Promise.all([import('./requiredDocument.model'), import('../../../src/machines/requestDetail/requiredDocument.machine')]).then(([model, chart]) => ({
      model,
      chart,
    })),
  ({ model }) => model.requiredDocumentModel,
);
/** The loaded chart module (throws the load error in the test that asks for it). */
function chart() {
  return modules().chart;
}

if (ready) {
  defineModelTest(ready.model.requiredDocumentModel);
  // `start` and `sending.route` are left at once; events that stay in place (a double click while sending) leave the graph state as it was: no path sends them.
  describeOracleReach(ready.model.requiredDocumentModel, ['start', 'sending.route'], { skipStays: true });
  // tests/model/meta.test.ts for this chart alone (its mutation run reads only this file).
  describeSpecCitations(ready.chart.requiredDocumentMachine);
}

/** The machine with recording fakes: uploads answer at once, records fail while `failRecord` says so. */
function start(opts: { failRecordOnce?: number; detail?: ReturnType<typeof fixtureDetail> } = {}) {
  const uploads: string[][] = [];
  const records: string[] = [];
  const recordBodies: RequiredDocumentRecordBody[] = [];
  const completions: CompletionInput[] = [];
  let failuresLeft = opts.failRecordOnce === undefined ? 0 : 1;
  const machine = chart().requiredDocumentMachine.provide({
    actors: {
      uploadFiles: fromCallback<EventObject, UploadFilesInput>(({ input, sendBack }) => {
        uploads.push(input.files.map((f) => f.name));
        sendBack({ type: 'upload.progress', percent: 50 });
        queueMicrotask(() => sendBack({ type: 'upload.done', files: input.files.map((f) => descriptor(f.name.replace(/\.pdf$/, ''))) }));
      }),
      saveRecord: fromPromise<true, RequiredDocumentRecordBody>(async ({ input }) => {
        records.push(input.names[0]);
        recordBodies.push(input);
        if (failuresLeft > 0 && records.length === opts.failRecordOnce) {
          failuresLeft -= 1;
          throw networkError;
        }
        return true;
      }),
      completeDocuments: fromPromise<true, CompletionInput>(async ({ input }) => {
        completions.push(input);
        return true;
      }),
    },
    actions: { notifyError: () => {}, notifySuccess: () => {} },
  });
  const actor = createActor(machine, { input: { detail: opts.detail ?? fixtureDetail(), viewer } }).start();
  const settle = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  return { actor, uploads, records, recordBodies, completions, settle };
}

const A = { id: 'f1', file: pdf('plano-actualizado.pdf') };
const B = { id: 'f2', file: pdf('certificacion-uso-suelo.pdf') };

describe('requiredDocument machine (behaviour)', () => {
  it('a double click on ENVIAR sends once; picking during the send is ignored', async () => {
    const { actor, uploads, records, completions, settle } = start();
    actor.send({ type: 'files.change', files: [A, B] });
    actor.send({ type: 'documents.send' });
    actor.send({ type: 'documents.send' });
    actor.send({ type: 'files.change', files: [A] });
    await settle();
    expect(uploads).toEqual([['plano-actualizado.pdf', 'certificacion-uso-suelo.pdf']]);
    expect(records).toEqual(['Documento de accion requerida 1', 'Documento de accion requerida 2']);
    expect(completions).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('sent');
  });

  it('a retry after a failed second record uploads nothing again and saves only the missing record', async () => {
    const { actor, uploads, records, completions, settle } = start({ failRecordOnce: 2 });
    actor.send({ type: 'files.change', files: [A, B] });
    actor.send({ type: 'documents.send' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('requestDetail.actionError');
    expect(actor.getSnapshot().context.files).toEqual([A, B]);
    actor.send({ type: 'documents.send' });
    await settle();
    expect(uploads).toHaveLength(1);
    expect(records).toEqual(['Documento de accion requerida 1', 'Documento de accion requerida 2', 'Documento de accion requerida 2']);
    expect(completions).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('sent');
  });

  it('a file added after a failure is the only one uploaded on the retry', async () => {
    const { actor, uploads, settle } = start({ failRecordOnce: 1 });
    actor.send({ type: 'files.change', files: [A] });
    actor.send({ type: 'documents.send' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'files.change', files: [A, B] });
    actor.send({ type: 'documents.send' });
    await settle();
    expect(uploads).toEqual([['plano-actualizado.pdf'], ['certificacion-uso-suelo.pdf']]);
  });

  it('a retry after the same files are picked again keeps the saved record (only the missing one is saved)', async () => {
    const { actor, uploads, records, settle } = start({ failRecordOnce: 2 });
    actor.send({ type: 'files.change', files: [A, B] });
    actor.send({ type: 'documents.send' });
    await settle();
    actor.send({ type: 'files.change', files: [A, B] });
    actor.send({ type: 'documents.send' });
    await settle();
    expect(uploads).toHaveLength(1);
    expect(records).toEqual(['Documento de accion requerida 1', 'Documento de accion requerida 2', 'Documento de accion requerida 2']);
    expect(actor.getSnapshot().value).toBe('sent');
  });

  it('a request without a code, a service or an activity sends blanks and nulls, never invented values (contract §3.3, Q7)', async () => {
    const detail = fixtureDetail({ code: null as unknown as string, service: undefined, activity: undefined });
    const { actor, recordBodies, completions, settle } = start({ detail });
    actor.send({ type: 'files.change', files: [A] });
    actor.send({ type: 'documents.send' });
    await settle();
    const doc = { ...descriptor('plano-actualizado'), label: 'Documento de accion requerida 1' };
    expect(recordBodies).toEqual([
      {
        documents: [doc],
        size_mb: 0.5,
        title: 'documento-00104567896',
        record_id: '',
        attribute: 'NumeroSolicitud=;DocumentoIdentidadSolicitante=00104567896;TipoDocumentoPortal=Adjunto',
        acronym: 'DPPDE',
        process_id: null,
        names: ['Documento de accion requerida 1'],
        required_action_id: 77,
        activity_id: null,
        new_request: false,
      },
    ]);
    expect(completions).toEqual([{ requestId: 130, body: { documents: [doc], record_id: '', status: true, required_action_id: 77 } }]);
  });

  it('a request without a status offers no form (the button only on base status 1, spec 001 §2.5)', () => {
    const { actor } = start({ detail: fixtureDetail({ status: undefined }) });
    expect(actor.getSnapshot().value).toBe('unavailable');
  });

  it("ENVIAR without a file says 'Debe adjuntar al menos un documento' and sends nothing (spec 001 §5 Required-document form)", async () => {
    const { actor, uploads, settle } = start();
    actor.send({ type: 'documents.send' });
    await settle();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error, uploads]).toEqual(['editing', 'files.atLeastOne', []]);
  });

  it('the upload progress shows while the files are sent (spec 001 §7 multipart upload with progress)', () => {
    const machine = chart().requiredDocumentMachine.provide({
      actors: { uploadFiles: fromCallback<EventObject, UploadFilesInput>(({ sendBack }) => sendBack({ type: 'upload.progress', percent: 50 })) },
    });
    const actor = createActor(machine, { input: { detail: fixtureDetail(), viewer } }).start();
    actor.send({ type: 'files.change', files: [A] });
    actor.send({ type: 'documents.send' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.uploadPercent]).toEqual([{ sending: 'uploading' }, 50]);
  });

  it("a retry hides the last 'Ha ocurrido un error' while it sends (the loader replaces it, spec 001 §8)", async () => {
    const { actor, settle } = start({ failRecordOnce: 1 });
    actor.send({ type: 'files.change', files: [A] });
    actor.send({ type: 'documents.send' });
    await settle();
    expect(actor.getSnapshot().context.error).toBe('requestDetail.actionError');
    actor.send({ type: 'documents.send' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual([{ sending: 'recording' }, null]);
  });
});
