/**
 * Document viewer for PDF and images (spec 000 §2 Shared widgets: "a document viewer for PDF and
 * images with zoom in, zoom out, reset"; §9 viewable types pdf, png, jpg, jpeg; issue 4: "a
 * well-kept library for PDF rendering, loaded only when opened").
 *
 * A full-screen Radix dialog ({@link Dialog}) with:
 * - a toolbar: zoom out, the zoom level (live), zoom in, reset (back to 100 % = fit width), for PDFs
 *   previous/next page and 'Página n de N', and a download link to the file;
 * - a focusable, scrollable stage with the image (its width is `zoom × 100 %` of the stage) or the
 *   current PDF page drawn on a canvas by pdf.js (`DocumentViewer.pdf.ts`, imported only when a PDF
 *   is opened; the library and its worker are separate chunks);
 * - keyboard: `+`/`=` zoom in, `-` zoom out, `0` reset anywhere in the dialog; Escape closes.
 * Zoom levels: {@link ZOOM_LEVELS} (50 % to 400 %). While a PDF loads a spinner shows; when it cannot
 * be loaded an error with a retry button and the download link remain.
 *
 * Every text comes from `labels` (Spanish, from the caller's message area). Opening another
 * document resets zoom and page. `returnFocusRef` puts focus back on the opener when it closes.
 *
 * @example
 * <DocumentViewer document={{ title: 'Ley 158-01', url: '/media/documentos/ley.pdf', kind: 'pdf' }}
 *   onClose={() => setOpen(null)} labels={viewerLabels} returnFocusRef={opener} />
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { ErrorBlock } from './ErrorBlock';
import { Spinner } from './Spinner';
import type { PdfHandle } from './DocumentViewer.pdf';
import * as css from './DocumentViewer.css';

/** Zoom factors the buttons step through (1 = fit the stage's width). */
export const ZOOM_LEVELS: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4];

/** The next zoom level above `zoom` (the highest stays). */
export const zoomIn = (zoom: number): number => ZOOM_LEVELS.find((level) => level > zoom + 1e-9) ?? ZOOM_LEVELS[ZOOM_LEVELS.length - 1];
/** The next zoom level below `zoom` (the lowest stays). */
export const zoomOut = (zoom: number): number => [...ZOOM_LEVELS].reverse().find((level) => level < zoom - 1e-9) ?? ZOOM_LEVELS[0];

/** What the viewer shows. */
export interface ViewerDocument {
  title: string;
  /** Safe URL of the file (relative or http(s)). */
  url: string;
  kind: 'pdf' | 'image';
}

/** Spanish texts of the viewer (from the caller's message area). */
export interface DocumentViewerLabels {
  /** Close (×) button. */
  close: string;
  /** Accessible name of the toolbar. */
  toolbar: string;
  zoomIn: string;
  zoomOut: string;
  reset: string;
  /** Zoom level text, e.g. `(150) => 'Zoom: 150 %'`. */
  zoomLevel: (percent: number) => string;
  download: string;
  previousPage: string;
  nextPage: string;
  /** e.g. `(1, 3) => 'Página 1 de 3'`. */
  pageOf: (page: number, total: number) => string;
  /** Accessible name of the scrollable stage, e.g. `(title) => 'Vista de Ley 158-01'`. */
  stage: (title: string) => string;
  loading: string;
  /** The PDF could not be loaded. */
  failed: string;
  retry: string;
}

/** Props of {@link DocumentViewer}. */
export interface DocumentViewerProps {
  /** The document to show; null keeps the viewer closed. */
  document: ViewerDocument | null;
  onClose: () => void;
  labels: DocumentViewerLabels;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** See module documentation. */
export function DocumentViewer({ document: doc, onClose, labels, returnFocusRef }: DocumentViewerProps) {
  return (
    <Dialog
      open={doc !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={doc?.title ?? ''}
      closeLabel={labels.close}
      fullScreen
      returnFocusRef={returnFocusRef}
      data-testid="document-viewer"
    >
      {doc ? <ViewerBody key={`${doc.kind}:${doc.url}`} doc={doc} labels={labels} /> : null}
    </Dialog>
  );
}

type PdfState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; handle: PdfHandle };

/** Loads the PDF (library on demand) while mounted; `retry` tries again. */
function usePdf(url: string, enabled: boolean): { state: PdfState; retry: () => void } {
  const [state, setState] = useState<PdfState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    let handle: PdfHandle | null = null;
    setState({ status: 'loading' });
    import('./DocumentViewer.pdf')
      .then((pdf) => pdf.openPdf(url))
      .then(
        (opened) => {
          handle = opened;
          if (alive) setState({ status: 'ready', handle: opened });
          else opened.destroy();
        },
        () => {
          if (alive) setState({ status: 'failed' });
        },
      );
    return () => {
      alive = false;
      handle?.destroy();
    };
  }, [url, enabled, attempt]);
  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}

