/**
 * The citizen registration wizard (spec 000 §2 "Citizen registration (5-step wizard)", §5, §8, §9):
 * a stepper with the five step labels and 'Error' markers on the steps that hold errors, one step
 * at a time, Back / Next ('Registrar' on step 3) and the copyright line '© 2022'.
 *
 * Behaviour lives in src/machines/citizenRegistration.machine.ts; this view renders its snapshot,
 * sends its events and provides its injected actions (`notifyError` → error toast,
 * `scrollToTop`). {@link useCitizenRegistration} creates the actor; the page holds it, so switching
 * to the company tab and back keeps the wizard where it was.
 *
 * Accessibility: every step is a fieldset whose legend is the step heading; the heading takes focus
 * when the step changes; after a refused Next the first invalid field takes focus; field errors are
 * tied to their fields (aria-describedby) and announced (role="alert"), like the step notice.
 */
import { useEffect, useRef, useState } from 'react';
import { useChartSnapshot, usePageChart } from '../../../app/usePageChart';
import { t, type MessageKey } from '../../../../messages/es';
import {
  citizenRegistrationMachine,
  errorStepsOf,
  isWizardBusy,
  wizardStepOf,
  type CitizenField,
  type CitizenRegistrationEvent,
  type CitizenRegistrationSnapshot,
} from '../../../../machines/citizenRegistration.machine';
import { WizardStepper } from './WizardStepper';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { AuthInfoStep } from './AuthInfoStep';
import { PersonalDataStep } from './PersonalDataStep';
import { SecurityInfoStep } from './SecurityInfoStep';
import { TermsStep } from './TermsStep';
import { ConfirmationStep } from './ConfirmationStep';
import { AnswersFailedStep } from './AnswersFailedStep';
import { clearDraft, readDraft, saveDraft } from './draft';
import * as css from './register.css';

const STEP_LABELS: readonly MessageKey[] = [
  'register.steps.authInfo',
  'register.steps.personalData',
  'register.steps.securityInfo',
  'register.steps.terms',
  'register.steps.confirmation',
];

/** The wizard actor: `[snapshot, send]`, started from the tab's draft (spec 000 §2; docs/ARCHITECTURE.md). */
export function useCitizenRegistration(): [CitizenRegistrationSnapshot, (event: CitizenRegistrationEvent) => void] {
  const [draft] = useState(readDraft);
  const actor = usePageChart(citizenRegistrationMachine, {
    input: { values: draft },
    toasts: { notifyError: (p) => ({ kind: 'error', key: p.key }) },
    actions: { scrollToTop: () => window.scrollTo?.({ top: 0 }) },
  });
  const snapshot = useChartSnapshot(actor);
  const send = actor.send;
  return [snapshot, send];
}

/** Props of {@link CitizenWizard}. */
export interface CitizenWizardProps {
  snapshot: CitizenRegistrationSnapshot;
  send: (event: CitizenRegistrationEvent) => void;
}

/** See module documentation. */
export function CitizenWizard({ snapshot, send }: CitizenWizardProps) {
  const step = wizardStepOf(snapshot);
  const busy = isWizardBusy(snapshot);
  const { values, errors, notice, validationAttempt, documentValidated } = snapshot.context;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // What is on screen: the step, or on step 4 the 'answers not saved' notice or the confirmation.
  const screenKey = `${step}:${snapshot.matches('answersFailed') ? 'answersFailed' : ''}`;
  const seen = useRef({ screenKey, validationAttempt });

  // The draft follows the values; it is dropped once the account exists.
  useEffect(() => {
    if (step === 4) clearDraft();
    else saveDraft(values);
  }, [values, step]);

  // Focus: the heading of a new step; else, after a refused Next, the first invalid field.
  useEffect(() => {
    const before = seen.current;
    seen.current = { screenKey, validationAttempt };
    if (before.screenKey !== screenKey) headingRef.current?.focus();
    else if (before.validationAttempt !== validationAttempt) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [screenKey, validationAttempt]);

  const onChange = (field: CitizenField, value: string | boolean) => send({ type: 'field.change', field, value });
  const stepProps = { values, errors, onChange, ref: headingRef };
  const checking =
    snapshot.matches({ personalData: 'checkingDocument' }) || snapshot.matches({ personalData: { continuing: 'validatingDocument' } })
      ? ('document' as const)
      : snapshot.matches({ personalData: 'checkingName' }) || snapshot.matches({ personalData: { continuing: 'checkingName' } })
        ? ('name' as const)
        : null;
  const submitting = snapshot.matches({ terms: 'submitting' });

  return (
    <div className={css.wizard}>
      <WizardStepper steps={STEP_LABELS} activeIndex={step} errorSteps={errorStepsOf(errors)} />
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
        {step === 0 ? <AuthInfoStep {...stepProps} /> : null}
        {step === 1 ? (
          <PersonalDataStep
            {...stepProps}
            checking={checking}
            documentValidated={documentValidated}
            onDocumentBlur={() => send({ type: 'document.blur' })}
            onFirstLastNameBlur={() => send({ type: 'firstLastName.blur' })}
          />
        ) : null}
        {step === 2 ? <SecurityInfoStep {...stepProps} /> : null}
        {step === 3 ? <TermsStep {...stepProps} disabled={submitting} /> : null}
        {step === 4 && snapshot.matches('answersFailed') ? (
          <AnswersFailedStep
            ref={headingRef}
            retrying={snapshot.matches({ answersFailed: 'retryingAnswers' })}
            onRetry={() => send({ type: 'answers.retry' })}
          />
        ) : null}
        {step === 4 && snapshot.matches('registered') ? <ConfirmationStep ref={headingRef} email={values.email.trim()} /> : null}

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
