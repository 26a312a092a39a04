/**
 * Request detail page, /app/serviceRequestedDetails/{requestID} (login required; spec 001 §2 route
 * table, §2.5 Request detail page, §4 Initial tabs / Payment return, §6 roles). State:
 * src/machines/requestDetail/requestDetail.machine.ts (the page asks it, with `snapshot.can`, which
 * tabs and buttons show; it never decides them itself).
 *
 * - Loading: a spinner. Unknown request (malformed id, HTTP 404, an answer without `request`):
 *   'No se encontró la solicitud.' with 'Ir a mi escritorio'. Other failures: an error with retry.
 * - Payment return: the chart sends the citizen to /app/validatePayment/{id}?numAprobacion&…
 * - Banners (owner only, never staff): the required-action messages with 'Completar' (base status
 *   1), which opens the action's view; the resolution banner in the status colour with CALIFICAR
 *   (opens the rating dialog) while there is no rating.
 * - Tabs: Detalles, Quejas y Reclamaciones, Pagos, Mensajes as the chart allows; 'Acción Requerida'
 *   while the required-document view is open. Each tab view gets `{ detail, viewer, onChanged }`;
 *   `onChanged` re-reads the detail. The detail is also re-read when the window gets the focus back
 *   (an officer's change shows without a manual reload); the shown data stays while re-reading.
 * - 'Detalles': number (not when provisional), status chip in its colour (contract §3.2), date,
 *   service, the company the request was made for, the answers (formatted as spec 001 §5 says, see
 *   src/domain/requestDetail.ts), grid answers as tables that scroll in their own box, and the two
 *   document lists (PDFs and images open in the viewer); 'Eliminar Solicitud' with the spec's
 *   question for the owner of a provisional request. `#documents` scrolls to 'Documentos subidos'.
 *   'Descargar comprobante' (issue 27, src/views/receipt/DownloadReceipt.tsx): the PDF of the request
 *   as sent, the writer and pdf-lib loaded only when pressed.
 * - Staff (base role `config.staffRole`): reads with the URL's `doc_identification`, details only,
 *   no banners, nothing to do.
 * - First reads ({@link firstReads}, issue 24): opened with a stored session, the detail is read
 *   while the session's user loads, and the HTML sanitiser loads with the page when a banner is HTML; the
 *   other tabs and the dialogs are chunks of their own, fetched once the loaded request is painted.
 */
import { Fragment, useDeferredValue, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '../../app/inspect';
import { useChartValue, usePageChart } from '../../app/usePageChart';
import { useSearch } from 'wouter';
import { container, visuallyHidden } from '../../../styles/utilities.css';
import { t } from '../../../messages/es';
import { config } from '../../../config';
import { parseRequestId } from '../../../domain/requestDetail';
import { detailsModel, type AnswerDisplay, type DetailDocument, type GridTable, type RequestDetailModel } from '../../../domain/requestDetail';
import {
  actionBannersOf,
  isStaffViewer,
  preloadRequestDetail,
  requestDetailMachine,
  solutionBannerOf,
  TAB_VIEWS,
  type DetailView,
  type RequestDetailInput,
} from '../../../machines/requestDetail/requestDetail.machine';
import type { RequestDetail, RequestViewer } from '../../../machines/requestDetail/types';
import type { ReceiptData } from '../../../domain/receipt';
import { DownloadReceipt } from '../../receipt/DownloadReceipt';
import type { WriteReceiptInput } from '../../../machines/receipt.machine';
import { sentReceipt } from '../../receipt/lastSent';
import { Button } from '../../components/Button';
import type { DocumentViewerLabels, ViewerDocument } from '../../components/DocumentViewer';
import { EmptyState } from '../../components/EmptyState';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Link } from '../../components/Link';
import { CmsHtml, looksLikeHtml, preloadSanitizer } from '../../components/SafeHtml';
import { Spinner } from '../../components/Spinner';
import { Tabs, type TabItem } from '../../components/Tabs';
import { useCurrentUser } from '../../app/session';
import { storedCitizenId } from '../../../machines/session.machine';
import type { PageProps } from '../../app/pages';
import { lazyWithPreload } from '../../app/lazyWithPreload';
import { preloadInTurn } from '../../app/preloadInTurn';
import { LazyPart as Later, useOnceTrue, type Preloadable } from '../../app/useLazyReady';
import { afterViewPainted } from '../../app/afterViewPainted';
import * as css from './RequestDetailsPage.css';
import '../../../messages/es/requestDetail';

