/**
 * Filters of 'Consultas generales' → 'Documentos' (spec 000 §2 General queries page: "filter by
 * type, search by document title"). Pure, no React.
 */
import type { InfoDocumentGroup } from '../../../domain/content';
import { foldText } from '../catalogue/search';

/** The filter values: `type` is a group id or '' (all types); `query` is free text. */
export interface DocumentFilter {
  type: string;
  query: string;
}

/** No filter: every type, no search. */
export const NO_FILTER: DocumentFilter = { type: '', query: '' };

/**
 * The groups and documents matching `filter`, in the input order: only the chosen group (every
 * group when `type` is ''; an unknown id matches nothing), and only documents whose title
 * contains every word of `query`, ignoring case, accents and extra spaces ('ley   ORGANICA' finds
 * 'Ley Orgánica de Turismo'). Groups left without documents are dropped.
 *
 * @example filterDocuments(groups, { type: '1', query: 'fomento' }) // [{ id: '1', documents: [Ley 158-01] }]
 */
export function filterDocuments(groups: readonly InfoDocumentGroup[], filter: DocumentFilter): InfoDocumentGroup[] {
  const terms = foldText(filter.query).split(' ').filter(Boolean);
  const result: InfoDocumentGroup[] = [];
  for (const group of groups) {
    if (filter.type !== '' && group.id !== filter.type) continue;
    const documents = terms.length === 0 ? group.documents : group.documents.filter((doc) => terms.every((term) => foldText(doc.title).includes(term)));
    if (documents.length > 0) result.push(documents === group.documents ? group : { ...group, documents });
  }
  return result;
}

/** Number of documents in `groups`. */
export const countDocuments = (groups: readonly InfoDocumentGroup[]): number => groups.reduce((n, g) => n + g.documents.length, 0);
