/**
 * Pagination for paged lists (desk lists, documents, comments, 'my documents' browser; pages are
 * 1-based with `lastPage` from the server's `last_page`).
 *
 * Accessibility: `<nav aria-label={labels.nav}>`, an ordered list of buttons; the current page has
 * `aria-current="page"`; each number has an accessible name from `labels.page(n)`
 * (e.g. "Página 3"); Previous/Next are disabled at the ends. Nothing is rendered when
 * `lastPage <= 1`. Clicking the current page does nothing.
 *
 * @example
 * <Pagination page={2} lastPage={10} onChange={(p) => send({ type: 'page.change', page: p })}
 *   labels={{ nav: 'Paginación', previous: 'Anterior', next: 'Siguiente', page: (n) => `Página ${n}` }} />
 */
import { visuallyHidden } from '../../styles/utilities.css';
import { Icon } from './Icon';
import { paginationItems } from './paginationItems';
import * as css from './Pagination.css';

/** Texts of {@link Pagination}. */
export interface PaginationLabels {
  /** Accessible name of the nav, e.g. "Paginación". */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page button, e.g. `(n) => \`Página ${n}\``. */
  page: (n: number) => string;
}

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Current page (1-based). */
  page: number;
  /** Number of pages. */
  lastPage: number;
  onChange: (page: number) => void;
  labels: PaginationLabels;
  /** Pages shown on each side of the current one (default 1). */
  siblings?: number;
  /** Disables every button (e.g. while a page is loading). */
  disabled?: boolean;
  className?: string;
}

/** See module documentation. */
export function Pagination({ page, lastPage, onChange, labels, siblings = 1, disabled = false, className }: PaginationProps) {
  const items = paginationItems(page, lastPage, siblings);
  if (lastPage <= 1 || items.length === 0) return null;
  const current = Math.min(Math.max(1, page), lastPage);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= lastPage) onChange(target);
  };
  return (
    <nav aria-label={labels.nav} className={className}>
      <ul className={css.list}>
        <li>
          <button type="button" className={css.button} disabled={disabled || current <= 1} onClick={() => go(current - 1)}>
            <Icon name="chevron-left" size={18} />
            <span className={visuallyHidden}>{labels.previous}</span>
          </button>
        </li>
        {items.map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={css.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={css.button}
                aria-current={item === current ? 'page' : undefined}
                aria-label={labels.page(item)}
                disabled={disabled}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={css.button} disabled={disabled || current >= lastPage} onClick={() => go(current + 1)}>
            <span className={visuallyHidden}>{labels.next}</span>
            <Icon name="chevron-right" size={18} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
