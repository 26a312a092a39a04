/**
 * Account rules of the settings dialogs (spec 001 §2.7 Mi configuración, §5 Change password /
 * Change e-mail, §7 "POST citizen/change/password", "POST /citizen/change/email"), read by the
 * change-password and change-e-mail charts when an answer was lost (issue 25 "Unknown is not
 * failed"): what the server's later answers say about the change. Pure; no IO.
 */

/**
 * The server's refusal of a wrong current password (openapi/identity.yaml changePassword, example
 * `wrongPassword`: `{ success: false, msg: 'La contraseña actual es incorrecta' }`): after a change
 * whose outcome was unknown, this answer to the same values means the first change went through.
 */
export const CURRENT_PASSWORD_REFUSED = 'La contraseña actual es incorrecta';

/** A text compared without letter case, accents, surrounding blanks or a final period. */
const comparable = (text: string) => {
  const bare = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\.$/, '');
  // Stryker disable next-line MethodExpression: equivalent, both sides are folded the same way (upper case compares as lower case does)
  return bare.toLowerCase();
};

/**
 * Whether a refusal's `msg` (the `data.msg` of a `success: false` answer; undefined when it sent
 * none) is {@link CURRENT_PASSWORD_REFUSED}, read without letter case, accents, surrounding blanks
 * or a final period ('la contrasena actual es incorrecta.' is the same refusal). Any other text,
 * '' or none: false.
 */
export function isCurrentPasswordRefusal(msg: string | undefined): boolean {
  return msg !== undefined && comparable(msg) === comparable(CURRENT_PASSWORD_REFUSED);
}

/**
 * Whether the user's stored e-mail (`email` of GET /get/auth/user, contract S2; a string, or null /
 * missing) is the e-mail a change sent (`email` of POST /citizen/change/email, already trimmed):
 * compared trimmed and without letter case, since e-mail addresses are matched that way
 * ('Ana.Perez@Example.do' is 'ana.perez@example.do'). No stored e-mail (null, missing, '' or blanks):
 * false, whatever was sent.
 */
export function isSameEmail(stored: string | null | undefined, sent: string): boolean {
  if (!stored) return false;
  const address = stored.trim().toLowerCase();
  return address.length > 0 && address === sent.trim().toLowerCase();
}
