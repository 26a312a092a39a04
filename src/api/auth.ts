/**
 * Sign-in calls (spec 000 §7 POST /auth/login, GET /get/auth/user, POST /citizens; contract
 * A1-A3), kept apart from the other identity calls so the session, which every page starts, loads
 * only these.
 */
import { admin, identity } from './clients';
import { call } from './call';
import type { ApiResult } from './result';
import type { SchemaAuthUser } from './generated/identity';

/** The signed-in user (spec 000 §3 Current user; contract A2). */
export type CurrentUser = SchemaAuthUser;

/** Answer of a successful login (contract A1). */
export interface LoginOutcome {
  token: string;
  /** `null` or 'N/A' from the server mean "default avatar" and are normalised to null. */
  profileImg: string | null;
}

/** POST /auth/login (operationId login). `citizenId` must already be without dashes. */
export function login(citizenId: string, password: string): Promise<ApiResult<LoginOutcome>> {
  return call(
    () => identity.POST('/auth/login', { body: { citizen_id: citizenId, password } }),
    (b) => {
      const token = b.payload?.token;
      if (typeof token !== 'string' || !token) return undefined;
      const img = b.payload?.profile_img;
      return { token, profileImg: img && img !== 'N/A' ? img : null };
    },
    { envelope: true },
  );
}

function getAuthUser(): Promise<ApiResult<CurrentUser>> {
  return call(
    () => identity.GET('/get/auth/user'),
    (b) => (b.payload && typeof b.payload.citizen_id === 'string' ? b.payload : undefined),
    { envelope: true },
  );
}

/** The load started by {@link startCurrentUserLoad}, until the session takes it. */
let early: Promise<ApiResult<CurrentUser>> | undefined;

/**
 * Starts GET /get/auth/user before the session chart asks (issue 24: a signed-in page opened with
 * a stored token; src/main.tsx), once `after` resolved (src/main.tsx passes the first paint: the
 * call, its CORS preflight and the embedded build's in-browser backend then stay out of it). The session's next
 * {@link loadCurrentUser} takes this call instead of making another: one request. Never rejects.
 */
export function startCurrentUserLoad(after: Promise<unknown> = Promise.resolve()): void {
  early = after.then(getAuthUser, getAuthUser);
}

/**
 * GET /get/auth/user (operationId getAuthUser): the current user. The first call takes the load
 * {@link startCurrentUserLoad} started, if any; every later one (a retry) asks again.
 */
export function loadCurrentUser(): Promise<ApiResult<CurrentUser>> {
  const started = early;
  early = undefined;
  return started ?? getAuthUser();
}

/**
 * POST /citizens on the admin API after every login (spec 000 §7; contract A3). The answer is
 * ignored by the portal; the result is returned for completeness.
 */
export function postCitizenRecord(user: CurrentUser): Promise<ApiResult<true>> {
  const now = new Date();
  return call(
    () =>
      admin.POST('/citizens', {
        body: {
          id: user.citizen_id,
          mail: user.email,
          name: user.name,
          surname: user.first_last_name,
          secsurname: user.second_last_name ?? null,
          phone: (user.phone ?? '').replace(/\D/g, ''),
          city: user.municipality ?? null,
          created_date: { date: now.toISOString().replace('T', ' ').replace('Z', '000'), timezone_type: 3, timezone: 'UTC' },
        },
      }),
    () => true as const,
  );
}
