/**
 * The loading / failed states of a desk list (spec 001 §2.1; docs/ARCHITECTURE.md "No blank page"): the error
 * block with 'Reintentar' when the load failed, the spinner while it loads.
 */
import type { ReactNode } from 'react';
import { t } from '../../../messages/es';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Spinner } from '../../components/Spinner';

/** The failed (error block with 'Reintentar') or loading (spinner) state of a list; null once loaded. */
export function listLoadState(state: { failed: boolean; loading: boolean; onRetry: () => void }): ReactNode | null {
  if (state.failed) return <ErrorBlock message={t('errors.loadFailed')} retryLabel={t('common.retry')} onRetry={state.onRetry} />;
  if (state.loading) return <Spinner label={t('common.loading')} />;
  return null;
}
