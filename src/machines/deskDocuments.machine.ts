/**
 * The desk's Documents tab (spec 001 §2.1 "Documents tab", §3 Document, §7 "GET
 * /citizens/documentsPage/{citizenId}/{0 or 1}?page", §9 "Document origin 0 (citizen) and 1
 * (institution)"; contract D4, D5 and §5 item 8, the institutional paging bug this chart avoids).
 *
 *   personal (origin 0) and institutional (origin 1), two identical regions:
 *     idle ──[isActiveTab]──▶ loading ──done [hasDocuments]──▶ ready ──page.change [isOtherPage]──▶ loading
 *                               │      ──done (no rows)──────▶ empty
 *                               └─────error──▶ failed ──documents.retry [isOrigin]──▶ loading
 *   viewer: closed ──document.open [isViewable]──▶ open ──viewer.close──▶ closed
 *   tab.select (any state): the visible sub tab; each region keeps its own page.
 *
 * - Sub tabs 'Documentos Personales' (origin 0, shown first) and 'Documentos Institucionales'
 *   (origin 1). A region loads the first time its sub tab is shown (`idle` waits), then keeps its
 *   page: switching sub tabs never reloads nor resets the other's page.
 * - Every page is requested with its number (`?page=n`, 1-based) for BOTH origins, so page 2 really
 *   shows other rows (contract §5 item 8: the old client never sent the institutional page).
 * - Rows newest first; each row: name with extension, a readable type (message key), the date as
 *   yyyy-MM-dd HH:mm:ss, the size (KB under 1 MB) and the url. Empty texts 'No hay documentos
 *   personales' / 'No hay documentos institucionales'. While another page loads, the previous rows
 *   stay (the view marks them busy); a failed load says so with a retry, nothing else is lost.
 * - A PDF or an image (spec 000 §9 viewable types) opens in the document viewer (`viewer.open`,
 *   `context.viewing`); other types are plain links the view opens in a new tab.
 *
 * IO only through the named actor `loadDocumentsPage` (invoked as `loadPersonal` and
 * `loadInstitutional`).
 */
import { assign, fromPromise, setup } from 'xstate';
import { getCitizenDocumentsPage, type DocumentPage, type StoredDocument } from '../api/documents';
import { unwrap } from '../api/result';
import { formatDateTime, parseBackendDate } from '../domain/format/dates';
import { fileSize, type FileSize } from '../domain/format/size';
import { displayExtension, isViewableExtension } from '../domain/validation/files';
import type { MessageKey, MessageRef } from '../messages/es';
import { safeUrl } from '../domain/links';

/** 0 personal documents, 1 institutional (spec 001 §9). */
export type DocumentOrigin = 0 | 1;

/** A row of the documents table, ready to show. */
export interface DeskDocument {
  /** Name with extension, e.g. 'Registro Mercantil.pdf' (the name alone when there is no extension). */
  fileName: string;
  /** Display extension, lower case ('pdf', 'xlsx'), '' when unknown. */
  extension: string;
  /** Readable type (e.g. 'PDF', 'Hoja de cálculo Excel'). */
  type: MessageRef;
  /** 'yyyy-MM-dd HH:mm:ss' ('' when unparseable). */
  date: string;
  /** Safe url (same-origin path or http(s)), or null when the row has none. */
  url: string | null;
  /** Size to show (KB under 1 MB), or null when unknown. */
  size: FileSize | null;
  /** How it opens: in the viewer (pdf, image) or as a link (null). */
  viewer: 'pdf' | 'image' | null;
}

/** One sub tab's paging and rows. */
export interface OriginList {
  /** Page shown or being loaded (1-based). */
  page: number;
  /** The server's `last_page` (at least 1). */
  lastPage: number;
  /** Rows of the last page received. */
  documents: DeskDocument[];
}

/** What the viewer shows (the view passes it to DocumentViewer). */
export interface ViewingDocument {
  title: string;
  url: string;
  kind: 'pdf' | 'image';
}

export interface DeskDocumentsContext {
  citizenId: string;
  /** The visible sub tab. */
  tab: DocumentOrigin;
  lists: Record<DocumentOrigin, OriginList>;
  viewing: ViewingDocument | null;
}