/** Widest a PDF page is drawn at 100 % (CSS px), so pages stay readable on wide screens. */
const PDF_MAX_FIT_WIDTH = 900;

function ViewerBody({ doc, labels }: { doc: ViewerDocument; labels: DocumentViewerLabels }) {
  const [zoom, setZoom] = useState(1);
  const [page, setPage] = useState(1);
  const [renderedPage, setRenderedPage] = useState(0);
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const isPdf = doc.kind === 'pdf';
  const { state: pdf, retry } = usePdf(doc.url, isPdf);
  const pageCount = pdf.status === 'ready' ? pdf.handle.pageCount : 0;

  useEffect(() => {
    if (pdf.status !== 'ready' || !canvasRef.current) return;
    const stage = stageRef.current;
    const available = stage ? stage.clientWidth - 2 * parseFloat(getComputedStyle(stage).paddingLeft || '0') : 0;
    const fitWidth = Math.min(available > 0 ? available : PDF_MAX_FIT_WIDTH, PDF_MAX_FIT_WIDTH);
    const render = pdf.handle.renderPage(page, canvasRef.current, fitWidth, zoom);
    render.promise.then(
      () => setRenderedPage(page),
      () => undefined,
    );
    return () => render.cancel();
  }, [pdf, page, zoom]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === '+' || event.key === '=') setZoom(zoomIn);
    else if (event.key === '-' || event.key === '_') setZoom(zoomOut);
    else if (event.key === '0') setZoom(1);
    else return;
    event.preventDefault();
  };

  const percent = Math.round(zoom * 100);
  return (
    // The viewer's shortcuts (+, -, 0) come from its focusable toolbar and stage and bubble here; the
    // wrapper itself takes no focus and no pointer input.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a keyboard listener for events that bubble from focusable children
    <div className={css.viewer} onKeyDown={onKeyDown}>
      <div className={css.toolbar} role="toolbar" aria-label={labels.toolbar}>
        <div className={css.group}>
          <Button variant="secondary" size="sm" onClick={() => setZoom(zoomOut)} disabled={zoom <= ZOOM_LEVELS[0]}>
            {labels.zoomOut}
          </Button>
          <output className={css.level} aria-live="polite" data-testid="zoom-level">
            {labels.zoomLevel(percent)}
          </output>
          <Button variant="secondary" size="sm" onClick={() => setZoom(zoomIn)} disabled={zoom >= ZOOM_LEVELS[ZOOM_LEVELS.length - 1]}>
            {labels.zoomIn}
          </Button>
          <Button variant="text" size="sm" onClick={() => setZoom(1)} disabled={zoom === 1}>
            {labels.reset}
          </Button>
        </div>
        {isPdf && pageCount > 1 ? (
          <div className={css.group}>
            <Button variant="secondary" size="sm" onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1}>
              {labels.previousPage}
            </Button>
            <span aria-live="polite">{labels.pageOf(page, pageCount)}</span>
            <Button variant="secondary" size="sm" onClick={() => setPage((p) => Math.min(pageCount, p + 1))} disabled={page >= pageCount}>
              {labels.nextPage}
            </Button>
          </div>
        ) : null}
        <span className={css.spacer} />
        <a className={css.download} href={doc.url} download target="_blank" rel="noopener noreferrer">
          {labels.download}
        </a>
      </div>
      <div
        ref={stageRef}
        className={css.stage}
        role="region"
        aria-label={labels.stage(doc.title)}
        tabIndex={0}
        data-zoom={zoom}
        aria-busy={isPdf && pdf.status === 'loading'}
      >
        {!isPdf ? (
          <img className={css.image} src={doc.url} alt={doc.title} style={{ width: `${percent}%` }} data-testid="viewer-image" />
        ) : pdf.status === 'failed' ? (
          <ErrorBlock message={labels.failed} retryLabel={labels.retry} onRetry={retry} />
        ) : (
          <>
            {pdf.status === 'loading' ? (
              <div className={css.centre}>
                <Spinner size="lg" label={labels.loading} />
              </div>
            ) : null}
            <canvas
              ref={canvasRef}
              className={css.canvas}
              hidden={pdf.status !== 'ready'}
              role="img"
              aria-label={pageCount > 0 ? `${doc.title}. ${labels.pageOf(page, pageCount)}` : doc.title}
              data-rendered-page={renderedPage || undefined}
              data-testid="viewer-pdf-page"
            />
          </>
        )}
      </div>
    </div>
  );
}

/** The default export, for a lazy import (src/views/app/lazyWithPreload.ts). */
export default DocumentViewer;
