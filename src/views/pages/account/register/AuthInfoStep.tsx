/**
 * Step 0 of the citizen wizard, authentication info (spec 000 §2, §5 step 0): e-mail, e-mail
 * confirmation, password and password confirmation.
 */
import { forwardRef } from 'react';
import { t } from '../../../../messages/es';
import { TextField } from '../../../components/TextField';
import { PasswordField } from '../../../components/PasswordField';
import { messageText } from './fields';
import { StepFrame, type StepProps } from './StepFrame';
import * as css from './register.css';

/** See module documentation. The ref reaches the step heading. */
export const AuthInfoStep = forwardRef<HTMLHeadingElement, StepProps>(function AuthInfoStep({ values, errors, onChange }, ref) {
  const show = { show: t('common.showPassword') };
  return (
    <StepFrame ref={ref} title={t('register.steps.authInfo')} note={t('register.requiredNote')}>
      <div className={css.grid}>
        <TextField
          label={t('register.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          error={messageText(errors.email)}
          onChange={(e) => onChange('email', e.target.value)}
        />
        <TextField
          label={t('register.fields.emailConfirmation')}
          type="email"
          autoComplete="off"
          inputMode="email"
          required
          value={values.email_confirmation}
          error={messageText(errors.email_confirmation)}
          onChange={(e) => onChange('email_confirmation', e.target.value)}
        />
        <PasswordField
          label={t('register.fields.password')}
          labels={show}
          autoComplete="new-password"
          required
          value={values.password}
          error={messageText(errors.password)}
          onChange={(e) => onChange('password', e.target.value)}
        />
        <PasswordField
          label={t('register.fields.passwordConfirmation')}
          labels={show}
          autoComplete="new-password"
          required
          value={values.password_confirmation}
          error={messageText(errors.password_confirmation)}
          onChange={(e) => onChange('password_confirmation', e.target.value)}
        />
      </div>
    </StepFrame>
  );
});