export type DeskDocumentsEvent =
  | { type: 'tab.select'; origin: DocumentOrigin }
  | { type: 'page.change'; origin: DocumentOrigin; page: number }
  | { type: 'documents.retry'; origin: DocumentOrigin }
  | { type: 'document.open'; document: DeskDocument }
  | { type: 'viewer.close' };

/** Input of the page loader: whose documents, which origin and page (contract D4, D5). */
export interface DocumentsPageInput {
  citizenId: string;
  origin: DocumentOrigin;
  page: number;
}

const TYPE_KEYS: Readonly<Record<string, MessageKey>> = {
  pdf: 'desk.documents.types.pdf',
  png: 'desk.documents.types.png',
  jpg: 'desk.documents.types.jpg',
  jpeg: 'desk.documents.types.jpeg',
  xls: 'desk.documents.types.xls',
  xlsx: 'desk.documents.types.xlsx',
  kmz: 'desk.documents.types.kmz',
  kml: 'desk.documents.types.kml',
  dwg: 'desk.documents.types.dwg',
};

/** Readable type of a display extension: known ones by name, others 'Archivo EXT', none 'Archivo'. */
export function documentType(extension: string): MessageRef {
  const key = TYPE_KEYS[extension];
  if (key) return { key };
  return extension ? { key: 'desk.documents.types.other', params: { ext: extension.toUpperCase() } } : { key: 'desk.documents.types.unknown' };
}

/** A wire document (contract D4: `name` without extension, `extension` maybe a MIME subtype) → a row. */
export function toDeskDocument(doc: StoredDocument): DeskDocument {
  const name = typeof doc.name === 'string' ? doc.name.trim() : '';
  const extension = displayExtension(typeof doc.extension === 'string' ? doc.extension : '');
  // Stryker disable next-line ConditionalExpression: equivalent, Number.isFinite is false for every non-number (the typeof check only narrows the type).
  const size = typeof doc.size_mb === 'number' && Number.isFinite(doc.size_mb) ? fileSize(doc.size_mb) : null;
  return {
    fileName: extension ? `${name}.${extension}` : name,
    extension,
    type: documentType(extension),
    date: formatDateTime(typeof doc.created_at === 'string' ? doc.created_at : null),
    // Stryker disable next-line ConditionalExpression: equivalent, safeUrl gives null for every non-string (the typeof check only narrows the type).
    url: safeUrl(typeof doc.url === 'string' ? doc.url : null),
    size,
    viewer: !isViewableExtension(extension) ? null : extension === 'pdf' ? 'pdf' : 'image',
  };
}

/** The rows of a page, newest first by `created_at` (equal or unreadable dates keep the server's order). */
export function pageRows(page: DocumentPage): DeskDocument[] {
  const time = (d: StoredDocument) => parseBackendDate(typeof d.created_at === 'string' ? d.created_at : null)?.getTime() ?? Number.NEGATIVE_INFINITY;
  return page.data
    .map((doc, i) => ({ doc, i }))
    .sort(
      (a, b) =>
        time(b.doc) - time(a.doc) ||
        // Stryker disable next-line ArithmeticOperator: equivalent, V8's sort compares a later row with an earlier one, so an always-positive tie (a.i + b.i) keeps the server's order as a.i - b.i does.
        a.i - b.i,
    )
    .map(({ doc }) => toDeskDocument(doc));
}

const firstPage = (): OriginList => ({ page: 1, lastPage: 1, documents: [] });

type Loaded = { origin: DocumentOrigin; page: DocumentPage };

