/**
 * /app/serviceDescription/{serviceID} — service description (spec 001 §2.3 "Service detail page",
 * public): GET /services/{id} (contract C2). Banner title: the service name.
 *
 * Shows the rating (StarRating), print (window.print with this page's print stylesheet: 400 px
 * wide, header/footer/buttons hidden), share (Web Share API when the browser has it, else an
 * e-mail link and "copy link"), general information (the description), the schedule note and the
 * day / from / to table (12-hour times), requirements (name, description, optional download link),
 * procedures (ordered steps), tariffs (concept, variations with their concept, delivery time text
 * and price as a DOP amount), the paged comments (GET /services/extras/{id}/rating?page) and the
 * INICIAR SOLICITUD button (disabled for type_id 1, spec 001 §2.3).
 *
 * Failures: a service that does not exist (`success: false` or HTTP 404) redirects to /public
 * (spec 001 §2, §8 "Service or user load failure → redirect to /public"); a network error, another
 * HTTP status or a malformed answer shows the error block with 'Reintentar' instead (a transient
 * failure should not throw the visitor out). A non-numeric id redirects to /public too.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { isRequestableOnline } from '../../../domain/catalogue';
import { formatDate, formatDeliveryTime, formatMoneyDOP, formatScheduleRow } from '../../../domain/format';
import { t } from '../../../messages/es';
import { container, visuallyHidden } from '../../../styles/utilities.css';
import type { PageProps } from '../../app/pages';
import { usePageTitle } from '../../app/pageTitle';
import { useResource } from '../../app/useResource';
import { Button, buttonClassName } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { Pagination } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { StarRating } from '../../components/StarRating';
import { notify } from '../../components/Toaster';
import { ResourceView, useRequestStart } from './blocks';
import { isServiceMissing, loadService, loadServiceComments, type CommentsKey, type Service } from '../../../machines/reads';
import { parseServiceId } from '../../../domain/catalogue';
import { safeUrl } from '../../../domain/links';
import { CmsHtml, looksLikeHtml, preloadSanitizer } from '../../components/SafeHtml';
import { preloadRead } from '../../app/firstReads';
import { cmsLabels } from './blocks';
import * as shared from './catalogue.css';
import * as css from './ServiceDescription.css';
import '../../../messages/es/service';

const ratingLabel = (value: number) => t('service.ratingValue', { n: value });

/** Canonical address of a service page (what share and copy-link hand out). */
function serviceUrl(serviceId: number): string {
  const origin = typeof window !== 'undefined' ? window.location.origin : '';
  return `${origin}/app/serviceDescription/${serviceId}`;
}

/** Puts the print scope class on <body> while mounted (see ServiceDescription.css.ts). */
function usePrintScope(): void {
  useEffect(() => {
    document.body.classList.add(css.printScope);
    return () => document.body.classList.remove(css.printScope);
  }, []);
}

/** Share: the system share sheet (social networks, e-mail, …) when available; else e-mail + copy link. */
function ShareActions({ service }: { service: Service }) {
  const url = serviceUrl(service.id);
  const text = t('service.shareText', { name: service.name });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  if (canShare) {
    return (
      <Button variant="secondary" size="sm" onClick={() => navigator.share({ title: service.name, text, url }).catch(() => undefined)}>
        {t('service.share')}
      </Button>
    );
  }
  const mailto = `mailto:?subject=${encodeURIComponent(service.name)}&body=${encodeURIComponent(`${text}\n${url}`)}`;
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      notify.success(t('service.linkCopied'));
    } catch {
      notify.error(t('service.copyFailed'));
    }
  };
  return (
    <>
      <a href={mailto} className={buttonClassName({ variant: 'secondary', size: 'sm' })} data-print-hide="">
        <Icon name="mail" size={16} />
        <span>{t('service.shareByEmail')}</span>
      </a>
      <Button variant="secondary" size="sm" onClick={copy}>
        {t('service.copyLink')}
      </Button>
    </>
  );
}

