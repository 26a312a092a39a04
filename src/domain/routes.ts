/**
 * The route table of both spec documents and the access rule of each route
 * (spec 000 §2 Screens and routes, Layout shell; spec 001 §2 Routes).
 *
 * Pure: the router view asks {@link resolveRoute} what to do and renders or redirects; it never
 * decides access itself.
 */
import { parse } from 'regexparam';

/**
 * The shape a route parameter must have (issue 25 "Route values are checked before any call"); every
 * value must also decode (`decodeURIComponent`, e.g. not `%`):
 * - `id`: a positive whole number in digits (service, request and payment ids; at most 15 digits,
 *   so it is exact as a JavaScript number);
 * - `category`: a direction of the catalogue, 1-4 (spec 000 §2: /app/listOfServices/{categoryID});
 * - `text`: any value (an activation token, a company's name).
 */
export type ParamShape = 'id' | 'category' | 'text';

/** Each shape as the source of a regular expression over the raw (still encoded) path segment. */
const SHAPE_SOURCES: Readonly<Record<ParamShape, string>> = { id: '[1-9]\\d{0,14}', category: '[1-4]', text: '[^/]+?' };

/** Who may see a route. `guestOnly`: signed-in users are kept away (spec 000 §2 Layout shell). */
export type RouteAccess = 'public' | 'private' | 'guestOnly';

/** Route ids, one per page. */
export type RouteId =
  | 'home'
  | 'login'
  | 'requestPassword'
  | 'mobileValidation'
  | 'register'
  | 'activateAccount'
  | 'acceptMembership'
  | 'serviceDescription'
  | 'listOfServices'
  | 'allServices'
  | 'contact'
  | 'generalQueries'
  | 'policy'
  | 'myDesk'
  | 'myConfiguration'
  | 'requestService'
  | 'serviceRequestedDetails'
  | 'validatePayment'
  | 'demoMailbox'
  | 'demoBackOffice'
  | 'demoGateway';

export interface RouteDef {
  id: RouteId;
  /** regexparam pattern, e.g. `/app/serviceDescription/:serviceID`. */
  pattern: string;
  access: RouteAccess;
  /** Public layout routes scroll to top on change (spec 000 §2). */
  layout: 'public' | 'app';
  /** Only served by the embedded build (demo mailbox). */
  embeddedOnly?: boolean;
  /** The shape of each parameter of `pattern` (an undeclared one is `text`). */
  params?: Readonly<Record<string, ParamShape>>;
  /**
   * Where a value that does not decode or has not its shape goes (the page's not-found state, by
   * the spec's rule for that page). Absent: the page renders without parameters and shows its own
   * not-found state (the request detail's 'not found' block, the payment validation's error).
   */
  notFound?: string;
}

/** Every route, in match order. */
export const ROUTES: readonly RouteDef[] = [
  { id: 'home', pattern: '/public', access: 'public', layout: 'public' },
  { id: 'login', pattern: '/public/login', access: 'guestOnly', layout: 'public' },
  { id: 'requestPassword', pattern: '/public/requestPassword', access: 'guestOnly', layout: 'public' },
  { id: 'mobileValidation', pattern: '/public/mobileValidation', access: 'public', layout: 'public' },
  { id: 'register', pattern: '/app/register', access: 'guestOnly', layout: 'app' },
  // A token that does not decode is no token: home, as an unknown path (spec 000 §2).
  {
    id: 'activateAccount',
    pattern: '/app/activateAccount/:activationToken',
    access: 'public',
    layout: 'app',
    params: { activationToken: 'text' },
    notFound: '/public',
  },
  { id: 'acceptMembership', pattern: '/app/acceptMembership', access: 'public', layout: 'app' },
  // spec 001 §2: "A failure to load the service … redirects to /public".
  {
    id: 'serviceDescription',
    pattern: '/app/serviceDescription/:serviceID',
    access: 'public',
    layout: 'app',
    params: { serviceID: 'id' },
    notFound: '/public',
  },
  // spec 000 §2 /app/listOfServices/{categoryID}: ids 1-4; any other (the menu's 0 included) lists all procedures.
  {
    id: 'listOfServices',
    pattern: '/app/listOfServices/:categoryID',
    access: 'public',
    layout: 'app',
    params: { categoryID: 'category' },
    notFound: '/app/allServices',
  },
  { id: 'allServices', pattern: '/app/allServices', access: 'public', layout: 'app' },
  { id: 'contact', pattern: '/app/contact', access: 'public', layout: 'app' },
  { id: 'generalQueries', pattern: '/app/generalQueries', access: 'public', layout: 'app' },
  { id: 'policy', pattern: '/app/policy', access: 'public', layout: 'app' },
  { id: 'myDesk', pattern: '/app/myDesk', access: 'private', layout: 'app' },
  { id: 'myConfiguration', pattern: '/app/myConfiguration', access: 'private', layout: 'app' },
  {
    id: 'requestService',
    pattern: '/app/requestService/:serviceID/:companyID?/:companyName?',
    access: 'private',
    layout: 'app',
    // The company id stays text: the chart refuses a claim that is not a represented company (issue 10).
    params: { serviceID: 'id', companyID: 'text', companyName: 'text' },
    // spec 001 §8: a service that does not exist → /public.
    notFound: '/public',
  },
  { id: 'serviceRequestedDetails', pattern: '/app/serviceRequestedDetails/:requestID', access: 'private', layout: 'app', params: { requestID: 'id' } },
  // spec 001 §2: "not flagged as needing login"; the gateway returns the browser here.
  { id: 'validatePayment', pattern: '/app/validatePayment/:requestID', access: 'public', layout: 'app', params: { requestID: 'id' } },
  { id: 'demoMailbox', pattern: '/demo/mailbox', access: 'public', layout: 'app', embeddedOnly: true },
  { id: 'demoBackOffice', pattern: '/demo/backoffice', access: 'public', layout: 'app', embeddedOnly: true },
  // The simulated card gateway (config.gatewayUrl); the dev/preview servers turn its POST into a GET.
  { id: 'demoGateway', pattern: '/demo/pasarela', access: 'public', layout: 'app', embeddedOnly: true },
];

