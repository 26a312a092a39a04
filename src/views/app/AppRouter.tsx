/**
 * Routing and the layout shell (spec 000 §2 Screens and routes, Layout shell; spec 001 §2).
 *
 * The route decision (render, redirect, wait for the session) comes from `resolveRoute` in
 * src/domain/routes.ts; this view only carries it out. Scrolls to top on route changes.
 */
import { Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { config } from '../../config';
import { resolveRoute, type RouteId } from '../../domain/routes';
import { t, type MessageKey } from '../../messages/es';
import { AppShell } from '../layout/AppShell';
import type { HeaderLabels } from '../layout/Header';
import type { FooterProps } from '../layout/Footer';
import { TOURISM_INVESTMENT_HREF } from '../layout/navigation';
import { PageBanner } from '../components/PageBanner';
import { Spinner } from '../components/Spinner';
import { PAGES } from './pages';
import { PageTitleProvider } from './pageTitle';
import { RouteBoundary } from './RouteBoundary';
import { loaderOf, SessionContext, useAuthStatus, useCurrentUser } from './session';

const headerLabels: HeaderLabels = {
  home: t('nav.home'),
  services: t('nav.procedures'),
  generalQueries: t('nav.generalQueries'),
  contact: t('nav.contact'),
  login: t('nav.login'),
  register: t('nav.register'),
  myDesk: t('nav.myDesk'),
  myConfiguration: t('nav.myConfiguration'),
  logout: t('nav.logout'),
  logoAlt: t('nav.logoAlt'),
  mainNav: t('nav.mainNavigation'),
  openMenu: t('nav.openMenu'),
  menuTitle: t('nav.menu'),
  closeMenu: t('nav.closeMenu'),
  userMenu: t('nav.userMenu'),
};

const footer: FooterProps = {
  directory: {
    address: t('nav.footer.directoryAddress'),
    phones: config.directoryPhones,
    email: config.directoryEmail,
    hours: t('nav.footer.directoryHours'),
  },
  links: {
    terms: { label: t('nav.footer.termsOfUse'), href: '/app/policy#terminos-y-condiciones' },
    faq: { label: t('nav.footer.faq'), href: '/app/allServices#preguntas-frecuentes' },
    policy: { label: t('nav.footer.privacyPolicy'), href: '/app/policy' },
    ...(TOURISM_INVESTMENT_HREF ? { investment: { label: t('nav.footer.investmentTracking'), href: TOURISM_INVESTMENT_HREF, external: true } } : {}),
  },
  categories: [
    t('catalogue.footerCategories.lodging'),
    t('catalogue.footerCategories.giftShops'),
    t('catalogue.footerCategories.travelAgencies'),
    t('catalogue.footerCategories.boatTrips'),
    t('catalogue.footerCategories.adventure'),
    t('catalogue.footerCategories.hiking'),
  ],
  copyright: t('nav.footer.copyright', { year: new Date().getFullYear() }),
  labels: {
    directoryTitle: t('nav.footer.directory'),
    categoriesTitle: t('catalogue.footerCategories.title'),
    linksTitle: t('nav.footer.linksTitle'),
    address: t('nav.footer.address'),
    phone: t('nav.footer.phone'),
    email: t('nav.footer.email'),
    hours: t('nav.footer.hours'),
    newTab: t('nav.footer.newTab'),
  },
};

/** Default banner title of a route. */
function titleOf(id: RouteId): string {
  return t(`nav.titles.${id}` as MessageKey);
}

function PageFallback() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
      <Spinner size="lg" label={t('common.loading')} />
    </div>
  );
}

function Shell({ title, children }: { title: string; children: ReactNode }) {
  const [path] = useLocation();
  const session = SessionContext.useActorRef();
  const user = useCurrentUser();
  const auth = useAuthStatus();
  const loader = SessionContext.useSelector(loaderOf);
  return (
    <AppShell
      skipLinkLabel={t('common.skipToContent')}
      header={{
        authenticated: auth === 'authenticated',
        userName: user ? `${user.name} ${user.first_last_name}` : undefined,
        labels: headerLabels,
        onLogout: () => session.send({ type: 'session.logout' }),
        currentPath: path,
      }}
      footer={footer}
      banner={title ? <PageBanner title={title} /> : null}
      loader={{ open: loader.open, message: t(loader.messageKey) }}
      toasterLabels={{ close: t('nav.footer.closeNotification'), region: t('nav.footer.notificationsRegion') }}
    >
      {children}
    </AppShell>
  );
}

/** Resolves the current path and renders its page inside the shell. */
export function AppRouter() {
  const [path] = useLocation();
  const auth = useAuthStatus();
  const decision = resolveRoute(path, auth, config.mode === 'embedded');

  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [path]);

  // A signed-in page opened with a stored token waits for the session's user ('wait'); the render
  // that then shows the page (a whole form: settings, the desk, a detail) runs as a transition,
  // which React splits into short tasks, instead of one task inside the store update that brought
  // the user (issue 24: 250 ms at 4x CPU on settings, counted as blocking time). Meanwhile the
  // fallback stays.
  const waiting = useDeferredValue(decision.kind === 'wait');
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  const routeId = decision.route.id;
  return (
    <PageTitleProvider defaultTitle={routeId === 'home' ? '' : titleOf(routeId)}>
      {(title) => (
        <Shell title={title}>
          {decision.kind === 'wait' || waiting ? (
            <PageFallback />
          ) : (
            <RouteBoundary path={path}>
              <Suspense fallback={<PageFallback />}>
                <RoutePage id={routeId} params={decision.params} />
              </Suspense>
            </RouteBoundary>
          )}
        </Shell>
      )}
    </PageTitleProvider>
  );
}

/**
 * The route's page once its chunk is in, the page fallback until then. Not a `<Suspense>` fallback
 * (issue 24): React holds content revealed after a fallback until 300 ms after that fallback
 * appeared, so a page reached by a link showed the spinner at least 300 ms however fast its chunk
 * came. A failed load renders the page too: its lazy component retries the import and throws to
 * RouteBoundary (the `<Suspense>` above serves that retry). (src/views/app/useLazyReady.ts does the
 * same for a page's parts; not imported here, where every byte counts against /public's first load.)
 */
function RoutePage({ id, params }: { id: RouteId; params: Record<string, string> }) {
  const Page = PAGES[id];
  const [settled, setSettled] = useState<unknown>();
  const ready = Page.isLoaded() || settled === Page;
  useEffect(() => {
    const settle = () => setSettled(() => Page);
    if (!ready) Page.preload().then(settle, settle);
  }, [Page, ready]);
  return ready ? <Page params={params} /> : <PageFallback />;
}
