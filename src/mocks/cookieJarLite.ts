/**
 * Stand-in for the `tough-cookie` package in embedded builds (vite.config.ts aliases it; issue 11
 * "Fast on a cheap phone").
 *
 * MSW's browser build keeps a cookie jar (msw/lib/core/utils/cookieStore) to emulate the cookies a
 * mocked response sets: on every request it asks the jar for the cookies of the request's URL, and
 * it stores what a response's `Set-Cookie` names. The real package costs the demo's first load
 * ~0.35 s of main thread at 4x CPU slowdown (profile of the embedded /public: evaluating its module,
 * then on the first request compiling its IPv6 RegExp and canonicalising the host), which Lighthouse
 * counts as blocking time. The portal itself uses no cookie (contract §0: tokens in storage) and no
 * handler sets one, so this jar keeps only what MSW uses of the package:
 * - `Cookie` (`key`, `value`, `domain`, `path`, `toString()`, `toJSON()`, `Cookie.fromJSON()`);
 * - `MemoryCookieStore` with its `idx` (host → path → name → Cookie), which MSW persists to
 *   localStorage and reads back;
 * - `CookieJar#getCookiesSync(url)` and `CookieJar#setCookie(setCookieHeader, url)`, host-only
 *   cookies matched by exact host and path prefix (RFC 6265 §5.1.4), `Max-Age` ≤ 0 or a past
 *   `Expires` deleting the cookie. Not kept: Domain (cookies are host-only), Secure, HttpOnly,
 *   SameSite and expiry in the future (every cookie lives for the session).
 */

/** A stored cookie (the fields MSW reads). */
export class Cookie {
  key: string;
  value: string;
  domain: string | null;
  path: string | null;

  constructor(init: { key?: string; value?: string; domain?: string | null; path?: string | null } = {}) {
    this.key = init.key ?? '';
    this.value = init.value ?? '';
    this.domain = init.domain ?? null;
    this.path = init.path ?? null;
  }

  /** A cookie from its {@link Cookie.toJSON} form; null for anything else. */
  static fromJSON(raw: unknown): Cookie | null {
    const data = typeof raw === 'string' ? safeParse(raw) : raw;
    if (typeof data !== 'object' || data === null) return null;
    const { key, value, domain, path } = data as Record<string, unknown>;
    if (typeof key !== 'string') return null;
    return new Cookie({
      key,
      value: typeof value === 'string' ? value : '',
      domain: typeof domain === 'string' ? domain : null,
      path: typeof path === 'string' ? path : null,
    });
  }

  /** `{ key, value, domain, path }`. */
  toJSON(): { key: string; value: string; domain: string | null; path: string | null } {
    return { key: this.key, value: this.value, domain: this.domain, path: this.path };
  }

  /** `key=value`, as a `Cookie` request header carries it. */
  toString(): string {
    return `${this.key}=${this.value}`;
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The cookies, by host, then path, then name. */
export class MemoryCookieStore {
  idx: Record<string, Record<string, Record<string, Cookie>>> = {};
}

/** RFC 6265 §5.1.4: `cookiePath` is the request path, or a prefix of it ending at a '/'. */
function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/';
}

/** RFC 6265 §5.1.4 default-path: the request path up to (not including) its last '/', or '/'. */
function defaultPath(requestPath: string): string {
  const last = requestPath.lastIndexOf('/');
  return requestPath.startsWith('/') && last > 0 ? requestPath.slice(0, last) : '/';
}

/** The jar MSW's cookie store wraps. */
export class CookieJar {
  private readonly store: MemoryCookieStore;

  constructor(store: MemoryCookieStore = new MemoryCookieStore()) {
    this.store = store;
  }

  /** The cookies to send with a request to `url` (same host, matching path). */
  getCookiesSync(url: string): Cookie[] {
    const { hostname, pathname } = new URL(url);
    const byPath = this.store.idx[hostname.toLowerCase()];
    if (!byPath) return [];
    const out: Cookie[] = [];
    for (const path of Object.keys(byPath)) if (pathMatches(pathname, path)) out.push(...Object.values(byPath[path]));
    return out;
  }

  /**
   * Stores (or, with `Max-Age` ≤ 0 or an `Expires` in the past, deletes) the cookie of one
   * `Set-Cookie` header value received from `url`. A value without `name=` is ignored.
   */
  async setCookie(header: string, url: string): Promise<void> {
    const [pair = '', ...attributes] = header.split(';');
    const eq = pair.indexOf('=');
    const key = eq > 0 ? pair.slice(0, eq).trim() : '';
    if (key === '') return;
    const value = pair.slice(eq + 1).trim();
    const { hostname, pathname } = new URL(url);
    let path = defaultPath(pathname);
    // Max-Age wins over Expires (RFC 6265 §5.3 step 3).
    let byMaxAge: boolean | null = null;
    let byExpires: boolean | null = null;
    for (const attribute of attributes) {
      const at = attribute.indexOf('=');
      const name = (at < 0 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
      const arg = at < 0 ? '' : attribute.slice(at + 1).trim();
      if (name === 'path' && arg.startsWith('/')) path = arg;
      else if (name === 'max-age' && /^-?\d+$/.test(arg)) byMaxAge = Number(arg) <= 0;
      else if (name === 'expires' && !Number.isNaN(Date.parse(arg))) byExpires = Date.parse(arg) <= Date.now();
    }
    const expired = byMaxAge ?? byExpires ?? false;
    const host = hostname.toLowerCase();
    if (expired) {
      delete this.store.idx[host]?.[path]?.[key];
      return;
    }
    const byPath = (this.store.idx[host] ??= {});
    (byPath[path] ??= {})[key] = new Cookie({ key, value, domain: host, path });
  }
}
