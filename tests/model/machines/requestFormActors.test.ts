/**
 * The real actors of the request-form chart and of its submit pipeline
 * (src/machines/requestForm/actors.ts), which the model tests replace: what each sends, what it
 * resolves with and when it rejects (spec 001 §2.3, §4 Form flow and Submit sequence, §5, §8;
 * contract §2.3–§2.10, F2, F5). The API layer is replaced by recorded answers (its own tests run
 * against the embedded backend: tests/unit/api/requestForm.test.ts) and the browser's draft copy
 * by a map.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup, toPromise, type AnyActorLogic, type EventObject } from 'xstate';
import type { SchemaDraftSaveBody, SchemaExpertForm, SchemaFileDescriptor } from '../../../src/api/generated/admin';
import { ApiError, fail, ok, type ApiFailure, type ApiResult } from '../../../src/api/result';
import { initialState, setValue } from '../../../src/domain/expertForm';
import type { LoadedRequestForm } from '../../../src/machines/requestForm/types';
import { networkError, sampleUser } from './fixtures';

/** The recorded API calls and their scripted answers, and the browser's draft copies. */
const api = vi.hoisted(() => ({
  getService: vi.fn(),
  getExpertForm: vi.fn(),
  saveDraft: vi.fn(),
  uploadRequestFiles: vi.fn(),
  createRequest: vi.fn(),
  uploadSoftExpert: vi.fn(),
  assignDocuments: vi.fn(),
  validateMask: vi.fn(),
  getRepresentedCompanies: vi.fn(),
  local: new Map<string, unknown>(),
}));
vi.mock('../../../src/api/catalogue', async (original) => ({ ...(await original<object>()), getService: api.getService }));
vi.mock('../../../src/api/representedCompanies', async (original) => ({ ...(await original<object>()), getRepresentedCompanies: api.getRepresentedCompanies }));
vi.mock('../../../src/api/requestForm', async (original) => ({
  ...(await original<object>()),
  getExpertForm: api.getExpertForm,
  saveDraft: api.saveDraft,
  uploadRequestFiles: api.uploadRequestFiles,
  createRequest: api.createRequest,
  uploadSoftExpert: api.uploadSoftExpert,
  assignDocuments: api.assignDocuments,
  validateMask: api.validateMask,
}));
vi.mock('../../../src/api/localDraft', () => ({
  keepLocalDraft: (body: SchemaDraftSaveBody) => api.local.set(`${body.citizen_id}/${body.expertform_id}`, body),
  readLocalDraft: (citizenId: string, expertformId: number) => api.local.get(`${citizenId}/${expertformId}`) ?? null,
  forgetLocalDraft: (citizenId: string, expertformId: number) => api.local.delete(`${citizenId}/${expertformId}`),
}));

/** The actors module, imported here so a mutant that breaks it fails a test, not the file's load. */
const actors = () => import('../../../src/machines/requestForm/actors');
/** The sample service and form (requestForm.model.ts). */
const sample = () => import('./requestForm.model');

/** Runs a promise actor to its end. */
function run<T>(logic: AnyActorLogic, input: unknown): Promise<T> {
  return toPromise(createActor(logic, { input }).start()) as Promise<T>;
}
/** The failure a rejected actor carries. */
async function failureOfRun(logic: AnyActorLogic, input: unknown): Promise<ApiFailure | null> {
  const error = await run(logic, input).then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof ApiError ? error.failure : null;
}

const CITIZEN = sampleUser.citizen_id;
const savedDraft = { data: [{ key: 'numlicencia', value: 'LIC-2024-0099', labelValue: null, type: 'text', label: 'Número de licencia' }], step: 1 };
const descriptor: SchemaFileDescriptor = { name: 'plano', extension: 'pdf', route: 'documentos/plano.pdf', size_mb: 0.01 };
const created = { success: true, RequestID: 1520, code: 'LO-2026-000123', title: 'documento-x', attributes: 'a', acronym: 'LODE' };

beforeEach(() => {
  vi.resetAllMocks();
  api.local.clear();
});