export const deskDocumentsMachine = setup({
  types: {
    context: {} as DeskDocumentsContext,
    events: {} as DeskDocumentsEvent,
    input: {} as { citizenId: string },
  },
  actors: {
    loadDocumentsPage: fromPromise<DocumentPage, DocumentsPageInput>(async ({ input }) =>
      unwrap(await getCitizenDocumentsPage(input.citizenId, input.origin, input.page)),
    ),
  },
  guards: {
    /** The region's sub tab is the visible one. */
    isActiveTab: ({ context }, params: { origin: DocumentOrigin }) => context.tab === params.origin,
    /** The received page has at least one row. */
    hasDocuments: (_, loaded: DocumentPage) => loaded.data.length > 0,
    /** A page change for this region to another existing page (1..last_page). */
    isOtherPage: ({ context, event }, params: { origin: DocumentOrigin }) => {
      // Stryker disable next-line ConditionalExpression,BooleanLiteral: equivalent, the guard is wired to page.change only (the test narrows the event's type).
      if (event.type !== 'page.change') return false;
      if (event.origin !== params.origin) return false;
      const list = context.lists[params.origin];
      return Number.isInteger(event.page) && event.page >= 1 && event.page <= list.lastPage && event.page !== list.page;
    },
    /** The event is for this region. */
    isOrigin: ({ event }, params: { origin: DocumentOrigin }) =>
      // Stryker disable next-line ConditionalExpression: equivalent, the guard is wired to documents.retry only (the test narrows the event's type).
      event.type === 'documents.retry' && event.origin === params.origin,
    /** The document opens in the viewer (pdf, png, jpg, jpeg) and has a url. */
    isViewable: ({ event }) =>
      // Stryker disable next-line ConditionalExpression: equivalent, the guard is wired to document.open only (the test narrows the event's type).
      event.type === 'document.open' && event.document.viewer !== null && event.document.url !== null,
  },
  actions: {
    // Stryker disable next-line ConditionalExpression: equivalent, the action is wired to tab.select only (the test narrows the event's type).
    assignTab: assign(({ event }) => (event.type === 'tab.select' ? { tab: event.origin } : {})),
    assignLoaded: assign(({ context }, { origin, page }: Loaded) => ({
      lists: {
        ...context.lists,
        [origin]: { page: context.lists[origin].page, lastPage: Math.max(1, Math.trunc(page.last_page) || 1), documents: pageRows(page) },
      },
    })),
    assignPage: assign(({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: equivalent, the action is wired to page.change only (the test narrows the event's type).
      event.type === 'page.change' ? { lists: { ...context.lists, [event.origin]: { ...context.lists[event.origin], page: event.page } } } : {},
    ),
    assignViewing: assign(({ event }) =>
      // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, the action runs only after isViewable (document.open with a viewer and a url); the test narrows the types.
      event.type === 'document.open' && event.document.viewer && event.document.url
        ? { viewing: { title: event.document.fileName, url: event.document.url, kind: event.document.viewer } }
        : {},
    ),
    clearViewing: assign({ viewing: null }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the chart's id only prefixes state ids; no target or view names it.
  id: 'deskDocuments',
  type: 'parallel',
  meta: { spec: 'spec 001 §2.1 Documents tab', shows: ['desk.documents.personal', 'desk.documents.institutional'] },
  context: ({ input }) => ({ citizenId: input.citizenId, tab: 0, lists: { 0: firstPage(), 1: firstPage() }, viewing: null }),
  on: { 'tab.select': { actions: 'assignTab' } },
  states: {
    personal: {
      meta: { spec: "spec 001 §2.1 'Documentos Personales' (origin 0)", shows: ['desk.documents.personal'] },
      initial: 'idle',
      states: {
        idle: {
          meta: { spec: 'spec 001 §2.1 Documents tab (a sub tab is loaded when first shown)', shows: ['nothing of this sub tab until it is selected'] },
          always: { guard: { type: 'isActiveTab', params: { origin: 0 } }, target: 'loading' },
        },
        loading: {
          tags: ['loading0'],
          meta: { spec: 'spec 001 §7 GET /citizens/documentsPage/{citizenId}/0?page', shows: ['desk.documents.loading', 'previous rows (busy)'] },
          invoke: {
            id: 'loadPersonal',
            src: 'loadDocumentsPage',
            input: ({ context }) => ({ citizenId: context.citizenId, origin: 0, page: context.lists[0].page }),
            onDone: [
              {
                guard: { type: 'hasDocuments', params: ({ event }) => event.output },
                target: 'ready',
                actions: { type: 'assignLoaded', params: ({ event }) => ({ origin: 0, page: event.output }) },
              },
              { target: 'empty', actions: { type: 'assignLoaded', params: ({ event }) => ({ origin: 0, page: event.output }) } },
            ],
            onError: { target: 'failed' },
          },
        },
        ready: {
          meta: { spec: 'spec 001 §2.1 rows: name with extension, type, yyyy-MM-dd HH:mm:ss, url; paginated', shows: ['rows', 'pagination'] },
          on: { 'page.change': { guard: { type: 'isOtherPage', params: { origin: 0 } }, target: 'loading', actions: 'assignPage' } },
        },
        empty: { meta: { spec: 'spec 001 §2.1 empty text', shows: ['desk.documents.noPersonal'] } },
        failed: {
          meta: {
            spec: 'spec 001 §2.1 Documents tab (the page could not be read); docs/ARCHITECTURE.md "When a backend is down…"',
            shows: ['desk.documents.loadFailed', 'desk.documents.retry'],
          },
          on: { 'documents.retry': { guard: { type: 'isOrigin', params: { origin: 0 } }, target: 'loading' } },
        },
      },
    },
    institutional: {
      meta: { spec: "spec 001 §2.1 'Documentos Institucionales' (origin 1)", shows: ['desk.documents.institutional'] },
      initial: 'idle',
      states: {
        idle: {
          meta: { spec: 'spec 001 §2.1 Documents tab (a sub tab is loaded when first shown)', shows: ['nothing of this sub tab until it is selected'] },
          always: { guard: { type: 'isActiveTab', params: { origin: 1 } }, target: 'loading' },
        },
        loading: {
          tags: ['loading1'],
          meta: {
            spec: 'spec 001 §7 GET /citizens/documentsPage/{citizenId}/1?page; contract §5 item 8',
            shows: ['desk.documents.loading', 'previous rows (busy)'],
          },
          invoke: {
            id: 'loadInstitutional',
            src: 'loadDocumentsPage',
            input: ({ context }) => ({ citizenId: context.citizenId, origin: 1, page: context.lists[1].page }),
            onDone: [
              {
                guard: { type: 'hasDocuments', params: ({ event }) => event.output },
                target: 'ready',
                actions: { type: 'assignLoaded', params: ({ event }) => ({ origin: 1, page: event.output }) },
              },
              { target: 'empty', actions: { type: 'assignLoaded', params: ({ event }) => ({ origin: 1, page: event.output }) } },
            ],
            onError: { target: 'failed' },
          },
        },
        ready: {
          meta: { spec: 'spec 001 §2.1 rows: name with extension, type, yyyy-MM-dd HH:mm:ss, url; paginated', shows: ['rows', 'pagination'] },
          on: { 'page.change': { guard: { type: 'isOtherPage', params: { origin: 1 } }, target: 'loading', actions: 'assignPage' } },
        },
        empty: { meta: { spec: 'spec 001 §2.1 empty text', shows: ['desk.documents.noInstitutional'] } },
        failed: {
          meta: {
            spec: 'spec 001 §2.1 Documents tab (the page could not be read); docs/ARCHITECTURE.md "When a backend is down…"',
            shows: ['desk.documents.loadFailed', 'desk.documents.retry'],
          },
          on: { 'documents.retry': { guard: { type: 'isOrigin', params: { origin: 1 } }, target: 'loading' } },
        },
      },
    },
    viewer: {
      meta: {
        spec: 'spec 000 §2 Shared widgets (document viewer for PDF and images); spec 001 §2.1 Documents tab (url)',
        shows: ['the viewer, open or closed'],
      },
      initial: 'closed',
      states: {
        closed: {
          meta: {
            spec: 'spec 001 §2.1 Documents tab (rows open the viewer); spec 000 §9 viewable types pdf, png, jpg, jpeg',
            shows: ['no viewer', 'rows with their url'],
          },
          on: { 'document.open': { guard: 'isViewable', target: 'open', actions: 'assignViewing' } },
        },
        open: {
          meta: { spec: 'spec 000 §2 document viewer (zoom in, zoom out, reset)', shows: ['document-viewer'] },
          on: { 'viewer.close': { target: 'closed', actions: 'clearViewing' } },
        },
      },
    },
  },
});