/*
 * What the first view does not show (issue 24 "The signed-in area as fast as the public one"): the
 * other tabs and the dialogs are chunks of their own, fetched once the loaded request has been
 * painted ({@link useAfterPaint}); a part opened before its chunk is in shows a spinner (a tab) or
 * nothing yet (a dialog) until it is. Loaded with the page, they were 13 of its 21 files and 45 KB of
 * its 70 KB (gzipped), all before the largest paint (the banners and the details) in Lighthouse's
 * simulation of a phone's network.
 */
const ClaimsTab = lazyWithPreload(() => import('./tabs/ClaimsTab'));
const MessagesTab = lazyWithPreload(() => import('./tabs/MessagesTab'));
const PaymentsTab = lazyWithPreload(() => import('./tabs/PaymentsTab'));
const RequiredDocumentTab = lazyWithPreload(() => import('./tabs/RequiredDocumentTab'));
const RatingDialog = lazyWithPreload(() => import('./RatingDialog'));
const ConfirmDialog = lazyWithPreload(() => import('../../components/ConfirmDialog'));
const DocumentViewer = lazyWithPreload(() => import('../../components/DocumentViewer'));
const LATER_PARTS = [ClaimsTab, MessagesTab, PaymentsTab, RequiredDocumentTab, RatingDialog, ConfirmDialog, DocumentViewer];
/** The chunk of each view that is not 'Detalles' (the one a request with a required action opens on is loaded with its data: {@link firstReads}). */
const VIEW_PARTS: Partial<Record<DetailView, { preload: () => Promise<unknown> }>> = {
  claims: ClaimsTab,
  messages: MessagesTab,
  payments: PaymentsTab,
  requiredDocument: RequiredDocumentTab,
};

/** Runs `effect` once, after the first commit's view has been painted (src/views/app/afterViewPainted.ts). */
function useAfterPaint(effect: () => void): void {
  const run = useRef(effect);
  useEffect(() => {
    let live = true;
    void afterViewPainted().then(() => {
      if (live) run.current();
    });
    return () => {
      live = false;
    };
  }, []);
}

/** Id of the 'Documentos subidos' section, the target of the `#documents` hash (spec 001 §2.5). */
export const UPLOADED_DOCUMENTS_ID = 'documents';

/** The viewer's Spanish labels (area `requestDetail.viewer`). */
function viewerLabels(): DocumentViewerLabels {
  return {
    close: t('requestDetail.viewer.close'),
    toolbar: t('requestDetail.viewer.toolbar'),
    zoomIn: t('requestDetail.viewer.zoomIn'),
    zoomOut: t('requestDetail.viewer.zoomOut'),
    reset: t('requestDetail.viewer.reset'),
    zoomLevel: (n) => t('requestDetail.viewer.zoomLevel', { n }),
    download: t('requestDetail.viewer.download'),
    previousPage: t('requestDetail.viewer.previousPage'),
    nextPage: t('requestDetail.viewer.nextPage'),
    pageOf: (page, total) => t('requestDetail.viewer.pageOf', { page, total }),
    stage: (title) => t('requestDetail.viewer.stage', { title }),
    loading: t('requestDetail.viewer.loading'),
    failed: t('requestDetail.viewer.failed'),
    retry: t('requestDetail.viewer.retry'),
  };
}

type Open = (doc: ViewerDocument, event: MouseEvent<HTMLElement>) => void;

const textOf = (display: AnswerDisplay): string => (display.kind === 'yes' ? t('requestDetail.yes') : display.text);

function Centred({ children }: { children: ReactNode }) {
  return <div className={css.centre}>{children}</div>;
}

/** Unknown request: a clear message and a way back to the desk. */
function NotFound() {
  return (
    <EmptyState
      icon="info"
      title={t('requestDetail.notFound')}
      message={t('requestDetail.notFoundHint')}
      action={
        <Link href="/app/myDesk" variant="standalone">
          {t('requestDetail.goToDesk')}
        </Link>
      }
    />
  );
}

