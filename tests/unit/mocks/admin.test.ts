/**
 * Embedded admin backend, catalogue and citizen part (src/mocks/handlers/admin.ts), through the
 * REAL client functions (spec 000 §2 catalogue, §3 statistics, §7; spec 001 §2.3, §3 Metrics;
 * contract C1-C4, A3, D1, R4).
 */
import { describe, expect, it } from 'vitest';
import { getCitizenMetrics, getDirections, getService, getServiceRatings, getStatistics } from '../../../src/api/catalogue';
import { isDocumentValid, loadCurrentUser, postCitizenRecord, registerCitizen } from '../../../src/api/identity';
import { serviceComments, serviceList, statistics } from '../../../src/mocks/data';
import { DEMO_CITIZEN_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { adminUrl, raw, signIn, useEmbeddedBackend } from './harness';

useEmbeddedBackend();

describe('catalogue (contract C1-C3)', () => {
  it('lists the four directions with their service summaries', async () => {
    const result = await getDirections();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.map((d) => d.id)).toEqual([1, 2, 3, 4]);
    const summaries = result.data.flatMap((d) => d.services);
    expect(summaries).toHaveLength(serviceList.length);
    for (const direction of result.data) {
      for (const s of direction.services) {
        expect(Object.keys(s).sort()).toEqual(['description', 'direction_id', 'id', 'name', 'type_id']);
        expect(s.direction_id).toBe(direction.id);
      }
    }
  });

  it('answers a full service record with success:true', async () => {
    const seed = serviceList.find((s) => s.type_id === 2)!;
    const result = await getService(seed.id);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toEqual({ success: true, ...seed });
    expect(result.data.prices?.[0].variations[0].price).toMatch(/^\d+\.\d{2}$/);
  });

  it('answers {success:false} for an unknown service', async () => {
    const r = await raw(adminUrl('/services/999999'), { appKey: true });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: false });
    const missing = await getService(999999);
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.error.kind).toBe('rejected');
  });

  it('pages ratings by 10, newest first, 1-based, with last_page', async () => {
    const [id, all] = Object.entries(serviceComments).find(([, list]) => list.length > 10)!;
    const lastPage = Math.ceil(all.length / 10);
    const first = await getServiceRatings(Number(id), 1);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.data.last_page).toBe(lastPage);
    expect(first.data.data).toHaveLength(10);
    expect(first.data.data).toEqual(all.slice(0, 10));
    const stamps = first.data.data.map((c) => c.created_at);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    const last = await getServiceRatings(Number(id), lastPage);
    expect(last.ok && last.data.data).toHaveLength(all.length - (lastPage - 1) * 10);
    const beyond = await getServiceRatings(Number(id), lastPage + 1);
    expect(beyond.ok && beyond.data.data).toEqual([]);
  });

  it('answers an empty page for a service without ratings', async () => {
    const informational = serviceList.find((s) => (serviceComments[s.id] ?? []).length === 0)!;
    expect(await getServiceRatings(informational.id, 1)).toMatchObject({ ok: true, data: { data: [], last_page: 1 } });
  });
});

describe('statistics (contract C4, D1)', () => {
  it('counts citizens of the store on top of the history and one visit per call', async () => {
    const first = await getStatistics();
    const second = await getStatistics();
    expect(first).toEqual({ ok: true, data: { requests: statistics.requests, citizens: statistics.citizens + 11, visits: statistics.visits + 1 } }); // Ana, José, Luis Manuel, the staff account and the seven company members of src/mocks/seedCompanies.ts
    expect(second.ok && second.data.visits).toBe(statistics.visits + 2);
    await registerCitizen({
      document_type: '2',
      citizen_id: 'RD7654321',
      email: 'viajero@correo.demo',
      name: 'Pedro',
      first_last_name: 'Gómez',
      password: 'secreto1',
      password_confirmation: 'secreto1',
      province_id: 19340,
      municipality_id: 19341,
      sector_id: 18388,
      phone: '8295550000',
      address: 'Calle Hostos 3',
    });
    const third = await getStatistics();
    expect(third.ok && third.data.citizens).toBe(statistics.citizens + 12);
  });

  it('answers the desk counters of the demo citizen and zeros for others; needs a token', async () => {
    expect((await getCitizenMetrics(DEMO_CITIZEN_ID)).ok).toBe(false);
    await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    expect(await getCitizenMetrics(DEMO_CITIZEN_ID)).toEqual({
      ok: true,
      // Ana's seeded requests: 901-906, 911, 912 and 1001 in process (ids 1-6, 9), 907-908 completed
      // (7), 909 rejected (8) and 910 cancelled (10, counted with the rejected); 13 personal documents.
      data: { reqsOpen: 9, reqsComplete: 2, documents: 13, reqsRejected: 2 },
    });
    expect(await getCitizenMetrics('22300123456')).toEqual({ ok: true, data: { reqsOpen: 0, reqsComplete: 0, documents: 0, reqsRejected: 0 } });
  });

  it('acknowledges POST /citizens after login', async () => {
    await signIn(DEMO_CITIZEN_ID, DEMO_PASSWORD);
    const user = await loadCurrentUser();
    if (!user.ok) throw new Error('no user');
    expect(await postCitizenRecord(user.data)).toEqual({ ok: true, data: true });
  });
});

describe('gateway application key', () => {
  it('answers 401 when X-Authorization is missing, public operations included', async () => {
    for (const path of ['/services', '/statistics', '/validate/00100000017', '/services/1']) {
      const r = await raw(adminUrl(path), { token: null });
      expect(r.status).toBe(401);
    }
    expect((await raw(adminUrl('/services'), { token: null, appKey: true })).status).toBe(200);
  });
});

describe('document validators (contract R4; spec 000 §5 step 1)', () => {
  it('checks the cédula check digit (type 1) and the passport length (type 2)', async () => {
    expect(await isDocumentValid('00100000017', 1)).toEqual({ ok: true, data: true });
    expect(await isDocumentValid('00100000018', 1)).toEqual({ ok: true, data: false });
    expect(await isDocumentValid('RD123456', 2)).toEqual({ ok: true, data: true });
    expect(await isDocumentValid('RD1', 2)).toEqual({ ok: true, data: false });
  });

  it('GET /validate/{cedula} answers success and exist', async () => {
    expect((await raw(adminUrl('/validate/00104567896'), { appKey: true })).body).toEqual({ success: true, exist: true });
    expect((await raw(adminUrl('/validate/00104567890'), { appKey: true })).body).toEqual({ success: true, exist: false });
  });
});
