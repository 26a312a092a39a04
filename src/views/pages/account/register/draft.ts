/**
 * Draft of the citizen wizard kept in `sessionStorage` (docs/ARCHITECTURE.md "nothing lost when a network call
 * fails or a tab reloads"): what the user typed survives a reload of the tab and is gone when the
 * tab closes. Passwords and security answers are never stored; the draft is removed after a
 * successful registration. The document is validated again after a restore (the machine starts
 * with `documentValidated: false`).
 */
import { emptyCitizenRegistration, type CitizenRegistrationValues } from '../../../../domain/validation/forms';

/** sessionStorage key of the draft. */
export const REGISTER_DRAFT_KEY = 'mitur-register-citizen-draft';

/** Fields never written to storage. */
const SECRET_FIELDS = ['password', 'password_confirmation', 'answer_1', 'answer_2', 'answer_3'] as const;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The stored draft (only known fields of the right type), or undefined. */
export function readDraft(): Partial<CitizenRegistrationValues> | undefined {
  try {
    const raw = storage()?.getItem(REGISTER_DRAFT_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const template = emptyCitizenRegistration() as unknown as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (!Object.hasOwn(template, key) || (SECRET_FIELDS as readonly string[]).includes(key)) continue;
      if (typeof value === typeof template[key]) out[key] = value;
    }
    return out;
  } catch {
    return undefined;
  }
}

/** Stores the values, without passwords and security answers. */
export function saveDraft(values: CitizenRegistrationValues): void {
  const copy: Record<string, unknown> = { ...values };
  for (const key of SECRET_FIELDS) delete copy[key];
  try {
    storage()?.setItem(REGISTER_DRAFT_KEY, JSON.stringify(copy));
  } catch {
    /* quota or privacy mode: the draft is a convenience */
  }
}

/** Removes the draft. */
export function clearDraft(): void {
  try {
    storage()?.removeItem(REGISTER_DRAFT_KEY);
  } catch {
    /* ignore */
  }
}
