/**
 * The confirmation step of the citizen wizard (spec 000 §2: "a confirmation step stating thanks and
 * that a verification e-mail will arrive"), with a link to the login page.
 */
import { forwardRef } from 'react';
import { t } from '../../../../messages/es';
import { Icon } from '../../../components/Icon';
import { Link } from '../../../components/Link';
import { buttonClassName } from '../../../components/Button';
import * as css from './register.css';

/** See module documentation. The ref reaches the heading. */
export const ConfirmationStep = forwardRef<HTMLHeadingElement, { email: string }>(function ConfirmationStep({ email }, ref) {
  return (
    <section className={css.confirmation} aria-labelledby="register-confirmation-title">
      <Icon name="success" size={48} className={css.confirmationIcon} aria-hidden="true" />
      <h2 id="register-confirmation-title" ref={ref} tabIndex={-1} className={css.stepHeading}>
        {t('register.confirmationTitle')}
      </h2>
      <p>{t('register.confirmationBody')}</p>
      {email ? (
        <p>
          <strong>{email}</strong>
        </p>
      ) : null}
      <Link href="/public/login" unstyled className={buttonClassName({ variant: 'primary' })}>
        {t('register.goToLogin')}
      </Link>
    </section>
  );
});
