/**
 * Account activation page (spec 000 §2 "Account activation page": takes the activation token from
 * the path, calls the server, shows the server message with a success or failure icon).
 * Flow: src/machines/activation.machine.ts.
 */
import { container } from '../../../styles/utilities.css';
import { useChartSnapshot, usePageChart } from '../../app/usePageChart';
import { activationMachine } from '../../../machines/activation.machine';
import { t } from '../../../messages/es';
import { buttonClassName } from '../../components/Button';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { Spinner } from '../../components/Spinner';
import type { PageProps } from '../../app/pages';
import * as css from '../public/auth.css';
import '../../../messages/es/activation';

export default function ActivateAccountPage({ params }: PageProps) {
  const actor = usePageChart(activationMachine, { input: { token: params.activationToken ?? '' } });
  const snapshot = useChartSnapshot(actor);
  const { message } = snapshot.context;

  return (
    <div className={`${container} ${css.wrap}`}>
      <section className={css.card} aria-live="polite" aria-busy={snapshot.matches('activating')}>
        {snapshot.matches('activating') ? (
          <div className={css.status}>
            <Spinner size="lg" label={t('activation.activating')} />
            <p>{t('activation.activating')}</p>
          </div>
        ) : snapshot.matches('unreachable') ? (
          <ErrorBlock message={t('errors.loadFailed')} retryLabel={t('common.retry')} onRetry={() => actor.send({ type: 'activation.retry' })} />
        ) : (
          <div className={css.status}>
            {snapshot.matches('activated') ? (
              <Icon name="success" className={snapshot.matches('activated') ? css.iconOk : css.iconFail} aria-hidden="true" />
            ) : (
              <Icon name="error" className={snapshot.matches('activated') ? css.iconOk : css.iconFail} aria-hidden="true" />
            )}
            <h2 className={css.heading}>{snapshot.matches('activated') ? t('activation.successIcon') : t('activation.failureIcon')}</h2>
            <p role="status">{message || (snapshot.matches('activated') ? t('activation.successFallback') : t('activation.failureFallback'))}</p>
            {snapshot.matches('activated') ? (
              <Link href="/public/login" unstyled className={buttonClassName({})}>
                {t('activation.goToLogin')}
              </Link>
            ) : (
              <Link href="/public">{t('nav.goHome')}</Link>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
