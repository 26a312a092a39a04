/**
 * The route table of both spec documents and the access rule of each route
 * (spec 000 §2 Screens and routes, Layout shell; spec 001 §2 Routes).
 *
 * Pure: the router view asks {@link resolveRoute} what to do and renders or redirects; it never
 * decides access itself.
 */
import { parse } from 'regexparam';

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
}

/** Every route, in match order. */
export const ROUTES: readonly RouteDef[] = [
  { id: 'home', pattern: '/public', access: 'public', layout: 'public' },
  { id: 'login', pattern: '/public/login', access: 'guestOnly', layout: 'public' },
  { id: 'requestPassword', pattern: '/public/requestPassword', access: 'guestOnly', layout: 'public' },
  { id: 'mobileValidation', pattern: '/public/mobileValidation', access: 'public', layout: 'public' },
  { id: 'register', pattern: '/app/register', access: 'guestOnly', layout: 'app' },
  { id: 'activateAccount', pattern: '/app/activateAccount/:activationToken', access: 'public', layout: 'app' },
  { id: 'acceptMembership', pattern: '/app/acceptMembership', access: 'public', layout: 'app' },
  { id: 'serviceDescription', pattern: '/app/serviceDescription/:serviceID', access: 'public', layout: 'app' },
  { id: 'listOfServices', pattern: '/app/listOfServices/:categoryID', access: 'public', layout: 'app' },
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
  },
  { id: 'serviceRequestedDetails', pattern: '/app/serviceRequestedDetails/:requestID', access: 'private', layout: 'app' },
  // spec 001 §2: "not flagged as needing login"; the gateway returns the browser here.
  { id: 'validatePayment', pattern: '/app/validatePayment/:requestID', access: 'public', layout: 'app' },
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
 * Decodes one percent-encoded path segment; a malformed sequence (e.g. `%C3%28`, `%E0%A4%A`) is kept
 * as typed instead of throwing (docs/ARCHITECTURE.md "route parameters are decoded defensively"): the page then
 * treats it as an unknown id.
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

/** Matches a path against the table; null when unknown. */
export function matchRoute(path: string, embedded = true): { route: RouteDef; params: Record<string, string> } | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const c of compiled) {
    if (c.def.embeddedOnly && !embedded) continue;
    const m = c.pattern.exec(clean);
    if (!m) continue;
    const params: Record<string, string> = {};
    c.keys.forEach((k, i) => {
      const v = m[i + 1];
      if (v !== undefined) params[k] = safeDecode(v);
    });
    return { route: c.def, params };
  }
  return null;
}

/**
 * Decides what to do with `path` given the session status (spec 000 §2: root and unknown paths go to
 * /public; login-required routes send anonymous users to /public; signed-in users are kept away from
 * register, reset and login; /app/listOfServices accepts only ids 1-4, any other goes to
 * /app/allServices).
 */
export function resolveRoute(path: string, auth: AuthStatus, embedded = true): RouteDecision {
  const match = matchRoute(path, embedded);
  if (!match) return { kind: 'redirect', to: PUBLIC_HOME };
  const { route, params } = match;
  if (route.id === 'listOfServices' && !/^[1-4]$/.test(params.categoryID ?? '')) {
    return { kind: 'redirect', to: ALL_SERVICES };
  }
  if (route.access === 'private') {
    if (auth === 'unknown') return { kind: 'wait', route };
    if (auth === 'anonymous') return { kind: 'redirect', to: PUBLIC_HOME };
  }
  if (route.access === 'guestOnly') {
    if (auth === 'unknown') return { kind: 'wait', route };
    if (auth === 'authenticated') return { kind: 'redirect', to: DESK };
  }
  return { kind: 'render', route, params };
}
