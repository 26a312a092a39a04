/**
 * Loaders of the content-API pages (spec 000 §2 /app/policy "privacy policy, content fetched from a
 * pages service", §7 GET /pages/v1/page/politica-privacidad and GET page terminos-y-condiciones;
 * contract W6/W7). The only door from the policy view to src/api. Answers are cached 24 h by the
 * API layer (spec 000 §9 general data).
 *
 * The HTML is returned RAW: views must render it through `CmsHtml` (DOMPurify), never directly.
 */
import { getDocumentsInfo, getGeneralQueriesMaps, getPage } from '../../api/content';
import { ok, type ApiResult } from '../../api/result';
import { safeUrl } from './catalogue';

/** Slugs of the content pages the portal shows. */
export type ContentPageSlug = 'politica-privacidad' | 'terminos-y-condiciones';

/** Slug of the privacy policy page. */
export const POLICY_SLUG: ContentPageSlug = 'politica-privacidad';
/** Slug of the terms-of-use page (also the anchor of its section on /app/policy). */
export const TERMS_SLUG: ContentPageSlug = 'terminos-y-condiciones';

/**
 * GET /pages/v1/page/{slug} → the page's `content` (untrusted HTML; may be empty). Fails
 * (ApiFailure) on network/HTTP errors (an unknown slug is a WordPress 404) and on a body without a
 * string `content` (`malformed`). The CMS `title` is not used: the portal titles its sections itself.
 */
export async function loadContentPage(slug: ContentPageSlug): Promise<ApiResult<string>> {
  const result = await getPage(slug);
  return result.ok ? ok(result.data.content) : result;
}

/* ----------------------------------------------------------------------------------------------
 * General queries (spec 000 §2 General queries page, §3 document group and map item, §7
 * GET /web/v1/generalQueriesMaps and GET /web/v1/documentsInfo, §9 viewable types)
 * -------------------------------------------------------------------------------------------- */

/** A map of 'Mapa de los Polos' ready for display: safe image URLs (relative or http(s)). */
export interface PoloMap {
  title: string;
  /** Card image. Falls back to `imageURL` when the API sent no usable preview. */
  previewUrl: string;
  /** Full-size image opened in the viewer. Falls back to `previewURL`. */
  imageUrl: string;
}

/** How the document viewer shows a file: spec 000 §9 "Viewable types ... pdf, png, jpg, jpeg". */
export type ViewerKind = 'pdf' | 'image';

/** A document of 'Documentos' ready for display. */
export interface InfoDocument {
  title: string;
  /** Safe URL (relative or http(s)). */
  url: string;
  /** Lower-case extension of the URL's path without the dot ('pdf', 'xlsx'); '' when none. */
  extension: string;
  /** 'pdf' or 'image' for the viewable types; null otherwise (the list offers a download). */
  viewer: ViewerKind | null;
}

/** A document type (group) of 'Documentos'. */
export interface InfoDocumentGroup {
  /** The group's id as a string (the value of the type filter). */
  id: string;
  title: string;
  documents: InfoDocument[];
}

const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(['png', 'jpg', 'jpeg']);

/** Lower-case extension of a URL's path ('/a/b.PDF?x=1' → 'pdf'; none → ''). */
export function extensionOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Viewer of an extension (spec 000 §9): pdf → 'pdf'; png, jpg, jpeg → 'image'; other → null. */
export function viewerKindOf(extension: string): ViewerKind | null {
  const ext = extension.toLowerCase();
  if (ext === 'pdf') return 'pdf';
  return IMAGE_EXTENSIONS.has(ext) ? 'image' : null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * GET /web/v1/generalQueriesMaps → the maps to show, in the API's order. The content API is
 * untrusted: an item without a title or without any safe image URL is left out. Fails (ApiFailure)
 * on network/HTTP errors and on a body that is not a list (`malformed`).
 */
export async function loadGeneralQueryMaps(): Promise<ApiResult<PoloMap[]>> {
  const result = await getGeneralQueriesMaps();
  if (!result.ok) return result;
  const maps: PoloMap[] = [];
  for (const item of result.data as unknown[]) {
    const entry = record(item);
    if (!entry) continue;
    const title = text(entry.title);
    const preview = safeUrl(text(entry.previewURL));
    const image = safeUrl(text(entry.imageURL));
    if (!title || (!preview && !image)) continue;
    maps.push({ title, previewUrl: (preview ?? image)!, imageUrl: (image ?? preview)! });
  }
  return ok(maps);
}

/**
 * GET /web/v1/documentsInfo → the document types with their documents, in the API's order. A
 * document without a title or a safe URL is left out; a group without a title or with no document
 * left is left out too. Fails (ApiFailure) on network/HTTP errors and on a body that is not a list.
 */
export async function loadDocumentGroups(): Promise<ApiResult<InfoDocumentGroup[]>> {
  const result = await getDocumentsInfo();
  if (!result.ok) return result;
  const groups: InfoDocumentGroup[] = [];
  for (const item of result.data as unknown[]) {
    const entry = record(item);
    if (!entry) continue;
    const title = text(entry.title);
    const id = typeof entry.id === 'number' || typeof entry.id === 'string' ? String(entry.id) : title;
    const documents: InfoDocument[] = [];
    for (const raw of Array.isArray(entry.documents) ? (entry.documents as unknown[]) : []) {
      const doc = record(raw);
      const docTitle = text(doc?.documentTitle);
      const url = safeUrl(text(doc?.documentURL));
      if (!docTitle || !url) continue;
      const extension = extensionOf(url);
      documents.push({ title: docTitle, url, extension, viewer: viewerKindOf(extension) });
    }
    if (title && documents.length > 0) groups.push({ id, title, documents });
  }
  return ok(groups);
}
