/**
 * Procedure search of the home page (spec 000 §1 "a search box for procedures"): filters the
 * procedures of GET /services by name and description, ignoring case, accents and extra spaces.
 * Pure, no React.
 */

/** Lower case, accents removed (NFD + combining marks), whitespace collapsed: "Licéncia  " → "licencia". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** What the search reads of a procedure. */
export interface Searchable {
  name: string;
  description?: string | null;
}

/**
 * The procedures matching `query`: every word of the query must occur (as a substring) in the
 * folded name + description. Procedures whose name alone matches come first; otherwise the input
 * order is kept. A blank query matches nothing (returns []).
 *
 * @example searchServices(list, 'licencia operacion') // every "Licencia de Operación ..." procedure
 */
export function searchServices<T extends Searchable>(services: readonly T[], query: string): T[] {
  const terms = foldText(query).split(' ').filter(Boolean);
  if (terms.length === 0) return [];
  const inName: T[] = [];
  const inDescription: T[] = [];
  for (const service of services) {
    const name = foldText(service.name);
    if (terms.every((term) => name.includes(term))) {
      inName.push(service);
      continue;
    }
    const all = `${name} ${foldText(service.description ?? '')}`;
    if (terms.every((term) => all.includes(term))) inDescription.push(service);
  }
  return [...inName, ...inDescription];
}
