/**
 * Membership invitation acceptance page, /app/acceptMembership (spec 000 §2 "Membership invitation
 * acceptance page: reads citizen_id, company_id and token_code from the query, shows success or
 * failure, with a button to the desk (if logged in) or to login"; §4 Invitation; §8 failed
 * acceptance toast 'Ha ocurrido un error, contacte a soporte').
 *
 * Flow: src/machines/membership.machine.ts. A link missing a parameter shows a failure without
 * calling the server. A failed call shows the toast and a retry button. Once answered (or invalid),
 * a signed-in user gets 'Ir a mi escritorio' (/app/myDesk) and a guest 'Iniciar Sesión'
 * (/public/login); nothing while the session is still loading.
 */
import { container } from '../../../styles/utilities.css';
import { useChartSnapshot, usePageChart } from '../../app/usePageChart';
import { useSearch } from 'wouter';
import { membershipMachine, parseInvitationQuery } from '../../../machines/membership.machine';
import { t } from '../../../messages/es';
import { useAuthStatus } from '../../app/session';
import { buttonClassName } from '../../components/Button';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { Spinner } from '../../components/Spinner';
import type { PageProps } from '../../app/pages';
import * as css from '../public/auth.css';
import '../../../messages/es/membership';

/** The button after the answer: to the desk when signed in, to login otherwise. */
function NextStep() {
  const auth = useAuthStatus();
  if (auth === 'unknown') return null;
  return auth === 'authenticated' ? (
    <Link href="/app/myDesk" unstyled className={buttonClassName({})}>
      {t('membership.goToDesk')}
    </Link>
  ) : (
    <Link href="/public/login" unstyled className={buttonClassName({})}>
      {t('membership.goToLogin')}
    </Link>
  );
}

export default function AcceptMembershipPage(_props: PageProps) {
  const search = useSearch();
  const actor = usePageChart(membershipMachine, {
    input: { params: parseInvitationQuery(search) },
    toasts: { notifyError: (p) => ({ kind: 'error', key: p.key, id: 'membership-error' }) },
  });
  const snapshot = useChartSnapshot(actor);
  const send = actor.send;
  const { message } = snapshot.context;
  const accepted = snapshot.matches('accepted');

  let body;
  if (snapshot.matches('accepting') || snapshot.matches('checking')) {
    body = (
      <div className={css.status}>
        <Spinner size="lg" label={t('membership.accepting')} />
        <p>{t('membership.accepting')}</p>
      </div>
    );
  } else if (snapshot.matches('failed')) {
    body = <ErrorBlock message={t('errors.loadFailed')} retryLabel={t('common.retry')} onRetry={() => send({ type: 'membership.retry' })} />;
  } else {
    const invalid = snapshot.matches('invalid');
    body = (
      <div className={css.status}>
        <Icon name={accepted ? 'success' : 'error'} className={accepted ? css.iconOk : css.iconFail} aria-hidden="true" />
        <h2 className={css.heading}>{accepted ? t('membership.successHeading') : invalid ? t('membership.missingParams') : t('membership.failureHeading')}</h2>
        <p role="status">
          {invalid ? t('membership.missingParamsDetail') : message || (accepted ? t('membership.successFallback') : t('membership.failureFallback'))}
        </p>
        <NextStep />
      </div>
    );
  }

  return (
    <div className={`${container} ${css.wrap}`}>
      <section className={css.card} aria-live="polite" aria-busy={snapshot.matches('accepting')} aria-label={t('membership.title')}>
        {body}
      </section>
    </div>
  );
}
