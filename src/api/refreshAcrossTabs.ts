/**
 * One token refresh across the tabs of the portal (issue 25 "Every tab"; spec 000 §4 Token expiry):
 * the `acrossTabs` of src/api/middleware.ts, loaded with the first refresh (not part of the first
 * load).
 *
 * The refresh runs holding the exclusive Web Lock {@link REFRESH_LOCK}, so one tab at a time
 * refreshes; a tab that waited finds what the previous one did and does not refresh the same token
 * again (five tabs with an expired token: one GET /refresh/token). What it did is read twice: the
 * stored token (it changed: taken), and the record of the last refresh ({@link RefreshRecord}, in
 * IndexedDB): Chromium hands a localStorage write to the other tabs' processes asynchronously, so a
 * tab may get the lock before the new token reached its copy of the storage, whereas a completed
 * IndexedDB transaction is read by every tab. The record is written before the lock is released.
 * Where the browser has no Web Locks (older browsers, an insecure origin) the refresh runs at once:
 * each tab then shares its refresh among its own calls only, and a second tab's refresh of the same
 * old token is still accepted by the server (contract A4 renews an expired token). Without
 * IndexedDB the stored token alone decides.
 */
import { createStore, get, set, type UseStore } from 'idb-keyval';
import type { RefreshOutcome } from './middleware';

/** Name of the Web Lock every tab of the portal takes to refresh the token. */
export const REFRESH_LOCK = 'mitur.token.refresh';

/** What a refresh did: the token it replaced, and the new one (`null`: the refresh was refused). */
export interface RefreshRecord {
  from: string | null;
  to: string | null;
}

/** What {@link refreshAcrossTabs} needs; `lock` and `record` default to the browser's (Web Lock, IndexedDB). */
export interface AcrossTabs {
  getToken: () => string | null;
  setToken: (token: string) => void;
  lock?: <T>(task: () => Promise<T>) => Promise<T>;
  record?: { read: () => Promise<RefreshRecord | undefined>; write: (record: RefreshRecord) => Promise<void> };
}

/** The exclusive Web Lock {@link REFRESH_LOCK} around `task`, or `task` at once without Web Locks. */
function webLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The lock is held until the task's promise settles; `request` resolves with its value.
  return locks ? (locks.request(REFRESH_LOCK, { mode: 'exclusive' }, task) as Promise<unknown> as Promise<T>) : task();
}

let store: UseStore | undefined;
/** The last refresh in IndexedDB (database `mitur-session`, store `refresh`, key `last`). */
const idbRecord = {
  // async: a browser without IndexedDB throws at once, which then reads as a rejection.
  read: async () => get<RefreshRecord>('last', (store ??= createStore('mitur-session', 'refresh'))),
  write: async (record: RefreshRecord) => set('last', record, (store ??= createStore('mitur-session', 'refresh'))),
};

/**
 * Runs `run`, the refresh of the token `old`, alone among the tabs (see module documentation) and
 * resolves with its outcome; or with the token another tab put in place of `old` meanwhile (stored
 * here too); or `unavailable` when another tab ended the session (the token is gone, or its refresh
 * of `old` was refused: that tab's expiry reaches this one through the storage). Never rejects
 * because of the record.
 */
export function refreshAcrossTabs(old: string | null, run: () => Promise<RefreshOutcome>, tabs: AcrossTabs): Promise<RefreshOutcome> {
  const record = tabs.record ?? idbRecord;
  return (tabs.lock ?? webLock)(async (): Promise<RefreshOutcome> => {
    const now = tabs.getToken();
    if (now !== old) return now ? { token: now } : { unavailable: true };
    const last = await record.read().catch(() => undefined);
    if (last && last.from === old) {
      if (last.to === null) return { unavailable: true };
      tabs.setToken(last.to);
      return { token: last.to };
    }
    const outcome = await run();
    if (!('unavailable' in outcome)) await record.write({ from: old, to: 'token' in outcome ? outcome.token : null }).catch(() => undefined);
    return outcome;
  });
}
