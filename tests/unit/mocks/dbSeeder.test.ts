/**
 * The demo store and its seeder (src/mocks/db.ts `setSeeder`; issue 29 item 1, the order dependence):
 * a store started before src/mocks/seed.ts registered its seeder is seeded when it does, so the seed
 * accounts sign in whichever module ran first; a store loaded from its place, or already seeded, is
 * never seeded again. Each test starts from fresh modules (`vi.resetModules`): no seeder registered.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

type DbModule = typeof import('../../../src/mocks/db');

/** A fresh store module: no seeder registered, nothing loaded. */
async function freshDb(): Promise<DbModule> {
  vi.resetModules();
  return import('../../../src/mocks/db');
}

/** A seeded account of the demo (src/mocks/seed.ts; README "Demo accounts"). */
const SEEDED_CITIZEN = '00104567896';

afterEach(async () => {
  // The next file's modules: the store with its seed (what tests/setup.ts leaves behind).
  vi.resetModules();
  const [{ resetDb }] = await Promise.all([import('../../../src/mocks/db'), import('../../../src/mocks/seed')]);
  resetDb();
});

describe('setSeeder', () => {
  it('seeds a store that was started before the seeder was registered (the seed accounts are there)', async () => {
    const store = await freshDb();
    expect(store.resetDb().citizens).toEqual([]);
    await import('../../../src/mocks/seed');
    expect(store.db().citizens.map((c) => c.citizen_id)).toContain(SEEDED_CITIZEN);
  });

  it('seeds a store once: a seeder registered again adds nothing', async () => {
    const store = await freshDb();
    await import('../../../src/mocks/seed');
    const count = store.resetDb().citizens.length;
    expect(count).toBeGreaterThan(0);
    const again = vi.fn();
    store.setSeeder(again);
    expect(again).not.toHaveBeenCalled();
    expect(store.db().citizens).toHaveLength(count);
  });

  it('never seeds a store loaded from its place', async () => {
    const store = await freshDb();
    const kept = store.resetDb();
    const text = JSON.stringify({ ...kept, citizens: [] });
    const writes: string[] = [];
    store.setDbPersistence({ read: () => text, write: (t) => writes.push(t), remove: () => undefined });
    expect(store.db().citizens).toEqual([]);
    const seeder = vi.fn();
    store.setSeeder(seeder);
    expect(seeder).not.toHaveBeenCalled();
    expect(store.db().citizens).toEqual([]);
    expect(writes).toEqual([]);
    store.setDbPersistence(null);
  });
});
