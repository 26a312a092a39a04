/**
 * Button with the portal's variants and a safe `loading` state.
 *
 * Loading (`loading={true}`), or a pending promise returned by `onClick`:
 * - the button is marked `aria-disabled="true"` and `aria-busy="true"` but stays focusable (a
 *   natively disabled button would drop keyboard focus);
 * - every click (and the implicit form submission of a `type="submit"` button) is swallowed, so a
 *   double click can never fire the action twice;
 * - a spinner is shown and the visible label is kept, so the accessible name stays the same;
 *   `loadingLabel` (e.g. "Cargando") is appended as visually hidden text when given.
 *
 * `type` defaults to `"button"` (not the HTML default `"submit"`); pass `type="submit"` in forms.
 *
 * @example <Button variant="primary" loading={isSending} onClick={send}>Enviar</Button>
 */
import { forwardRef, useCallback, useRef, useState } from 'react';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utilities.css';
import { Spinner } from './Spinner';
import * as css from './Button.css';

/** Visual variants. `danger` is for destructive actions (delete, cancel a request). */
export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';
/** Sizes: md (44 px high, default) and sm (36 px high; still >= 24 px target). */
export type ButtonSize = 'md' | 'sm';

/** Options of {@link buttonClassName}. */
export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/**
 * Class names of a button look, for elements that are not `<button>` (e.g. a navigation link that
 * must look like a button).
 */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth = false, className }: ButtonStyleOptions = {}): string {
  return [css.base, css.size[size], css.variant[variant], fullWidth ? css.fullWidth : '', className ?? ''].filter(Boolean).join(' ');
}

/** Props of {@link Button}: every native button attribute plus the ones below. */
export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** While true the button ignores clicks and shows a spinner. */
  loading?: boolean;
  /** Spanish text appended for screen readers while loading (e.g. "Cargando"). */
  loadingLabel?: string;
  /** Decorative leading icon (e.g. `<Icon name="search" />`). */
  icon?: ReactNode;
  /**
   * Click handler. When it returns a promise, the button behaves as `loading` until the promise
   * settles (extra protection against double submission).
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void | Promise<unknown>;
}

/** See module documentation. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', fullWidth = false, loading = false, loadingLabel, icon, onClick, className, children, type = 'button', ...rest },
  ref,
) {
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const busy = loading || pending;

  const handleClick = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      if (busy || pendingRef.current) {
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      const result = onClick?.(event);
      if (result && typeof result.then === 'function') {
        pendingRef.current = true;
        setPending(true);
        const done = () => {
          pendingRef.current = false;
          setPending(false);
        };
        result.then(done, done);
      }
    },
    [busy, onClick],
  );

  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, fullWidth, className })}
      aria-disabled={busy ? true : rest['aria-disabled']}
      aria-busy={busy || undefined}
      data-loading={busy ? '' : undefined}
      onClick={handleClick}
    >
      {busy ? <Spinner size="sm" /> : icon}
      <span className={css.label}>{children}</span>
      {busy && loadingLabel ? <span className={visuallyHidden}>{loadingLabel}</span> : null}
    </button>
  );
});
