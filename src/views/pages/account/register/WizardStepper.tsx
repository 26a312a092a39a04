/**
 * The stepper of the registration wizards (spec 000 §2: five steps, "Steps with errors show an
 * 'Error' marker"), with the register area's labels.
 */
import { t, type MessageKey } from '../../../../messages/es';
import { Stepper } from '../../../components/Stepper';

/** Props of {@link WizardStepper}. */
export interface WizardStepperProps {
  /** Message keys of the step labels, in order. */
  steps: readonly MessageKey[];
  activeIndex: number;
  errorSteps: readonly number[];
}

/** See module documentation. */
export function WizardStepper({ steps, activeIndex, errorSteps }: WizardStepperProps) {
  return (
    <Stepper
      steps={steps.map((key) => t(key))}
      activeIndex={activeIndex}
      errorSteps={errorSteps}
      labels={{
        nav: t('register.stepperLabel'),
        error: t('register.stepError'),
        completed: t('register.stepCompleted'),
        progress: (current, total) => t('register.stepProgress', { current, total }),
      }}
    />
  );
}
