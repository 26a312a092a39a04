/**
 * /public — the home page (spec 000 §1 "What the product does", §2 "Home and catalogue"; contract
 * C1, C4, W1-W3). No page banner: the hero holds the page's h1.
 *
 * - Hero: image from GET /web/v1/homeImage (with alt, width/height, fetchpriority high) over a CSS
 *   background that stays when the call fails; title; procedure search over GET /services
 *   (name/description, accent-insensitive) with a live region announcing the count and links to
 *   /app/serviceDescription/{id}.
 * - Hero image failure (the call, or the image file itself; issue 10): the hero keeps its CSS
 *   gradient, so the title and the search stay readable, and a small notice 'No se pudo cargar la
 *   imagen de portada.' with 'Reintentar' says so. A notice with a retry rather than a silent
 *   automatic retry: every other block of the page fails the same visible way (error block +
 *   Reintentar), the visitor decides, and a failing server is not asked again in a loop.
 * - Four counters: requests, citizens, visits (GET /statistics) and the number of procedures that
 *   can be requested online (services of GET /services whose type_id is not 1) — the existing
 *   portal showed a hard-coded "+5" (contract C4).
 * - Side menu 'trámites' (from 768 px: all procedures and the four directions, each a link to its
 *   page), general information (content id 130, sanitised HTML), the procedure cards of every
 *   direction (each procedure once on the page, its card without the direction's name that titles
 *   its section; issue 26: the side menu listed every procedure a second time), a link to all
 *   procedures and, when configured, to the external tourism-investment system (spec 000 §1, in a
 *   new tab; src/views/layout/navigation.ts), and the video (GET /v1/homeVideo or VITE_HOME_VIDEO_URL;
 *   with neither, a poster and 'El video no está disponible en este momento.' — never a broken
 *   iframe). The directory footer is the shell's.
 *
 * First paint (issue 11 "Fast on a cheap phone"; profiled: the home's long tasks were React renders
 * of the whole page, at mount and at each answer): the first commit holds the hero only; the
 * sections below the fold mount right after it in a transition, and re-render for new /services
 * data through `useDeferredValue` behind `memo`, so React renders them in slices that yield to the
 * browser instead of one long task, and the hero (the largest paint) is not held up by them.
 */
