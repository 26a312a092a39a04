/**
 * The confirmation step of the company wizard (spec 000 §2: "confirmation that the company awaits
 * approval"; §4 "Company: registered, then awaiting approval"), with a link to the login page.
 */
import { forwardRef } from 'react';
import { t } from '../../../../../messages/es';
import { Icon } from '../../../../components/Icon';
import { Link } from '../../../../components/Link';
import { buttonClassName } from '../../../../components/Button';
import * as css from '../register.css';

/** See module documentation. The ref reaches the heading. */
export const CompanyConfirmationStep = forwardRef<HTMLHeadingElement, { email: string }>(function CompanyConfirmationStep({ email }, ref) {
  return (
    <section className={css.confirmation} aria-labelledby="company-confirmation-title">
      <Icon name="success" size={48} className={css.confirmationIcon} aria-hidden="true" />
      <h2 id="company-confirmation-title" ref={ref} tabIndex={-1} className={css.stepHeading}>
        {t('companyRegister.confirmationTitle')}
      </h2>
      <p>{t('companyRegister.confirmationBody')}</p>
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
