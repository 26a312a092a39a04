/**
 * Byte storage of the embedded file server (spec 001 §4 Submit sequence step 1, §7 "POST /files
 * multipart, field file[]"; docs/ARCHITECTURE.md "Embedded mode").
 *
 * The store (src/mocks/db.ts, persisted in localStorage) keeps only file descriptors; the bytes of
 * every uploaded file live here, keyed by the file's storage route:
 * - in a browser: IndexedDB (database `mitur-demo-files`, object store `files`) through idb-keyval,
 *   so files of tens of MB survive reloads without touching localStorage's small quota;
 * - where `indexedDB` is missing (Node, Vitest under jsdom): an in-memory Map;
 * - in the loopback HTTP server (server/, README "The loopback server"): files under its data folder,
 *   through {@link setFileBytesPlace}.
 *
 * Only the embedded backend imports this module.
 */
import { clear, createStore, get, set, type UseStore } from 'idb-keyval';

/** A stored file: its bytes and MIME type. */
export interface StoredBytes {
  /** MIME type the file was uploaded with, e.g. `application/pdf` ('' when unknown). */
  type: string;
  /** The file's content. */
  bytes: ArrayBuffer;
}

/** IndexedDB database and object store names of the byte store. */
export const FILE_STORE_DB = 'mitur-demo-files';
export const FILE_STORE_NAME = 'files';

let idbStore: UseStore | null = null;
const memory = new Map<string, StoredBytes>();

/** Another place for the bytes than IndexedDB or memory (the loopback server's data folder). */
export interface FileBytesPlace {
  put(route: string, file: StoredBytes): Promise<void>;
  /** The bytes stored under a route, or undefined. */
  get(route: string): Promise<StoredBytes | undefined>;
  /** Removes every stored file. */
  clear(): Promise<void>;
}

let customPlace: FileBytesPlace | null = null;

/** Keeps the bytes in `place` from now on (null: back to IndexedDB, or memory where there is none). */
export function setFileBytesPlace(place: FileBytesPlace | null): void {
  customPlace = place;
}

/** The IndexedDB store, or null when the environment has no IndexedDB (tests, Node). */
function store(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  idbStore ??= createStore(FILE_STORE_DB, FILE_STORE_NAME);
  return idbStore;
}

/**
 * Saves a file's bytes under its route (replacing any previous content).
 * @param route storage route, e.g. `solicitudes/00104567896/k3x9-plano.pdf`
 */
export async function putFileBytes(route: string, file: StoredBytes): Promise<void> {
  if (customPlace) return customPlace.put(route, file);
  const s = store();
  const copy: StoredBytes = { type: file.type, bytes: file.bytes.slice(0) };
  if (!s) {
    memory.set(route, copy);
    return;
  }
  await set(route, copy, s);
}

/** The bytes stored under a route, or undefined. */
export async function getFileBytes(route: string): Promise<StoredBytes | undefined> {
  if (customPlace) return customPlace.get(route);
  const s = store();
  if (!s) {
    const found = memory.get(route);
    return found ? { type: found.type, bytes: found.bytes.slice(0) } : undefined;
  }
  return get<StoredBytes>(route, s);
}

/** Removes every stored file (the demo's "Reiniciar datos"; tests). */
export async function clearFileBytes(): Promise<void> {
  memory.clear();
  if (customPlace) return customPlace.clear();
  const s = store();
  if (s) await clear(s);
}