import { memo, startTransition, useDeferredValue, useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { Button } from '../../components/Button';
import { isRequestableOnline } from '../../../domain/catalogue';
import { t } from '../../../messages/es';
import { container } from '../../../styles/utilities.css';
import type { PageProps } from '../../app/pages';
import { useResource, type Resource } from '../../app/useResource';
import { Counter } from '../../components/Counter';
import * as counterCss from '../../components/Counter.css';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import {
  allServicesOf,
  categoryHref,
  directionTitle,
  DirectionMenu,
  DirectionSections,
  GeneralInformation,
  ResourceView,
  serviceHref,
  useRequestStart,
} from '../catalogue/blocks';
import { TOURISM_INVESTMENT_HREF } from '../../layout/navigation';
import type { Direction } from '../../../machines/reads';
import { searchServices } from '../catalogue/search';
import * as shared from '../catalogue/catalogue.css';
import { HERO_IMAGE_SIZE, loadConfiguredHomeVideo, loadDirections, loadGeneralInformation, loadHomeImage, loadStatistics } from '../../../machines/reads';
import { preloadRead } from '../../app/firstReads';
import * as css from './HomePage.css';
import { RevealTogether } from '../../components/Reveal';
import * as reveal from '../../components/Reveal.css';

/** Content-API id of the home's general information (category 0, contract §4.1). */
const HOME_GENERAL_INFO_ID = 130;

/**
 * The reads of the home's first view, started before its first render (src/views/app/pages.ts
 * `preloadPage`), with the loaders and keys of its blocks: hero image, services, statistics, video,
 * general information. Not the HTML sanitiser: the general information is below the fold (a phone
 * shows the hero and the counters), so DOMPurify (~11 KB) loads after the first paint while its
 * group stays laid out and hidden (issue 11: in Lighthouse's simulation of the remote home its
 * download, requested once the first reads had answered, was the last link before the hero painted;
 * the /public first load stays within 110 KB).
 */
export function firstReads(): Promise<unknown>[] {
  return [
    preloadRead(loadHomeImage, null),
    preloadRead(loadDirections, null),
    preloadRead(loadStatistics, null),
    preloadRead(loadConfiguredHomeVideo, null),
    preloadRead(loadGeneralInformation, HOME_GENERAL_INFO_ID),
  ];
}

/** Number of procedures that can be requested online (type_id ≠ 1) across all directions. */
export function countOnlineServices(directions: readonly Direction[]): number {
  return allServicesOf(directions).filter(isRequestableOnline).length;
}

function searchStatusText(query: string, directions: Resource<Direction[]>, count: number): string {
  if (query.trim() === '' || directions.data === undefined) return '';
  if (count === 0) return t('home.searchNoResults', { query: query.trim() });
  return count === 1 ? t('home.searchResultsOne') : t('home.searchResultsMany', { n: count });
}

/** Procedure search box with its results (links) and a polite live region announcing the count. */
function ServiceSearch({ directions }: { directions: Resource<Direction[]> }) {
  const [query, setQuery] = useState('');
  const resultsId = useId();
  const matches = useMemo(() => {
    if (!directions.data || query.trim() === '') return [];
    const areaOf = new Map<number, string>();
    for (const d of directions.data) for (const s of d.services ?? []) areaOf.set(s.id, directionTitle(d));
    return searchServices(allServicesOf(directions.data), query).map((s) => ({ service: s, area: areaOf.get(s.id) ?? '' }));
  }, [directions.data, query]);
  const searching = query.trim() !== '';
  return (
    <div className={css.searchPanel}>
      <form role="search" aria-label={t('home.searchLabel')} onSubmit={(e) => e.preventDefault()}>
        <TextField
          label={t('home.searchLabel')}
          type="search"
          value={query}
          placeholder={t('home.searchPlaceholder')}
          autoComplete="off"
          aria-controls={resultsId}
          onChange={(e: ChangeEvent<HTMLInputElement>) => setQuery(e.target.value)}
        />
      </form>
      <p role="status" className={css.searchStatus}>
        {searchStatusText(query, directions, matches.length)}
      </p>
      <div id={resultsId}>
        {!searching ? null : directions.status === 'failed' ? (
          <ErrorBlock message={t('common.backendDown')} retryLabel={t('common.retry')} onRetry={directions.retry} />
        ) : directions.data === undefined ? (
          <Spinner label={t('common.loading')} />
        ) : matches.length > 0 ? (
          <ul className={css.results} role="list" aria-label={t('home.searchResultsTitle')}>
            {matches.map(({ service, area }) => (
              <li key={service.id}>
                <Link href={serviceHref(service.id)} unstyled className={css.resultLink}>
                  <span className={css.resultName}>{service.name}</span>
                  {area ? <span className={css.resultArea}>{area}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

function Hero({ image, directions }: { image: Resource<string | null>; directions: Resource<Direction[]> }) {
  const titleId = useId();
  const noticeId = useId();
  // The URL whose file failed to load (the <img> error event), so a new URL or a retry shows it again.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const url = image.status === 'ready' ? image.data : null;
  const failed = image.status === 'failed' || (url !== null && url !== undefined && url === brokenUrl);
  const retry = () => {
    setBrokenUrl(null);
    setAttempt((n) => n + 1);
    if (image.status === 'failed') image.retry();
  };
  return (
    <section className={css.hero} aria-labelledby={titleId}>
      {url && !failed ? (
        <img
          key={attempt}
          className={css.heroImage}
          src={url}
          alt={t('home.heroImageAlt')}
          width={HERO_IMAGE_SIZE.width}
          height={HERO_IMAGE_SIZE.height}
          fetchPriority="high"
          decoding="async"
          onError={() => setBrokenUrl(url)}
        />
      ) : null}
      <div className={`${container} ${css.heroInner}`}>
        <h1 id={titleId} className={css.heroTitle}>
          {t('home.heroTitle')}
        </h1>
        <p className={css.heroSubtitle}>{t('home.heroSubtitle')}</p>
        <ServiceSearch directions={directions} />
        {failed ? (
          <p className={css.heroNotice} role="status">
            <Icon name="info" size={16} />
            <span id={noticeId}>{t('home.heroImageFailed')}</span>
            <Button variant="secondary" size="sm" aria-describedby={noticeId} onClick={retry}>
              {t('common.retry')}
            </Button>
          </p>
        ) : null}
      </div>
    </section>
  );
}

function Metrics({ directions }: { directions: Resource<Direction[]> }) {
  const stats = useResource(loadStatistics);
  const titleId = useId();
  const online = directions.data ? countOnlineServices(directions.data) : '—';
  return (
    <section className={shared.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={shared.sectionTitle}>
        {t('home.metricsTitle')}
      </h2>
      <ResourceView resource={stats}>
        {(s) => (
          <ul className={counterCss.grid} role="list">
            <Counter as="li" tone="card" value={s.requests} label={t('home.metrics.requests')} />
            <Counter as="li" tone="card" value={s.citizens} label={t('home.metrics.citizens')} />
            <Counter as="li" tone="card" value={typeof s.visits === 'number' ? s.visits : '—'} label={t('home.metrics.visits')} />
            <Counter as="li" tone="card" value={online} label={t('home.metrics.services')} />
          </ul>
        )}
      </ResourceView>
    </section>
  );
}

function HomeVideo({ posterUrl }: { posterUrl: string | null }) {
  const video = useResource(loadConfiguredHomeVideo);
  const titleId = useId();
  return (
    <section className={shared.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={shared.sectionTitle}>
        {t('home.videoTitle')}
      </h2>
      <ResourceView resource={video}>
        {(url) => (
          <div className={css.videoBox}>
            {url ? (
              <iframe
                className={css.videoFrame}
                src={url}
                title={t('home.videoFrameTitle')}
                loading="lazy"
                allow="encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
                sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
              />
            ) : (
              <>
                {posterUrl ? (
                  <img
                    className={css.posterImage}
                    src={posterUrl}
                    alt=""
                    width={HERO_IMAGE_SIZE.width}
                    height={HERO_IMAGE_SIZE.height}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                <p className={css.posterText} data-video-unavailable="">
                  <Icon name="info" size={20} />
                  <span>{t('home.videoUnavailable')}</span>
                </p>
              </>
            )}
          </div>
        )}
      </ResourceView>
    </section>
  );
}

/** Props of {@link BelowTheFold}. */
interface BelowTheFoldProps {
  directions: Resource<Direction[]>;
  posterUrl: string | null;
  onRequest: (serviceId: number) => void;
}

/**
 * Counters, then side menu, general information, cards per direction and video (below the hero).
 * The counters (in a phone's first screen, under the hero) show as soon as their data is in; the
 * rest is revealed together once every block settled, the general information's sanitiser
 * included (loaded after the first paint, see {@link firstReads}): laid out while hidden, it never
 * moves what is visible.
 */
const BelowTheFold = memo(function BelowTheFold({ directions, posterUrl, onRequest }: BelowTheFoldProps) {
  const cardsTitleId = useId();
  return (
    <div className={shared.content}>
      <Metrics directions={directions} />
      <RevealTogether className={shared.content} loadingLabel={t('common.loading')}>
        <div className={shared.layout}>
          <aside className={shared.aside}>
            <DirectionMenu title={t('home.sideMenuTitle')} />
          </aside>
          <div className={shared.content}>
            <GeneralInformation wordpressID={HOME_GENERAL_INFO_ID} />
            <section className={shared.section} aria-labelledby={cardsTitleId}>
              <h2 id={cardsTitleId} className={shared.sectionTitle}>
                {t('home.directionsTitle')}
              </h2>
              <ResourceView resource={directions}>
                {(list) => <DirectionSections directions={list} headingLevel={3} onRequest={onRequest} showArea={false} />}
              </ResourceView>
              <Link href={categoryHref(0)} variant="standalone">
                {t('catalogue.categories.all')}
              </Link>
              {TOURISM_INVESTMENT_HREF ? (
                <Link href={TOURISM_INVESTMENT_HREF} variant="standalone" external newTabLabel={t('nav.footer.newTab')}>
                  {t('nav.footer.investmentTracking')}
                </Link>
              ) : null}
            </section>
          </div>
        </div>
        <HomeVideo posterUrl={posterUrl} />
      </RevealTogether>
    </div>
  );
});

/**
 * False in the first commit, true once React has rendered the rest in a transition after it; true
 * from the start when `ready` (the page's reads were loaded before its first render: src/main.tsx,
 * src/views/app/firstReads.ts), so the first paint holds the whole page.
 */
function useAfterFirstCommit(ready: boolean): boolean {
  const [after, setAfter] = useState(ready);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}

/** See module documentation. */
export default function HomePage(_props: PageProps) {
  const directions = useResource(loadDirections);
  const image = useResource(loadHomeImage);
  const { start: onRequest, dialogs: requestDialogs } = useRequestStart();
  const showRest = useAfterFirstCommit(directions.status === 'ready');
  const laterDirections = useDeferredValue(directions);
  const posterUrl = useDeferredValue(image.status === 'ready' ? image.data ?? null : null);
  return (
    <div className={css.home}>
      <Hero image={image} directions={directions} />
      <div className={container}>
        {showRest ? (
          <BelowTheFold directions={laterDirections} posterUrl={posterUrl} onRequest={onRequest} />
        ) : (
          <div className={reveal.group} aria-busy="true">
            <div className={reveal.spinner}>
              <Spinner size="lg" label={t('common.loading')} />
            </div>
          </div>
        )}
      </div>
      {requestDialogs}
    </div>
  );
}
