/**
 * Error boundary of one route's page (docs/ARCHITECTURE.md "No blank page, ever: an error boundary per route"):
 * a failure while rendering a page (a bug, an unexpected answer, a chunk that failed to load) shows a
 * Spanish message with 'Reintentar' and a link to /public inside the shell, so the header, the menu
 * and the footer keep working. Navigating to another path clears the error.
 *
 * Built on the project's ChunkBoundary (the 30-line boundary the shell already ships) rather than a
 * library, so the /public first load (budget 110 KB gzipped) does not grow.
 */
import { useState, type ReactNode } from 'react';
import { t } from '../../messages/es';
import { ChunkBoundary } from '../components/ChunkBoundary';
import { ErrorBlock } from '../components/ErrorBlock';
import { Link } from '../components/Link';
import { container } from '../../styles/utilities.css';

/** Props of {@link RouteBoundary}: the page, and the path whose change resets the boundary. */
export interface RouteBoundaryProps {
  path: string;
  children: ReactNode;
}

/** See module documentation. */
export function RouteBoundary({ path, children }: RouteBoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  const fallback = (
    <section className={container} data-route-error="">
      <ErrorBlock message={t('common.pageFailed')} retryLabel={t('common.retry')} onRetry={() => setAttempt((n) => n + 1)} />
      <p>
        <Link href="/public" variant="standalone">
          {t('common.goHome')}
        </Link>
      </p>
    </section>
  );
  return (
    <ChunkBoundary resetKey={`${path}#${attempt}`} fallback={fallback}>
      {children}
    </ChunkBoundary>
  );
}