const compiled = ROUTES.map((r) => ({ def: r, ...parse(r.pattern) }));

/** Where the session stands, as far as routing is concerned. */
export type AuthStatus = 'unknown' | 'anonymous' | 'authenticated';

/** What the router should do with a path. */
export type RouteDecision =
  | { kind: 'render'; route: RouteDef; params: Record<string, string> }
  | { kind: 'redirect'; to: string }
  /** The session is still loading; a private or guest-only page waits for it. */
  | { kind: 'wait'; route: RouteDef };

export const PUBLIC_HOME = '/public';
export const DESK = '/app/myDesk';
export const ALL_SERVICES = '/app/allServices';

/**
 * Decodes one percent-encoded value; a malformed sequence (e.g. `%C3%28`, `%E0%A4%A`) is kept as
 * typed instead of throwing (docs/ARCHITECTURE.md "route parameters are checked in one place"): for
 * query values, which the page checks itself. Route parameters go through {@link matchRoute}.
 * @example safeDecode('Hotel%20Caribe') // 'Hotel Caribe'
 * @example safeDecode('%C3%28') // '%C3%28'
 */
export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The decoded value when it decodes and has `shape`, else null. */
function checkedParam(raw: string, shape: ParamShape): string | null {
  if (!new RegExp(`^(?:${SHAPE_SOURCES[shape]})$`).test(raw)) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The regular expression of a route with the shape of each parameter (`id` digits, …), for code
 * that matches paths without this module (index.html's inline script, scripts/route-preload.ts): a
 * path whose values have not their shape does not match it, so nothing is preloaded or called for
 * it. (Whether a `text` value decodes is checked by {@link matchRoute} only.)
 */
export function shapedRouteSource(route: RouteDef): string {
  const { pattern, keys } = parse(route.pattern);
  let i = 0;
  return pattern.source.replace(/\(\[\^\/\]\+\?\)/g, () => `(${SHAPE_SOURCES[route.params?.[keys[i++] ?? ''] ?? 'text']})`);
}

/** A path matched against the table: its route, the parameters that are well-formed, decoded, and whether one was not. */
export interface RouteMatch {
  route: RouteDef;
  /** Decoded values of the parameters present and well-formed. */
  params: Record<string, string>;
  /** A parameter did not decode or had not its shape (issue 25): nothing may be called with it. */
  malformed: boolean;
}

/**
 * Matches a path against the table; null when unknown. Every parameter is checked in this one
 * place (issue 25 "Route values are checked before any call"): a value that does not decode or has
 * not its route's shape ({@link ParamShape}) is left out of `params` and `malformed` is set.
 */
export function matchRoute(path: string, embedded = true): RouteMatch | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const c of compiled) {
    if (c.def.embeddedOnly && !embedded) continue;
    const m = c.pattern.exec(clean);
    if (!m) continue;
    const params: Record<string, string> = {};
    let malformed = false;
    c.keys.forEach((k, i) => {
      const raw = m[i + 1];
      if (raw === undefined) return;
      const value = checkedParam(raw, c.def.params?.[k] ?? 'text');
      if (value === null) malformed = true;
      else params[k] = value;
    });
    return { route: c.def, params, malformed };
  }
  return null;
}

/**
 * Decides what to do with `path` given the session status (spec 000 §2: root and unknown paths go to
 * /public; login-required routes send anonymous users to /public; signed-in users are kept away from
 * register, reset and login). A parameter that does not decode or has not its shape (issue 25; e.g.
 * `/app/serviceDescription/%`, `/app/serviceRequestedDetails/abc`, /app/listOfServices/0) leads to
 * the route's `notFound` (/app/listOfServices: all procedures; a service: /public), or renders the
 * page without parameters, which shows its own not-found state; no page is given a value it could
 * call the backend with.
 */
export function resolveRoute(path: string, auth: AuthStatus, embedded = true): RouteDecision {
  const match = matchRoute(path, embedded);
  if (!match) return { kind: 'redirect', to: PUBLIC_HOME };
  const { route, params, malformed } = match;
  if (route.access === 'private') {
    if (auth === 'unknown') return { kind: 'wait', route };
    if (auth === 'anonymous') return { kind: 'redirect', to: PUBLIC_HOME };
  }
  if (route.access === 'guestOnly') {
    if (auth === 'unknown') return { kind: 'wait', route };
    if (auth === 'authenticated') return { kind: 'redirect', to: DESK };
  }
  if (malformed) return route.notFound ? { kind: 'redirect', to: route.notFound } : { kind: 'render', route, params: {} };
  return { kind: 'render', route, params };
}
