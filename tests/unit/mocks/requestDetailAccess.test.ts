/**
 * Who may read a request detail in the embedded backend (spec 001 §6 "Non-owners only see details",
 * §2.1 the desk's company list opens an applicant's request with its doc_identification): the owner,
 * staff, and whoever sees every request of the request's company (its account, its profile owner,
 * its representative member); anyone else gets 404.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/mocks/db';
import { DEMO_CITIZEN_2_ID, DEMO_COMPANY_RNC, DEMO_GESTOR_ID, DEMO_PASSWORD } from '../../../src/mocks/seed';
import { adminUrl, raw, signIn, useEmbeddedBackend } from './harness';

useEmbeddedBackend();

/** Carolina Mercedes Jiménez Rosario, 'Responsable' member of Hotel Caribe Colonial (2) and Eco Resort (3). */
const CAROLINA = '40203456781';

const detail = (token: string, id: number, citizenId: string) => raw(adminUrl(`/requests/${id}?citizenId=${citizenId}`), { token, appKey: true });

/** A seeded request of company `companyId` whose applicant is Carolina. */
function carolinasRequest(companyId: number): number {
  const found = (db().requests ?? []).find((r) => r.company_id === companyId && r.doc_identification === CAROLINA);
  if (!found) throw new Error(`the seed has no request of Carolina for company ${companyId}`);
  return found.id;
}

describe('GET /requests/{id}: reading another applicant’s request', () => {
  it('the representative of the company (Luis) reads it', async () => {
    const id = carolinasRequest(3);
    const res = await detail(await signIn(DEMO_GESTOR_ID, DEMO_PASSWORD), id, CAROLINA);
    expect(res.status).toBe(200);
    expect(res.body.request).toMatchObject({ id, doc_identification: CAROLINA });
  });

  it('the company account reads its requests', async () => {
    const id = carolinasRequest(2);
    const res = await detail(await signIn(DEMO_COMPANY_RNC, DEMO_PASSWORD), id, CAROLINA);
    expect(res.status).toBe(200);
  });

  it('a citizen outside the company gets 404, even with the applicant’s document in the query', async () => {
    const id = carolinasRequest(3);
    const res = await detail(await signIn(DEMO_CITIZEN_2_ID, DEMO_PASSWORD), id, CAROLINA);
    expect(res.status).toBe(404);
  });

  it('a personal request is read by its owner only', async () => {
    const personal = (db().requests ?? []).find((r) => r.company_id === null && r.doc_identification === DEMO_GESTOR_ID);
    if (!personal) throw new Error('no personal request of Luis in the seed');
    expect((await detail(await signIn(DEMO_COMPANY_RNC, DEMO_PASSWORD), personal.id, DEMO_GESTOR_ID)).status).toBe(404);
    expect((await detail(await signIn(DEMO_GESTOR_ID, DEMO_PASSWORD), personal.id, DEMO_GESTOR_ID)).status).toBe(200);
  });
});
