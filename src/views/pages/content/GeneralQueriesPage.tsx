/**
 * /app/generalQueries — general queries (spec 000 §2 General queries page: "Two tabs: 'Mapa de los
 * Polos' (image cards that open a zoomable full-size viewer) and 'Documentos' (filter by type,
 * search by document title, list opens a viewer)"; §3 document group, map item; §7
 * GET /web/v1/generalQueriesMaps and GET /web/v1/documentsInfo; §9 viewable types pdf, png, jpg,
 * jpeg). Banner title: the router's 'Consultas generales'.
 *
 * - 'Mapa de los Polos': one card (a button) per map with its preview image and title; it opens the
 *   full-size image in {@link DocumentViewer} (zoom in / zoom out / reset).
 * - 'Documentos': a type select built from the groups ('Todos' first) and a title search that
 *   ignores case and accents; the matching documents are listed by group. A viewable document
 *   (PDF or image) opens the viewer (PDFs through pdf.js, loaded on demand); any other type (e.g.
 *   an .xlsx template) is a download link. No match: an empty state with 'Limpiar filtros'.
 * Each tab loads its data when first shown (spinner), with an error block and 'Reintentar' on
 * failure and a short notice when the list is empty. The filters survive switching tabs.
 */
import { useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { loadDocumentGroups, loadGeneralQueryMaps } from '../../../machines/pageReads';
import type { InfoDocument, InfoDocumentGroup, PoloMap } from '../../../domain/content';
import { t } from '../../../messages/es';
import { container } from '../../../styles/utilities.css';
import type { PageProps } from '../../app/pages';
import { useResource } from '../../app/useResource';
import { Button } from '../../components/Button';
import { DocumentViewer, type DocumentViewerLabels, type ViewerDocument } from '../../components/DocumentViewer';
import { EmptyState } from '../../components/EmptyState';
import { ErrorBlock } from '../../components/ErrorBlock';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { TextField } from '../../components/TextField';
import { countDocuments, filterDocuments, NO_FILTER, type DocumentFilter } from './documentFilter';
import * as css from './GeneralQueriesPage.css';
import '../../../messages/es/generalQueries';

/** Values of the two tabs. */
export type GeneralQueriesTab = 'mapas' | 'documentos';

/** The viewer's Spanish labels (area `generalQueries.viewer`). */
function viewerLabels(): DocumentViewerLabels {
  return {
    close: t('generalQueries.viewer.close'),
    toolbar: t('generalQueries.viewer.toolbar'),
    zoomIn: t('generalQueries.viewer.zoomIn'),
    zoomOut: t('generalQueries.viewer.zoomOut'),
    reset: t('generalQueries.viewer.reset'),
    zoomLevel: (n) => t('generalQueries.viewer.zoomLevel', { n }),
    download: t('generalQueries.viewer.download'),
    previousPage: t('generalQueries.viewer.previousPage'),
    nextPage: t('generalQueries.viewer.nextPage'),
    pageOf: (page, total) => t('generalQueries.viewer.pageOf', { page, total }),
    stage: (title) => t('generalQueries.viewer.stage', { title }),
    loading: t('generalQueries.viewer.loading'),
    failed: t('generalQueries.viewer.failed'),
    retry: t('generalQueries.viewer.retry'),
  };
}

type Open = (doc: ViewerDocument, event: MouseEvent<HTMLElement>) => void;

function Loading() {
  return (
    <div className={css.centre}>
      <Spinner size="lg" label={t('common.loading')} />
    </div>
  );
}

/** 'Mapa de los Polos'. */
function MapsPanel({ onOpen }: { onOpen: Open }) {
  const maps = useResource(loadGeneralQueryMaps);
  return (
    <div className={css.panel} aria-busy={maps.status === 'loading'}>
      <p className={css.intro}>{t('generalQueries.mapsIntro')}</p>
      {maps.status === 'failed' ? (
        <ErrorBlock message={t('generalQueries.mapsFailed')} retryLabel={t('common.retry')} onRetry={maps.retry} />
      ) : maps.status === 'loading' || maps.data === undefined ? (
        <Loading />
      ) : maps.data.length === 0 ? (
        <EmptyState message={t('generalQueries.noMaps')} />
      ) : (
        <ul className={css.mapGrid}>
          {maps.data.map((map: PoloMap) => (
            <li key={`${map.imageUrl}|${map.title}`}>
              <button
                type="button"
                className={css.mapCard}
                aria-label={t('generalQueries.openMap', { title: map.title })}
                onClick={(event) => onOpen({ title: map.title, url: map.imageUrl, kind: 'image' }, event)}
              >
                <img className={css.mapImage} src={map.previewUrl} alt="" loading="lazy" decoding="async" />
                <span className={css.mapTitle}>{map.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One row of the document list. */
function DocumentRow({ doc, onOpen }: { doc: InfoDocument; onOpen: Open }) {
  const ext = doc.extension || '—';
  const kind = doc.viewer;
  return (
    <li className={css.docItem}>
      {kind ? (
        <button
          type="button"
          className={css.docAction}
          aria-label={t('generalQueries.openDocument', { title: doc.title })}
          onClick={(event) => onOpen({ title: doc.title, url: doc.url, kind }, event)}
        >
          <span className={css.docTitle}>{doc.title}</span>
          <span className={css.badge} aria-hidden="true">
            {ext}
          </span>
        </button>
      ) : (
        <a
          className={css.docAction}
          href={doc.url}
          download
          aria-label={t('generalQueries.downloadDocument', { title: doc.title, ext: ext.toUpperCase() })}
          title={t('generalQueries.notViewable', { ext: ext.toUpperCase() })}
        >
          <span className={css.docTitle}>{doc.title}</span>
          <span className={css.badge} aria-hidden="true">
            {ext}
          </span>
        </a>
      )}
    </li>
  );
}

/** 'Documentos'. */
function DocumentsPanel({ filter, onFilter, onOpen }: { filter: DocumentFilter; onFilter: (f: DocumentFilter) => void; onOpen: Open }) {
  const groups = useResource(loadDocumentGroups);
  const all = groups.data;
  const shown = useMemo(() => (all ? filterDocuments(all, filter) : []), [all, filter]);
  const idBase = useId();
  return (
    <div className={css.panel} aria-busy={groups.status === 'loading'}>
      <p className={css.intro}>{t('generalQueries.documentsIntro')}</p>
      {groups.status === 'failed' ? (
        <ErrorBlock message={t('generalQueries.documentsFailed')} retryLabel={t('common.retry')} onRetry={groups.retry} />
      ) : groups.status === 'loading' || all === undefined ? (
        <Loading />
      ) : all.length === 0 ? (
        <EmptyState message={t('generalQueries.noDocuments')} />
      ) : (
        <>
          <div className={css.filters} role="search">
            <SelectField
              label={t('generalQueries.filterByType')}
              value={filter.type}
              onChange={(event) => onFilter({ ...filter, type: event.target.value })}
              options={[{ value: '', label: t('generalQueries.allTypes') }, ...all.map((g: InfoDocumentGroup) => ({ value: g.id, label: g.title }))]}
            />
            <TextField
              label={t('generalQueries.searchByTitle')}
              type="search"
              autoComplete="off"
              value={filter.query}
              onChange={(event) => onFilter({ ...filter, query: event.target.value })}
            />
          </div>
          <p className={css.count} role="status">
            {t('generalQueries.documentsCount', { n: countDocuments(shown) })}
          </p>
          {shown.length === 0 ? (
            <EmptyState
              message={t('generalQueries.noDocuments')}
              action={
                <Button variant="secondary" size="sm" onClick={() => onFilter(NO_FILTER)}>
                  {t('generalQueries.clearFilters')}
                </Button>
              }
            />
          ) : (
            shown.map((group) => (
              <section key={group.id} className={css.group} aria-labelledby={`${idBase}-g${group.id}`}>
                <h2 id={`${idBase}-g${group.id}`} className={css.groupTitle}>
                  {group.title}
                </h2>
                <ul className={css.docList}>
                  {group.documents.map((doc) => (
                    <DocumentRow key={doc.url} doc={doc} onOpen={onOpen} />
                  ))}
                </ul>
              </section>
            ))
          )}
        </>
      )}
    </div>
  );
}

/** See module documentation. */
export default function GeneralQueriesPage(_props: PageProps) {
  const [tab, setTab] = useState<GeneralQueriesTab>('mapas');
  const [filter, setFilter] = useState<DocumentFilter>(NO_FILTER);
  const [viewing, setViewing] = useState<ViewerDocument | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const labels = useMemo(viewerLabels, []);
  const open: Open = (doc, event) => {
    opener.current = event.currentTarget;
    setViewing(doc);
  };
  return (
    <div className={`${container} ${css.page}`}>
      <Tabs
        label={t('generalQueries.title')}
        value={tab}
        onValueChange={(value) => setTab(value as GeneralQueriesTab)}
        items={[
          { value: 'mapas', label: t('generalQueries.mapsTab'), content: <MapsPanel onOpen={open} /> },
          {
            value: 'documentos',
            label: t('generalQueries.documentsTab'),
            content: <DocumentsPanel filter={filter} onFilter={setFilter} onOpen={open} />,
          },
        ]}
      />
      <DocumentViewer document={viewing} onClose={() => setViewing(null)} labels={labels} returnFocusRef={opener} />
    </div>
  );
}
