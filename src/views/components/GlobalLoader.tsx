/**
 * Global full-screen loading overlay with logo and message (spec 000 §2 Shared widgets; used e.g.
 * for 'Cerrando sesión' during the 1500 ms logout delay, spec 000 §4, and the 2 s after
 * authentication).
 *
 * Accessibility: the `role="status"` live region is always in the DOM (a live region must exist
 * before its content changes to be announced reliably); its text is the message while `open`.
 * The overlay blocks pointer input; AppShell additionally makes the page `inert` while it is open.
 *
 * @example <GlobalLoader open={loading} message="Cerrando sesión" logo={<Logo alt="" />} />
 */
import type { ReactNode } from 'react';
import { Spinner } from './Spinner';
import * as css from './GlobalLoader.css';

/** Props of {@link GlobalLoader}. */
export interface GlobalLoaderProps {
  open: boolean;
  /** Spanish message, e.g. "Cargando" or "Cerrando sesión". */
  message: string;
  /** Logo element (decorative here; the message is what is announced). */
  logo?: ReactNode;
}

/** See module documentation. */
export function GlobalLoader({ open, message, logo }: GlobalLoaderProps) {
  return (
    <div role="status" aria-live="polite" data-global-loader={open ? 'open' : 'closed'}>
      {open ? (
        <div className={css.overlay}>
          {logo ? (
            <div className={css.logo} aria-hidden="true">
              {logo}
            </div>
          ) : null}
          <Spinner size="lg" />
          <p className={css.message}>{message}</p>
        </div>
      ) : null}
    </div>
  );
}