describe('loadRequestForm: the service and its expert form (spec 001 §2.3, §4 Form flow; contract §2.3, §2.4)', () => {
  const load = async (input = { serviceId: 31, citizenId: CITIZEN }) => run<LoadedRequestForm>((await actors()).requestFormActors.loadRequestForm, input);

  it('a service of type 1 or without an expert form cannot be requested online: its form is not asked for', async () => {
    const { requestFormService } = await sample();
    for (const service of [
      { ...requestFormService, type_id: 1 },
      { ...requestFormService, type_id: '1' },
      { ...requestFormService, expertform_id: null },
    ]) {
      api.getService.mockResolvedValueOnce(ok(service));
      expect(await load()).toEqual({ service, model: null, draft: null });
    }
    expect(api.getService.mock.calls).toEqual([[31], [31], [31]]);
    expect(api.getExpertForm).not.toHaveBeenCalled();
  });

  it("the form of the service for the citizen, with the server's draft when it holds answers, the browser's copy first", async () => {
    const { requestFormService, requestFormPayload } = await sample();
    api.getService.mockResolvedValue(ok(requestFormService));
    api.getExpertForm.mockResolvedValue(ok(requestFormPayload));
    const plain = await load();
    expect(api.getExpertForm.mock.calls).toEqual([[114, CITIZEN]]);
    expect([plain.service, plain.model?.steps.length, plain.draft]).toEqual([requestFormService, 3, null]);
    api.getExpertForm.mockResolvedValue(ok({ ...requestFormPayload, saved_fields: savedDraft }));
    expect((await load()).draft).toEqual(savedDraft);
    const local = { ...savedDraft, step: 2 };
    api.local.set(`${CITIZEN}/114`, local);
    expect((await load()).draft).toEqual(local);
    api.local.set(`${CITIZEN}/114`, { data: [] }); // a copy without answers is not offered
    expect((await load()).draft).toEqual(savedDraft);
  });

  it('a form without steps cannot be requested online; an unreadable one or a failed call rejects', async () => {
    const { requestFormService, requestFormPayload } = await sample();
    const { requestFormActors } = await actors();
    api.getService.mockResolvedValue(ok(requestFormService));
    api.getExpertForm.mockResolvedValueOnce(ok({ ...requestFormPayload, fields: [] }));
    expect(await load()).toEqual({ service: requestFormService, model: null, draft: null });
    api.getExpertForm.mockResolvedValueOnce(ok({ ...requestFormPayload, fields: [{ type: 'text' }] } as unknown as SchemaExpertForm)); // not fields[][]
    expect(await failureOfRun(requestFormActors.loadRequestForm, { serviceId: 31, citizenId: CITIZEN })).toEqual({ kind: 'malformed' });
    api.getExpertForm.mockResolvedValueOnce(fail({ kind: 'http', status: 500 }));
    expect(await failureOfRun(requestFormActors.loadRequestForm, { serviceId: 31, citizenId: CITIZEN })).toEqual({ kind: 'http', status: 500 });
    api.getService.mockResolvedValueOnce(fail({ kind: 'http', status: 404 }));
    expect(await failureOfRun(requestFormActors.loadRequestForm, { serviceId: 31, citizenId: CITIZEN })).toEqual({ kind: 'http', status: 404 });
  });
});

describe('saveDraft: POST /drafts (spec 001 §4 "A draft is saved each time a step is advanced"; contract §2.8, F2)', () => {
  const body = (data: unknown[]) =>
    ({
      citizen_id: CITIZEN,
      service_id: 31,
      expertform_id: 114,
      data,
      grid: {},
      appliedRuleList: [],
      fakeStep: 1,
      step: 1,
      variations: [12],
      totalPayment: '12000.00',
    }) as SchemaDraftSaveBody;

  it('nothing is sent without a form or without answers', async () => {
    const { requestFormActors } = await actors();
    expect(await run(requestFormActors.saveDraft, null)).toBe(true);
    expect(await run(requestFormActors.saveDraft, body([]))).toBe(true);
    expect([api.saveDraft.mock.calls.length, api.local.size]).toEqual([0, 0]);
  });

  it('the browser keeps a copy while the server stores it, forgotten once stored; a failed save rejects and the copy stays', async () => {
    const { requestFormActors } = await actors();
    const draft = body(savedDraft.data);
    const keptWhileSending: unknown[] = [];
    api.saveDraft.mockImplementation(async () => (keptWhileSending.push(api.local.get(`${CITIZEN}/114`)), ok(true)));
    expect(await run(requestFormActors.saveDraft, draft)).toBe(true);
    expect([api.saveDraft.mock.calls, keptWhileSending, api.local.size]).toEqual([[[draft]], [draft], 0]);
    api.saveDraft.mockResolvedValue(fail({ kind: 'network' }));
    expect(await failureOfRun(requestFormActors.saveDraft, draft)).toEqual({ kind: 'network' });
    expect(api.local.get(`${CITIZEN}/114`)).toEqual(draft);
  });
});

