/**
 * Faster request dispatch for the embedded backend in the browser (issue 11 "Fast on a cheap
 * phone"; docs/ARCHITECTURE.md "Embedded mode").
 *
 * MSW tries every handler in order for every request, and each try clones the request, parses the
 * URL, reads `document.cookie` and the cookie store, and runs a path-to-regexp match: with ~100
 * handlers that was ~150 ms of main-thread work (real CPU, ×4 on Lighthouse's phone) during the home
 * page's first calls. {@link dispatchingHandler} keeps the same handlers in the same order but first
 * drops, with two string comparisons, those that cannot match: a different HTTP method, or a URL
 * that does not start with the handler path's literal part (what comes before its first `:param`
 * or `*`). Handlers whose path is a RegExp or a function, or whose literal part holds characters a
 * URL would percent-encode, are always kept. The first matching handler still answers, exactly as
 * with `setupWorker(...handlers)`.
 */
import { getResponse, http, type HttpHandler } from 'msw';

/** What the pre-filter keeps of a handler. */
interface Entry {
  handler: HttpHandler;
  /** Lower-case absolute URL prefix every matching request starts with; '' when unknown. */
  prefix: string;
  /** Upper-case method, or null for any (http.all, RegExp). */
  method: string | null;
}

/** Characters a literal path part may hold and still be compared as text with a request URL. */
const PLAIN = /^[A-Za-z0-9\-._~/:%]*$/;

/**
 * Literal prefix of a handler path: the text before its first parameter (`:name`), wildcard (`*`),
 * group or optional part, lower-cased (MSW matches paths case-insensitively). Relative paths are
 * resolved against `origin`. '' (no filtering) for non-string paths and unusual characters.
 * @example literalPrefix('http://h:1/api/x/:id', o) === 'http://h:1/api/x/'
 */
export function literalPrefix(path: unknown, origin: string): string {
  if (typeof path !== 'string') return '';
  let absolute: string;
  if (/^https?:\/\//i.test(path)) absolute = path;
  else if (path.startsWith('/')) absolute = origin + path;
  else return '';
  const schemeEnd = absolute.indexOf('//') + 2;
  const pathStart = absolute.indexOf('/', schemeEnd);
  if (pathStart === -1) return '';
  const rest = absolute.slice(pathStart);
  const cut = rest.search(/[:*({?#]/);
  const literal = absolute.slice(0, pathStart) + (cut === -1 ? rest : rest.slice(0, cut));
  return PLAIN.test(literal) ? literal.toLowerCase() : '';
}

/** The handlers that may answer `method url`, in their original order. */
export function candidatesFor(entries: readonly Entry[], method: string, url: string): HttpHandler[] {
  const lowerUrl = url.toLowerCase();
  const upperMethod = method.toUpperCase();
  const out: HttpHandler[] = [];
  for (const e of entries) {
    if (e.method !== null && e.method !== upperMethod) continue;
    if (e.prefix !== '' && !lowerUrl.startsWith(e.prefix)) continue;
    out.push(e.handler);
  }
  return out;
}

/** Pre-filter entries of `handlers` (order kept); `origin` resolves relative handler paths. */
export function indexHandlers(handlers: readonly HttpHandler[], origin: string): Entry[] {
  return handlers.map((handler) => {
    const { method, path } = handler.info;
    return {
      handler,
      prefix: literalPrefix(path, origin),
      method: typeof method === 'string' ? method.toUpperCase() : null,
    };
  });
}

/**
 * One catch-all handler answering with the first of `handlers` that matches the request (MSW's
 * `getResponse`), having tried only the candidates of {@link candidatesFor}. Nothing matching:
 * resolves to undefined, so the request goes on as unhandled (bypass), as before.
 */
export function dispatchingHandler(handlers: readonly HttpHandler[], origin: string): HttpHandler {
  const entries = indexHandlers(handlers, origin);
  return http.all('*', ({ request }) => getResponse(candidatesFor(entries, request.method, request.url), request));
}
