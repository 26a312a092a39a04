/**
 * The embedded backend of the desk's request lists, the change of owner and the counters
 * (src/mocks/handlers/requestLists.ts, src/mocks/seedDesk.ts; spec 001 §2.1 Requests tab, §3 Request
 * list item, Metrics, §4 list filter, §7 'Desk and lists'), through the real API client.
 */
import { describe, expect, it } from 'vitest';
import { changeRequestOwner, getCompanyAccountRequests, getCompanyRequests, getPersonalRequests, type RequestListPage } from '../../../src/api/requestLists';
import { getCitizenMetrics } from '../../../src/api/catalogue';
import { db, requestsTable } from '../../../src/mocks/db';
import { DEMO_COMPANY_RNC, DEMO_GESTOR_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { LUIS } from '../../../src/mocks/seedDesk';
import { adminUrl, raw, signIn, useEmbeddedBackend } from './harness';

useEmbeddedBackend();

const CAROLINA = '40203456781';
const PEDRO = '00107654329';
const WENDY = '22305678900';

const personal = (page: number, status: 1 | 2 | 3, name = '') => getPersonalRequests({ citizenId: LUIS, page, name, status });
const company = (q: Partial<{ page: number; status: 1 | 2 | 3; name: string; docIdentification: string; companyId: number | null }> = {}, citizenId = LUIS) =>
  getCompanyRequests({ citizenId, page: 1, status: 1, name: '', docIdentification: '', companyId: null, ...q });
const data = (r: { ok: boolean; data?: RequestListPage }): RequestListPage => {
  if (!r.ok || !r.data) throw new Error(`call failed: ${JSON.stringify(r)}`);
  return r.data;
};

describe('seed of the demo gestor (issue 9 Seed)', () => {
  it('66 requests 2001-2066 for Luis and his companies, every status 1-10, ids below nextRequestId', () => {
    expect(LUIS).toBe(DEMO_GESTOR_ID);
    const mine = requestsTable().filter((r) => r.id >= 2001);
    expect(mine.map((r) => r.id)).toEqual(Array.from({ length: 66 }, (_, i) => 2001 + i));
    expect(new Set(mine.map((r) => r.status.id))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    expect(mine.filter((r) => r.company_id === null).every((r) => r.doc_identification === LUIS)).toBe(true);
    expect(new Set(mine.filter((r) => r.company_id !== null).map((r) => r.doc_identification))).toEqual(new Set([LUIS, CAROLINA, PEDRO, WENDY]));
    expect(db().nextRequestId).toBe(2067);
    expect(new Set(requestsTable().map((r) => r.code)).size).toBe(requestsTable().length);
  });
});

describe('GET /all/my/requests/without/company/{citizenId}', () => {
  it("'En proceso' (1): ids 1-6 and 9 only, newest first, pages of 10 with last_page", async () => {
    await signIn(LUIS, DEMO_PASSWORD);
    const p1 = data(await personal(1, 1));
    const p2 = data(await personal(2, 1));
    expect(p1.lastPage).toBe(2);
    expect(p1.data).toHaveLength(10);
    expect(p2.data).toHaveLength(5);
    const all = [...p1.data, ...p2.data];
    expect(all.every((i) => [1, 2, 3, 4, 5, 6, 9].includes(i.status.id))).toBe(true);
    expect(all.map((i) => i.created_at)).toEqual([...all.map((i) => i.created_at)].sort().reverse());
    expect(all.every((i) => i.company_id === null)).toBe(true);
  });

  it("'Finalizadas' (2): id 7 only; 8 and 10 appear in neither filter", async () => {
    await signIn(LUIS, DEMO_PASSWORD);
    const done = data(await personal(1, 2));
    expect(done.data.map((i) => i.status.id)).toEqual([7, 7, 7, 7, 7, 7]);
    expect(done.lastPage).toBe(1);
  });

  it("'Rechazadas' (3, contract §3.2): ids 8 and 10, as many as the counter counts, and searchable by code (issue 26 row 2)", async () => {
    await signIn(LUIS, DEMO_PASSWORD);
    const rejected = data(await personal(1, 3));
    expect(rejected.data.map((i) => i.status.id).sort((a, b) => a - b)).toEqual([8, 8, 8, 8, 8, 10, 10, 10, 10]);
    expect(rejected.lastPage).toBe(1);
    const his = data(await company({ status: 3, docIdentification: LUIS }));
    expect(his.data.map((i) => i.status.id).sort((a, b) => a - b)).toEqual([8, 8, 8, 10, 10]);
    // His companies' 7 (seedDesk.ts) and Hotel Caribe Colonial's own 949 and 950 (seedRequests.ts).
    expect(
      data(await company({ status: 3 }))
        .data.map((i) => i.status.id)
        .sort((a, b) => a - b),
    ).toEqual([8, 8, 8, 8, 8, 10, 10, 10, 10]);
    const metrics = await getCitizenMetrics(LUIS);
    expect(metrics.ok && metrics.data.reqsRejected).toBe(rejected.data.length + his.data.length);
    const [one] = rejected.data;
    expect(one.code).toMatch(/^[A-Z]+-\d{4}-\d{6}$/);
    expect(data(await personal(1, 3, one.code ?? '')).data.map((i) => i.id)).toEqual([one.id]);
    expect(data(await personal(1, 1, one.code ?? '')).data).toEqual([]);
  });

  it('a list item has the fields of spec 001 §3', async () => {
    await signIn(LUIS, DEMO_PASSWORD);
    const [first] = data(await personal(1, 1)).data;
    expect(first).toEqual({
      id: 2001,
      code: 'DPP-2026-002001',
      provisional: 1,
      service: { name: 'No objeción de uso de suelo para proyectos turísticos', user_rol_company: null },
      status: { id: 1, name: 'En proceso', color: 'info' },
      progress: 10,
      created_at: '2026-11-19 09:10:00',
      user_rol_company: null,
      company_id: null,
      company_name: null,
      doc_identification: LUIS,
      user_name: 'Luis Manuel',
      user_first_last_name: 'Peña',
      user_last_name: 'Ureña',
      request_actions: 0,
      solution: null,
      nmtramite: 'Villas Las Galeras',
    });
    const withAction = data(await personal(1, 1)).data.find((i) => i.id === 2002);
    expect(withAction?.request_actions).toBe(1);
  });

  it('name matches the service name, code, project or id, ignoring case and accents', async () => {
    await signIn(LUIS, DEMO_PASSWORD);
    expect(data(await personal(1, 1, 'LICENCIA DE GUIA')).data.map((i) => i.id)).toEqual([2006]);
    expect(data(await personal(1, 2, 'licencia de guía')).data.map((i) => i.id)).toEqual([2025]);
    expect(data(await personal(1, 1, 'dpp-2026-002002')).data.map((i) => i.id)).toEqual([2002]);
    expect(data(await personal(1, 1, 'jarabacoa')).data.map((i) => i.id)).toEqual([2005]);
    expect(data(await personal(1, 1, 'no existe nada así')).data).toEqual([]);
  });

  it("another citizen's list is refused; no token is 401", async () => {
    expect((await raw(adminUrl(`/all/my/requests/without/company/${LUIS}?page=1&status=1&type=1`), { appKey: true, token: null })).status).toBe(401);
    await signIn(CAROLINA, DEMO_PASSWORD);
    const refused = await personal(1, 1);
    expect(refused).toEqual({
      ok: false,
      error: { kind: 'rejected', status: 200, message: 'No puede consultar las solicitudes de otro usuario', fieldErrors: undefined },
    });
  });
});

describe('GET /all/my/requests/with/company/{citizenId}', () => {
  it('the representative sees every request of his companies; company and applicant filters', async () => {
    await signIn(LUIS, DEMO_PASSWORD);
    const all = data(await company({ status: 1 }));
    expect(all.lastPage).toBe(4); // 23 of Luis's companies + 8 of the company account Hotel Caribe Colonial (941-951)
    const eco = data(await company({ companyId: 3 }));
    expect(eco.data.every((i) => i.company_id === 3 && i.company_name === 'Eco Resort Bahía de Samaná' && i.user_rol_company === 2)).toBe(true);
    const carolina = data(await company({ companyId: 3, docIdentification: CAROLINA }));
    expect(carolina.data.map((i) => i.id)).toEqual([2031, 2037, 2046]);
    expect(carolina.data[0]).toMatchObject({ user_name: 'Carolina Mercedes', user_first_last_name: 'Jiménez', user_last_name: 'Rosario' });
  });

  it('a Responsable member sees only the requests she applied for', async () => {
    await signIn(CAROLINA, DEMO_PASSWORD);
    const mine = data(await company({ status: 1 }, CAROLINA));
    expect(mine.data.every((i) => i.doc_identification === CAROLINA)).toBe(true);
    expect(mine.data.map((i) => i.user_rol_company)).toContain(3);
  });

  it('get_only_companies_details=true still answers the filter options (admin.ts)', async () => {
    const token = await signIn(LUIS, DEMO_PASSWORD);
    const res = await raw(adminUrl(`/all/my/requests/with/company/${LUIS}?status=1&type=1&get_only_companies_details=true`), { appKey: true, token });
    expect(res.body.payload.companies.map((c: { id: number }) => c.id).sort()).toEqual([2, 3, 4]);
  });
});

describe('GET /requests/by/company_id/{companyId}', () => {
  it('the company account reads its requests (its own and its members); a Responsable is refused', async () => {
    await signIn(DEMO_COMPANY_RNC, DEMO_PASSWORD);
    const q = { citizenId: DEMO_COMPANY_RNC, companyId: 2, page: 1, name: '', status: 1 as const, docIdentification: '' };
    const page = data(await getCompanyAccountRequests(q));
    expect(page.data.every((i) => i.company_id === 2)).toBe(true);
    expect(page.lastPage).toBe(2);
    const pedro = data(await getCompanyAccountRequests({ ...q, docIdentification: PEDRO }));
    expect(pedro.data.map((i) => i.id)).toEqual([2033, 2045]);
    await signIn(CAROLINA, DEMO_PASSWORD);
    expect((await getCompanyAccountRequests({ ...q, citizenId: CAROLINA })).ok).toBe(false);
  });
});

describe('POST /change/user/request/number', () => {
  it('moves an open company request to another member; the list and the counters follow', async () => {
    await signIn(LUIS, DEMO_PASSWORD);
    const before = data(await company({ companyId: 2, docIdentification: PEDRO }));
    expect(before.data.map((i) => i.id)).toContain(2033);
    const pedroBefore = await getCitizenMetrics(PEDRO);
    expect(await changeRequestOwner({ request_code: 'CFT-2026-002033', new_citizen_id: CAROLINA, company_id: 2 })).toEqual({
      ok: true,
      data: { msg: 'Se ha cambiado el propietario de la solicitud CFT-2026-002033' },
    });
    // The cached page was forgotten: the next read is fresh.
    expect(data(await company({ companyId: 2, docIdentification: PEDRO })).data.map((i) => i.id)).not.toContain(2033);
    expect(data(await company({ companyId: 2, docIdentification: CAROLINA })).data.map((i) => i.id)).toContain(2033);
    const pedroAfter = await getCitizenMetrics(PEDRO);
    expect(pedroBefore.ok && pedroAfter.ok && pedroAfter.data.reqsOpen).toBe(pedroBefore.ok && pedroBefore.data.reqsOpen - 1);
  });

  it('refusals carry a Spanish msg; missing fields are 422', async () => {
    const token = await signIn(LUIS, DEMO_PASSWORD);
    const change = (body: object) => changeRequestOwner(body as never);
    const msg = async (body: object) => {
      const r = await change(body);
      return r.ok ? 'ok' : r.error.message;
    };
    expect(await msg({ request_code: 'CFT-2026-002033', new_citizen_id: WENDY, company_id: 2 })).toBe('El nuevo propietario no es miembro de la empresa');
    expect(await msg({ request_code: 'CFT-2026-002033', new_citizen_id: PEDRO, company_id: 2 })).toBe(
      'El miembro seleccionado ya es el solicitante de esta solicitud',
    );
    expect(await msg({ request_code: 'LOP-2026-002038', new_citizen_id: LUIS, company_id: 4 })).toBe(
      'No se puede cambiar el propietario de una solicitud finalizada, rechazada o cancelada',
    );
    expect(await msg({ request_code: 'CFT-2026-002033', new_citizen_id: CAROLINA, company_id: 3 })).toBe('No se encontró la solicitud en esta empresa');
    const bad = await raw(adminUrl('/change/user/request/number'), { appKey: true, token, body: { request_code: '' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['company_id', 'new_citizen_id', 'request_code']);
    await signIn(CAROLINA, DEMO_PASSWORD);
    expect(await msg({ request_code: 'CFT-2026-002033', new_citizen_id: LUIS, company_id: 2 })).toBe(
      'Solo el representante de la empresa puede cambiar el propietario de una solicitud',
    );
  });
});

describe('GET /statistics/{citizenId} computed from the store (never cached)', () => {
  it('in process 1-6 and 9, completed 7, rejected 8 and 10, documents the personal ones', async () => {
    await signIn(LUIS, DEMO_PASSWORD);
    const before = await getCitizenMetrics(LUIS);
    // Luis applied for 30 personal requests (15 / 6 / 9) and 20 of his companies' (7 / 2 / 5).
    expect(before).toMatchObject({ ok: true, data: { reqsOpen: 22, reqsComplete: 8, reqsRejected: 14 } });
    // documents: his 'Mis documentos' plus the files he attached to his requests (at least the 11 seeded here).
    expect(before.ok && before.data.documents).toBeGreaterThanOrEqual(11);
    // A request moving to Completada moves the counters at the next read.
    const r = requestsTable().find((x) => x.id === 2002)!;
    r.status = { id: 7, name: 'Completada', color: 'success', base_status_id: 2 };
    expect(await getCitizenMetrics(LUIS)).toMatchObject({ ok: true, data: { reqsOpen: 21, reqsComplete: 9, reqsRejected: 14 } });
  });
});