describe('validateField and loadRepresentedCompanies (spec 001 §5 server masks, §2.3; issue 10)', () => {
  it('a failed validation call resolves as not ok (the chart shows its message); the answer otherwise', async () => {
    const { requestFormActors } = await actors();
    const check = { fieldId: 'cedulapromotor', mask: '0', operationId: 'validateCedula', path: { cedula: CITIZEN } };
    api.validateMask.mockResolvedValueOnce(ok({ success: true, exist: false }));
    expect(await run(requestFormActors.validateField, check)).toEqual({ ok: true, body: { success: true, exist: false } });
    api.validateMask.mockResolvedValueOnce(fail({ kind: 'network' }));
    expect(await run(requestFormActors.validateField, check)).toEqual({ ok: false });
    expect(api.validateMask.mock.calls).toEqual([[check], [check]]);
  });

  it("the citizen's represented companies, or the call's failure", async () => {
    const { requestFormActors } = await actors();
    const companies = [{ id: 4, company_name: 'Inversiones Turísticas del Este SRL' }];
    api.getRepresentedCompanies.mockResolvedValueOnce(ok(companies));
    expect(await run(requestFormActors.loadRepresentedCompanies, { citizenId: CITIZEN })).toEqual(companies);
    api.getRepresentedCompanies.mockResolvedValueOnce(fail({ kind: 'network' }));
    expect(await failureOfRun(requestFormActors.loadRepresentedCompanies, { citizenId: CITIZEN })).toEqual({ kind: 'network' });
    expect(api.getRepresentedCompanies.mock.calls).toEqual([[CITIZEN], [CITIZEN]]);
  });
});

/**
 * The events the upload actor sends back, collected by a parent that invokes it; `leave` moves the
 * parent on (as the submit pipeline leaves `uploading`), which stops the upload while the parent
 * still listens.
 */
async function uploadEvents(answer: (onProgress: (p: number) => void, signal: AbortSignal) => Promise<ApiResult<SchemaFileDescriptor[]>>) {
  const { requestSubmitActors } = await actors();
  const events: EventObject[] = [];
  let signal: AbortSignal | undefined;
  api.uploadRequestFiles.mockImplementation((_files: File[], onProgress: (p: number) => void, s: AbortSignal) => ((signal = s), answer(onProgress, s)));
  const parent = setup({ actors: { uploadFiles: requestSubmitActors.uploadFiles } }).createMachine({
    initial: 'uploading',
    states: {
      uploading: { invoke: { src: 'uploadFiles', input: { files: [new File(['%PDF'], 'plano.pdf')] } }, on: { leave: 'left' } },
      left: {},
    },
    on: { '*': { actions: ({ event }) => void events.push(event) } },
  });
  const actor = createActor(parent).start();
  return { events, leave: () => actor.send({ type: 'leave' }), signal: () => signal };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('uploadFiles: POST /files with progress (spec 001 §4 Submit step 1, §2.4)', () => {
  it('reports the progress, then the descriptors; a failed or broken upload reports the failure', async () => {
    const done = await uploadEvents(async (onProgress) => (onProgress(40), ok([descriptor])));
    await settle();
    expect(done.events).toEqual([
      { type: 'upload.progress', percent: 40 },
      { type: 'upload.done', files: [descriptor] },
    ]);
    expect(api.uploadRequestFiles.mock.calls[0][0].map((f: File) => f.name)).toEqual(['plano.pdf']);
    const refused = await uploadEvents(async () => fail({ kind: 'http', status: 413 }));
    await settle();
    expect(refused.events).toEqual([{ type: 'upload.failed', failure: { kind: 'http', status: 413 } }]);
    const broken = await uploadEvents(() => Promise.reject(new Error('xhr')));
    await settle();
    expect(broken.events).toEqual([{ type: 'upload.failed', failure: { kind: 'network' } }]);
  });

  it('leaving the step aborts the upload and nothing more is reported', async () => {
    let progress!: (p: number) => void;
    let finish!: (r: ApiResult<SchemaFileDescriptor[]>) => void;
    const held = await uploadEvents((onProgress) => ((progress = onProgress), new Promise((resolve) => (finish = resolve))));
    expect(held.signal()?.aborted).toBe(false);
    held.leave();
    expect(held.signal()?.aborted).toBe(true);
    progress(80);
    finish(ok([descriptor]));
    await settle();
    expect(held.events).toEqual([]);
    // An upload that rejects once aborted (as a cancelled XHR can).
    const rejected = await uploadEvents((_, signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))));
    rejected.leave();
    await settle();
    expect(rejected.events).toEqual([]);
  });
});

