/**
 * The company registration wizard, the 'Empresa' tab of /app/register (spec 000 §2 "Company
 * registration (5-step wizard)", §5 "Company registration, step 2", §7, §8; issue 4): a stepper with
 * the five step labels and 'Error' markers, one step at a time (authentication, company data with
 * the three PDFs, security questions, terms, the confirmation that the company awaits approval),
 * Back / Next ('Registrar' on the terms step), and the copyright line.
 *
 * On opening, a modal warns that company registration is only for companies that use
 * representatives or law firms, with a link to the tutorial videos when one is configured
 * (`VITE_COMPANY_TUTORIALS_URL`; the spec does not give the address, so without it the link is
 * not shown).
 *
 * While the documents upload (POST {hash}), a native `<progress>` with a label and the percent shows
 * under the terms. Behaviour lives in src/machines/companyRegistration.machine.ts; this view renders
 * its snapshot, sends its events and provides `notifyError` (error toast), `notifySuccess` (the files' toasts) and `scrollToTop`. The
 * citizen wizard's authentication, security-questions and terms steps are reused as they are.
 *
 * Default export (lazy-loaded by RegisterPage). The actor lives here: leaving the tab drops what
 * was typed (files cannot be kept anyway).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useChartSnapshot, usePageChart } from '../../../../app/usePageChart';
import { config } from '../../../../../config';
import { t, type MessageKey } from '../../../../../messages/es';
import {
  companyErrorSteps,
  companyRegistrationMachine,
  companyWizardStepOf,
  isCompanyWizardBusy,
  type CompanyFileField,
  type CompanyRegistrationEvent,
  type CompanyRegistrationSnapshot,
  type CompanyValueField,
} from '../../../../../machines/companyRegistration.machine';
import type { CitizenField, CitizenRegistrationValues, FieldMessage } from '../../../../../machines/citizenRegistration.machine';
import { emptyCitizenRegistration } from '../../../../../domain/validation/forms';
import { WizardStepper } from '../WizardStepper';
import { Button } from '../../../../components/Button';
import { Icon } from '../../../../components/Icon';
import { Link } from '../../../../components/Link';
import { Dialog } from '../../../../components/Dialog';
import { AuthInfoStep } from '../AuthInfoStep';
import { SecurityInfoStep } from '../SecurityInfoStep';
import { TermsStep } from '../TermsStep';
import { CompanyDataStep } from './CompanyDataStep';
import { ConfirmationStep } from '../ConfirmationStep';
import { AnswersFailedStep } from '../AnswersFailedStep';
import * as css from '../register.css';
import * as own from './company.css';
import '../../../../../messages/es/companyRegister';
import '../../../../../messages/es/files';

const STEP_LABELS: readonly MessageKey[] = [
  'companyRegister.steps.authInfo',
  'companyRegister.steps.companyData',
  'companyRegister.steps.securityInfo',
  'companyRegister.steps.terms',
  'companyRegister.steps.confirmation',
];

/** Address of the tutorial videos the opening modal links to ('' = no link; not given by the spec). */
export const COMPANY_TUTORIALS_URL: string = config.companyTutorialsUrl.trim();

/** The wizard actor: `[snapshot, send]` (spec 000 §2). */
export function useCompanyRegistration(): [CompanyRegistrationSnapshot, (event: CompanyRegistrationEvent) => void] {
  const actor = usePageChart(companyRegistrationMachine, {
    input: {},
    toasts: {
      notifyError: (p) => ({ kind: 'error', key: p.key }),
      notifySuccess: (p) => ({ kind: 'success', key: p.key }),
    },
    actions: { scrollToTop: () => window.scrollTo?.({ top: 0 }) },
  });
  const snapshot = useChartSnapshot(actor);
  const send = actor.send;
  return [snapshot, send];
}

/** Props of {@link CompanyWizard}. */
export interface CompanyWizardProps {
  /** Address of the tutorial videos; default {@link COMPANY_TUTORIALS_URL}. */
  tutorialsUrl?: string;
}

