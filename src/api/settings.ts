/**
 * Settings calls of the signed-in user (spec 001 §2.7, §5, §7 "Settings and session", §8; contract
 * §1.10 S1-S3): change password, change main e-mail, update contact data. One typed function per
 * call; each answer is the identity envelope `{ success, msg }`:
 * - `success: true` → `ok({ msg })` (the server's text, '' when it sent none);
 * - `success: false` → a `rejected` failure whose `message` is the server's `msg`;
 * - network error, HTTP error, malformed body, token still expired → the typed failures of
 *   src/api/call.ts (the token-expiry refresh and retry happen in the client middleware).
 *
 * The password path is the clean `/citizen/change/password`, not the old client's
 * `citizen/change/password?=&=.` (contract §5 item 5).
 */
import { identity } from './clients';
import { call } from './call';
import type { ApiResult } from './result';
import type { SchemaChangeEmailRequest, SchemaChangePasswordRequest, SchemaCitizenUpdateRequest } from './generated/identity';

/** POST citizen/change/password body: `{ old_password, password, new_password_confirmation }` (min 6 each). */
export type ChangePasswordBody = SchemaChangePasswordRequest;
/** POST /citizen/change/email body: `{ password, email, new_email_confirmation }`. */
export type ChangeEmailBody = SchemaChangeEmailRequest;
/**
 * POST /citizen-update body: `{ address, province_id, municipality_id, sector_id (bidclasif),
 * phone, phone2 (10 digits, 809/829/849), notificationsWithEmail?, notificationsSms? }`.
 */
export type CitizenUpdateBody = SchemaCitizenUpdateRequest;

/** A successful settings answer: the server's message ('' when none). */
export interface SettingsAnswer {
  msg: string;
}

const answer = (b: { success?: boolean; msg?: unknown }): SettingsAnswer | undefined =>
  b.success === true ? { msg: typeof b.msg === 'string' ? b.msg : '' } : undefined;

/** POST /citizen/change/password (operationId changePassword; spec 001 §5 Change password; contract S1). */
export function changePassword(body: ChangePasswordBody): Promise<ApiResult<SettingsAnswer>> {
  return call(() => identity.POST('/citizen/change/password', { body }), answer, { envelope: true });
}

/** POST /citizen/change/email (operationId changeEmail; spec 001 §5 Change e-mail; contract S2). */
export function changeEmail(body: ChangeEmailBody): Promise<ApiResult<SettingsAnswer>> {
  return call(() => identity.POST('/citizen/change/email', { body }), answer, { envelope: true });
}

/** POST /citizen-update (operationId updateCitizen; spec 001 §3 Citizen update, §5 Contact data; contract S3). */
export function updateCitizen(body: CitizenUpdateBody): Promise<ApiResult<SettingsAnswer>> {
  return call(() => identity.POST('/citizen-update', { body }), answer, { envelope: true });
}
