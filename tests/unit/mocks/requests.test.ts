/**
 * The embedded backend of the request flow (src/mocks/handlers/requests.ts; spec 001 §2.4, §3, §4
 * Submit sequence, §5 server masks, §7; contract F1-F9, §2.8-§2.10, §3.1): expert form with the
 * draft, drafts, file uploads with their bytes served back, request creation, document-manager
 * hand-over, document assignment, the request detail, 'Mis documentos' and the mask validators.
 */
import { describe, expect, it } from 'vitest';
import { config } from '../../../src/config';
import { db, injectFault, resetDb } from '../../../src/mocks/db';
import { DEMO_CITIZEN_2_ID, DEMO_CITIZEN_ID, DEMO_PASSWORD, SEED_REQUEST_ID } from '../../../src/mocks/seed';
import { fileUrl } from '../../../src/mocks/handlers/requests';
import { CONFOTUR_CODES, DPP_CODES, DPP_NO_OBJECTION_CODES, MIMARENA_RECEIPTS, VALIDATOR_MESSAGES } from '../../../src/mocks/data/validatorCodes';
import { adminUrl, raw, signIn, useEmbeddedBackend } from './harness';

useEmbeddedBackend();

const filesUrl = (path: string) => `${config.filesUrl}${path}`;

/** A multipart body with binary parts, built by hand (jsdom's FormData does not reach node's parser). */
function multipart(parts: { field?: string; filename: string; type: string; bytes: Uint8Array }[]) {
  const boundary = '----prueba-solicitud';
  const enc = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const p of parts) {
    chunks.push(
      enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'file[]'}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`),
    );
    chunks.push(p.bytes);
    chunks.push(enc.encode('\r\n'));
  }
  chunks.push(enc.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    body.set(c, at);
    at += c.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Every byte value 0..255, then a PDF-ish tail: what must come back identical. */
const BINARY = new Uint8Array([...Array.from({ length: 256 }, (_, i) => i), ...new TextEncoder().encode('%PDF-1.4 prueba\r\n--')]);

async function upload(token: string | null, parts: Parameters<typeof multipart>[0]) {
  const { body, contentType } = multipart(parts);
  const headers: Record<string, string> = { 'Content-Type': contentType, 'X-Authorization': config.filesAppKey };
  if (token) headers.Authorization = `${config.authScheme} ${token}`;
  const res = await fetch(filesUrl('/files'), { method: 'POST', headers, body });
  return { status: res.status, body: await res.json() };
}

const asAna = () => signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);

/** A valid POST /requests body for service 2 (expert form 102, variation 21). */
function requestBody(overrides: { req?: Record<string, unknown>; form?: Record<string, unknown> } = {}) {
  return {
    req: {
      service_id: '2',
      doc_identification: DEMO_CITIZEN_ID,
      name_service: 'Evaluación de anteproyecto turístico',
      process_flow: 'DPP-EVAP',
      form_version: '7',
      payment_amount: 15000,
      payment_status: '1',
      payment_method: '2',
      total: 15000,
      variations: [21],
      cant: '1',
      idAutorizacionPortal: '',
      ...overrides.req,
    },
    form: {
      citizen_record_id: DEMO_CITIZEN_ID,
      expertform_id: 102,
      data: [{ key: 'texto25527', value: 'Hotel Bahía Azul', labelValue: null, type: 'text', label: 'Nombre del Proyecto' }],
      grid: { relacion: [{ fecha: { key: 'fecha', value: '2026-11-02', labelValue: 'Fecha', type: 'date', MainLabel: 'Fecha' } }] },
      ...overrides.form,
    },
    documents: [],
    userInfo: {
      numdocsolicita: DEMO_CITIZEN_ID,
      tipodocsolicita: 1,
      nombressolicita: 'Ana María',
      apellidossolici: 'Rodríguez Peña',
      fechasolicitud: '2026-11-21',
      horasolicitud: '10:15',
      nacionsolic: 'Dominicano',
      solicitudonline: 1,
    },
  };
}

const draft = (data: unknown[], step = 2) => ({
  citizen_id: DEMO_CITIZEN_ID,
  service_id: 2,
  expertform_id: 102,
  data,
  grid: {},
  appliedRuleList: ['8:texto5032'],
  fakeStep: 1,
  step,
  variations: [21],
  totalPayment: '15000.00',
});
const ANSWER = { key: 'texto25527', value: 'Hotel Bahía Azul', labelValue: null, type: 'text', label: 'Nombre del Proyecto' };

describe('GET /expertform/{expertformId}/get/{citizenId} (getExpertForm)', () => {
  it.each([102, 125])('serves the real form %i with an empty saved_fields', async (id) => {
    const token = await asAna();
    const res = await raw(adminUrl(`/expertform/${id}/get/${DEMO_CITIZEN_ID}`), { token, appKey: true });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.fields)).toBe(true);
    expect(res.body.fields.flat().length).toBeGreaterThan(10);
    expect(res.body.saved_fields).toEqual([]);
  });

  it('answers 404 for an unknown form, 401 without the app key or a session', async () => {
    const token = await asAna();
    expect((await raw(adminUrl(`/expertform/9999/get/${DEMO_CITIZEN_ID}`), { token, appKey: true })).status).toBe(404);
    expect((await raw(adminUrl(`/expertform/102/get/${DEMO_CITIZEN_ID}`), { token })).status).toBe(401);
    expect((await raw(adminUrl(`/expertform/102/get/${DEMO_CITIZEN_ID}`), { token: null, appKey: true })).status).toBe(401);
  });
});

describe('POST /drafts (saveDraft) round trip through saved_fields', () => {
  it('stores, replaces and answers the draft per citizen and form', async () => {
    const token = await asAna();
    const first = await raw(adminUrl('/drafts'), { token, appKey: true, body: draft([ANSWER], 1) });
    expect(first).toMatchObject({ status: 200, body: { success: true } });
    const second = draft([ANSWER, { ...ANSWER, key: 'texto25528', value: 'Calle 1' }], 3);
    await raw(adminUrl('/drafts'), { token, appKey: true, body: second });
    const form = await raw(adminUrl(`/expertform/102/get/${DEMO_CITIZEN_ID}`), { token, appKey: true });
    expect(form.body.saved_fields).toEqual(second);
    expect(db().drafts).toHaveLength(1);
    // Another form, and another citizen, see no draft.
    expect((await raw(adminUrl(`/expertform/125/get/${DEMO_CITIZEN_ID}`), { token, appKey: true })).body.saved_fields).toEqual([]);
    const jose = await signIn(DEMO_CITIZEN_2_ID, DEMO_PASSWORD);
    expect((await raw(adminUrl(`/expertform/102/get/${DEMO_CITIZEN_2_ID}`), { token: jose, appKey: true })).body.saved_fields).toEqual([]);
  });

  it('ignores a draft with empty data, refuses another citizen and a body without expertform_id', async () => {
    const token = await asAna();
    expect((await raw(adminUrl('/drafts'), { token, appKey: true, body: draft([]) })).body.success).toBe(true);
    expect(db().drafts ?? []).toHaveLength(0);
    const other = await raw(adminUrl('/drafts'), { token, appKey: true, body: { ...draft([ANSWER]), citizen_id: DEMO_CITIZEN_2_ID } });
    expect(other.body).toMatchObject({ success: false });
    const bad = await raw(adminUrl('/drafts'), { token, appKey: true, body: { ...draft([ANSWER]), expertform_id: 'x' } });
    expect(bad.status).toBe(422);
    expect(db().drafts ?? []).toHaveLength(0);
  });
});

describe('POST {files}/files (uploadFiles) and the byte download', () => {
  it('stores the parts, answers FileDescriptors and serves the same bytes back with their type', async () => {
    const token = await asAna();
    const res = await upload(token, [
      { filename: 'Plano de ubicación.pdf', type: 'application/pdf', bytes: BINARY },
      { filename: 'foto.PNG', type: 'image/png', bytes: new Uint8Array([137, 80, 78, 71, 0, 255]) },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const [pdf, png] = res.body.files;
    expect(pdf).toMatchObject({ name: 'Plano de ubicación', extension: 'pdf', type: 'application/pdf', size_mb: 0 });
    expect(png).toMatchObject({ name: 'foto', extension: 'png', type: 'image/png' });
    expect(pdf.route).toMatch(new RegExp(`^solicitudes/${DEMO_CITIZEN_ID}/.+\\.pdf$`));
    expect(pdf.url).toBe(fileUrl(pdf.route));
    expect(pdf.url.startsWith(`${config.filesUrl}/`)).toBe(true);
    expect(db().requestFiles).toHaveLength(2);
    // never bytes in the store
    expect(JSON.stringify(db())).not.toContain('PDF-1.4 prueba');

    const back = await fetch(pdf.url);
    expect(back.status).toBe(200);
    expect(back.headers.get('Content-Type')).toBe('application/pdf');
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(BINARY);
    const img = await fetch(png.url);
    expect(img.headers.get('Content-Type')).toBe('image/png');
    expect([...new Uint8Array(await img.arrayBuffer())]).toEqual([137, 80, 78, 71, 0, 255]);
  });

  it('a reset of the store also drops the stored bytes', async () => {
    const token = await asAna();
    const res = await upload(token, [{ filename: 'a.pdf', type: 'application/pdf', bytes: BINARY }]);
    expect((await fetch(res.body.files[0].url)).status).toBe(200);
    resetDb();
    expect((await fetch(res.body.files[0].url)).status).toBe(404);
  });

  it('refuses dwg and other types (422), no part (422), no session or app key (401)', async () => {
    const token = await asAna();
    const dwg = await upload(token, [{ filename: 'planta.dwg', type: 'application/acad', bytes: BINARY }]);
    expect(dwg).toEqual({ status: 422, body: { success: false, msg: 'Documento no permitido' } });
    expect((await upload(token, [{ filename: 'script.exe', type: 'application/octet-stream', bytes: BINARY }])).status).toBe(422);
    expect((await upload(token, [{ field: 'otro', filename: 'a.pdf', type: 'application/pdf', bytes: BINARY }])).status).toBe(422);
    expect((await upload(null, [{ filename: 'a.pdf', type: 'application/pdf', bytes: BINARY }])).status).toBe(401);
    const { body, contentType } = multipart([{ filename: 'a.pdf', type: 'application/pdf', bytes: BINARY }]);
    const noKey = await fetch(filesUrl('/files'), {
      method: 'POST',
      headers: { 'Content-Type': contentType, Authorization: `${config.authScheme} ${token}` },
      body,
    });
    expect(noKey.status).toBe(401);
    expect(db().requestFiles ?? []).toHaveLength(0);
  });

  it('refuses a part over 120 MB with 413', async () => {
    const token = await asAna();
    const big = new Uint8Array(120 * 1024 * 1024 + 1);
    const res = await upload(token, [{ filename: 'enorme.pdf', type: 'application/pdf', bytes: big }]);
    expect(res).toEqual({ status: 413, body: { success: false, msg: 'El peso limite por archivo es de 120mb' } });
  }, 60_000);

  it('answers 404 for an unknown route and redirects seeded demo documents to /media', async () => {
    expect((await fetch(fileUrl('solicitudes/x/no-existe.pdf'))).status).toBe(404);
    const seeded = await fetch(fileUrl('documentos/guias/guia-presentacion-proyectos-turisticos.pdf'), { redirect: 'manual' });
    expect(seeded.status).toBe(302);
    expect(seeded.headers.get('Location')).toBe(new URL('/media/documentos/guias/guia-presentacion-proyectos-turisticos.pdf', config.filesUrl).href);
  });

  it('honours an injected fault once', async () => {
    const token = await asAna();
    injectFault({ method: 'POST', path: '/files', kind: 'http500', times: 1 });
    expect((await upload(token, [{ filename: 'a.pdf', type: 'application/pdf', bytes: BINARY }])).status).toBe(500);
    expect((await upload(token, [{ filename: 'a.pdf', type: 'application/pdf', bytes: BINARY }])).status).toBe(200);
  });
});

describe('POST /requests (createRequest)', () => {
  it('creates the request, deletes the draft and answers the document-manager keys', async () => {
    const token = await asAna();
    await raw(adminUrl('/drafts'), { token, appKey: true, body: draft([ANSWER]) });
    const highestSeeded = Math.max(...(db().requests ?? []).map((r) => r.id));
    const res = await raw(adminUrl('/requests'), { token, appKey: true, body: requestBody({ req: { company_id: 1, company_name: 'Posada Zona Colonial' } }) });
    expect(res.status).toBe(200);
    const year = new Date().getFullYear();
    const code = `DPP-${year}-000124`;
    expect(res.body).toEqual({
      success: true,
      msg: expect.any(String),
      RequestID: highestSeeded + 1,
      code,
      title: `documento-${DEMO_CITIZEN_ID}`,
      attributes: `NumeroSolicitud=${code};DocumentoIdentidadSolicitante=${DEMO_CITIZEN_ID};TipoDocumentoPortal=Adjunto`,
      acronym: 'DPPDE',
    });
    expect((await raw(adminUrl(`/expertform/102/get/${DEMO_CITIZEN_ID}`), { token, appKey: true })).body.saved_fields).toEqual([]);
    const stored = db().requests!.find((r) => r.id === res.body.RequestID)!;
    expect(stored).toMatchObject({
      provisional: 0,
      status: { id: 1, name: 'En proceso', color: 'info', base_status_id: 1 },
      variations: [21],
      payment_amount: 15000,
      payment_status: 'PENDIENTE',
      company_id: 1,
      company_name: 'Posada Zona Colonial',
    });
    // The next one increments the sequence (a Mercadeo service: acronym MER).
    const next = await raw(adminUrl('/requests'), {
      token,
      appKey: true,
      body: requestBody({ req: { service_id: '28', variations: [281], payment_amount: 0, total: 0 }, form: { expertform_id: 125 } }),
    });
    expect(next.body).toMatchObject({ success: true, RequestID: highestSeeded + 2, code: `MER-${year}-000125`, acronym: 'MERDE' });
  });

  it.each([
    ['an unknown service', { req: { service_id: '999' } }],
    ['an informational service', { req: { service_id: '30' } }],
    ['a form that is not the service’s', { form: { expertform_id: 125 } }],
    ['another citizen’s document', { req: { doc_identification: DEMO_CITIZEN_2_ID } }],
    ['a variation of another service', { req: { variations: [281] } }],
  ])('refuses %s with success false', async (_label, overrides) => {
    const token = await asAna();
    const before = db().requests!.length;
    const res = await raw(adminUrl('/requests'), { token, appKey: true, body: requestBody(overrides) });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(typeof res.body.msg).toBe('string');
    expect(db().requests).toHaveLength(before);
  });

  it.each([
    ['a company nobody has', { company_id: 999999, company_name: 'Empresa Inventada SRL' }],
    ['another citizen’s company', { company_id: 3, company_name: 'Eco Resort Bahía de Samaná' }],
    ['an id that is not a safe integer', { company_id: '9007199254740993', company_name: 'Posada Zona Colonial' }],
    ['an id that is not a number', { company_id: 'uno', company_name: 'Posada Zona Colonial' }],
  ])('refuses %s with 403 and stores nothing (issue 10)', async (_label, company) => {
    const token = await asAna();
    const before = db().requests!.length;
    const res = await raw(adminUrl('/requests'), { token, appKey: true, body: requestBody({ req: company }) });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, msg: 'No representa a la empresa indicada' });
    expect(db().requests).toHaveLength(before);
  });

  it('answers 422 without req/form/userInfo and 401 without a session', async () => {
    const token = await asAna();
    const res = await raw(adminUrl('/requests'), { token, appKey: true, body: { req: {} } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['form', 'userInfo']);
    expect((await raw(adminUrl('/requests'), { token: null, appKey: true, body: requestBody() })).status).toBe(401);
  });
});

describe('POST {files}/uploadsoftexpert (uploadSoftExpert)', () => {
  it('accepts a per-file record and refuses one without documents', async () => {
    const token = await asAna();
    const record = {
      documents: [{ name: 'a', extension: 'pdf', route: 'r', label: 'Plano 1' }],
      title: 't',
      record_id: 'DPP-2026-000124',
      attribute: 'x',
      process_id: 1,
      acronym: 'DPPDE',
      names: ['Plano 1'],
      activity_id: 2,
      new_request: true,
    };
    const url = filesUrl('/uploadsoftexpert');
    const ok = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Authorization': config.filesAppKey, Authorization: `${config.authScheme} ${token}` },
      body: JSON.stringify(record),
    });
    expect(await ok.json()).toEqual({ success: true, msg: 'Documento enviado' });
    const bad = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Authorization': config.filesAppKey, Authorization: `${config.authScheme} ${token}` },
      body: JSON.stringify({ ...record, documents: [] }),
    });
    expect(bad.status).toBe(422);
  });
});

describe('POST /assigndocument/{requestId} and GET /requests/{requestId}', () => {
  it('attaches uploaded files (origin 0) that the detail lists newest first with their url', async () => {
    const token = await asAna();
    const up = await upload(token, [{ filename: 'Memoria.pdf', type: 'application/pdf', bytes: BINARY }]);
    const created = await raw(adminUrl('/requests'), { token, appKey: true, body: requestBody() });
    const id = created.body.RequestID as number;
    const assign = await raw(adminUrl(`/assigndocument/${id}`), {
      token,
      appKey: true,
      body: { documents: [{ ...up.body.files[0], label: 'Memoria descriptiva 1' }] },
    });
    expect(assign.body).toMatchObject({ success: true });
    const detail = await raw(adminUrl(`/requests/${id}?citizenId=${DEMO_CITIZEN_ID}`), { token, appKey: true });
    expect(detail.status).toBe(200);
    expect(detail.body.request).toMatchObject({
      id,
      code: created.body.code,
      provisional: 0,
      doc_identification: DEMO_CITIZEN_ID,
      status: { id: 1, name: 'En proceso', color: 'info', base_status_id: 1 },
      payment: { payment_amount: '15000.00', payment_status: 'PENDIENTE' },
      service: {
        id: 2,
        send: 1,
        external_pay: 1,
        sirit_code: '0252',
        process_id: 1102,
        activity_id: 51102,
        institution: { recaudationCode: expect.any(String) },
      },
      comments: [],
      rating: [],
    });
    expect(detail.body.request.request_document).toEqual([
      expect.objectContaining({ name: 'Memoria', extension: 'pdf', origin_doc: 0, url: up.body.files[0].url, created_at: expect.any(String) }),
    ]);
    expect(detail.body.data).toEqual(requestBody().form.data);
    expect(detail.body.grid).toEqual(requestBody().form.grid);
    expect(detail.body).toMatchObject({ requiredActions: [], priceRequest: [], direction: { acronym: 'DPP' } });
  });

  it('serves the seeded request with one uploaded and one institutional document, newest first', async () => {
    const token = await asAna();
    const detail = await raw(adminUrl(`/requests/${SEED_REQUEST_ID}?citizenId=${DEMO_CITIZEN_ID}`), { token, appKey: true });
    expect(detail.status).toBe(200);
    expect(detail.body.request.request_document.map((d: any) => d.origin_doc)).toEqual([1, 0]);
    expect(detail.body.request.request_document[0].url).toBe(fileUrl('documentos/formularios/dpp-no-objecion-uso-suelo.pdf'));
    expect(detail.body.data.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown request or another citizen, on read and on assignment', async () => {
    const token = await asAna();
    expect((await raw(adminUrl(`/requests/424242?citizenId=${DEMO_CITIZEN_ID}`), { token, appKey: true })).status).toBe(404);
    expect((await raw(adminUrl(`/requests/${SEED_REQUEST_ID}?citizenId=${DEMO_CITIZEN_2_ID}`), { token, appKey: true })).status).toBe(404);
    const jose = await signIn(DEMO_CITIZEN_2_ID, DEMO_PASSWORD);
    const other = await raw(adminUrl(`/assigndocument/${SEED_REQUEST_ID}`), { token: jose, appKey: true, body: { documents: [{ route: 'x/y.pdf' }] } });
    expect(other.status).toBe(404);
    expect((await raw(adminUrl(`/assigndocument/${SEED_REQUEST_ID}`), { token, appKey: true, body: { documents: [] } })).status).toBe(422);
  });

  it('the payment-proof use answers request_code and marks the payment GENERADO', async () => {
    const token = await asAna();
    const res = await raw(adminUrl(`/assigndocument/${SEED_REQUEST_ID}`), {
      token,
      appKey: true,
      body: {
        voucher: true,
        status: true,
        required_action_id: 7,
        documents: [{ name: 'comprobante', extension: 'pdf', route: 'documentos/comprobante.pdf', size_mb: 0.3, label: 'Comprobante de pago' }],
      },
    });
    expect(res.body).toEqual({ success: true, request_code: 'DPP-2026-000123' });
    const detail = await raw(adminUrl(`/requests/${SEED_REQUEST_ID}?citizenId=${DEMO_CITIZEN_ID}`), { token, appKey: true });
    expect(detail.body.request.payment.payment_status).toBe('GENERADO');
    expect(detail.body.request.request_document).toHaveLength(3);
  });

  it('honours injected faults on POST /requests and POST /assigndocument', async () => {
    const token = await asAna();
    injectFault({ method: 'POST', path: '/requests', kind: 'network', times: 1 });
    await expect(raw(adminUrl('/requests'), { token, appKey: true, body: requestBody() })).rejects.toThrow();
    injectFault({ method: 'POST', path: '/assigndocument/', kind: 'http500', times: 1 });
    expect((await raw(adminUrl(`/assigndocument/${SEED_REQUEST_ID}`), { token, appKey: true, body: { documents: [{ route: 'a/b.pdf' }] } })).status).toBe(500);
  });
});

describe("GET /citizens/documentsPage/{citizenId}/0 ('Mis documentos')", () => {
  it('adds the files attached to the citizen’s requests, newest first', async () => {
    const token = await asAna();
    const before = await raw(adminUrl(`/citizens/documentsPage/${DEMO_CITIZEN_ID}/0?page=1`), { token, appKey: true });
    const up = await upload(token, [{ filename: 'Estudio de suelos.pdf', type: 'application/pdf', bytes: BINARY }]);
    const created = await raw(adminUrl('/requests'), { token, appKey: true, body: requestBody() });
    await raw(adminUrl(`/assigndocument/${created.body.RequestID}`), { token, appKey: true, body: { documents: up.body.files } });
    const after = await raw(adminUrl(`/citizens/documentsPage/${DEMO_CITIZEN_ID}/0?page=1`), { token, appKey: true });
    expect(after.body.total).toBe(before.body.total + 1);
    expect(after.body.data[0]).toMatchObject({ name: 'Estudio de suelos', extension: 'pdf', route: up.body.files[0].route, url: up.body.files[0].url });
    // the seeded request's uploaded document is listed too
    expect(before.body.data.map((d: any) => d.name)).toContain('Memoria descriptiva del proyecto');
    const dates = after.body.data.map((d: any) => d.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('server-mask validators', () => {
  const check = async (path: string) => (await raw(adminUrl(path), { appKey: true })).body;

  it('DPP (mask 20): codes valid per tipo', async () => {
    expect(await check(`/dpp/validate/${DPP_CODES.Definitiva[0]}?tipo=Definitiva`)).toMatchObject({ success: true });
    expect(await check(`/dpp/validate/${DPP_CODES.Definitiva[0].toLowerCase()}?tipo=Definitiva`)).toMatchObject({ success: true });
    expect(await check(`/dpp/validate/${DPP_CODES.Definitiva[0]}?tipo=Provisional`)).toEqual({ success: false, message: VALIDATOR_MESSAGES.dppProvisional });
    expect(await check(`/dpp/validate/${DPP_CODES.Provisional[0]}?tipo=Provisional`)).toMatchObject({ success: true });
    expect(await check(`/dpp/validate/${DPP_CODES.Provisional[0]}?tipo=Definitiva`)).toEqual({ success: false, message: VALIDATOR_MESSAGES.dppDefinitiva });
  });

  it('no-objection extension (mask 24): codes differ with isForConfotur', async () => {
    const path = (code: string, confotur: boolean) => `/dpp/noobjecion/${code}/validation/prorroga${confotur ? '?isForConfotur=true' : ''}`;
    expect(await check(path(DPP_NO_OBJECTION_CODES.dpp[0], false))).toMatchObject({ success: true });
    expect(await check(path(DPP_NO_OBJECTION_CODES.dpp[0], true))).toEqual({ success: false, message: VALIDATOR_MESSAGES.noObjectionConfotur });
    expect(await check(path(DPP_NO_OBJECTION_CODES.confotur[0], true))).toMatchObject({ success: true });
    expect(await check(path(DPP_NO_OBJECTION_CODES.confotur[0], false))).toEqual({ success: false, message: VALIDATOR_MESSAGES.noObjection });
  });

  it.each([
    ['/mimarena/validate/{c}', MIMARENA_RECEIPTS[0], VALIDATOR_MESSAGES.mimarena],
    ['/consfotur/{c}/validation/prorroga-listados', CONFOTUR_CODES.prorrogaListados[0], VALIDATOR_MESSAGES.prorrogaListados],
    ['/confotur/listados/validate/{c}', CONFOTUR_CODES.listados[0], VALIDATOR_MESSAGES.listados],
    ['/consfotur/clasificacion/reconsideracion/validate/{c}', CONFOTUR_CODES.reconsideracion[0], VALIDATOR_MESSAGES.reconsideracion],
    ['/confotur/clasificacion/{c}/validate', CONFOTUR_CODES.clasificacion[0], VALIDATOR_MESSAGES.clasificacion],
  ])('%s accepts a listed code and refuses others with a Spanish message', async (template, good, message) => {
    expect(await check(template.replace('{c}', encodeURIComponent(` ${good} `)))).toMatchObject({ success: true });
    expect(await check(template.replace('{c}', 'XYZ-0000'))).toEqual({ success: false, message });
    expect((await raw(adminUrl(template.replace('{c}', good)))).status).toBe(401);
  });
});
