/**
 * Where the loopback server keeps the simulated backends' data (README "The loopback server"): the
 * store of src/mocks/db.ts as one JSON file and the uploaded files' bytes of src/mocks/fileStore.ts
 * as files, all under the data folder (default `.data/api/`, MITUR_API_DATA), so that they survive
 * a restart; `npm run api:reset` ({@link resetDataDir}) empties it.
 *
 * Layout of the data folder:
 * - `db.json`: the whole store (written after every change: a temporary file, then a rename, so a
 *   crash never leaves half a file);
 * - `files/<sha256 of the route>.bin` the bytes, and `.json` beside it `{ route, type }`;
 * - `telemetry.jsonl`: the field data the portal sent (issue 28 item 2), one event a line
 *   ({@link appendTelemetry}).
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DbPersistence } from '../src/mocks/db';
import type { FileBytesPlace, StoredBytes } from '../src/mocks/fileStore';
import type { TelemetryEvent } from '../src/domain/telemetry';

/** File name of the store inside the data folder. */
export const DB_FILE = 'db.json';
/** Folder of the uploaded bytes inside the data folder. */
export const FILES_DIR = 'files';
/** The field data received (JSON lines) inside the data folder. */
export const TELEMETRY_FILE = 'telemetry.jsonl';

/** One line of {@link TELEMETRY_FILE}: when the server received the event (ISO 8601, UTC), and the event. */
export type StoredTelemetry = { at: string } & TelemetryEvent;

/**
 * Appends received field-data events to `<dataDir>/telemetry.jsonl`, one JSON object a line
 * ({@link StoredTelemetry}). Nothing about the sender (address, browser) is kept.
 */
export function appendTelemetry(dataDir: string, events: readonly TelemetryEvent[], at: Date = new Date()): void {
  if (events.length === 0) return;
  mkdirSync(dataDir, { recursive: true });
  const stamp = at.toISOString();
  appendFileSync(join(dataDir, TELEMETRY_FILE), events.map((e) => `${JSON.stringify({ at: stamp, ...e })}\n`).join(''));
}

/** The store kept in `<dataDir>/db.json` (see module documentation). */
export function fileDbPersistence(dataDir: string): DbPersistence {
  const file = join(dataDir, DB_FILE);
  return {
    read: () => (existsSync(file) ? readFileSync(file, 'utf8') : null),
    write: (text) => {
      mkdirSync(dataDir, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, text);
      renameSync(tmp, file);
    },
    remove: () => rmSync(file, { force: true }),
  };
}

/** The uploaded files' bytes kept under `<dataDir>/files/` (see module documentation). */
export function fileBytesPlace(dataDir: string): FileBytesPlace {
  const dir = join(dataDir, FILES_DIR);
  const key = (route: string) => join(dir, createHash('sha256').update(route, 'utf8').digest('hex'));
  return {
    async put(route: string, file: StoredBytes) {
      await mkdir(dir, { recursive: true });
      const base = key(route);
      await writeFile(`${base}.bin`, new Uint8Array(file.bytes));
      await writeFile(`${base}.json`, JSON.stringify({ route, type: file.type }));
    },
    async get(route: string): Promise<StoredBytes | undefined> {
      const base = key(route);
      try {
        const meta = JSON.parse(await readFile(`${base}.json`, 'utf8')) as { route?: unknown; type?: unknown };
        if (meta.route !== route) return undefined;
        const bytes = await readFile(`${base}.bin`);
        return { type: typeof meta.type === 'string' ? meta.type : '', bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) };
      } catch {
        return undefined;
      }
    },
    async clear() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Empties the data folder (`npm run api:reset`): the store, every uploaded file and the field data. The next start
 * seeds the store again. Run it while the server is stopped (a running server would write its
 * in-memory store back on the next change).
 */
export function resetDataDir(dataDir: string): void {
  rmSync(join(dataDir, DB_FILE), { force: true });
  rmSync(join(dataDir, FILES_DIR), { recursive: true, force: true });
  rmSync(join(dataDir, TELEMETRY_FILE), { force: true });
}
