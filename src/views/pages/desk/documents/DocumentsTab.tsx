/**
 * The desk's 'Documentos' tab (spec 001 §2.1 Documents tab; chart src/machines/deskDocuments.machine.ts).
 *
 * Two sub tabs, 'Documentos Personales' and 'Documentos Institucionales', each with its own page
 * (kept when the other is shown). Each row: the name with extension (a button that opens a PDF or an
 * image in the document viewer, or a link that opens any other type in a new tab), the readable
 * type, the size (KB under 1 MB) and the date as yyyy-MM-dd HH:mm:ss; newest first. The empty texts
 * 'No hay documentos personales' / 'No hay documentos institucionales'; a failed page says so with a
 * retry. Rows are a list (not a table) so they fit 360 px without horizontal scrolling.
 *
 * @example <DocumentsTab user={user} />
 */
import { useMemo, useRef, type MouseEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useChartSnapshot, usePageChart } from '../../../app/usePageChart';
import { t } from '../../../../messages/es';
import { deskDocumentsMachine, type DeskDocument, type DocumentOrigin } from '../../../../machines/deskDocuments.machine';
import type { CurrentUser } from '../../../../machines/session.machine';
import { DocumentViewer, type DocumentViewerLabels } from '../../../components/DocumentViewer';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorBlock } from '../../../components/ErrorBlock';
import { Pagination } from '../../../components/Pagination';
import { Spinner } from '../../../components/Spinner';
import { Tabs } from '../../../components/Tabs';
import * as css from './DocumentsTab.css';
import '../../../../messages/es/desk';

/** The viewer's Spanish labels (area `desk.documents.viewer`). */
function viewerLabels(): DocumentViewerLabels {
  return {
    close: t('desk.documents.viewer.close'),
    toolbar: t('desk.documents.viewer.toolbar'),
    zoomIn: t('desk.documents.viewer.zoomIn'),
    zoomOut: t('desk.documents.viewer.zoomOut'),
    reset: t('desk.documents.viewer.reset'),
    zoomLevel: (n) => t('desk.documents.viewer.zoomLevel', { n }),
    download: t('desk.documents.viewer.download'),
    previousPage: t('desk.documents.viewer.previousPage'),
    nextPage: t('desk.documents.viewer.nextPage'),
    pageOf: (page, total) => t('desk.documents.viewer.pageOf', { page, total }),
    stage: (title) => t('desk.documents.viewer.stage', { title }),
    loading: t('desk.documents.viewer.loading'),
    failed: t('desk.documents.viewer.failed'),
    retry: t('desk.documents.viewer.retry'),
  };
}

const sizeText = (doc: DeskDocument) =>
  doc.size ? t(doc.size.unit === 'KB' ? 'desk.documents.sizeKb' : 'desk.documents.sizeMb', { n: doc.size.n.toLocaleString('es-DO') }) : '—';

function DocumentRow({ doc, onOpen }: { doc: DeskDocument; onOpen: (doc: DeskDocument, event: MouseEvent<HTMLElement>) => void }) {
  let name;
  if (doc.url && doc.viewer) {
    name = (
      <button type="button" className={css.open} aria-label={t('desk.documents.openNamed', { name: doc.fileName })} onClick={(e) => onOpen(doc, e)}>
        {doc.fileName}
      </button>
    );
  } else if (doc.url) {
    name = (
      <a className={css.open} href={doc.url} target="_blank" rel="noopener noreferrer" aria-label={t('desk.documents.openNewTab', { name: doc.fileName })}>
        {doc.fileName}
      </a>
    );
  } else {
    name = <span className={css.name}>{doc.fileName}</span>;
  }
  return (
    <li className={css.row}>
      {name}
      <dl className={css.meta}>
        <div className={css.metaItem}>
          <dt className={css.metaTerm}>{t('desk.documents.type')}:</dt>
          <dd className={css.metaValue}>{t(doc.type.key, doc.type.params)}</dd>
        </div>
        <div className={css.metaItem}>
          <dt className={css.metaTerm}>{t('desk.documents.size')}:</dt>
          <dd className={css.metaValue}>{sizeText(doc)}</dd>
        </div>
        <div className={css.metaItem}>
          <dt className={css.metaTerm}>{t('desk.documents.date')}:</dt>
          <dd className={css.metaValue}>
            <time dateTime={doc.date.replace(' ', 'T')}>{doc.date}</time>
          </dd>
        </div>
      </dl>
    </li>
  );
}

