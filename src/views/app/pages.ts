/**
 * One lazy chunk per route (docs/ARCHITECTURE.md Budgets: "every route lazy"). Every route of both specs has
 * its page; the demo pages exist in embedded builds only.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteId } from '../../domain/routes';

/** Props every page receives: the route's path parameters. */
export interface PageProps {
  params: Record<string, string>;
}

type Page = LazyExoticComponent<ComponentType<PageProps>>;

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
