/**
 * Spinner: an indeterminate progress indicator (CSS only): eight spokes whose brightness runs
 * round the circle, turned one spoke at a time (`steps(8)` over 0.8 s, css.svg).
 *
 * A stepped turn changes the picture 10 times a second instead of at every frame (60 a second for
 * a smooth turn). The global loader turns for the whole load of a signed-in page; on this machine
 * Chromium's display compositor took 809 ms of CPU in a page's first 2.5 s with a smooth turn, 480 ms
 * with a stepped one and 350 ms with none, beside the page's main thread (docs/BUDGETS.md "What
 * competes with the page's main thread"). The spokes make each step a whole picture, as the system
 * spinners of phones do. Their angles and brightness are in the CSS, so the first-load JavaScript
 * does not grow (docs/ARCHITECTURE.md Budgets: /public within 110 KB).
 *
 * - Without `label` it is decorative (`aria-hidden`), for use next to visible text
 *   (e.g. inside a loading Button).
 * - With `label` it is a polite live region (`role="status"`) whose visually hidden text is
 *   announced, e.g. `label="Cargando"`.
 *
 * Strings come from props (no message catalogue import).
 */
import { visuallyHidden } from '../../styles/utilities.css';
import * as css from './Spinner.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Visual size: sm 16 px, md 24 px (default), lg 48 px. */
  size?: 'sm' | 'md' | 'lg';
  /** Spanish text announced to screen readers; omit when the spinner is decorative. */
  label?: string;
  className?: string;
}

/** Keys of the eight spokes; each one's angle and brightness are in css.svg. */
const SPOKES = [0, 1, 2, 3, 4, 5, 6, 7];

/** Turning spokes; see module docs for the accessible behaviour. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const ring = (
    <svg className={`${css.svg} ${css.size[size]}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {SPOKES.map((i) => (
        <line key={i} x1="12" y1="2.5" x2="12" y2="7" />
      ))}
    </svg>
  );
  const rootClass = className ? `${css.root} ${className}` : css.root;
  if (!label) {
    return (
      <span className={rootClass} aria-hidden="true" data-spinner="">
        {ring}
      </span>
    );
  }
  return (
    <span className={rootClass} role="status" data-spinner="">
      {ring}
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
