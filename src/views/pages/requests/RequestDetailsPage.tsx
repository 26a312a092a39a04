/**
 * Request detail page, /app/serviceRequestedDetails/{requestID} (login required; spec 001 §2 route
 * table, §2.5 Request detail page). This issue builds the 'Detalles' tab only (the other tabs come
 * in a later issue, so the tab list holds 'Detalles' alone):
 * - title 'Detalles de Solicitud'; request number (only when not provisional), status name in a chip
 *   of its colour (contract §3.2), date (dd/MM/yyyy) and the service name;
 * - the form answers as a definition list (rules in src/domain/requestDetail.ts), grid answers as
 *   small tables;
 * - 'Documentos emitidos por institución' (origin 1) and 'Documentos subidos' (origin 0), newest
 *   first, each with name, extension, date and a link; PDFs and images open in the document viewer,
 *   other files open in a new tab; the URL hash `#documents` scrolls to 'Documentos subidos'.
 *
 * Data: GET /requests/{id}?citizenId with the signed-in user's citizen id, through the loader
 * src/machines/loaders/requestDetail.ts. While loading a spinner shows; a failure shows an error
 * with retry. An unknown request (bad id, HTTP 404, or an answer without `request`: spec 001 §2.5
 * "If request is missing the portal leaves the page") shows 'No se encontró la solicitud.' with a
 * link 'Ir a mi escritorio' instead of silently leaving, so the user knows what happened.
 */
import { Fragment, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { container, visuallyHidden } from '../../../styles/utilities.css';
import { t } from '../../../messages/es';
import { parseRequestId } from '../../../domain/requestDetail';
import {
  isMissingRequest,
  loadRequestDetail,
  type AnswerDisplay,
  type DetailDocument,
  type GridTable,
  type RequestDetailKey,
  type RequestDetailModel,
} from '../../../machines/loaders/requestDetail';
import { DocumentViewer, type DocumentViewerLabels, type ViewerDocument } from '../../components/DocumentViewer';
import { EmptyState } from '../../components/EmptyState';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Link } from '../../components/Link';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { useCurrentUser } from '../../app/session';
import { useResource } from '../../app/useResource';
import type { PageProps } from '../../app/pages';
import * as css from './RequestDetailsPage.css';
import '../../../messages/es/requestDetail';

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

/** The 'Detalles' tab content. */
function DetailsTab({ detail, onOpen }: { detail: RequestDetailModel; onOpen: Open }) {
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
    </section>
  );
}

/** Scrolls to 'Documentos subidos' when the hash is `#documents`, once the list is shown and on hash changes. */
function useDocumentsHash(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const scroll = () => {
      if (window.location.hash !== `#${UPLOADED_DOCUMENTS_ID}`) return;
      document.getElementById(UPLOADED_DOCUMENTS_ID)?.scrollIntoView?.({ block: 'start' });
    };
    scroll();
    window.addEventListener('hashchange', scroll);
    return () => window.removeEventListener('hashchange', scroll);
  }, [ready]);
}

function RequestDetails({ requestKey }: { requestKey: RequestDetailKey }) {
  const detail = useResource<RequestDetailModel, RequestDetailKey>(loadRequestDetail, requestKey);
  const [viewing, setViewing] = useState<ViewerDocument | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const labels = useMemo(viewerLabels, []);
  const shown = detail.status === 'ready' && detail.data !== undefined;
  useDocumentsHash(shown);
  if (detail.status === 'failed') {
    return isMissingRequest(detail.failure) ? (
      <NotFound />
    ) : (
      <ErrorBlock message={t('requestDetail.loadFailed')} retryLabel={t('common.retry')} onRetry={detail.retry} />
    );
  }
  if (!shown || !detail.data) {
    return (
      <Centred>
        <Spinner size="lg" label={t('common.loading')} />
      </Centred>
    );
  }
  const open: Open = (doc, event) => {
    opener.current = event.currentTarget;
    setViewing(doc);
  };
  return (
    <>
      <Tabs
        label={t('requestDetail.detailsTitle')}
        defaultValue="details"
        items={[{ value: 'details', label: t('requestDetail.tabs.details'), content: <DetailsTab detail={detail.data} onOpen={open} /> }]}
      />
      <DocumentViewer document={viewing} onClose={() => setViewing(null)} labels={labels} returnFocusRef={opener} />
    </>
  );
}

/** See module documentation. */
export default function RequestDetailsPage({ params }: PageProps) {
  const user = useCurrentUser();
  const requestId = parseRequestId(params.requestID);
  const citizenId = user?.citizen_id ?? null;
  const requestKey = useMemo<RequestDetailKey | null>(
    () => (requestId !== null && citizenId ? { requestId, citizenId } : null),
    [requestId, citizenId],
  );
  let content;
  if (requestId === null) content = <NotFound />;
  else if (!requestKey)
    content = (
      <Centred>
        <Spinner size="lg" label={t('common.loading')} />
      </Centred>
    );
  else content = <RequestDetails key={`${requestKey.requestId}|${requestKey.citizenId}`} requestKey={requestKey} />;
  return <div className={`${container} ${css.page}`}>{content}</div>;
}
