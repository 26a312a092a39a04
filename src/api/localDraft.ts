/**
 * The browser's own copy of a request-form draft, kept when the server could not store it
 * (spec 001 §4 "A draft is saved each time a step is advanced"; docs/ARCHITECTURE.md "No blank page, ever: a
 * failed background call (draft save, counters) degrades quietly"). A reload then still offers the
 * draft ('Se ha encontrado información previa de una solicitud sin terminar…').
 *
 * Stored under the existing portal's `dynamicFormData` key (contract §0.2), which logout removes, so
 * a shared computer keeps no answers after the session ends. The value is a JSON object keyed by
 * `<citizen_id>:<expertform_id>`, each entry a POST /drafts body (DraftSaveBody). Every access
 * tolerates a full, blocked or corrupt storage: writing then does nothing and reading finds nothing.
 */
import { STORAGE_KEYS } from './tokenStore';
import type { SchemaDraftSaveBody } from './generated/admin';

type Drafts = Record<string, SchemaDraftSaveBody>;

const keyOf = (citizenId: string, expertformId: number | string) => `${citizenId}:${expertformId}`;

function readAll(): Drafts {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.dynamicFormData);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Drafts) : {};
  } catch {
    return {};
  }
}

function writeAll(drafts: Drafts): void {
  try {
    if (Object.keys(drafts).length === 0) localStorage.removeItem(STORAGE_KEYS.dynamicFormData);
    else localStorage.setItem(STORAGE_KEYS.dynamicFormData, JSON.stringify(drafts));
  } catch {
    /* storage full or blocked: nothing more can be kept */
  }
}

/** Keeps `body` as the browser's copy of the draft of (citizen_id, expertform_id), replacing an older one. */
export function keepLocalDraft(body: SchemaDraftSaveBody): void {
  const drafts = readAll();
  drafts[keyOf(body.citizen_id, body.expertform_id)] = body;
  writeAll(drafts);
}

/**
 * The browser's copy of the draft of a citizen and an expert form: an object, or null when absent
 * or not an object (corrupt storage). The caller checks its fields (isRestorableDraft).
 */
export function readLocalDraft(citizenId: string, expertformId: number | string): unknown {
  const entry: unknown = readAll()[keyOf(citizenId, expertformId)];
  return entry && typeof entry === 'object' && !Array.isArray(entry) ? entry : null;
}

/** Forgets the browser's copy (the server stored a newer draft, or the request was submitted). */
export function forgetLocalDraft(citizenId: string, expertformId: number | string): void {
  const drafts = readAll();
  const key = keyOf(citizenId, expertformId);
  if (!(key in drafts)) return;
  delete drafts[key];
  writeAll(drafts);
}
