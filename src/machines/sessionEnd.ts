/**
 * The session's end and the other tabs, for views (issue 25; src/api/sessionEnd.ts): loaded by the
 * app only when another tab changes the session or a refresh is refused (src/views/app/session.tsx),
 * imported by the pages that need it (the request form keeps its draft, the sign-in page says why
 * the session ended). Not part of the first load.
 */
import { endExpired, sessionChangeOf } from '../api/sessionEnd';
import type { SessionEvent } from './session.machine';

export { onSessionExpiring, sessionEndReason, type SessionEnd } from '../api/sessionEnd';

/** The session chart's event for another tab's change (a `storage` event), or null when it changes nothing. */
export function sessionEventOf(event: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue' | 'storageArea'>): SessionEvent | null {
  const change = sessionChangeOf(event);
  if (change === 'signedIn') return { type: 'session.startedElsewhere' };
  if (change === 'signedOut') return { type: 'session.endedElsewhere' };
  return change === 'expired' ? { type: 'session.expired' } : null;
}

/** The session chart's `endExpiredSession` (see src/api/sessionEnd.ts `endExpired`): `citizenId`, the session's user. */
export function endExpiredSession(citizenId: string | null): void {
  endExpired(citizenId);
}