function GridAnswer({ table, n }: { table: GridTable; n: number }) {
  return (
    <div className={css.tableWrap}>
      <table className={css.table} data-grid={table.relationship}>
        <caption className={css.caption}>{t('requestDetail.gridCaption', { n })}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.key} scope="col" className={css.headCell}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={table.columns[c].key} className={css.cell}>
                  {cell ? textOf(cell) : ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DocumentRow({ doc, onOpen }: { doc: DetailDocument; onOpen: Open }) {
  const fileName = doc.extension ? `${doc.name}.${doc.extension}` : doc.name;
  const viewer = doc.viewer;
  let name;
  if (!doc.url) {
    name = <span className={css.docPlainName}>{fileName}</span>;
  } else if (viewer) {
    name = (
      <a
        className={css.docName}
        href={doc.url}
        aria-label={t('requestDetail.openDocument', { name: fileName })}
        onClick={(event) => {
          if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onOpen({ title: fileName, url: doc.url, kind: viewer }, event);
        }}
      >
        {fileName}
      </a>
    );
  } else {
    name = (
      <a className={css.docName} href={doc.url} target="_blank" rel="noopener noreferrer">
        {fileName}
        <span className={visuallyHidden}> {t('nav.footer.newTab')}</span>
      </a>
    );
  }
  return (
    <li className={css.docItem}>
      {name}
      {doc.extension ? (
        <span className={css.badge}>
          <span className={visuallyHidden}>{t('requestDetail.extension')}: </span>
          {doc.extension}
        </span>
      ) : null}
      <span className={css.docDate}>
        <span className={visuallyHidden}>{t('requestDetail.date')}: </span>
        {doc.date}
      </span>
    </li>
  );
}

function DocumentsSection({ id, title, docs, onOpen }: { id: string; title: string; docs: DetailDocument[]; onOpen: Open }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className={css.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.sectionTitle}>
        {title}
      </h3>
      {docs.length === 0 ? (
        <EmptyState message={t('requestDetail.noDocuments')} />
      ) : (
        <ul className={css.docList}>
          {docs.map((doc, i) => (
            <DocumentRow key={`${doc.url}|${doc.name}|${i}`} doc={doc} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The 'Detalles' tab content; `receipt` is 'Descargar comprobante' (issue 27), `footer` holds 'Eliminar Solicitud' when the chart allows it. */
function DetailsTab({ detail, onOpen, footer, receipt }: { detail: RequestDetailModel; onOpen: Open; footer: ReactNode; receipt: ReactNode }) {
  return (
    <section className={css.panel} aria-labelledby="request-details-title">
      <h2 id="request-details-title" className={css.title}>
        {t('requestDetail.detailsTitle')}
      </h2>
      <dl className={css.facts}>
        {detail.number ? (
          <>
            <dt className={css.term}>{t('requestDetail.requestNumber')}</dt>
            <dd className={`${css.definition} ${css.number}`}>{detail.number}</dd>
          </>
        ) : null}
        <dt className={css.term}>{t('requestDetail.status')}</dt>
        <dd className={css.definition}>
          <span className={css.chip[detail.statusTone]} data-tone={detail.statusTone}>
            {detail.statusName}
          </span>
        </dd>
        <dt className={css.term}>{t('requestDetail.date')}</dt>
        <dd className={css.definition}>{detail.date}</dd>
        {detail.serviceName ? (
          <>
            <dt className={css.term}>{t('requestDetail.service')}</dt>
            <dd className={css.definition}>{detail.serviceName}</dd>
          </>
        ) : null}
        {detail.companyName ? (
          <>
            <dt className={css.term}>{t('requestDetail.company')}</dt>
            <dd className={css.definition}>{detail.companyName}</dd>
          </>
        ) : null}
      </dl>
      {detail.answers.length > 0 || detail.grids.length > 0 ? (
        <section className={css.section} aria-labelledby="request-answers-title">
          <h3 id="request-answers-title" className={css.sectionTitle}>
            {t('requestDetail.answersTitle')}
          </h3>
          {detail.answers.length > 0 ? (
            <dl className={css.facts}>
              {detail.answers.map((answer, i) => (
                <Fragment key={`${answer.key}|${i}`}>
                  <dt className={css.term}>{answer.label}</dt>
                  <dd className={css.definition}>{textOf(answer.display)}</dd>
                </Fragment>
              ))}
            </dl>
          ) : null}
          {detail.grids.map((table, i) => (
            <GridAnswer key={table.relationship} table={table} n={i + 1} />
          ))}
        </section>
      ) : null}
      <DocumentsSection id="issued-documents" title={t('requestDetail.issuedDocuments')} docs={detail.issuedDocuments} onOpen={onOpen} />
      <DocumentsSection id={UPLOADED_DOCUMENTS_ID} title={t('requestDetail.uploadedDocuments')} docs={detail.uploadedDocuments} onOpen={onOpen} />
      {receipt}
      {footer}
    </section>
  );
}

/** Scrolls to 'Documentos subidos' (the `#documents` target), when it is on the page. */
function scrollToDocuments(): void {
  document.getElementById(UPLOADED_DOCUMENTS_ID)?.scrollIntoView?.({ block: 'start' });
}

const TOAST_ID = 'request-detail';

/** The expert form the receipt chart read for the receipt (null: none read). */
type ReceiptForm = WriteReceiptInput['form'];

/**
 * The receipt of this request (issue 27): the one the request form kept when it was just sent from
 * this page (its review's answers), else rebuilt from the detail's answers and the request's expert
 * form the receipt chart read (`form`; null: it could not be read, the answers then as a list), with
 * the tariff and files this browser remembers for it, if any (the builder and the record's read
 * loaded when asked).
 */
async function receiptOf(detail: RequestDetail, viewer: RequestViewer, form: ReceiptForm): Promise<ReceiptData> {
  const kept = sentReceipt(detail.request.id);
  if (kept) return kept;
  const [{ receiptFromDetail }, { readSentTariff }] = await Promise.all([
    import('../../../domain/receiptFromDetail'),
    import('../../../machines/requestDetail/sentTariff'),
  ]);
  return receiptFromDetail(detail, {
    viewer: { citizen_id: viewer.citizenId, name: viewer.name, first_last_name: viewer.firstLastName, second_last_name: viewer.secondLastName },
    sent: readSentTariff(viewer.citizenId, detail.request.id),
    form,
  });
}

/** Labels of the tab views (spec 001 §2.5; 'Acción Requerida': the contract's 'Accion Requerida' (§3.3) spelt correctly). */
const VIEW_LABELS: Record<DetailView, Parameters<typeof t>[0]> = {
  details: 'requestDetail.tabs.details',
  claims: 'requestDetail.tabs.claims',
  payments: 'requestDetail.tabs.payments',
  messages: 'requestDetail.tabs.messages',
  requiredDocument: 'requestDetail.tabs.actionRequired',
};

type DetailActor = ActorRefFrom<typeof requestDetailMachine>;

/** The required-action banners (owner, not the restricted role, never staff) with 'Completar'. */
function ActionBanners({ actor }: { actor: DetailActor }) {
  const banners = useChartValue(actor, (s) => actionBannersOf(s.context));
  const canComplete = useSelector(actor, (s) => s.can({ type: 'action.complete' }));
  const labels = useMemo(() => ({ failed: t('requestDetail.actionPending'), retry: t('common.retry') }), []);
  if (banners.length === 0) return null;
  return (
    <section className={css.banners} aria-label={t('requestDetail.actionsLabel')}>
      {banners.map((banner, i) => (
        <div key={i} className={css.actionBanner} role="note">
          {banner.message && looksLikeHtml(banner.message) ? (
            <CmsHtml html={banner.message} className={css.bannerText} labels={labels} />
          ) : banner.message ? (
            <p className={css.bannerText}>{banner.message}</p>
          ) : (
            <p className={css.bannerText}>{t('requestDetail.actionPending')}</p>
          )}
          {canComplete ? (
            <Button size="sm" onClick={() => actor.send({ type: 'action.complete' })}>
              {t('requestDetail.complete')}
            </Button>
          ) : null}
        </div>
      ))}
    </section>
  );
}

/** The resolution banner: the solution in the status colour, CALIFICAR while unrated (owner). */
function SolutionBanner({ actor, rateRef }: { actor: DetailActor; rateRef: RefObject<HTMLButtonElement | null> }) {
  const banner = useChartValue(actor, (s) => solutionBannerOf(s.context));
  const canRate = useSelector(actor, (s) => s.can({ type: 'rating.open' }));
  if (!banner) return null;
  return (
    <section className={css.solution[banner.tone]} data-tone={banner.tone} aria-labelledby="request-solution-title">
      <h2 id="request-solution-title" className={css.solutionTitle}>
        {t('requestDetail.solutionTitle')}
      </h2>
      <p className={css.solutionText}>{banner.text}</p>
      {canRate ? (
        <Button ref={rateRef} size="sm" variant="secondary" onClick={() => actor.send({ type: 'rating.open' })}>
          {t('requestDetail.rate')}
        </Button>
      ) : null}
    </section>
  );
}

interface FlowProps {
  input: RequestDetailInput;
}

/** The page once the signed-in user is known. */
function RequestDetailFlow({ input }: FlowProps) {
  const actor = usePageChart(requestDetailMachine, {
    input,
    navigation: {
      goToPaymentValidation: (p) => ({ to: p.path, replace: true }),
      goToDesk: () => ({ to: '/app/myDesk', replace: true }),
    },
    toasts: { notifyError: (p) => ({ kind: 'error', key: p.key, id: TOAST_ID }) },
  });
  const chartPhase = useSelector(actor, (s) => {
    if (s.matches('ready') || s.matches('leaving')) return 'ready';
    if (s.matches('notFound') || s.matches('failed') || s.matches('redirecting')) return s.value as string;
    return 'loading';
  });
  // The loaded request (banners, tabs, the details with their answers and documents) renders in a
  // transition, which React splits into slices that yield to the browser: rendered inside the
  // store update that brought the answer, it was one task of 150-400 ms at 4x CPU slowdown right
  // before the largest paint (issue 24, Lighthouse's blocking time). The spinner stays until then.
  const phase = useDeferredValue(chartPhase);
  if (phase === 'notFound') return <NotFound />;
  if (phase === 'failed') {
    return <ErrorBlock message={t('requestDetail.loadFailed')} retryLabel={t('common.retry')} onRetry={() => actor.send({ type: 'retry' })} />;
  }
  if (phase === 'loading' || phase === 'redirecting') {
    return (
      <Centred>
        <Spinner size="lg" label={phase === 'redirecting' ? t('requestDetail.redirecting') : t('common.loading')} />
      </Centred>
    );
  }
  return <ReadyDetail actor={actor} viewer={input.viewer} />;
}

/** Banners, tabs, dialogs of a loaded request. */
function ReadyDetail({ actor, viewer }: { actor: DetailActor; viewer: RequestViewer }) {
  const detail = useSelector(actor, (s) => s.context.detail);
  const view = useSelector(actor, (s) => s.context.view);
  const tabs = useChartValue(actor, (s): DetailView[] => TAB_VIEWS.filter((v) => s.can({ type: 'view.select', view: v })));
  const canDelete = useSelector(actor, (s) => s.can({ type: 'request.delete' }));
  const activity = useSelector(actor, (s) =>
    s.matches('leaving')
      ? 'deleting'
      : s.matches({ ready: { activity: 'idle' } })
        ? 'idle'
        : ((s.value as { ready?: { activity?: string } }).ready?.activity ?? 'idle'),
  );
  const reloading = useSelector(actor, (s) => s.matches({ ready: { data: 'reloading' } }));
  const notice = useSelector(actor, (s) => s.context.notice);
  const scroll = useSelector(actor, (s) => s.context.scrollToDocuments);
  const staff = useSelector(actor, (s) => isStaffViewer(s.context));
  const [viewing, setViewing] = useState<ViewerDocument | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const deleteRef = useRef<HTMLButtonElement | null>(null);
  const rateRef = useRef<HTMLButtonElement | null>(null);
  const tabsRef = useRef<HTMLDivElement | null>(null);
  const labels = useMemo(viewerLabels, []);
  const model = useMemo(() => (detail ? detailsModel(detail) : null), [detail]);
  // The other tabs and the dialogs load once this view has been painted (a failed chunk is fetched
  // again when its part is opened, where its error shows).
  useAfterPaint(() => preloadInTurn(LATER_PARTS));
  const deleteWanted = useOnceTrue(activity === 'confirmingDelete' || activity === 'deleting');
  const ratingWanted = useOnceTrue(activity === 'rating');
  const viewerWanted = useOnceTrue(viewing !== null);

  // '#documents' at load: once the details are shown, scroll to 'Documentos subidos' (spec 001 §2.5).
  useEffect(() => {
    if (scroll) scrollToDocuments();
  }, [scroll]);
  // '#documents' set later (a link on the page): details, then scroll.
  useEffect(() => {
    const onHash = () => {
      if (window.location.hash !== `#${UPLOADED_DOCUMENTS_ID}`) return;
      actor.send({ type: 'view.select', view: 'details' });
      requestAnimationFrame(scrollToDocuments);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [actor]);
  // 'Completar' moves the focus to the view it opened.
  const lastView = useRef(view);
  useEffect(() => {
    if (lastView.current === view) return;
    lastView.current = view;
    const active = tabsRef.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (active && !tabsRef.current?.contains(document.activeElement)) active.focus();
  }, [view]);

  if (!detail || !model) return null;
  const open: Open = (doc, event) => {
    opener.current = event.currentTarget;
    setViewing(doc);
  };
  const onChanged = () => actor.send({ type: 'detail.changed' });
  const tabProps = { detail, viewer, onChanged };
  const footer = canDelete ? (
    <div className={css.footer}>
      <Button ref={deleteRef} variant="danger" onClick={() => actor.send({ type: 'request.delete' })}>
        {t('requestDetail.deleteRequest')}
      </Button>
    </div>
  ) : null;
  const spinner = (
    <Centred>
      <Spinner size="lg" label={t('common.loading')} />
    </Centred>
  );
  const later = (part: Preloadable, view: ReactNode) => (
    <Later part={part} placeholder={spinner}>
      {view}
    </Later>
  );
  const content: Record<DetailView, ReactNode> = {
    details: (
      <DetailsTab
        detail={model}
        onOpen={open}
        footer={footer}
        receipt={
          <div className={css.receipt}>
            <DownloadReceipt
              input={{ serviceId: detail.request.service_id, citizenId: viewer.citizenId, kept: sentReceipt(detail.request.id) !== undefined }}
              getData={(form) => receiptOf(detail, viewer, form)}
            />
          </div>
        }
      />
    ),
    claims: later(ClaimsTab, <ClaimsTab {...tabProps} />),
    payments: later(PaymentsTab, <PaymentsTab {...tabProps} />),
    messages: later(MessagesTab, <MessagesTab {...tabProps} />),
    requiredDocument: later(RequiredDocumentTab, <RequiredDocumentTab {...tabProps} onDone={() => actor.send({ type: 'requiredDocument.done' })} />),
  };
  const shown: DetailView[] = tabs.includes(view) ? tabs : [...tabs, view];
  const items: TabItem[] = shown.map((v) => ({ value: v, label: t(VIEW_LABELS[v]), content: content[v] }));

  return (
    <>
      {staff ? (
        <p className={css.staffNotice} role="note">
          {t('requestDetail.staffReadOnly')}
        </p>
      ) : null}
      <ActionBanners actor={actor} />
      <SolutionBanner actor={actor} rateRef={rateRef} />
      <p className={visuallyHidden} role="status" aria-live="polite">
        {reloading ? t('requestDetail.refreshing') : notice ? t(notice) : ''}
      </p>
      {notice ? (
        <p className={css.notice} aria-hidden="true">
          {t(notice)}
        </p>
      ) : null}
      <div ref={tabsRef} aria-busy={reloading || undefined}>
        <Tabs
          label={t('requestDetail.tabsLabel')}
          value={view}
          onValueChange={(next) => actor.send({ type: 'view.select', view: next as DetailView })}
          items={items}
        />
      </div>
      {viewerWanted ? (
        <Later part={DocumentViewer} placeholder={null}>
          <DocumentViewer document={viewing} onClose={() => setViewing(null)} labels={labels} returnFocusRef={opener} />
        </Later>
      ) : null}
      {deleteWanted ? (
        <Later part={ConfirmDialog} placeholder={null}>
          <ConfirmDialog
            open={activity === 'confirmingDelete' || activity === 'deleting'}
            onOpenChange={(next) => {
              if (!next) actor.send({ type: 'delete.cancel' });
            }}
            title={t('requestDetail.deleteTitle')}
            message={t('requestDetail.deleteConfirm')}
            confirmLabel={t('requestDetail.confirm')}
            cancelLabel={t('requestDetail.cancel')}
            closeLabel={t('common.close')}
            tone="danger"
            loading={activity === 'deleting'}
            loadingLabel={t('requestDetail.deleting')}
            onConfirm={() => actor.send({ type: 'delete.confirm' })}
            onCancel={() => actor.send({ type: 'delete.cancel' })}
          />
        </Later>
      ) : null}
      {ratingWanted ? (
        <Later part={RatingDialog} placeholder={null}>
          <RatingDialog
            detail={detail}
            open={activity === 'rating'}
            onOpenChange={(next) => {
              if (!next) actor.send({ type: 'rating.close' });
            }}
            onRated={() => actor.send({ type: 'rating.done' })}
            returnFocusRef={rateRef}
          />
        </Later>
      ) : null}
    </>
  );
}

/** The session user as the tabs' viewer. */
function viewerOf(user: NonNullable<ReturnType<typeof useCurrentUser>>): RequestViewer {
  return {
    citizenId: user.citizen_id,
    name: user.name ?? '',
    firstLastName: user.first_last_name ?? '',
    secondLastName: user.second_last_name ?? '',
  };
}

/**
 * The reads of the page's first view (src/views/app/pages.ts `PageModule.firstReads`; issue 24):
 * GET /requests/{id}?citizenId with the URL's `doc_identification` (staff) or the identity number
 * the browser stored (spec 000 §3), the same key the chart reads with once the user is loaded, so
 * its call takes this one, then the code of the view the request will open on when it is not
 * 'Detalles' (a pending required action opens its view on load, spec 001 §4), so that view comes
 * with the data instead of after it; and the HTML sanitiser when a required-action banner's message
 * is HTML (a plain-text message is shown as text: the sanitiser's 11 KB then never load before the
 * largest paint, which is that banner). Nothing for a malformed id or without a stored number.
 */
export function firstReads(params: Record<string, string>): Promise<unknown>[] {
  const requestId = parseRequestId(params.requestID);
  const urlDocId = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('doc_identification')?.trim();
  const citizenId = urlDocId || storedCitizenId();
  if (requestId === null || !citizenId) return [];
  return [
    preloadRequestDetail({ requestId, citizenId }).then((preview) =>
      preview
        ? Promise.all([
            VIEW_PARTS[preview.view]?.preload().catch(() => undefined),
            preview.bannerMessages.some((message) => message !== null && looksLikeHtml(message)) ? preloadSanitizer() : undefined,
          ])
        : undefined,
    ),
  ];
}

/** See module documentation. */
export default function RequestDetailsPage({ params }: PageProps) {
  const user = useCurrentUser();
  const search = useSearch();
  const requestId = parseRequestId(params.requestID);
  const urlDocId = new URLSearchParams(search).get('doc_identification');
  let content;
  if (requestId === null) content = <NotFound />;
  else if (!user)
    content = (
      <Centred>
        <Spinner size="lg" label={t('common.loading')} />
      </Centred>
    );
  else {
    const input: RequestDetailInput = {
      requestId,
      viewer: viewerOf(user),
      rolBase: user.rol_base ?? null,
      staffRole: config.staffRole,
      urlDocId: urlDocId && urlDocId.trim() ? urlDocId.trim() : null,
      hash: typeof window === 'undefined' ? '' : window.location.hash,
    };
    content = <RequestDetailFlow key={`${requestId}|${user.citizen_id}|${input.urlDocId ?? ''}`} input={input} />;
  }
  return <div className={`${container} ${css.page}`}>{content}</div>;
}