/** INICIAR SOLICITUD, disabled with its reason for information-only services (type_id 1). */
function StartRequest({ service }: { service: Service }) {
  const { start: onRequest, dialogs: requestDialogs } = useRequestStart();
  const reasonId = useId();
  const requestable = isRequestableOnline(service);
  const helper = requestable ? null : safeUrl(service.helper_link);
  return (
    <div className={css.requestBox}>
      <Button variant="primary" disabled={!requestable} aria-describedby={requestable ? undefined : reasonId} onClick={() => onRequest(service.id)}>
        {t('service.startRequest')}
      </Button>
      {requestable ? null : (
        <p id={reasonId} className={css.note}>
          <Icon name="info" size={16} />
          <span>{t('service.informationalOnly')}</span>
        </p>
      )}
      {requestDialogs}
      {helper ? (
        <Link href={helper} external newTabLabel={t('nav.footer.newTab')}>
          {t('service.moreInformation')}
        </Link>
      ) : null}
    </div>
  );
}

function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  const titleId = useId();
  return (
    <section className={shared.section} aria-labelledby={titleId} id={id}>
      <h2 id={titleId} className={shared.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Schedule({ service }: { service: Service }) {
  const rows = (service.schedules ?? []).map(formatScheduleRow);
  return (
    <Section title={t('service.scheduleTitle')}>
      <p className={css.note}>
        <Icon name="clock" size={16} />
        <span>{t('service.scheduleNote')}</span>
      </p>
      {rows.length > 0 ? (
        <div className={css.tableWrap}>
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">{t('service.day')}</th>
                <th scope="col">{t('service.from')}</th>
                <th scope="col">{t('service.to')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={`${row.day}-${i}`}>
                  <th scope="row">{row.day}</th>
                  <td>{row.from}</td>
                  <td>{row.to}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Section>
  );
}

function Requirements({ service }: { service: Service }) {
  const items = service.requirements ?? [];
  if (items.length === 0) return null;
  return (
    <Section title={t('service.requirements')}>
      <ul className={css.list}>
        {items.map((item, i) => {
          const href = safeUrl(item.route);
          return (
            <li key={`${item.name}-${i}`} className={css.requirement}>
              <span className={css.requirementName}>{item.name}</span>
              {item.description ? <span className={css.plainText}>{item.description}</span> : null}
              {href ? (
                <a href={href} download data-print-hide="">
                  {t('service.downloadRequirement')} <span className={visuallyHidden}>{item.name}</span>
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function Procedures({ service }: { service: Service }) {
  const steps = (service.procedures ?? []).filter((p) => typeof p.step === 'string' && p.step.trim() !== '');
  if (steps.length === 0) return null;
  return (
    <Section title={t('service.procedures')}>
      <ol className={css.list}>
        {steps.map((p, i) => (
          <li key={i} className={css.plainText}>
            {p.step}
          </li>
        ))}
      </ol>
    </Section>
  );
}

function Tariffs({ service }: { service: Service }) {
  const prices = service.prices ?? [];
  if (prices.length === 0) return null;
  return (
    <Section title={t('service.tariffs')}>
      {prices.map((price, i) => (
        <div key={`${price.concept}-${i}`} className={css.tariff}>
          <h3 className={shared.subsectionTitle}>{price.concept}</h3>
          {price.description ? <p className={shared.muted}>{price.description}</p> : null}
          <div className={css.tableWrap}>
            <table className={`${css.table} ${css.stackedTable}`}>
              <caption className={visuallyHidden}>
                {t('service.variations')}: {price.concept}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('service.concept')}</th>
                  <th scope="col">{t('service.deliveryTime')}</th>
                  <th scope="col" className={css.amount}>
                    {t('service.price')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {(price.variations ?? []).map((variation) => (
                  <tr key={variation.id}>
                    <th scope="row">{variation.concept}</th>
                    <td data-label={t('service.deliveryTime')}>{formatDeliveryTime(variation.delivery_time) || t('service.notSpecified')}</td>
                    <td data-label={t('service.price')} className={css.amount}>
                      {formatMoneyDOP(variation.price) || t('service.notSpecified')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
    </Section>
  );
}

/** Paged comments; the current list stays visible (dimmed, aria-busy) while another page loads. */
function Comments({ serviceId }: { serviceId: number }) {
  const [page, setPage] = useState(1);
  const key: CommentsKey = { serviceId, page };
  const comments = useResource(loadServiceComments, key);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const changePage = (next: number) => {
    setPage(next);
    headingRef.current?.focus();
  };
  return (
    <section className={shared.section} aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={shared.sectionTitle}>
        {t('service.comments')}
      </h2>
      <ResourceView resource={comments} loadingLabel={t('service.loadingComments')}>
        {(data, loading) =>
          data.data.length === 0 && page === 1 && !loading ? (
            <EmptyState message={t('service.noComments')} />
          ) : (
            <>
              <ul className={css.comments} aria-busy={loading || undefined} aria-labelledby={titleId} role="list">
                {data.data.map((c, i) => (
                  <li key={`${c.created_at}-${i}`} className={css.comment}>
                    <div className={css.commentHeader}>
                      <span className={css.requirementName}>{[c.citizen?.name, c.citizen?.surname].filter(Boolean).join(' ')}</span>
                      <StarRating value={Number(c.rating) || 0} label={ratingLabel} size={16} />
                    </div>
                    <time className={css.commentMeta} dateTime={c.created_at}>
                      {formatDate(c.created_at)}
                    </time>
                    {c.comment ? <p className={css.plainText}>{c.comment}</p> : null}
                  </li>
                ))}
              </ul>
              <div className={css.pagingRow} data-print-hide="">
                <Pagination
                  page={page}
                  lastPage={data.last_page}
                  onChange={changePage}
                  disabled={loading}
                  labels={{
                    nav: t('service.commentsPagination'),
                    previous: t('common.previousPage'),
                    next: t('common.nextPage'),
                    page: (n) => t('common.goToPage', { page: n }),
                  }}
                />
                {loading ? <Spinner size="sm" label={t('service.loadingComments')} /> : null}
              </div>
            </>
          )
        }
      </ResourceView>
    </section>
  );
}

function ServiceDetails({ service }: { service: Service }) {
  const description = service.description ?? '';
  return (
    <article className={css.page}>
      <div className={css.toolbar}>
        <div className={css.rating}>
          <span>{t('service.rating')}</span>
          <StarRating value={Number(service.rating) || 0} label={ratingLabel} showValue />
        </div>
        <div className={css.actions} role="group" aria-label={t('service.actions')} data-print-hide="">
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            {t('service.print')}
          </Button>
          <ShareActions service={service} />
        </div>
        <StartRequest service={service} />
      </div>
      {description.trim() !== '' ? (
        <Section title={t('service.generalInfo')}>
          {looksLikeHtml(description) ? (
            <CmsHtml html={description} className={shared.richText} labels={cmsLabels} />
          ) : (
            <p className={css.plainText}>{description}</p>
          )}
        </Section>
      ) : null}
      <Schedule service={service} />
      <Requirements service={service} />
      <Procedures service={service} />
      <Tariffs service={service} />
      <Comments serviceId={service.id} />
    </article>
  );
}

/**
 * The reads of the page's first view, started before its first render (src/views/app/pages.ts
 * `preloadPage`), with the loaders and keys of its blocks: the service of the address and the
 * first page of its ratings (and the sanitiser when the description is HTML).
 */
export function firstReads(params: Record<string, string>): Promise<unknown>[] {
  const serviceId = parseServiceId(params.serviceID);
  if (serviceId === null) return [];
  return [
    preloadRead(loadService, serviceId).then((answer) => (answer.ok && looksLikeHtml(answer.data.description ?? '') ? preloadSanitizer() : undefined)),
    preloadRead(loadServiceComments, { serviceId, page: 1 }),
  ];
}

function ServiceDescription({ serviceId }: { serviceId: number }) {
  const service = useResource(loadService, serviceId);
  usePageTitle(service.data?.name);
  usePrintScope();
  if (service.status === 'failed' && isServiceMissing(service.failure)) return <Redirect to="/public" replace />;
  return (
    <div className={container}>
      {service.status === 'failed' ? (
        <ErrorBlock message={t('common.backendDown')} retryLabel={t('common.retry')} onRetry={service.retry} />
      ) : (
        <ResourceView resource={service}>{(data) => <ServiceDetails service={data} />}</ResourceView>
      )}
    </div>
  );
}

/** See module documentation. */
export default function ServiceDescriptionPage({ params }: PageProps) {
  const serviceId = parseServiceId(params.serviceID);
  if (serviceId === null) return <Redirect to="/public" replace />;
  return <ServiceDescription key={serviceId} serviceId={serviceId} />;
}
