/**
 * Routes of the header items and the rule that decides which item is the current page
 * (spec 000 §2 Layout shell; spec 001 §2 application shell), and the external tourism-investment
 * link of the home and the footer (spec 000 §1).
 */
import { config } from '../../config';
import { safeUrl } from '../../domain/links';

/**
 * Address of the external system that tracks tourism investment (spec 000 §1; issue 26 row 1):
 * `VITE_TOURISM_INVESTMENT_URL` when it is an absolute http(s) URL (src/domain/links.ts `safeUrl`),
 * else null and no page links it. The home and the footer open it in a new tab (`rel="noopener
 * noreferrer"`, src/views/components/Link.tsx).
 */
export const TOURISM_INVESTMENT_HREF: string | null = safeUrl(config.tourismInvestmentUrl, false);

/** Keys of header items (their texts come from `HeaderLabels` with the same keys). */
export type NavKey = 'home' | 'services' | 'generalQueries' | 'contact' | 'login' | 'register' | 'myDesk' | 'myConfiguration';

/** Target path of every header item. */
export const NAV_HREF: Record<NavKey, string> = {
  home: '/public',
  services: '/app/listOfServices/0',
  generalQueries: '/app/generalQueries',
  contact: '/app/contact',
  login: '/public/login',
  register: '/app/register',
  myDesk: '/app/myDesk',
  myConfiguration: '/app/myConfiguration',
};

/** Main menu items in display order (everyone). */
export const MAIN_NAV: readonly NavKey[] = ['home', 'services', 'generalQueries', 'contact'];
/** Account items for guests. */
export const GUEST_NAV: readonly NavKey[] = ['login', 'register'];

/** Path prefixes that make an item current (besides its own href). */
const SECTION_PREFIXES: Partial<Record<NavKey, readonly string[]>> = {
  services: ['/app/listOfServices', '/app/allServices', '/app/serviceDescription', '/app/requestService'],
  myDesk: ['/app/myDesk', '/app/serviceRequestedDetails', '/app/validatePayment'],
};

function normalise(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed === '' ? '/' : trimmed;
}

function startsWithSegment(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Whether the header item `key` is the current location.
 * `home` matches only "/public" (and "/", which redirects there); the others match their path
 * and sub-paths; Trámites also matches the catalogue pages, Mi escritorio the request pages.
 */
export function isCurrentNav(key: NavKey, currentPath: string): boolean {
  const path = normalise(currentPath);
  if (key === 'home') return path === '/public' || path === '/';
  const prefixes = SECTION_PREFIXES[key] ?? [NAV_HREF[key]];
  return prefixes.some((prefix) => startsWithSegment(path, prefix));
}
