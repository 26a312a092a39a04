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
 *
 * Every tab (issue 25 "Every tab"): the token key is shared by the tabs of the portal (another
 * tab's sign-in and sign-out arrive as storage events, src/api/sessionEnd.ts). How a session ended
 * is written beside it ({@link SESSION_END_KEY}): a session that expired (a refused refresh) keeps
 * the browser's copy of the drafts and says so on the sign-in page; a chosen logout
 * ({@link tokenStore.clear}) removes everything (contract §0.2 Logout; shared computers).
 */

export const STORAGE_KEYS = {
  token: 'token',
  profileImg: 'profile_img',
  userCedula: 'user_cedula',
  userPrimaryEmail: 'user_primary_email',
  dynamicFormData: 'dynamicFormData',
} as const;

/**
 * How the last session ended when it did not end by a chosen logout, a JSON string (`SessionEnd`,
 * src/api/sessionEnd.ts). Not a key of the existing portal; removed by a sign-in and a logout.
 */
export const SESSION_END_KEY = 'mitur.sessionEnded';

/**
 * The tariffs of the requests this browser sent (src/api/sentTariffs.ts; issue 27). Not a key of the
 * existing portal; removed by a chosen logout, kept when a session expires (as the drafts' copy).
 */
export const SENT_TARIFFS_KEY = 'mitur.sentTariffs';

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

/** The key {@link storageRefusesWrites} writes and removes at once. */
const PROBE_KEY = 'mitur.storageProbe';

/**
 * Whether this browser's localStorage refuses a write (full: QuotaExceededError; blocked:
 * SecurityError), probed with a one-character value removed at once (issue 25 "Storage full":
 * after a reload nothing stored says the session could not be kept, so the storage is asked).
 */
export function storageRefusesWrites(): boolean {
  try {
    localStorage.setItem(PROBE_KEY, '1');
    localStorage.removeItem(PROBE_KEY);
    return false;
  } catch {
    return true;
  }
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
    removeQuietly(SESSION_END_KEY);
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
  /**
   * Removes every session key, the drafts' copy, the sent requests' tariffs and the end marker, and
   * the memory copies (contract §0.2 Logout). `keepDrafts` (a session ended by a refused refresh,
   * src/api/sessionEnd.ts; issue 25): `dynamicFormData`, the tariffs and the end marker stay.
   */
  clear(keepDrafts = false): void {
    memory.clear();
    if (!keepDrafts) {
      removeQuietly(SESSION_END_KEY);
      removeQuietly(SENT_TARIFFS_KEY);
    }
    removeSessionKeys(Object.values(STORAGE_KEYS).filter((k) => !keepDrafts || k !== STORAGE_KEYS.dynamicFormData));
  },
};

function removeQuietly(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* blocked storage */
  }
}

function removeSessionKeys(keys: readonly string[]): void {
  for (const key of keys) {
    try {
      localStorage.removeItem(key);
    } catch {
      memory.set(key, null); // blocked storage: read as removed all the same
    }
  }
}
