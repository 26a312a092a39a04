/**
 * Spinner: an indeterminate progress indicator (rotating ring, CSS only).
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

/** Rotating ring; see module docs for the accessible behaviour. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const ring = (
    <svg className={`${css.svg} ${css.size[size]}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle className={css.track} cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
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
