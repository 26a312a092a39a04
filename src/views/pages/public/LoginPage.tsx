/**
 * Login page (spec 000 §2 Login screen, §5 Login, §8 "Failed login request"). The flow lives in
 * src/machines/login.machine.ts; on success the session takes the user and the page goes to
 * /app/myDesk.
 *
 * After a session ended by a refused token refresh (in this tab or another; issue 25 "An expired
 * session keeps the work") the page says so above the form, and that a draft was kept when the
 * browser keeps one of that user ('Su sesión ha expirado. Inicie sesión de nuevo para continuar; su
 * borrador se ha guardado.'); the next sign-in forgets it (src/api/tokenStore.ts `SESSION_END_KEY`).
 */
import { container } from '../../../styles/utilities.css';
import { useState, type FormEvent } from 'react';
import { useChartSnapshot, usePageChart } from '../../app/usePageChart';
import { loginMachine } from '../../../machines/login.machine';
import { t } from '../../../messages/es';
import { Button } from '../../components/Button';
import { Link } from '../../components/Link';
import { PasswordField } from '../../components/PasswordField';
import { TextField } from '../../components/TextField';
import { SessionContext } from '../../app/session';
import { sessionEndReason } from '../../../machines/sessionEnd';
import * as css from './auth.css';
import '../../../messages/es/login';

export default function LoginPage() {
  const session = SessionContext.useActorRef();
  const actor = usePageChart(loginMachine, {
    toasts: { notifyError: (p) => ({ kind: 'error', key: p.key, id: 'login-error' }) },
    onDone: (output, navigate) => {
      if (!output) return;
      session.send({ type: 'session.signedIn', user: output.user, profileImg: output.profileImg });
      navigate('/app/myDesk', { replace: true });
    },
  });
  const snapshot = useChartSnapshot(actor);
  const send = actor.send;
  const { values, errors, serverMessage } = snapshot.context;
  const busy = snapshot.matches('submitting') || snapshot.matches('loadingUser');
  const [ended] = useState(sessionEndReason);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'form.submit' });
  };

  return (
    <div className={`${container} ${css.wrap}`}>
      <form className={css.card} onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
        {ended ? (
          <p className={css.sessionEnded} role="status">
            {t(ended === 'expiredDraftKept' ? 'login.sessionExpiredDraftKept' : 'login.sessionExpired')}
          </p>
        ) : null}
        <TextField
          name="citizen_id"
          label={t('login.document')}
          hint={t('login.documentHint')}
          autoComplete="username"
          inputMode="text"
          required
          value={values.citizen_id}
          error={errors.citizen_id ? t(errors.citizen_id) : undefined}
          onChange={(e) => send({ type: 'field.change', field: 'citizen_id', value: e.target.value })}
        />
        <PasswordField
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
          required
          value={values.password}
          error={errors.password ? t(errors.password) : undefined}
          onChange={(e) => send({ type: 'field.change', field: 'password', value: e.target.value })}
          labels={{ show: t('common.showPassword') }}
        />
        <div aria-live="polite">
          {serverMessage ? (
            <p className={css.serverMessage} role="alert">
              {serverMessage}
            </p>
          ) : null}
        </div>
        <Button type="submit" fullWidth loading={busy} loadingLabel={t('common.loading')}>
          {t('login.submit')}
        </Button>
        <div className={css.links}>
          <Link href="/public/requestPassword">{t('login.forgotPassword')}</Link>
          <span>
            {t('login.noAccount')} <Link href="/app/register">{t('login.register')}</Link>
          </span>
        </div>
      </form>
    </div>
  );
}
