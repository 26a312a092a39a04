/**
 * Page-number list with gaps for {@link Pagination}. Pages are 1-based (Laravel-style `page` /
 * `last_page`, existing-portal-contract §1).
 *
 * Always shows the first and last pages and `siblings` pages on each side of the current one;
 * a gap of exactly one page is filled with that page instead of an ellipsis.
 *
 * Examples (siblings 1): (1, 1) → [1]; (5, 10) → [1, 'gap', 4, 5, 6, 'gap', 10];
 * (2, 10) → [1, 2, 3, 'gap', 10]; (4, 7) → [1, 2, 3, 4, 5, 6, 7] (gaps of one page are filled).
 */

/** A page number or a gap marker. */
export type PaginationItem = number | 'gap';

/**
 * @param page current page (clamped into 1..lastPage)
 * @param lastPage number of pages (values < 1 give an empty list)
 * @param siblings pages shown on each side of the current page (default 1)
 */
export function paginationItems(page: number, lastPage: number, siblings = 1): PaginationItem[] {
  const last = Math.floor(lastPage);
  if (!Number.isFinite(last) || last < 1) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const pages = new Set<number>([1, last]);
  for (let p = current - siblings; p <= current + siblings; p += 1) {
    if (p >= 1 && p <= last) pages.add(p);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined) {
      if (p - prev === 2) items.push(prev + 1);
      else if (p - prev > 2) items.push('gap');
    }
    items.push(p);
  });
  return items;
}