describe('createRequest, sendToDocumentManager, assignDocuments (spec 001 §4 Submit steps 2–4; contract §2.10, F5–F7)', () => {
  /** The sample form answered (variation 12) and what POST /requests is built from. */
  async function createInput(over: Record<string, unknown> = {}) {
    const { requestFormService, requestFormModelForm, RF } = await sample();
    const form = setValue(initialState(requestFormModelForm, 12), RF.cedula, CITIZEN);
    return {
      form,
      service: requestFormService,
      applicant: sampleUser,
      company: { id: 4, name: 'Inversiones Turísticas del Este SRL' },
      serviceId: 31,
      descriptors: [descriptor],
      ...over,
    };
  }

  it("creates the request for the checked company with the citizen's answers, then forgets the browser's draft copy", async () => {
    const { requestSubmitActors } = await actors();
    api.createRequest.mockResolvedValue(ok(created));
    api.local.set(`${CITIZEN}/114`, { data: [] });
    api.local.set(`${CITIZEN}/115`, { data: [] });
    expect(await run(requestSubmitActors.createRequest, await createInput())).toEqual(created);
    const [[body]] = api.createRequest.mock.calls;
    expect(body.req).toMatchObject({
      company_id: 4,
      company_name: 'Inversiones Turísticas del Este SRL',
      service_id: '31',
      doc_identification: CITIZEN,
      variations: [12],
      payment_amount: 12000,
    });
    expect(body.form).toMatchObject({ citizen_record_id: CITIZEN, expertform_id: 114 });
    expect([...api.local.keys()]).toEqual([`${CITIZEN}/115`]);
  });

  it('a missing form, service or descriptors, or a failed creation, rejects and keeps the copy', async () => {
    const { requestSubmitActors } = await actors();
    api.local.set(`${CITIZEN}/114`, { data: [] });
    for (const missing of [{ form: null }, { service: null }, { descriptors: null }]) {
      expect(await failureOfRun(requestSubmitActors.createRequest, await createInput(missing))).toEqual({ kind: 'malformed' });
    }
    expect(api.createRequest).not.toHaveBeenCalled();
    api.createRequest.mockResolvedValue(fail({ kind: 'rejected', message: 'no' }));
    expect(await failureOfRun(requestSubmitActors.createRequest, await createInput())).toEqual({ kind: 'rejected', message: 'no' });
    expect(api.local.size).toBe(1);
  });

  it('sends each document to the document manager once, all of them, and fails when one fails', async () => {
    const { requestSubmitActors } = await actors();
    const { requestFormService } = await sample();
    const other = { ...descriptor, name: 'cedula', route: 'documentos/cedula.pdf' };
    api.uploadSoftExpert.mockResolvedValue(ok(true));
    expect(await run(requestSubmitActors.sendToDocumentManager, { service: requestFormService, created, descriptors: [descriptor, other] })).toBe(true);
    expect(api.uploadSoftExpert.mock.calls.map(([r]) => [r.documents, r.record_id, r.new_request])).toEqual([
      [[descriptor], 'LO-2026-000123', true],
      [[other], 'LO-2026-000123', true],
    ]);
    api.uploadSoftExpert.mockResolvedValueOnce(ok(true)).mockResolvedValueOnce(fail(networkError.failure));
    expect(await failureOfRun(requestSubmitActors.sendToDocumentManager, { service: requestFormService, created, descriptors: [descriptor, other] })).toEqual({
      kind: 'network',
    });
    for (const missing of [{ service: null }, { created: null }, { descriptors: null }]) {
      expect(
        await failureOfRun(requestSubmitActors.sendToDocumentManager, { service: requestFormService, created, descriptors: [descriptor], ...missing }),
      ).toEqual({ kind: 'malformed' });
    }
    expect(api.uploadSoftExpert).toHaveBeenCalledTimes(4);
  });

  it('assigns the documents to the new request; without its id or descriptors, or when the call fails, rejects', async () => {
    const { requestSubmitActors } = await actors();
    api.assignDocuments.mockResolvedValueOnce(ok(true));
    expect(await run(requestSubmitActors.assignDocuments, { requestId: 1520, descriptors: [descriptor] })).toBe(true);
    expect(api.assignDocuments.mock.calls).toEqual([[1520, { documents: [descriptor] }]]);
    api.assignDocuments.mockResolvedValueOnce(fail({ kind: 'network' }));
    expect(await failureOfRun(requestSubmitActors.assignDocuments, { requestId: 1520, descriptors: [descriptor] })).toEqual({ kind: 'network' });
    expect(await failureOfRun(requestSubmitActors.assignDocuments, { requestId: null, descriptors: [descriptor] })).toEqual({ kind: 'malformed' });
    expect(await failureOfRun(requestSubmitActors.assignDocuments, { requestId: 1520, descriptors: null })).toEqual({ kind: 'malformed' });
    expect(api.assignDocuments).toHaveBeenCalledTimes(2);
  });
});
