/**
 * The request-form calls (src/api/requestForm.ts; spec 001 §4 Submit sequence, §5 server masks,
 * §7 Service and form; contract F1-F9) against the embedded backend (msw node server): happy
 * paths, `success: false`, network and HTTP 500 failures, upload progress.
 *
 * jsdom's XMLHttpRequest sends a FormData's files as the text "undefined" named "blob", so the
 * upload tests stand in a small XHR that serialises the multipart body by hand and sends it with
 * fetch (through MSW, to the real embedded handler), reporting upload progress events first.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { config } from '../../../src/config';
import { server } from '../../../src/mocks/node';
import { db, injectFault } from '../../../src/mocks/db';
import { DEMO_CITIZEN_ID, DEMO_PASSWORD, SEED_REQUEST_ID } from '../../../src/mocks/seed';
import { DPP_CODES, MIMARENA_RECEIPTS, VALIDATOR_MESSAGES } from '../../../src/mocks/data/validatorCodes';
import {
  assignDocuments,
  createRequest,
  getExpertForm,
  requestFilesUrl,
  saveDraft,
  uploadRequestFiles,
  uploadSoftExpert,
  validateMask,
} from '../../../src/api/requestForm';
import type { ServerCheck } from '../../../src/domain/expertForm/server';
import { interpretServerAnswer } from '../../../src/domain/expertForm/server';
import { signIn, useEmbeddedBackend } from '../mocks/harness';
import { getPersonalRequests } from '../../../src/api/requestLists';
import { FetchXhr } from './fetchXhr';

useEmbeddedBackend();

afterEach(() => vi.unstubAllGlobals());

const asAna = () => signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
const pdf = (name: string, bytes = new Uint8Array([37, 80, 68, 70, 0, 255])) => new File([bytes], name, { type: 'application/pdf' });

const draftBody = (data: { key: string; value: string; labelValue: null; type: string; label: string }[]) => ({
  citizen_id: DEMO_CITIZEN_ID,
  service_id: 2,
  expertform_id: 102,
  data,
  grid: {},
  appliedRuleList: [],
  fakeStep: 0,
  step: 0,
  variations: [21],
  totalPayment: '15000.00',
});

const createBody = () => ({
  req: {
    service_id: '2',
    doc_identification: DEMO_CITIZEN_ID,
    name_service: 'Evaluación de anteproyecto turístico',
    process_flow: 'DPP-EVAP',
    form_version: '7',
    payment_amount: 15000,
    payment_status: '1' as const,
    payment_method: '2' as const,
    total: 15000,
    variations: [21],
    cant: '1' as const,
    idAutorizacionPortal: '',
  },
  form: { citizen_record_id: DEMO_CITIZEN_ID, expertform_id: 102, data: [], grid: {} },
  documents: [],
  userInfo: {
    numdocsolicita: DEMO_CITIZEN_ID,
    tipodocsolicita: 1 as const,
    nombressolicita: 'Ana María',
    apellidossolici: 'Rodríguez Peña',
    fechasolicitud: '2026-11-21',
    horasolicitud: '10:15',
    nacionsolic: 'Dominicano' as const,
    solicitudonline: 1 as const,
  },
});

describe('the desk list after a submit (spec 001 §9: lists cached 60 s, refreshed after a change)', () => {
  it('a read list page is served from the cache, and a created request drops it so the next read shows it first', async () => {
    await asAna();
    const query = { citizenId: DEMO_CITIZEN_ID, page: 1, name: '', status: 1 as const };
    const before = await getPersonalRequests(query);
    if (!before.ok) throw new Error('list failed');
    // Cached: a failing backend does not matter within 60 s.
    injectFault({ method: 'GET', path: '/all/my/requests/without/company/', kind: 'http500', times: 1 });
    expect(await getPersonalRequests(query)).toEqual(before);
    db().faults = [];
    const created = await createRequest(createBody());
    if (!created.ok) throw new Error('create failed');
    const after = await getPersonalRequests(query);
    expect(after.ok && after.data.data[0].id).toBe(created.data.RequestID);
    expect(before.data.data.map((r) => r.id)).not.toContain(created.data.RequestID);
  });
});

describe('getExpertForm and saveDraft', () => {
  it('returns the form, and the saved draft as saved_fields', async () => {
    await asAna();
    const empty = await getExpertForm(102, DEMO_CITIZEN_ID);
    expect(empty.ok && empty.data.fields.length).toBeGreaterThan(0);
    expect(empty.ok && empty.data.saved_fields).toEqual([]);
    const body = draftBody([{ key: 'texto25527', value: 'Hotel Bahía Azul', labelValue: null, type: 'text', label: 'Nombre del Proyecto' }]);
    expect(await saveDraft(body)).toEqual({ ok: true, data: true });
    const restored = await getExpertForm(102, DEMO_CITIZEN_ID);
    expect(restored.ok && restored.data.saved_fields).toEqual(body);
  });

  it('maps an unknown form to an http 404 failure and an HTTP 500 / network fault to failures', async () => {
    await asAna();
    expect(await getExpertForm(9999, DEMO_CITIZEN_ID)).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });
    injectFault({ method: 'GET', path: '/expertform/', kind: 'http500', times: 1 });
    expect(await getExpertForm(102, DEMO_CITIZEN_ID)).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
    injectFault({ method: 'POST', path: '/drafts', kind: 'network', times: 1 });
    // A write without an answer: its outcome is unknown (src/api/outcome.ts).
    expect(await saveDraft(draftBody([]))).toEqual({ ok: false, error: { kind: 'unknown', cause: 'network' } });
  });

  it('reports a draft refused with success false as rejected', async () => {
    await asAna();
    const result = await saveDraft({ ...draftBody([{ key: 'a', value: 'b', labelValue: null, type: 'text', label: 'A' }]), citizen_id: '40209876545' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'rejected' } });
  });
});

describe('uploadRequestFiles (XHR, multipart file[])', () => {
  it('sends one file[] part per file with the original names, the session and the files app key; reports progress up to 100', async () => {
    vi.stubGlobal('XMLHttpRequest', FetchXhr);
    const token = await asAna();
    const seen: number[] = [];
    const result = await uploadRequestFiles([pdf('Plano de ubicación.pdf'), pdf('Memoria.pdf')], (p) => seen.push(p));
    const xhr = FetchXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(requestFilesUrl());
    expect(xhr.url).toBe(`${config.filesUrl}/files`);
    expect(xhr.headers).toMatchObject({ Authorization: `${config.authScheme} ${token}`, 'X-Authorization': config.filesAppKey });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.map((f) => [f.name, f.extension, f.size_mb])).toEqual([
      ['Plano de ubicación', 'pdf', 0],
      ['Memoria', 'pdf', 0],
    ]);
    expect(seen).toEqual([50, 100, 100]);
    // the bytes are served back identical
    const back = await fetch(result.data[0].url);
    expect([...new Uint8Array(await back.arrayBuffer())]).toEqual([37, 80, 68, 70, 0, 255]);
  });

  it('maps a refused type (422), an HTTP 500 and a network failure; no final 100 then', async () => {
    vi.stubGlobal('XMLHttpRequest', FetchXhr);
    await asAna();
    const seen: number[] = [];
    const dwg = await uploadRequestFiles([new File(['x'], 'planta.dwg')], (p) => seen.push(p));
    expect(dwg).toEqual({ ok: false, error: { kind: 'http', status: 422, message: 'Documento no permitido' } });
    injectFault({ method: 'POST', path: '/files', kind: 'http500', times: 1 });
    expect(await uploadRequestFiles([pdf('a.pdf')], (p) => seen.push(p))).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
    injectFault({ method: 'POST', path: '/files', kind: 'network', times: 1 });
    expect(await uploadRequestFiles([pdf('a.pdf')], (p) => seen.push(p))).toEqual({ ok: false, error: { kind: 'network' } });
    expect(seen.filter((p) => p === 100)).toHaveLength(3); // the transport's own 100s, never the success one
  });

  it('maps success false to rejected and a reply without descriptors to malformed', async () => {
    vi.stubGlobal('XMLHttpRequest', FetchXhr);
    await asAna();
    server.use(http.post(`${config.filesUrl}/files`, () => HttpResponse.json({ success: false, msg: 'No se pudieron guardar los archivos' })));
    expect(await uploadRequestFiles([pdf('a.pdf')], () => {})).toEqual({
      ok: false,
      error: { kind: 'rejected', status: 200, message: 'No se pudieron guardar los archivos' },
    });
    server.use(http.post(`${config.filesUrl}/files`, () => HttpResponse.json({ success: true, files: [{ name: 'a' }] })));
    expect(await uploadRequestFiles([pdf('a.pdf')], () => {})).toEqual({ ok: false, error: { kind: 'malformed', status: 200 } });
  });

  it("an 'El token ha expirado' answer refreshes the session once and uploads again", async () => {
    vi.stubGlobal('XMLHttpRequest', FetchXhr);
    await asAna();
    injectFault({ method: 'POST', path: '/files', kind: 'expired', times: 1 });
    const result = await uploadRequestFiles([pdf('a.pdf')], () => {});
    expect(result.ok).toBe(true);
    injectFault({ method: 'POST', path: '/files', kind: 'expired', times: 2 });
    expect(await uploadRequestFiles([pdf('a.pdf')], () => {})).toMatchObject({ ok: false, error: { kind: 'expired' } });
  });

  it('an aborted signal ends with a network failure', async () => {
    vi.stubGlobal('XMLHttpRequest', FetchXhr);
    await asAna();
    const controller = new AbortController();
    const pending = uploadRequestFiles([pdf('a.pdf')], () => {}, controller.signal);
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'network' } });
    expect(FetchXhr.last.aborted).toBe(true);
    expect(await uploadRequestFiles([pdf('a.pdf')], () => {}, controller.signal)).toEqual({ ok: false, error: { kind: 'network' } });
  });
});

describe('createRequest, uploadSoftExpert, assignDocuments', () => {
  it('runs the submit sequence against the embedded backend', async () => {
    vi.stubGlobal('XMLHttpRequest', FetchXhr);
    await asAna();
    const up = await uploadRequestFiles([pdf('Memoria.pdf')], () => {});
    if (!up.ok) throw new Error('upload failed');
    const highestSeeded = Math.max(...(db().requests ?? []).map((r) => r.id));
    const created = await createRequest(createBody());
    expect(created).toMatchObject({ ok: true, data: { success: true, RequestID: highestSeeded + 1, acronym: 'DPPDE' } });
    if (!created.ok) return;
    const label = 'Memoria descriptiva 1';
    const soft = await uploadSoftExpert({
      documents: [{ ...up.data[0], label }],
      size_mb: up.data[0].size_mb,
      title: created.data.title!,
      record_id: created.data.code!,
      attribute: created.data.attributes!,
      process_id: 1102,
      acronym: created.data.acronym!,
      names: [label],
      activity_id: 51102,
      new_request: true,
    });
    expect(soft).toEqual({ ok: true, data: true });
    expect(await assignDocuments(created.data.RequestID!, { documents: [{ ...up.data[0], label }] })).toEqual({ ok: true, data: true });
  });

  it('maps success false and faults to failures', async () => {
    await asAna();
    const refused = await createRequest({ ...createBody(), req: { ...createBody().req, service_id: '999' } });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'rejected', message: 'El servicio no existe' } });
    injectFault({ method: 'POST', path: '/requests', kind: 'http500', times: 1 });
    expect(await createRequest(createBody())).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
    injectFault({ method: 'POST', path: '/assigndocument/', kind: 'network', times: 1 });
    expect(await assignDocuments(SEED_REQUEST_ID, { documents: [{ route: 'a/b.pdf' }] })).toEqual({ ok: false, error: { kind: 'unknown', cause: 'network' } });
    expect(await assignDocuments(424242, { documents: [{ route: 'a/b.pdf' }] })).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });
    server.use(http.post(`${config.adminUrl}/assigndocument/:id`, () => HttpResponse.json({ success: false, msg: 'No se pudo asignar' })));
    expect(await assignDocuments(SEED_REQUEST_ID, { documents: [{ route: 'a/b.pdf' }] })).toMatchObject({
      ok: false,
      error: { kind: 'rejected', message: 'No se pudo asignar' },
    });
    server.use(http.post(`${config.filesUrl}/uploadsoftexpert`, () => HttpResponse.json({ success: false })));
    expect(await uploadSoftExpert({ documents: [] })).toMatchObject({ ok: false, error: { kind: 'rejected' } });
  });
});

describe('validateMask (server masks)', () => {
  const check = (c: Partial<ServerCheck> & Pick<ServerCheck, 'operationId' | 'path'>): ServerCheck => ({ fieldId: 'f', mask: '20', ...c });

  it('passes the engine plan straight through and returns the raw answer, success false included', async () => {
    const ok = await validateMask(check({ operationId: 'validateDpp', path: { code: DPP_CODES.Definitiva[0] }, query: { tipo: 'Definitiva' } }));
    expect(ok).toEqual({ ok: true, data: { success: true, message: null } });
    const no = await validateMask(check({ operationId: 'validateDpp', path: { code: DPP_CODES.Definitiva[0] }, query: { tipo: 'Provisional' } }));
    expect(no).toEqual({ ok: true, data: { success: false, message: VALIDATOR_MESSAGES.dppProvisional } });
    const c = check({ operationId: 'validateDpp', path: { code: 'x' }, query: { tipo: 'Provisional' } });
    expect(interpretServerAnswer(c, no.ok ? { ok: true, body: no.data } : { ok: false })).toMatchObject({
      valid: false,
      error: { key: 'requestForm.serverMessage', params: { message: VALIDATOR_MESSAGES.dppProvisional } },
    });
  });

  it.each([
    ['validateCedula', { cedula: DEMO_CITIZEN_ID }, undefined, { success: true, exist: true }],
    ['validateMimarena', { code: MIMARENA_RECEIPTS[0] }, undefined, { success: true }],
    ['validateDppNoObjecionProrroga', { code: 'CFT-NO-2021-0077' }, { isForConfotur: true as const }, { success: true }],
    ['validateDppNoObjecionProrroga', { code: 'CFT-NO-2021-0077' }, undefined, { success: false }],
    ['validateConsfoturProrrogaListados', { code: 'CFT-LE-2022-0412' }, undefined, { success: true }],
    ['validateConfoturListados', { code: 'CFT-LB-2023-0150' }, undefined, { success: true }],
    ['validateConsfoturClasificacionReconsideracion', { code: 'CFT-CL-2022-0098' }, undefined, { success: true }],
    ['validateConfoturClasificacion', { code: 'nada' }, undefined, { success: false }],
  ] as const)('%s %j %j', async (operationId, path, query, expected) => {
    const result = await validateMask(check({ operationId, path, ...(query ? { query } : {}) }));
    expect(result).toMatchObject({ ok: true, data: expected });
  });

  it('a network failure or HTTP 500 is a failure', async () => {
    injectFault({ method: 'GET', path: '/mimarena/validate/', kind: 'network', times: 1 });
    expect(await validateMask(check({ operationId: 'validateMimarena', path: { code: 'x' } }))).toEqual({ ok: false, error: { kind: 'network' } });
    injectFault({ method: 'GET', path: '/mimarena/validate/', kind: 'http500', times: 1 });
    expect(await validateMask(check({ operationId: 'validateMimarena', path: { code: 'x' } }))).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 500 },
    });
  });
});
