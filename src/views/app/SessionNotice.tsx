/**
 * The session notices shown by the app shell (src/views/app/session.tsx documents when), in a lazy
 * chunk of their own: they appear only when the current user could not be loaded or the browser's
 * storage is full, so their code stays out of every page's first load (budget: /public
 * <= 110 KB gzipped).
 *
 * - `userUnavailable`: 'No se pudo cargar su sesión. Verifique su conexión e intente de nuevo.' with
 *   'Reintentar' (`onRetry`) and 'Cerrar sesión' (`onLogout`).
 * - `storageFull`: 'El almacenamiento de su navegador está lleno: su sesión se mantendrá solo
 *   mientras esta pestaña esté abierta.'
 */
import { t } from '../../messages/es';
import { container } from '../../styles/utilities.css';
import { Button } from '../components/Button';
import { ErrorBlock } from '../components/ErrorBlock';
import { Icon } from '../components/Icon';
import * as css from './session.css';

/** Props of {@link SessionNotice}. */
export type SessionNoticeProps =
  { kind: 'userUnavailable'; onRetry: () => void; onLogout: () => void } | { kind: 'storageFull'; messageKey: 'session.storageFull' };

/** See module documentation. A second 'Reintentar' click finds the chart loading and is ignored. */
export default function SessionNotice(props: SessionNoticeProps) {
  if (props.kind === 'storageFull') {
    return (
      <section aria-label={t('session.noticeRegion')} className={`${container} ${css.band}`} data-session-notice="storageFull">
        <p className={css.warning} role="status">
          <Icon name="warning" />
          <span>{t(props.messageKey)}</span>
        </p>
      </section>
    );
  }
  return (
    <section aria-label={t('session.noticeRegion')} className={`${container} ${css.band}`} data-session-notice="userUnavailable">
      <ErrorBlock message={t('session.userUnavailable')} retryLabel={t('common.retry')} onRetry={props.onRetry} />
      <div className={css.actions}>
        <Button variant="text" size="sm" onClick={props.onLogout}>
          {t('nav.logout')}
        </Button>
      </div>
    </section>
  );
}
