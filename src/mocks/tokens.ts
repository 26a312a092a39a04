/**
 * Tokens of the embedded identity backend. A token is `demo.<base64url JSON {sub, iat, exp, n}>`;
 * it expires `ttlMs` after issue (configuration `VITE_DEMO_TOKEN_TTL_MS`) so that the client's
 * refresh path (spec 000 §4 Token expiry) really runs. Not a security mechanism: a simulator.
 */

interface Claims {
  /** citizen_id */
  sub: string;
  /** issued at, ms since epoch */
  iat: number;
  /** expires at, ms since epoch */
  exp: number;
  /** nonce so two tokens issued in the same ms differ */
  n: number;
}

let nonce = 0;

function b64urlEncode(s: string): string {
  const bytes = new TextEncoder().encode(s);
  let bin = '';
  bytes.forEach((b) => (bin += String.fromCharCode(b)));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function b64urlDecode(s: string): string {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}

/** Issues a token for `citizenId` valid for `ttlMs` ms from `now`. */
export function issueToken(citizenId: string, ttlMs: number, now = Date.now()): string {
  nonce += 1;
  return `demo.${b64urlEncode(JSON.stringify({ sub: citizenId, iat: now, exp: now + ttlMs, n: nonce }))}`;
}

/** Decodes a token; null when it is not one of ours. */
export function readToken(token: string | null | undefined): Claims | null {
  if (!token || !token.startsWith('demo.')) return null;
  try {
    const c = JSON.parse(b64urlDecode(token.slice(5))) as Claims;
    return typeof c.sub === 'string' && typeof c.exp === 'number' ? c : null;
  } catch {
    return null;
  }
}

/** Extracts the token from an Authorization header of any scheme (`beater x`, `Bearer x`). */
export function tokenFromHeader(header: string | null): string | null {
  if (!header) return null;
  const parts = header.trim().split(/\s+/);
  const t = parts.length > 1 ? parts[1] : parts[0];
  return t && t !== 'null' && t !== 'undefined' ? t : null;
}

/** Outcome of checking a request's token. */
export type TokenCheck = { status: 'valid'; citizenId: string } | { status: 'expired'; citizenId: string } | { status: 'missing' };

/** Checks the Authorization header of a request. */
export function checkAuth(header: string | null, now = Date.now()): TokenCheck {
  const claims = readToken(tokenFromHeader(header));
  if (!claims) return { status: 'missing' };
  return claims.exp <= now ? { status: 'expired', citizenId: claims.sub } : { status: 'valid', citizenId: claims.sub };
}
