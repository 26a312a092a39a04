/**
 * Step 4 of the registration wizards when the account (or company) was created but the security
 * answers call failed (issue 10; spec 000 §7 orders the calls and is silent on this failure): says
 * so, and 'Reintentar' re-sends only the answers (the chart's `answers.retry`). Never a silent
 * confirmation. The heading takes focus (the ref reaches it); the panel is announced (role="alert").
 */
import { forwardRef } from 'react';
import { t, type MessageKey } from '../../../../messages/es';
import { Icon } from '../../../components/Icon';
import { Button } from '../../../components/Button';
import * as css from './register.css';

/** Props of {@link AnswersFailedStep}. */
export interface AnswersFailedStepProps {
  /** Title key (default: the citizen's). */
  titleKey?: MessageKey;
  /** Id of the heading (each wizard its own, both may be mounted). */
  headingId?: string;
  /** The answers are being sent again: the button shows its loader and ignores clicks. */
  retrying: boolean;
  onRetry: () => void;
}

/** See module documentation. */
export const AnswersFailedStep = forwardRef<HTMLHeadingElement, AnswersFailedStepProps>(function AnswersFailedStep(
  { titleKey = 'register.answersFailedTitle', headingId = 'register-answers-failed-title', retrying, onRetry },
  ref,
) {
  return (
    <section className={css.confirmation} aria-labelledby={headingId} role="alert">
      <Icon name="warning" size={48} className={css.answersFailedIcon} aria-hidden="true" />
      <h2 id={headingId} ref={ref} tabIndex={-1} className={css.stepHeading}>
        {t(titleKey)}
      </h2>
      <p>{t('register.answersFailedBody')}</p>
      <Button variant="primary" loading={retrying} loadingLabel={t('register.answersRetrying')} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </section>
  );
});
