/**
 * Browser storage of the session (spec 000 §3 Session: "Stored locally: token, profile image,
 * identity number, primary e-mail"; contract §0.2 key names `token`, `profile_img`, `user_cedula`,
 * `user_primary_email`, `dynamicFormData`). Values are JSON-encoded strings as the existing portal
 * stores them.
 *
 * Storage full or blocked (issue 10 "Storage full"): when localStorage refuses a write
 * (QuotaExceededError, SecurityError), the value is kept in this tab's memory and reads prefer that
 * copy, so the next calls still carry the token (never `Bearer null`); the session then ends when
 * the tab closes. Listeners registered with {@link onSessionNotPersisted} are told once the token
 * could not be stored (the app says so to the user). A write the storage accepts drops the memory
 * copy again (the storage is the truth, shared with the other tabs).
 *
 * Corrupt values (not JSON, not a string, empty string) read as "nothing stored"; no access throws.
 */

export const STORAGE_KEYS = {
  token: 'token',
  profileImg: 'profile_img',
  userCedula: 'user_cedula',
  userPrimaryEmail: 'user_primary_email',
  dynamicFormData: 'dynamicFormData',
} as const;

/** Values the browser refused to store, by key (`null`: a removal that failed). */
const memory = new Map<string, string | null>();

/** Told when the token lives in memory only. */
const notPersistedListeners = new Set<() => void>();

function read(key: string): string | null {
  if (memory.has(key)) return memory.get(key) ?? null;
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const v: unknown = JSON.parse(raw);
    return typeof v === 'string' && v !== '' ? v : null;
  } catch {
    return null;
  }
}

/** Writes (or removes, with null) a value; false when the storage refused it and memory keeps it. */
function write(key: string, value: string | null): boolean {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
    memory.delete(key);
    return true;
  } catch {
    memory.set(key, value);
    // Do not leave an older value behind for the next page load or another tab.
    try {
      localStorage.removeItem(key);
    } catch {
      /* blocked storage */
    }
    if (key === STORAGE_KEYS.token && value !== null) notPersistedListeners.forEach((l) => l());
    return false;
  }
}

/** Whether the current token lives only in this tab's memory (its storage was refused). */
const tokenInMemoryOnly = () => memory.get(STORAGE_KEYS.token) != null;

/**
 * Registers `listener`, called whenever the browser refuses to store the session token (and at once
 * if the current token already lives in memory only). Returns an unsubscribe function.
 */
export function onSessionNotPersisted(listener: () => void): () => void {
  notPersistedListeners.add(listener);
  if (tokenInMemoryOnly()) listener();
  return () => {
    notPersistedListeners.delete(listener);
  };
}

/** Stored session values; `null` when absent or unreadable. */
export interface StoredSession {
  token: string | null;
  profileImg: string | null;
  userCedula: string | null;
  userPrimaryEmail: string | null;
}

export const tokenStore = {
  getToken: (): string | null => read(STORAGE_KEYS.token),
  /** Stores a refreshed token (contract A4); false when only memory keeps it. */
  setToken: (token: string): boolean => write(STORAGE_KEYS.token, token),
  /** Everything stored about the session. */
  read(): StoredSession {
    return {
      token: read(STORAGE_KEYS.token),
      profileImg: read(STORAGE_KEYS.profileImg),
      userCedula: read(STORAGE_KEYS.userCedula),
      userPrimaryEmail: read(STORAGE_KEYS.userPrimaryEmail),
    };
  },
  /**
   * Stores the login answer (spec 000 §7 POST /auth/login: payload.token, payload.profile_img).
   * Returns false when the browser refused it: the session then lives in this tab's memory only.
   */
  saveLogin(token: string, profileImg: string | null): boolean {
    const tokenStored = write(STORAGE_KEYS.token, token);
    const imageStored = write(STORAGE_KEYS.profileImg, profileImg);
    return tokenStored && imageStored;
  },
  /** Stores the identity number and primary e-mail of the loaded user (contract §0.3); false when refused. */
  saveUser(cedula: string, email: string): boolean {
    const cedulaStored = write(STORAGE_KEYS.userCedula, cedula);
    const emailStored = write(STORAGE_KEYS.userPrimaryEmail, email);
    return cedulaStored && emailStored;
  },
  /** Removes every session key, and the memory copies (contract §0.2 Logout). */
  clear(): void {
    memory.clear();
    for (const key of Object.values(STORAGE_KEYS)) {
      try {
        localStorage.removeItem(key);
      } catch {
        memory.set(key, null); // blocked storage: read as removed all the same
      }
    }
  },
};
