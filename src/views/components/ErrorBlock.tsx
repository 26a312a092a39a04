/**
 * "Backend down" block (docs/ARCHITECTURE.md: "each block that needed the backend says so in Spanish with a
 * way to retry"): icon + message in a `role="alert"` container, and a retry button.
 * While `retrying` the button shows a spinner and ignores clicks.
 *
 * @example <ErrorBlock message="No se pudo cargar el catálogo." retryLabel="Reintentar" onRetry={retry} />
 */
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Icon } from './Icon';
import * as css from './Feedback.css';

/** Props of {@link ErrorBlock}. */
export interface ErrorBlockProps {
  message: ReactNode;
  /** Button text (e.g. "Reintentar"); the button is omitted without `onRetry`. */
  retryLabel?: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

/** See module documentation. */
export function ErrorBlock({ message, retryLabel, onRetry, retrying = false, className }: ErrorBlockProps) {
  return (
    <div className={className ? `${css.error} ${className}` : css.error} data-error-block="">
      <p className={css.errorMessage} role="alert">
        <Icon name="error" />
        <span>{message}</span>
      </p>
      {onRetry && retryLabel ? (
        <Button variant="secondary" size="sm" icon={<Icon name="refresh" size={16} />} loading={retrying} onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
