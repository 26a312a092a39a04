/**
 * What this browser remembers of the requests it sent: the tariff and variation the citizen chose
 * (issue 27 item 2). The request's detail (GET /requests/{id}, contract §3.1) names no variation, so
 * without this the 'Comprobante de solicitud' made from the Detalles tab after a reload could only
 * give the amount. Nothing of the answers is kept, only the choice.
 *
 * Stored under `mitur.sentTariffs` (src/api/tokenStore.ts `SENT_TARIFFS_KEY`), a JSON object keyed by `<citizen_id>:<request id>`, each
 * entry `{ requestId, serviceId, code, tariff: { concept, variation, price } | null, at }` (`at`: ms
 * since the epoch, when kept; `tariff` null: the service had no tariff). At most
 * {@link SENT_TARIFFS_LIMIT} entries, the oldest dropped first. Removed with the session's keys by a
 * chosen logout (src/api/tokenStore.ts `clear`: shared computers keep nothing), kept when a session
 * expires (as the drafts are). Every access tolerates a full, blocked or corrupt storage: writing
 * then does nothing and reading finds nothing. The reader checks what it finds
 * (src/domain/receipt.ts `sentChoiceFor`).
 */
import type { SentChoice } from '../domain/receipt';
import { SENT_TARIFFS_KEY } from './tokenStore';

/** The most requests remembered. */
export const SENT_TARIFFS_LIMIT = 50;

type Kept = Record<string, SentChoice & { at: number }>;

const keyOf = (citizenId: string, requestId: number) => `${citizenId}:${requestId}`;

function readAll(): Kept {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SENT_TARIFFS_KEY) ?? 'null');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Kept) : {};
  } catch {
    return {};
  }
}

/** Remembers the choice of request `choice.requestId` sent by `citizenId` (replacing an older record of it). */
export function keepSentTariff(citizenId: string, choice: SentChoice): void {
  const kept = readAll();
  kept[keyOf(citizenId, choice.requestId)] = { ...choice, at: Date.now() };
  const newestFirst = Object.entries(kept).sort(([, a], [, b]) => (Number(b?.at) || 0) - (Number(a?.at) || 0));
  try {
    localStorage.setItem(SENT_TARIFFS_KEY, JSON.stringify(Object.fromEntries(newestFirst.slice(0, SENT_TARIFFS_LIMIT))));
  } catch {
    /* storage full or blocked: the receipt then says the tariff is not recorded */
  }
}

/** The record of request `requestId` sent by `citizenId` from this browser, unchecked, or null. */
export function readSentTariff(citizenId: string, requestId: number): unknown {
  return readAll()[keyOf(citizenId, requestId)] ?? null;
}
