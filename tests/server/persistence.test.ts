/**
 * The persistence seams of the embedded store (src/mocks/db.ts `setDbPersistence`,
 * src/mocks/fileStore.ts `setFileBytesPlace`) with the loopback server's data folder
 * (server/persistence.ts): the store survives a reload from `db.json`, the bytes survive in
 * `files/`, and resetting empties both. Node, no HTTP (tests/server/loopback.test.ts does that).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { db, reloadDb, resetDb, save, setDbPersistence } from '../../src/mocks/db';
import { getFileBytes, putFileBytes, setFileBytesPlace } from '../../src/mocks/fileStore';
import '../../src/mocks/seed';
import { fileBytesPlace, fileDbPersistence, resetDataDir } from '../../server/persistence';

const dir = mkdtempSync(join(tmpdir(), 'mitur-persist-'));

afterEach(() => {
  setDbPersistence(null);
  setFileBytesPlace(null);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the store in <data>/db.json', () => {
  it('writes the seeded store, keeps a change across a reload, and seeds again after a reset', () => {
    setDbPersistence(fileDbPersistence(dir));
    const first = db();
    expect(first.citizens.some((c) => c.citizen_id === '00104567896')).toBe(true);
    expect(existsSync(join(dir, 'db.json'))).toBe(true);
    first.visits = 4242;
    save();
    expect((JSON.parse(readFileSync(join(dir, 'db.json'), 'utf8')) as { visits: number }).visits).toBe(4242);
    expect(reloadDb().visits).toBe(4242);
    resetDataDir(dir);
    expect(existsSync(join(dir, 'db.json'))).toBe(false);
    const seeded = reloadDb();
    expect(seeded.visits).not.toBe(4242);
    expect(seeded.citizens.some((c) => c.citizen_id === '00104567896')).toBe(true);
    expect(existsSync(join(dir, 'db.json'))).toBe(true);
  });

  it('without a place (Node, Vitest) keeps the store in memory only', () => {
    resetDataDir(dir);
    setDbPersistence(null);
    const d = resetDb();
    d.visits = 7;
    save();
    expect(existsSync(join(dir, 'db.json'))).toBe(false);
  });
});

describe('uploaded bytes in <data>/files/', () => {
  it('stores bytes and type by route, survives a new place object, and a reset empties it', async () => {
    setFileBytesPlace(fileBytesPlace(dir));
    const bytes = new Uint8Array([1, 2, 3, 250]);
    await putFileBytes('solicitudes/00104567896/a b/ñ.pdf', { type: 'application/pdf', bytes: bytes.buffer });
    setFileBytesPlace(fileBytesPlace(dir));
    const back = await getFileBytes('solicitudes/00104567896/a b/ñ.pdf');
    expect(back?.type).toBe('application/pdf');
    expect([...new Uint8Array(back?.bytes ?? new ArrayBuffer(0))]).toEqual([1, 2, 3, 250]);
    expect(await getFileBytes('solicitudes/otro.pdf')).toBeUndefined();
    resetDataDir(dir);
    expect(await getFileBytes('solicitudes/00104567896/a b/ñ.pdf')).toBeUndefined();
  });
});
