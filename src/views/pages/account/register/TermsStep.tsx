/**
 * Step 3 of the citizen wizard, terms and conditions (spec 000 §2, §5 step 3, §7 content page
 * 'terminos-y-condiciones'): the terms HTML from the content API, sanitised with DOMPurify, in a
 * keyboard-scrollable region, and the acceptance checkbox ('Debe aceptar los terminos y condiciones
 * de uso y privacidad para continuar').
 */
import { forwardRef, useEffect, useState } from 'react';
import { useChartSnapshot, usePageChart } from '../../../app/usePageChart';
import { t } from '../../../../messages/es';
import { termsResource } from '../../../../machines/citizenRegistration.machine';
import { CheckboxField } from '../../../components/CheckboxField';
import { Spinner } from '../../../components/Spinner';
import { ErrorBlock } from '../../../components/ErrorBlock';
import { SafeHtml, sanitizeHtml, type SanitizedHtml } from '../../../components/SafeHtml';
import { messageText } from './fields';
import { StepFrame, type StepProps } from './StepFrame';
import * as css from './register.css';

/** See module documentation. The ref reaches the step heading. */
export const TermsStep = forwardRef<HTMLHeadingElement, StepProps & { disabled?: boolean }>(function TermsStep({ values, errors, onChange, disabled }, ref) {
  const actor = usePageChart(termsResource, { input: { key: null } });
  const resource = useChartSnapshot(actor);
  const send = actor.send;
  const raw = typeof resource.context.data === 'string' ? resource.context.data : null;
  const [clean, setClean] = useState<{ raw: string; html: SanitizedHtml } | null>(null);
  const [sanitizeFailed, setSanitizeFailed] = useState(false);
  const [sanitizeAttempt, setSanitizeAttempt] = useState(0);
  useEffect(() => {
    if (raw === null) return;
    let live = true;
    sanitizeHtml(raw).then(
      (html) => live && setClean({ raw, html }),
      () => live && setSanitizeFailed(true),
    );
    return () => {
      live = false;
    };
  }, [raw, sanitizeAttempt]);
  const html = clean && clean.raw === raw ? clean.html : null;
  const failed = resource.matches('failed') || sanitizeFailed;
  return (
    <StepFrame ref={ref} title={t('register.steps.terms')}>
      {!failed && html === null ? <Spinner label={t('common.loading')} /> : null}
      {failed ? (
        <ErrorBlock
          message={t('register.termsFailed')}
          retryLabel={t('common.retry')}
          onRetry={() => {
            if (sanitizeFailed) {
              setSanitizeFailed(false);
              setSanitizeAttempt((n) => n + 1);
            } else send({ type: 'resource.retry' });
          }}
        />
      ) : null}
      {!failed && html !== null ? (
        <div className={css.terms} role="region" aria-label={t('register.termsRegion')} tabIndex={0}>
          <SafeHtml html={html} />
        </div>
      ) : null}
      <CheckboxField
        label={t('register.fields.acceptTerms')}
        required
        disabled={disabled}
        checked={values.terms}
        error={messageText(errors.terms)}
        onChange={(e) => onChange('terms', e.target.checked)}
      />
    </StepFrame>
  );
});
