/**
 * Browser storage of the session (spec 000 §3 Session: "Stored locally: token, profile image,
 * identity number, primary e-mail"; contract §0.2 key names `token`, `profile_img`, `user_cedula`,
 * `user_primary_email`, `dynamicFormData`). Values are JSON-encoded as the existing portal does.
 */

export const STORAGE_KEYS = {
  token: 'token',
  profileImg: 'profile_img',
  userCedula: 'user_cedula',
  userPrimaryEmail: 'user_primary_email',
  dynamicFormData: 'dynamicFormData',
} as const;

function read(key: string): string | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return null;
    const v: unknown = JSON.parse(raw);
    return typeof v === 'string' ? v : null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or blocked: the session simply does not persist */
  }
}

/** Stored session values; `null` when absent. */
export interface StoredSession {
  token: string | null;
  profileImg: string | null;
  userCedula: string | null;
  userPrimaryEmail: string | null;
}

export const tokenStore = {
  getToken: (): string | null => read(STORAGE_KEYS.token),
  setToken: (token: string): void => write(STORAGE_KEYS.token, token),
  /** Everything stored about the session. */
  read(): StoredSession {
    return {
      token: read(STORAGE_KEYS.token),
      profileImg: read(STORAGE_KEYS.profileImg),
      userCedula: read(STORAGE_KEYS.userCedula),
      userPrimaryEmail: read(STORAGE_KEYS.userPrimaryEmail),
    };
  },
  /** Stores the login answer (spec 000 §7 POST /auth/login: payload.token, payload.profile_img). */
  saveLogin(token: string, profileImg: string | null): void {
    write(STORAGE_KEYS.token, token);
    write(STORAGE_KEYS.profileImg, profileImg);
  },
  /** Stores the identity number and primary e-mail of the loaded user (contract §0.3). */
  saveUser(cedula: string, email: string): void {
    write(STORAGE_KEYS.userCedula, cedula);
    write(STORAGE_KEYS.userPrimaryEmail, email);
  },
  /** Removes every session key (contract §0.2 Logout). */
  clear(): void {
    for (const key of Object.values(STORAGE_KEYS)) {
      try {
        localStorage.removeItem(key);
      } catch {
        /* ignore */
      }
    }
  },
};
