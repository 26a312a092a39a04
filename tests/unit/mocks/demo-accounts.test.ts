/**
 * Seed accounts and embedded JCE registry (src/mocks/seed.ts): valid documents, real geography,
 * working demo credentials and a seeder that runs on every reset.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { isValidCedula, isValidEmail, isValidPhone, isValidRnc } from '../../../src/domain/validation';
import { isValidLocation, loadAllSectors } from '../../../src/mocks/data';
import { db, resetDb } from '../../../src/mocks/db';
import {
  DEMO_CITIZEN_2_ID,
  DEMO_CITIZEN_ID,
  DEMO_COMPANY_RNC,
  DEMO_PASSWORD,
  DEMO_STAFF_ID,
  DEMO_GESTOR_ID,
  JCE_REGISTRY,
  SEED_METRICS,
  demoCitizens,
  demoCompanies,
} from '../../../src/mocks/seed';
import { login } from '../../../src/api/identity';
import { useEmbeddedBackend } from './harness';

useEmbeddedBackend();

beforeAll(() => loadAllSectors());

describe('seed data', () => {
  it('uses cédulas and RNCs with valid check digits', () => {
    for (const p of JCE_REGISTRY) expect(isValidCedula(p.cedula), p.cedula).toBe(true);
    expect(new Set(JCE_REGISTRY.map((p) => p.cedula)).size).toBe(JCE_REGISTRY.length);
    for (const c of demoCitizens()) expect(isValidCedula(c.citizen_id)).toBe(true);
    for (const c of demoCompanies()) expect(isValidRnc(c.company_rnc)).toBe(true);
  });

  it('registers the demo citizens in the JCE with their own names', () => {
    for (const c of demoCitizens()) {
      expect(JCE_REGISTRY.find((p) => p.cedula === c.citizen_id)).toMatchObject({ name: c.name, first_last_name: c.first_last_name });
    }
  });

  it('gives the demo citizens consistent real geography and valid contact data', () => {
    for (const c of demoCitizens()) {
      expect(isValidLocation(c.province_id, c.municipality_id, c.sector_id)).toBe(true);
      expect(isValidEmail(c.email)).toBe(true);
      expect(isValidPhone(c.phone)).toBe(true);
      expect(c.activated).toBe(true);
    }
  });

  it('seeds every reset with accounts, security answers and the visit counter', () => {
    db().citizens.length = 0;
    const fresh = resetDb();
    // The four accounts first, then the company members of src/mocks/seedCompanies.ts.
    expect(fresh.citizens.map((c) => c.citizen_id).slice(0, 4)).toEqual([DEMO_CITIZEN_ID, DEMO_CITIZEN_2_ID, DEMO_GESTOR_ID, DEMO_STAFF_ID]);
    expect(fresh.companyMembers?.length).toBeGreaterThan(0);
    expect(fresh.companies.find((c) => c.company_rnc === DEMO_COMPANY_RNC)?.account?.status).toBe('approved');
    expect(fresh.securityAnswers.filter((a) => a.citizen_id === DEMO_CITIZEN_ID)).toHaveLength(3);
    expect(fresh.visits).toBeGreaterThan(0);
    expect(fresh.nextCompanyId).toBeGreaterThan(Math.max(...fresh.companies.map((c) => c.id)));
    expect(SEED_METRICS[DEMO_CITIZEN_ID].reqsComplete).toBeGreaterThan(0);
  });

  it('accepts the documented demo credentials', async () => {
    for (const id of [DEMO_CITIZEN_ID, DEMO_CITIZEN_2_ID, DEMO_GESTOR_ID, DEMO_COMPANY_RNC, DEMO_STAFF_ID]) {
      expect((await login(id, DEMO_PASSWORD)).ok, id).toBe(true);
    }
  });
});
