/**
 * Blocks shared by the home page and the catalogue pages (spec 000 §1 home, §2 "Home and
 * catalogue"): the loading / error wrapper of every backend-backed block, the general-information
 * block, the procedure cards of a direction, the FAQ accordion and the two side menus.
 *
 * Every backend-backed block shows a Spinner while loading and the ErrorBlock ('No se pudo cargar
 * esta información.' + 'Reintentar') when its call failed; it never spins forever because the
 * resource statechart always leaves `loading` (src/machines/resource.machine.ts).
 */
import { useId, type ReactNode } from 'react';
import { CATEGORIES, DIRECTION_CATEGORIES, getCategory, isRequestableOnline } from '../../../domain/catalogue';
import { t } from '../../../messages/es';
import type { HeadingLevel } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Link } from '../../components/Link';
import { ServiceCard } from '../../components/ServiceCard';
import { Spinner } from '../../components/Spinner';
import { useResource, type Resource } from '../../app/useResource';
import { loadGeneralInformation, type Direction, type ServiceSummary } from '../../../machines/reads';
import { CmsHtml } from '../../components/SafeHtml';
import { useRevealPending } from '../../components/Reveal';
import * as css from './catalogue.css';

/** Texts of the sanitised-HTML blocks. */
export const cmsLabels = { failed: t('common.backendDown'), retry: t('common.retry') };

/** Path of a service's description page. */
export const serviceHref = (id: number | string): string => `/app/serviceDescription/${id}`;

/** Path of a direction's page (1-4) or of all procedures (0). */
export const categoryHref = (id: number): string => (id === 0 ? '/app/allServices' : `/app/listOfServices/${id}`);

/** Title of a direction: the fixed category title (contract §4.1), else the backend's name. */
export function directionTitle(direction: Pick<Direction, 'id' | 'name'>): string {
  const category = direction.id === 0 ? undefined : getCategory(direction.id);
  return category ? t(category.titleKey) : direction.name;
}

/** Every procedure of every direction, in catalogue order. */
export function allServicesOf(directions: readonly Direction[]): ServiceSummary[] {
  return directions.flatMap((d) => d.services ?? []);
}

/** REQUEST / INICIAR SOLICITUD: the request-start flow and its dialogs (see ./requestStart.tsx). */
export { useRequestStart, type RequestStart } from './requestStart';

/** Props of {@link ResourceView}. */
export interface ResourceViewProps<T> {
  resource: Resource<T>;
  children: (data: T, loading: boolean) => ReactNode;
  /** Spinner text (default 'Cargando…'). */
  loadingLabel?: string;
  /** Smaller placeholder (side menus). */
  compact?: boolean;
}

/**
 * Loading / failed / ready switch of a backend-backed block: Spinner while the first load runs,
 * ErrorBlock with 'Reintentar' on failure, else `children(data, loading)` (`loading` is true while
 * a new key loads and the previous data is still shown).
 */
export function ResourceView<T>({ resource, children, loadingLabel, compact = false }: ResourceViewProps<T>) {
  useRevealPending(resource.status === 'loading' && resource.data === undefined);
  if (resource.status === 'failed') {
    return <ErrorBlock message={t('common.backendDown')} retryLabel={t('common.retry')} onRetry={resource.retry} />;
  }
  if (resource.data === undefined) {
    return (
      <div className={compact ? undefined : css.loadingBox}>
        <Spinner label={loadingLabel ?? t('common.loading')} size={compact ? 'md' : 'lg'} />
      </div>
    );
  }
  return <>{children(resource.data, resource.status === 'loading')}</>;
}

/** Props of {@link GeneralInformation}. */
export interface GeneralInformationProps {
  /** Content-API id of the category (130 for all procedures). */
  wordpressID: number;
  headingLevel?: HeadingLevel;
}

/**
 * 'Información general' block: the category's HTML from GET /v1/descriptionGeneralInformations,
 * sanitised. Renders nothing when the content API has no text for that id.
 */
