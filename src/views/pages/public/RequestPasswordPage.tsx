/**
 * /public/requestPassword — password reset page (spec 000 §2 Password reset page, §4 Reset
 * password, §5 Reset password, §8 Reset password messages). Fields: document (dashes allowed, they
 * are removed before sending), e-mail and e-mail confirmation; a link back to /public/login.
 *
 * The flow lives in src/machines/resetPassword.machine.ts. This view provides the toasts
 * ('Se ha enviado un mensaje a su correo electrónico' / 'Ha ocurrido un error favor intentar mas
 * tarde.'), shows the server message of a refusal under the form and goes to /public once the
 * request was accepted. Signed-in users never reach it (the router keeps them away).
 */
import type { FormEvent } from 'react';
import { useChartSnapshot, usePageChart } from '../../app/usePageChart';
import { resetPasswordMachine } from '../../../machines/resetPassword.machine';
import type { ResetPasswordField } from '../../../domain/validation/forms';
import { t } from '../../../messages/es';
import { container } from '../../../styles/utilities.css';
import { Button } from '../../components/Button';
import { Link } from '../../components/Link';
import { TextField } from '../../components/TextField';
import * as css from './auth.css';
import '../../../messages/es/resetPassword';

/** See module documentation. */
export default function RequestPasswordPage() {
  const actor = usePageChart(resetPasswordMachine, {
    toasts: {
      notifySuccess: (p) => ({ kind: 'success', key: p.key, id: 'reset-password-sent' }),
      notifyError: (p) => ({ kind: 'error', key: p.key, id: 'reset-password-error' }),
    },
    onDone: (_, navigate) => navigate('/public', { replace: true }),
  });
  const snapshot = useChartSnapshot(actor);
  const send = actor.send;
  const { values, errors, serverMessage } = snapshot.context;
  const busy = snapshot.matches('submitting') || snapshot.status === 'done';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'form.submit' });
  };
  const change = (field: ResetPasswordField) => (e: { target: { value: string } }) =>
    send({ type: 'field.change', field, value: e.target.value });
  const errorOf = (field: ResetPasswordField) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <div className={`${container} ${css.wrap}`}>
      <form className={css.card} onSubmit={onSubmit} noValidate aria-label={t('resetPassword.title')}>
        <p>{t('resetPassword.intro')}</p>
        <TextField
          name="citizen_id"
          label={t('resetPassword.document')}
          hint={t('resetPassword.documentHint')}
          autoComplete="username"
          required
          value={values.citizen_id}
          error={errorOf('citizen_id')}
          onChange={change('citizen_id')}
        />
        <TextField
          name="email"
          type="email"
          label={t('resetPassword.email')}
          autoComplete="email"
          required
          value={values.email}
          error={errorOf('email')}
          onChange={change('email')}
        />
        <TextField
          name="email_confirmation"
          type="email"
          label={t('resetPassword.emailConfirmation')}
          autoComplete="email"
          required
          value={values.email_confirmation}
          error={errorOf('email_confirmation')}
          onChange={change('email_confirmation')}
        />
        <div aria-live="polite">
          {serverMessage !== null ? (
            <p className={css.serverMessage} role="alert">
              {serverMessage || t('resetPassword.failure')}
            </p>
          ) : null}
        </div>
        <Button type="submit" fullWidth loading={busy} loadingLabel={t('resetPassword.sending')}>
          {t('resetPassword.submit')}
        </Button>
        <div className={css.links}>
          <Link href="/public/login">{t('resetPassword.backToLogin')}</Link>
        </div>
      </form>
    </div>
  );
}
