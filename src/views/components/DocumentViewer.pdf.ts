/**
 * PDF rendering of the document viewer (issue 4 shared widget: "a well-kept library for PDF
 * rendering, loaded only when opened"; spec 000 §2 shared widgets, §9 viewable types). Wraps
 * Mozilla's pdf.js (`pdfjs-dist` 5.6, the last line that runs on Node 20): this module, the library
 * and its worker are only fetched when {@link DocumentViewer} opens a PDF (`import()` of this file);
 * the worker is a separate asset that Vite emits from `?url` and pdf.js starts it on first use.
 *
 * Nothing here is React: the viewer calls {@link openPdf} and then `renderPage` per page/zoom.
 */
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** A running page render; `cancel()` stops it (its promise then rejects, which callers ignore). */
export interface PdfRender {
  promise: Promise<void>;
  cancel: () => void;
}

/** An opened PDF. */
export interface PdfHandle {
  /** Number of pages (>= 1). */
  pageCount: number;
  /**
   * Draws page `pageNumber` (1-based) into `canvas` so that it is `cssWidth` CSS pixels wide times
   * `zoom` (1 = fit width), sharp on high-density screens (backing store × devicePixelRatio).
   */
  renderPage: (pageNumber: number, canvas: HTMLCanvasElement, cssWidth: number, zoom: number) => PdfRender;
  /** Frees the document and its worker resources. */
  destroy: () => void;
}

/**
 * Loads the PDF at `url` (same-origin or CORS-enabled). Rejects when the file cannot be fetched or
 * is not a valid PDF (pdf.js `InvalidPDFException`, `ResponseException`).
 */
export async function openPdf(url: string): Promise<PdfHandle> {
  const task = getDocument({ url, isEvalSupported: false });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (error) {
    void task.destroy();
    throw error;
  }
  return {
    pageCount: doc.numPages,
    renderPage(pageNumber, canvas, cssWidth, zoom) {
      let current: RenderTask | null = null;
      let cancelled = false;
      const promise = doc.getPage(pageNumber).then((page) => {
        if (cancelled) return;
        const base = page.getViewport({ scale: 1 });
        const cssScale = (cssWidth / base.width) * zoom;
        const ratio = typeof window !== 'undefined' ? window.devicePixelRatio || 1 : 1;
        const viewport = page.getViewport({ scale: cssScale * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
        current = page.render({ canvas, viewport });
        return current.promise;
      });
      return {
        promise,
        cancel() {
          cancelled = true;
          current?.cancel();
        },
      };
    },
    destroy() {
      void doc.destroy();
    },
  };
}
