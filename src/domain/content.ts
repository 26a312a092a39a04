/**
 * Display data of the content API's pages (spec 000 §2 Contact page, General queries page,
 * /app/policy; §3 contact branch, document group, map item; contract W5-W7), shaped from answers
 * that are untrusted: every link target goes through ./links (http(s) or a same-origin path,
 * `tel:` digits, `mailto:` of a valid address), missing fields become empty, unusable items are
 * left out. Pure rules, no IO: the reads that call the content API and apply these are in
 * src/machines/pageReads.ts. HTML fields (pages) are returned as
 * received: views render them through the sanitiser (src/views/components/SafeHtml.tsx).
 */
import type { SchemaBranch } from '../api/generated/content';
import { isValidEmail } from './validation/contact';
import { safeUrl } from './links';

/** Slugs of the content pages the portal shows (GET /pages/v1/page/{slug}, contract W6/W7). */
export type ContentPageSlug = 'politica-privacidad' | 'terminos-y-condiciones';
/** Slug of the privacy policy page. */
export const POLICY_SLUG: ContentPageSlug = 'politica-privacidad';
/** Slug of the terms-of-use page (also the anchor of its section on /app/policy). */
export const TERMS_SLUG: ContentPageSlug = 'terminos-y-condiciones';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/* ---------------------------------------------------------------------------------------------
 * Contact page (spec 000 §2 Contact page, §3 Contact branch; contract W5)
 * ------------------------------------------------------------------------------------------- */

/** A value of a branch shown as text, with its link target when it has a safe one. */
export interface BranchLink {
  text: string;
  /** `tel:…`, `mailto:…` or an http(s) URL; null when the value is shown without a link. */
  href: string | null;
}

/** A branch ready for display (spec 000 §2: title, address, phoneNumber, website, email). */
export interface ContactBranch {
  title: string;
  address: string;
  phone: BranchLink | null;
  website: BranchLink | null;
  email: BranchLink | null;
}

/**
 * `tel:` target of a phone as written by the content API ('809-555-0100', '1-809-555-0199',
 * '(809) 555 0100 ext. 2' → digits of the number only): 10 digits get the country code +1, 11 digits
 * starting with 1 get a '+'; anything else keeps its digits when there are at least 7, else null.
 */
export function telHref(phone: string): string | null {
  const main = phone.split(/ext|x|,|;/i)[0] ?? '';
  const digits = main.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return digits.length >= 7 ? `tel:${digits}` : null;
}

/**
 * Link target of a web address: an absolute http(s) URL as is; a bare host name
 * ('mitur.gob.do', 'www.mitur.gob.do/contacto') as https; anything else (javascript:, data:, text
 * with spaces) null.
 */
export function websiteHref(website: string): string | null {
  const absolute = safeUrl(website, false);
  if (absolute) return absolute;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(website)) return safeUrl(`https://${website}`, false);
  return null;
}

/** The display data of one branch as the content API sent it (missing fields become empty). */
export function toContactBranch(branch: Partial<Record<keyof SchemaBranch, unknown>>): ContactBranch {
  const phone = text(branch.phoneNumber);
  const website = text(branch.website);
  const email = text(branch.email);
  return {
    title: text(branch.title),
    address: text(branch.address),
    phone: phone ? { text: phone, href: telHref(phone) } : null,
    website: website ? { text: website, href: websiteHref(website) } : null,
    email: email ? { text: email, href: isValidEmail(email) ? `mailto:${email}` : null } : null,
  };
}

/**
 * The branches for display, in the order received; entries that are not objects or have neither
 * title nor address are dropped.
 */
export function contactBranches(list: readonly unknown[]): ContactBranch[] {
  return list
    .filter((b): b is SchemaBranch => b !== null && typeof b === 'object')
    .map(toContactBranch)
    .filter((b) => b.title !== '' || b.address !== '');
}

/* ---------------------------------------------------------------------------------------------
 * General queries (spec 000 §2 General queries page, §3 document group and map item, §9 viewable
 * types; contract GET /web/v1/generalQueriesMaps and GET /web/v1/documentsInfo)
 * ------------------------------------------------------------------------------------------- */

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

/**
 * The maps to show, in the API's order. An item without a title or without any safe image URL is
 * left out.
 */
export function poloMaps(list: readonly unknown[]): PoloMap[] {
  const maps: PoloMap[] = [];
  for (const item of list) {
    const entry = record(item);
    if (!entry) continue;
    const title = text(entry.title);
    const preview = safeUrl(text(entry.previewURL));
    const image = safeUrl(text(entry.imageURL));
    if (!title || (!preview && !image)) continue;
    maps.push({ title, previewUrl: (preview ?? image)!, imageUrl: (image ?? preview)! });
  }
  return maps;
}

/**
 * The document types with their documents, in the API's order. A document without a title or a
 * safe URL is left out; a group without a title or with no document left is left out too.
 */
export function documentGroups(list: readonly unknown[]): InfoDocumentGroup[] {
  const groups: InfoDocumentGroup[] = [];
  for (const item of list) {
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
  return groups;
}
