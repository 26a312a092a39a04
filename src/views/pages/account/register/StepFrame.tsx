/**
 * One wizard step as a `<fieldset>` whose `<legend>` holds the step heading (an `<h2>` that takes
 * focus when the step changes, spec 000 §2 Citizen registration; WCAG 2.4.3 focus order), plus the
 * "* required" note.
 */
import { forwardRef, type ReactNode } from 'react';
import type { CitizenField, CitizenRegistrationValues, FieldMessage } from '../../../../machines/citizenRegistration.machine';
import * as css from './register.css';

/** Props of {@link StepFrame}. */
export interface StepFrameProps {
  title: string;
  /** Note under the heading (e.g. 'Los campos marcados con * son obligatorios.'). */
  note?: string;
  children: ReactNode;
}

/** See module documentation. The ref reaches the heading. */
export const StepFrame = forwardRef<HTMLHeadingElement, StepFrameProps>(function StepFrame({ title, note, children }, ref) {
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>
        <h2 ref={ref} tabIndex={-1} className={css.stepHeading}>
          {title}
        </h2>
      </legend>
      {note ? <p className={css.requiredNote}>{note}</p> : null}
      {children}
    </fieldset>
  );
});

/** What every data step receives from the wizard. */
export interface StepProps {
  values: CitizenRegistrationValues;
  errors: Partial<Record<CitizenField, FieldMessage>>;
  /** Sends `field.change`. */
  onChange: (field: CitizenField, value: string | boolean) => void;
}
