import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from 'xstate';
import { defineModelTest } from '../lib/modelTest';
import { loadChart } from '../lib/loadChart';
import { describeOracleReach, describeSpecCitations } from './specCitations';
import { initialState, setValue } from '../../../src/domain/expertForm';
import type { AssignInput, CreateInput, ManagerInput, SubmitInput, UploadInput } from '../../../src/machines/requestForm.machine';
import type { SchemaCreateRequestResponse } from '../../../src/api/generated/admin';
import { sampleUser } from './fixtures';

// Loaded by tests/model/lib/loadChart.ts: a chart that fails to build fails a test, not the file's load.
const { modules, ready } = await loadChart(
  'requestSubmit',
  () =>
    Promise.all([import('./requestSubmit.model'), import('./requestForm.model'), import('../../../src/machines/requestForm/submit.machine')]).then(
      ([model, form, chart]) => ({ model, form, chart }),
    ),
  ({ model }) => model.requestSubmitModel,
);
if (ready) {
  defineModelTest(ready.model.requestSubmitModel);
  // A mutant that drops a state or an outcome also drops the paths to it: the oracles must still run.
  describeOracleReach(ready.model.requestSubmitModel, ['route', 'afterCreate']);
  describeSpecCitations(ready.model.requestSubmitModel.machine);
}

/** What the pipeline sent, per call (spec 001 §4 Submit steps 1–4). */
interface Sent {
  /** The calls in order. */
  order: string[];
  uploads: string[][];
  creates: CreateInput[];
  manager: ManagerInput[];
  assigns: AssignInput[];
}

/**
 * Runs the pipeline to its end with answering actors: POST /files answers one descriptor per file
 * sent (named after it), POST /requests the request 1520.
 */
async function submit(input: SubmitInput) {
  const { chart, form } = modules();
  const sent: Sent = { order: [], uploads: [], creates: [], manager: [], assigns: [] };
  const machine = chart.requestSubmitMachine.provide({
    actors: {
      uploadFiles: fromCallback<EventObject, UploadInput>(({ input: { files }, sendBack }) => {
        sent.order.push('POST /files');
        sent.uploads.push(files.map((f) => f.name));
        queueMicrotask(() =>
          sendBack({
            type: 'upload.done',
            files: files.map((f) => ({ name: f.name.replace(/\.pdf$/, ''), extension: 'pdf', route: `documentos/${f.name}`, size_mb: 0.01 })),
          }),
        );
      }),
      createRequest: fromPromise<SchemaCreateRequestResponse, CreateInput>(
        async ({ input: c }) => (sent.order.push('POST /requests'), sent.creates.push(c), form.created),
      ),
      sendToDocumentManager: fromPromise<true, ManagerInput>(
        async ({ input: m }) => (sent.order.push('POST /uploadsoftexpert'), sent.manager.push(m), true as const),
      ),
      assignDocuments: fromPromise<true, AssignInput>(
        async ({ input: a }) => (sent.order.push('POST /assigndocument/1520'), sent.assigns.push(a), true as const),
      ),
    },
  });
  const done = await waitFor(createActor(machine, { input }).start(), (s) => s.status === 'done');
  return { output: done.output, sent };
}

/** The answers of the request form's model test on its last step, with the given files in the plan's field. */
function answersWith(files: unknown[]) {
  const { form } = modules();
  const answered = setValue(setValue(initialState(form.requestFormModelForm, 12), form.RF.tipo, '1'), form.RF.cedula, '00113918205');
  return files.length ? setValue(answered, form.RF.plano, { files }) : answered;
}
const pdf = (name: string) => new File([new Uint8Array([37, 80, 68, 70])], name, { type: 'application/pdf' });
const deviceEntry = (id: string, name: string) => ({ id, name, sizeMb: 0.01, candidate: { kind: 'device' as const, file: pdf(name) } });

describe('request submit pipeline (behaviour)', () => {
  it('a new file for a service with send 1: upload, create, document manager, assign, in this order (spec 001 §4 steps 1–4)', async () => {
    const { form } = modules();
    const input: SubmitInput = {
      form: answersWith([deviceEntry('f1', 'plano.pdf')]),
      service: form.requestFormService,
      applicant: sampleUser,
      company: null,
      serviceId: 31,
      uploaded: {},
      created: null,
      managerDone: false,
      pendingCheck: null,
    };
    const { output, sent } = await submit(input);
    const labelled = [{ ...form.descriptor, label: 'Plano de ubicación 1' }];
    expect(sent.order).toEqual(['POST /files', 'POST /requests', 'POST /uploadsoftexpert', 'POST /assigndocument/1520']);
    expect(sent.uploads).toEqual([['plano.pdf']]);
    expect(sent.manager).toEqual([{ service: form.requestFormService, created: form.created, descriptors: labelled }]);
    expect(sent.assigns).toEqual([{ requestId: 1520, descriptors: labelled }]);
    expect(output).toEqual({ error: null, uploaded: { [form.PLANO_KEY]: form.descriptor }, created: form.created, managerDone: true, pendingCheck: null });
  });

  it('a request without files is only created, even when the service sends to the document manager (spec 001 §4 steps 3–4 need files)', async () => {
    const { form } = modules();
    const company = { id: 4, name: 'Inversiones Turísticas del Este SRL' };
    const input: SubmitInput = {
      form: answersWith([]),
      service: form.requestFormService,
      applicant: sampleUser,
      company,
      serviceId: 31,
      uploaded: {},
      created: null,
      managerDone: false,
      pendingCheck: null,
    };
    const { output, sent } = await submit(input);
    expect(sent.order).toEqual(['POST /requests']);
    expect(sent.creates.map((c) => [c.company, c.descriptors])).toEqual([[company, []]]);
    expect(output).toEqual({ error: null, uploaded: {}, created: form.created, managerDone: false, pendingCheck: null });
  });

  it('a retry after a new file was added uploads only that file and sends both descriptors (spec 001 §4 step 1, contract §2.9–§2.10)', async () => {
    const { form } = modules();
    const answers = answersWith([deviceEntry('f1', 'plano.pdf'), deviceEntry('f2', 'anexo.pdf')]);
    // The first run uploaded the plan and failed to create the request; the applicant then added a second file.
    const input: SubmitInput = {
      form: answers,
      service: { ...form.requestFormService, send: 0 },
      applicant: sampleUser,
      company: null,
      serviceId: 31,
      uploaded: { 'planoubicacion:f1': form.descriptor },
      created: null,
      managerDone: false,
      pendingCheck: null,
    };
    const { output, sent } = await submit(input);
    const anexo = { name: 'anexo', extension: 'pdf', route: 'documentos/anexo.pdf', size_mb: 0.01 };
    const labelled = [
      { ...form.descriptor, label: 'Plano de ubicación 1' },
      { ...anexo, label: 'Plano de ubicación 2' },
    ];
    expect(sent.order).toEqual(['POST /files', 'POST /requests', 'POST /assigndocument/1520']);
    expect(sent.uploads).toEqual([['anexo.pdf']]);
    expect(sent.creates.map((c) => c.descriptors)).toEqual([labelled]);
    expect(sent.assigns).toEqual([{ requestId: 1520, descriptors: labelled }]);
    expect(output).toEqual({
      error: null,
      uploaded: { 'planoubicacion:f1': form.descriptor, 'planoubicacion:f2': anexo },
      created: form.created,
      managerDone: false,
      pendingCheck: null,
    });
  });
});