type Snapshot = SnapshotFrom<typeof deskDocumentsMachine>;
type Send = ReturnType<typeof usePageChart<typeof deskDocumentsMachine>>['send'];

function OriginPanel({
  origin,
  snapshot,
  send,
  onOpen,
}: {
  origin: DocumentOrigin;
  snapshot: Snapshot;
  send: Send;
  onOpen: (doc: DeskDocument, event: MouseEvent<HTMLElement>) => void;
}) {
  const region = origin === 0 ? 'personal' : 'institutional';
  const state = (snapshot.value as Record<string, string>)[region];
  const list = snapshot.context.lists[origin];
  const loading = state === 'loading' || state === 'idle';
  if (state === 'failed') {
    return (
      <ErrorBlock message={t('desk.documents.loadFailed')} retryLabel={t('desk.documents.retry')} onRetry={() => send({ type: 'documents.retry', origin })} />
    );
  }
  if (state === 'empty') return <EmptyState message={t(origin === 0 ? 'desk.documents.noPersonal' : 'desk.documents.noInstitutional')} />;
  if (loading && list.documents.length === 0) {
    return (
      <div className={css.centre}>
        <Spinner label={t('desk.documents.loading')} />
      </div>
    );
  }
  return (
    <div className={css.tab}>
      <ul className={css.list} aria-busy={loading} aria-label={t(origin === 0 ? 'desk.documents.personal' : 'desk.documents.institutional')}>
        {list.documents.map((doc, i) => (
          <DocumentRow key={`${list.page}-${i}-${doc.fileName}`} doc={doc} onOpen={onOpen} />
        ))}
      </ul>
      <Pagination
        className={css.pagination}
        page={list.page}
        lastPage={list.lastPage}
        disabled={loading}
        onChange={(page) => send({ type: 'page.change', origin, page })}
        labels={{
          nav: t('desk.documents.pages'),
          previous: t('desk.documents.previousPage'),
          next: t('desk.documents.nextPage'),
          page: (n) => t('desk.documents.page', { n }),
        }}
      />
    </div>
  );
}

/** See module documentation. */
export default function DocumentsTab({ user }: { user: CurrentUser }) {
  const actor = usePageChart(deskDocumentsMachine, { input: { citizenId: user.citizen_id } });
  const snapshot = useChartSnapshot(actor);
  const send = actor.send;
  const labels = useMemo(viewerLabels, []);
  const opener = useRef<HTMLElement | null>(null);
  const onOpen = (doc: DeskDocument, event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    send({ type: 'document.open', document: doc });
  };
  const origin = snapshot.context.tab;
  return (
    <section className={css.tab} aria-label={t('desk.tabs.documents')}>
      <Tabs
        label={t('desk.documents.subTabs')}
        value={origin === 0 ? 'personal' : 'institutional'}
        onValueChange={(value) => send({ type: 'tab.select', origin: value === 'institutional' ? 1 : 0 })}
        items={[
          { value: 'personal', label: t('desk.documents.personal'), content: <OriginPanel origin={0} snapshot={snapshot} send={send} onOpen={onOpen} /> },
          {
            value: 'institutional',
            label: t('desk.documents.institutional'),
            content: <OriginPanel origin={1} snapshot={snapshot} send={send} onOpen={onOpen} />,
          },
        ]}
      />
      <DocumentViewer document={snapshot.context.viewing} onClose={() => send({ type: 'viewer.close' })} labels={labels} returnFocusRef={opener} />
    </section>
  );
}
