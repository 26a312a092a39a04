/**
 * Spinner: an indeterminate progress indicator (CSS only): eight spokes whose brightness runs
 * round the circle, turned one spoke at a time (`steps(8)` over 0.8 s, css.svg).
 *
 * A stepped turn changes the picture 10 times a second instead of at every frame (60 a second for
 * a smooth turn): the compositor draws a new frame only when the picture changes. The global
 * loader turns for the whole load of a signed-in page, and on this machine the frames of a smooth
 * turn cost Chromium's display compositor about 0.45 s of CPU in the first 2.5 s of the page
 * (docs/BUDGETS.md "What competes with the page's main thread"). The spokes make each step a whole
 * picture, as the system spinners of phones do.
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

/**
 * Opacity of the spoke `i` (0 at twelve o'clock, then clockwise every 45°): the spoke at the top is
 * the brightest, the one behind it (counter-clockwise) next, down to the one ahead of it.
 */
const SPOKES = Array.from({ length: 8 }, (_, i) => ({ angle: i * 45, opacity: 1 - ((8 - i) % 8) * 0.11 }));

/** Turning spokes; see module docs for the accessible behaviour. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const ring = (
    <svg className={`${css.svg} ${css.size[size]}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {SPOKES.map(({ angle, opacity }) => (
        <line
          key={angle}
          x1="12"
          y1="2.5"
          x2="12"
          y2="7"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          opacity={opacity}
          transform={`rotate(${angle} 12 12)`}
        />
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
