/**
 * The demo database repairs itself (issue 10 "Storage": corrupt or wrong-shaped data never blanks
 * a page). Whatever the browser kept under 'mitur-demo-db', loading it yields a database of the
 * expected shape: unusable stores are seeded again, wrong tables are emptied, rows that are not
 * records are dropped, and a sound store is kept as it is.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadDb, resetDb, type Db } from '../../../src/mocks/db';
import '../../../src/mocks/seed';

const KEY = 'mitur-demo-db';
/** A seeded account of the demo (src/mocks/seed.ts; README "Demo accounts"). */
const SEEDED_CITIZEN = '00104567896';

beforeEach(() => {
  // The store persists only in a browser: pretend this is one for the load path.
  vi.stubEnv('VITEST', '');
  localStorage.clear();
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllEnvs();
  resetDb();
});

/** The store as loaded from `raw`. */
function loadFrom(raw: string): Db {
  localStorage.setItem(KEY, raw);
  return reloadDb();
}

/** What every handler relies on: the tables are arrays of records, the counters numbers. */
function expectSound(d: Db) {
  expect(d.version).toBe(5);
  for (const table of ['citizens', 'securityAnswers', 'companies', 'mails', 'faults'] as const) {
    expect(Array.isArray(d[table])).toBe(true);
    for (const row of d[table] as unknown[]) expect(row !== null && typeof row === 'object' && !Array.isArray(row)).toBe(true);
  }
  for (const table of [
    'contactMessages',
    'membershipInvitations',
    'companyMembers',
    'uploadedFiles',
    'drafts',
    'requestFiles',
    'requests',
    'claims',
    'gatewayApprovals',
    'requiredDocumentRecords',
    'notifications',
  ] as const) {
    const v = d[table] as unknown;
    expect(v === undefined || Array.isArray(v)).toBe(true);
    for (const row of (v as unknown[] | undefined) ?? []) expect(row !== null && typeof row === 'object' && !Array.isArray(row)).toBe(true);
  }
  for (const n of ['nextCompanyId', 'visits', 'nextMailId'] as const) expect(Number.isFinite(d[n])).toBe(true);
  for (const n of ['nextRequestId', 'nextRequestNumber', 'nextActionId', 'nextCommentId', 'nextPaymentId', 'nextClaimId'] as const) {
    expect(d[n] === undefined || Number.isFinite(d[n])).toBe(true);
  }
}

describe('demo database load: garbage is seeded again', () => {
  it.each([
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"mitur"'],
    ['an array', '[1,2,3]'],
    ['an empty object', '{}'],
    ['another version', '{"version":2,"citizens":[]}'],
    [
      'the version as a string',
      '{"version":"5","citizens":[],"securityAnswers":[],"companies":[],"mails":[],"faults":[],"nextCompanyId":1,"visits":0,"nextMailId":1}',
    ],
    [
      'a core table that is not a list',
      '{"version":5,"citizens":null,"securityAnswers":[],"companies":[],"mails":[],"faults":[],"nextCompanyId":1,"visits":0,"nextMailId":1}',
    ],
    [
      'a core table that is an object',
      '{"version":5,"citizens":{"0":{}},"securityAnswers":[],"companies":[],"mails":[],"faults":[],"nextCompanyId":1,"visits":0,"nextMailId":1}',
    ],
    ['a huge string', JSON.stringify('x'.repeat(1_000_000))],
  ])('%s → the seeded demo database', (_, raw) => {
    const d = loadFrom(raw);
    expectSound(d);
    expect(d.citizens.some((c) => c.citizen_id === SEEDED_CITIZEN)).toBe(true);
  });
});

describe('demo database load: a store of the right version is repaired, not thrown away', () => {
  /** A sound store with one citizen (what an earlier visit saved). */
  function stored(extra: Record<string, unknown>): string {
    const d = resetDb();
    const base = JSON.parse(JSON.stringify(d)) as Record<string, unknown>;
    return JSON.stringify({ ...base, ...extra });
  }

  it('drops rows that are not records (null, numbers, strings, lists) and keeps the others', () => {
    const d = loadFrom(stored({ citizens: [null, 7, 'x', [], ...(resetDb().citizens as unknown[])], mails: [null], faults: [42] }));
    expectSound(d);
    expect(d.citizens.some((c) => c.citizen_id === SEEDED_CITIZEN)).toBe(true);
    expect(d.mails).toEqual([]);
    expect(d.faults).toEqual([]);
  });

  it('forgets optional tables that are not lists and counters that are not numbers', () => {
    const d = loadFrom(stored({ requests: 'oops', drafts: { a: 1 }, notifications: null, nextRequestId: 'x', nextClaimId: null, claims: 5 }));
    expectSound(d);
    expect(d.requests).toBeUndefined();
    expect(d.drafts).toBeUndefined();
    expect(d.notifications).toBeUndefined();
    expect(d.nextRequestId).toBeUndefined();
  });

  it('mends core counters that are not numbers (next id after the highest in use)', () => {
    const d = loadFrom(stored({ nextCompanyId: 'x', visits: null, nextMailId: {} }));
    expectSound(d);
    expect(d.visits).toBe(0);
    expect(d.nextCompanyId).toBe(Math.max(0, ...d.companies.map((c) => c.id)) + 1);
  });

  it('keeps a sound store as it is (a registered citizen survives the reload)', () => {
    const base = JSON.parse(stored({})) as Db;
    base.citizens.push({ ...base.citizens[0], citizen_id: '40200000001', email: 'nuevo@correo.do' });
    const d = loadFrom(JSON.stringify(base));
    expect(d).toEqual(base);
  });
});
