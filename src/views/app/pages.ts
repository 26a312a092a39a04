/**
 * One lazy chunk per route (docs/ARCHITECTURE.md Budgets: "every route lazy"). Every route of both specs has
 * its page; the demo pages exist in embedded builds only.
 *
 * Each page is a lazy component with a `preload()` (src/views/app/lazyWithPreload.ts). src/main.tsx
 * preloads the page of the address the app opens on (its chunk is already being fetched:
 * scripts/route-preload.ts), so the first commit holds the shell AND the page: no spinner commit,
 * then a second long commit of the page after the paint (issue 11 "Fast on a cheap phone": LCP and
 * TBT). A page mounted before its chunk arrived keeps the lazy component for its whole life, so it
 * never remounts.
 */
import type { ComponentType } from 'react';
import { matchRoute, type RouteId } from '../../domain/routes';
import { lazyWithPreload } from './lazyWithPreload';

/** Props every page receives: the route's path parameters. */
export interface PageProps {
  params: Record<string, string>;
}

/**
 * What a page module exports: the page, and optionally the reads of its first view, started before
 * the first render and handed to its blocks (src/views/app/firstReads.ts `preloadRead`, with the
 * loaders and keys its `useResource` calls use). Each resolves when its answer is in; never rejects.
 */
export interface PageModule {
  default: ComponentType<PageProps>;
  firstReads?: (params: Record<string, string>) => Promise<unknown>[];
}

/** A route's page: renders its chunk's default export; `preload()` loads the chunk (once); `isLoaded()` once it has. */
export type Page = ComponentType<PageProps> & { preload: () => Promise<PageModule>; isLoaded: () => boolean };

/** A lazily loaded page (its module's default export). */
const lazy: (load: () => Promise<PageModule>) => Page = lazyWithPreload;

/** Fills the demo routes' type in a remote build, which never matches them (routes.ts `embeddedOnly`). */
const neverRendered: Page = lazy(() => import('../pages/public/HomePage'));

export const PAGES: Record<RouteId, Page> = {
  home: lazy(() => import('../pages/public/HomePage')),
  login: lazy(() => import('../pages/public/LoginPage')),
  requestPassword: lazy(() => import('../pages/public/RequestPasswordPage')),
  mobileValidation: lazy(() => import('../pages/public/MobileValidationPage')),
  register: lazy(() => import('../pages/account/RegisterPage')),
  activateAccount: lazy(() => import('../pages/account/ActivateAccountPage')),
  acceptMembership: lazy(() => import('../pages/account/AcceptMembershipPage')),
  serviceDescription: lazy(() => import('../pages/catalogue/ServiceDescriptionPage')),
  listOfServices: lazy(() => import('../pages/catalogue/ListOfServicesPage')),
  allServices: lazy(() => import('../pages/catalogue/AllServicesPage')),
  contact: lazy(() => import('../pages/content/ContactPage')),
  generalQueries: lazy(() => import('../pages/content/GeneralQueriesPage')),
  policy: lazy(() => import('../pages/content/PolicyPage')),
  myDesk: lazy(() => import('../pages/desk/MyDeskPage')),
  myConfiguration: lazy(() => import('../pages/settings/MyConfigurationPage')),
  requestService: lazy(() => import('../pages/requestService/RequestServicePage')),
  serviceRequestedDetails: lazy(() => import('../pages/requests/RequestDetailsPage')),
  validatePayment: lazy(() => import('../pages/payments/ValidatePaymentPage')),
  // Embedded builds only: the condition is a build-time constant, so remote builds drop the chunk.
  demoMailbox: import.meta.env.VITE_BACKEND !== 'remote' ? lazy(() => import('../pages/demo/MailboxPage')) : neverRendered,
  demoBackOffice: import.meta.env.VITE_BACKEND !== 'remote' ? lazy(() => import('../pages/demo/BackOfficePage')) : neverRendered,
  demoGateway: import.meta.env.VITE_BACKEND !== 'remote' ? lazy(() => import('../pages/demo/GatewayPage')) : neverRendered,
};

/**
 * Whether `path` is a signed-in route (access `private`, spec 000 §2 / spec 001 §2 route tables):
 * its page shows only once the session's user is loaded, so the first render does not wait for it
 * (src/main.tsx, issue 24).
 */
export function isSignedInPath(path: string, embedded: boolean): boolean {
  return matchRoute(path, embedded)?.route.access === 'private';
}

/**
 * Loads the page chunk of `path` (the route table's match, src/domain/routes.ts) without rendering
 * it, then starts the reads of its first view (the module's `firstReads`, see {@link PageModule}).
 * Resolves when they are all in, or at once for a path no route matches; never rejects (a chunk
 * that fails to load fails again, visibly, where the page renders: RouteBoundary; a failed read is
 * handed to its block, which shows the failure). The reads start once the chunk is in: a remote
 * build's HTML started the same calls while it parsed (scripts/route-preload.ts
 * `contentPreloads`), and an embedded build's wait for the in-browser backend (src/api/ready.ts).
 * @param path a location pathname, e.g. '/public'
 * @param embedded embedded build (config.mode === 'embedded'): demo routes exist
 */
export function preloadPage(path: string, embedded: boolean): Promise<void> {
  const match = matchRoute(path, embedded);
  // A malformed parameter (issue 25): the page shows its not-found state and reads nothing.
  if (!match || match.malformed) return Promise.resolve();
  return PAGES[match.route.id]
    .preload()
    .then((module) => Promise.all(module.firstReads?.(match.params) ?? []))
    .then(
      () => undefined,
      () => undefined,
    );
}
