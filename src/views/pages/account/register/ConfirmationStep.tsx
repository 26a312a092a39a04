/**
 * The confirmation step of the registration wizards (spec 000 §2: the citizen's "confirmation step
 * stating thanks and that a verification e-mail will arrive"; the company's "confirmation that the
 * company awaits approval", §4), with the registered e-mail and a link to the login page.
 */
import { forwardRef } from 'react';
import { t, type MessageKey } from '../../../../messages/es';
import { Icon } from '../../../components/Icon';
import { Link } from '../../../components/Link';
import { buttonClassName } from '../../../components/Button';
import * as css from './register.css';

/** Props of {@link ConfirmationStep}. */
export interface ConfirmationStepProps {
  email: string;
  /** Title and body keys (default: the citizen's). */
  titleKey?: MessageKey;
  bodyKey?: MessageKey;
  /** Id of the heading (each wizard its own, both may be mounted). */
  headingId?: string;
}

/** See module documentation. The ref reaches the heading. */
export const ConfirmationStep = forwardRef<HTMLHeadingElement, ConfirmationStepProps>(function ConfirmationStep(
  { email, titleKey = 'register.confirmationTitle', bodyKey = 'register.confirmationBody', headingId = 'register-confirmation-title' },
  ref,
) {
  return (
    <section className={css.confirmation} aria-labelledby={headingId}>
      <Icon name="success" size={48} className={css.confirmationIcon} aria-hidden="true" />
      <h2 id={headingId} ref={ref} tabIndex={-1} className={css.stepHeading}>
        {t(titleKey)}
      </h2>
      <p>{t(bodyKey)}</p>
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