export function GeneralInformation({ wordpressID, headingLevel = 2 }: GeneralInformationProps) {
  const info = useResource(loadGeneralInformation, wordpressID);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  if (info.status === 'ready' && info.data === null) return null;
  return (
    <section className={css.section} aria-labelledby={titleId}>
      <Heading id={titleId} className={css.sectionTitle}>
        {t('catalogue.generalInfo')}
      </Heading>
      <ResourceView resource={info}>{(html) => (html ? <CmsHtml html={html} className={css.richText} labels={cmsLabels} /> : null)}</ResourceView>
    </section>
  );
}

/** Props of {@link ServiceCardList}. */
export interface ServiceCardListProps {
  services: readonly ServiceSummary[];
  /** Related-area name shown on each card. */
  areaName?: string;
  cardHeadingLevel: HeadingLevel;
  onRequest: (serviceId: number) => void;
}

/** The procedure cards of a list (REQUEST disabled for type_id 1, spec 000 §4). */
export function ServiceCardList({ services, areaName, cardHeadingLevel, onRequest }: ServiceCardListProps) {
  if (services.length === 0) return <EmptyState message={t('catalogue.empty')} />;
  return (
    <ul className={css.cardGrid} role="list">
      {services.map((service) => {
        const requestable = isRequestableOnline(service);
        return (
          <ServiceCard
            key={service.id}
            as="li"
            areaName={areaName}
            title={service.name}
            description={service.description ?? undefined}
            labels={{ request: t('catalogue.card.request'), info: t('catalogue.card.viewInformation') }}
            onRequest={() => onRequest(service.id)}
            infoHref={serviceHref(service.id)}
            requestDisabled={!requestable}
            requestDisabledReason={requestable ? undefined : t('catalogue.card.informationalOnly')}
            headingLevel={cardHeadingLevel}
          />
        );
      })}
    </ul>
  );
}

/** Props of {@link DirectionSections}. */
export interface DirectionSectionsProps {
  directions: readonly Direction[];
  /** Level of each direction's title; cards use the next level. */
  headingLevel: 2 | 3 | 4 | 5;
  onRequest: (serviceId: number) => void;
  /** Whether each card repeats its direction's name (default true; the home's sections are titled by it). */
  showArea?: boolean;
}

/** One section per direction: title (linking to its page when it is a known category) and cards. */
export function DirectionSections({ directions, headingLevel, onRequest, showArea = true }: DirectionSectionsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      {directions.map((direction) => {
        const title = directionTitle(direction);
        const known = DIRECTION_CATEGORIES.some((c) => c.id === direction.id);
        const titleId = `direccion-${direction.id}`;
        return (
          <section key={direction.id} className={css.section} aria-labelledby={titleId}>
            <Heading id={titleId} className={css.subsectionTitle}>
              {known ? (
                <Link href={categoryHref(direction.id)} unstyled>
                  {title}
                </Link>
              ) : (
                title
              )}
            </Heading>
            <ServiceCardList
              services={direction.services ?? []}
              areaName={showArea ? title : undefined}
              cardHeadingLevel={(headingLevel + 1) as HeadingLevel}
              onRequest={onRequest}
            />
          </section>
        );
      })}
    </>
  );
}

/** Props of {@link DirectionMenu}. */
export interface DirectionMenuProps {
  /** Category shown by the page: 0 all procedures, 1-4 a direction; none on the home. */
  currentId?: number;
  /** The menu's title (default 'Direcciones'; the home's is 'trámites', spec 000 §2). */
  title?: string;
}

/**
 * Side menu of the catalogue pages and the home (from 768 px): 'Todos los trámites' and the four
 * directions, the current one marked `aria-current="page"`. Static: needs no backend. On the home
 * it is the side menu 'trámites' of spec 000 §2: the procedures grouped by category are reached
 * through their direction's page, so that the home lists each procedure once, as a card (issue 26).
 */
export function DirectionMenu({ currentId, title = t('catalogue.directionsMenu') }: DirectionMenuProps) {
  const titleId = useId();
  const entries = CATEGORIES;
  return (
    <nav className={css.menu} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.menuTitle}>
        {title}
      </h2>
      <ul className={css.menuList} role="list">
        {entries.map((category) => (
          <li key={category.id}>
            <Link href={categoryHref(category.id)} unstyled className={css.menuLink} aria-current={category.id === currentId ? 'page' : undefined}>
              {t(category.titleKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
