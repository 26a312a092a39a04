/**
 * How a session ends and how the other tabs learn it (issue 25 "Every tab", "An expired session keeps
 * the work"), apart from src/api/tokenStore.ts so that it stays out of the first load: the app loads
 * it when a token changes in another tab or a refresh is refused; the request form and the sign-in
 * page (their own chunks) import it.
 *
 * - {@link endExpired}: a refused refresh ends the session keeping the browser's copy of the drafts
 *   (`dynamicFormData`), after the {@link onSessionExpiring} listeners (an open request form keeps
 *   the step being typed), and writes why ({@link SESSION_END_KEY}) before the token goes, so that
 *   the other tabs read it when they see the token removed.
 * - {@link sessionChangeOf}: what a `storage` event of another tab means for the session.
 * - {@link sessionEndReason}: what the sign-in page says.
 */
import { SESSION_END_KEY, STORAGE_KEYS, tokenStore } from './tokenStore';

/**
 * Why a session ended: its refresh was refused (`expired`), and the browser keeps a draft of that
 * user (`expiredDraftKept`).
 */
export type SessionEnd = 'expired' | 'expiredDraftKept';

const SESSION_ENDS: readonly SessionEnd[] = ['expired', 'expiredDraftKept'];

/** Told, synchronously, right before an expired session is ended (see {@link onSessionExpiring}). */
const expiringListeners = new Set<() => void>();

/** Whether the browser's copy of the drafts (`dynamicFormData`, src/api/localDraft.ts) holds one of `citizenId`. */
function keepsDraftOf(citizenId: string | null): boolean {
  if (!citizenId) return false;
  try {
    const drafts: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.dynamicFormData) ?? 'null');
    return !!drafts && typeof drafts === 'object' && Object.keys(drafts).some((k) => k.startsWith(`${citizenId}:`));
  } catch {
    return false;
  }
}

/**
 * Ends a session whose refresh was refused (spec 000 §4 Token expiry; issue 25): tells the
 * {@link onSessionExpiring} listeners first, writes {@link SESSION_END_KEY} (`expiredDraftKept` when
 * the browser then keeps a draft of `citizenId`, the session's user, else of the stored identity
 * number; otherwise `expired`), then removes the session's keys but not the drafts' copy: drafts are
 * keyed by citizen, so only that user is offered them again.
 */
export function endExpired(citizenId: string | null = null): void {
  expiringListeners.forEach((l) => l());
  // The session's own user first: in a tab that follows another's expiry the stored number is gone.
  const end: SessionEnd = keepsDraftOf(citizenId ?? tokenStore.read().userCedula) ? 'expiredDraftKept' : 'expired';
  try {
    localStorage.setItem(SESSION_END_KEY, JSON.stringify(end));
  } catch {
    /* full or blocked storage: the sign-in page then says nothing */
  }
  tokenStore.clear(true);
}

/** How the last session ended when its refresh was refused (and nobody signed in since), else null. */
export function sessionEndReason(): SessionEnd | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SESSION_END_KEY) ?? 'null');
    return SESSION_ENDS.find((end) => end === value) ?? null;
  } catch {
    return null;
  }
}

/**
 * Registers `listener`, called synchronously by {@link endExpired} before the session's keys go (an
 * open request form keeps its draft in the browser). Returns an unsubscribe function.
 */
export function onSessionExpiring(listener: () => void): () => void {
  expiringListeners.add(listener);
  return () => {
    expiringListeners.delete(listener);
  };
}

/** What another tab did to the shared session, as {@link sessionChangeOf} reads it. */
export type SessionChange = 'signedIn' | 'signedOut' | 'expired';

/**
 * What a `storage` event (fired by the browser in every OTHER tab of the origin) means for the
 * session: a token where there was none is a sign-in; a token removed (or the whole storage
 * cleared) is `expired` when {@link SESSION_END_KEY} says so, else a logout; a token replaced by
 * another (a refresh), another key or another storage is nothing (null).
 */
export function sessionChangeOf(event: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue' | 'storageArea'>): SessionChange | null {
  if (event.storageArea !== null && event.storageArea !== localStorage) return null;
  if (event.key !== null && event.key !== STORAGE_KEYS.token) return null;
  const had = event.key === null ? true : event.oldValue !== null;
  const has = event.key === null ? false : event.newValue !== null;
  if (!had && has) return 'signedIn';
  if (had && !has) return sessionEndReason() ? 'expired' : 'signedOut';
  return null;
}