/** See module documentation. */
export default function CompanyWizard({ tutorialsUrl = COMPANY_TUTORIALS_URL }: CompanyWizardProps) {
  const [snapshot, send] = useCompanyRegistration();
  const [introOpen, setIntroOpen] = useState(true);
  const step = companyWizardStepOf(snapshot);
  const busy = isCompanyWizardBusy(snapshot);
  const { values, errors, notice, validationAttempt, uploadProgress } = snapshot.context;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // What is on screen: the step, or on step 4 the 'answers not saved' notice or the confirmation.
  const screenKey = `${step}:${snapshot.matches('answersFailed') ? 'answersFailed' : ''}`;
  const seen = useRef({ screenKey, validationAttempt });
  const progressId = useId();

  // Focus: the heading of a new step; else, after a refused Next, the first invalid field.
  useEffect(() => {
    const before = seen.current;
    seen.current = { screenKey, validationAttempt };
    if (before.screenKey !== screenKey) headingRef.current?.focus();
    else if (before.validationAttempt !== validationAttempt) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [screenKey, validationAttempt]);

  // The citizen wizard's steps 0, 2 and 3 show the same fields under the same names.
  const citizenValues = { ...emptyCitizenRegistration(), ...values } as unknown as CitizenRegistrationValues;
  const citizenErrors = errors as Partial<Record<CitizenField, FieldMessage>>;
  const onCitizenChange = (field: CitizenField, value: string | boolean) => send({ type: 'field.change', field: field as CompanyValueField, value });
  const sharedProps = { values: citizenValues, errors: citizenErrors, onChange: onCitizenChange, ref: headingRef };
  const submitting = snapshot.matches({ terms: 'submitting' });
  const percent = uploadProgress === null ? null : Math.round(uploadProgress * 100);

  return (
    <div className={css.wizard}>
      <Dialog
        open={introOpen}
        onOpenChange={setIntroOpen}
        title={t('companyRegister.introTitle')}
        description={t('companyRegister.introBody')}
        closeLabel={t('common.close')}
        footer={
          <Button variant="primary" onClick={() => setIntroOpen(false)}>
            {t('companyRegister.understood')}
          </Button>
        }
      >
        {tutorialsUrl ? (
          <p>
            <Link href={tutorialsUrl} external newTabLabel={t('nav.footer.newTab')}>
              {t('companyRegister.tutorials')}
            </Link>
          </p>
        ) : null}
      </Dialog>
      <WizardStepper steps={STEP_LABELS} activeIndex={step} errorSteps={companyErrorSteps(errors)} />
      <form
        ref={formRef}
        className={css.form}
        noValidate
        aria-busy={busy || undefined}
        onSubmit={(e) => {
          e.preventDefault();
          if (step === 3) send({ type: 'form.submit' });
          else if (step < 3) send({ type: 'step.next' });
        }}
      >
        {step === 0 ? <AuthInfoStep {...sharedProps} /> : null}
        {step === 1 ? (
          <CompanyDataStep
            ref={headingRef}
            values={values}
            errors={errors}
            onChange={(field, value) => send({ type: 'field.change', field, value })}
            onPick={(field: CompanyFileField, file) => send({ type: 'file.pick', field, file })}
          />
        ) : null}
        {step === 2 ? <SecurityInfoStep {...sharedProps} /> : null}
        {step === 3 ? <TermsStep {...sharedProps} disabled={submitting} /> : null}
        {step === 4 && snapshot.matches('answersFailed') ? (
          <AnswersFailedStep
            ref={headingRef}
            titleKey="companyRegister.answersFailedTitle"
            headingId="company-answers-failed-title"
            retrying={snapshot.matches({ answersFailed: 'retryingAnswers' })}
            onRetry={() => send({ type: 'answers.retry' })}
          />
        ) : null}
        {step === 4 && snapshot.matches('registered') ? (
          <ConfirmationStep
            ref={headingRef}
            email={values.email.trim()}
            titleKey="companyRegister.confirmationTitle"
            bodyKey="companyRegister.confirmationBody"
            headingId="company-confirmation-title"
          />
        ) : null}

        {percent !== null ? (
          <div className={own.progress}>
            <label htmlFor={progressId}>{t('companyRegister.uploadLabel')}</label>
            <progress id={progressId} className={own.progressBar} max={100} value={percent}>
              {percent} %
            </progress>
            <span aria-live="polite">{t('companyRegister.uploadProgress', { percent })}</span>
          </div>
        ) : null}

        {notice ? (
          <p className={css.notice} role="alert">
            <Icon name="error" size={18} />
            {t(notice)}
          </p>
        ) : null}

        <div className={css.actions}>
          <Button variant="secondary" disabled={step === 0 || step === 4 || submitting} onClick={() => send({ type: 'step.back' })}>
            {t('register.back')}
          </Button>
          {step < 4 ? (
            <Button type="submit" variant="primary" loading={busy} loadingLabel={step === 3 ? t('register.submitting') : t('register.checking')}>
              {step === 3 ? t('register.submit') : t('register.next')}
            </Button>
          ) : null}
        </div>
      </form>
      <p className={css.copyright}>{t('register.copyright')}</p>
    </div>
  );
}
