/**
 * Multi-line text field (messages, claim observations, rating comment) with label, hint, error,
 * required marker and an optional visible character counter. Same wiring as TextField.
 *
 * @example <TextAreaField label="Observaciones" rows={6} maxLength={500} value={v} onChange={...} />
 */
import { forwardRef } from 'react';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { Field } from './Field';
import type { FieldBaseProps } from './Field';
import * as css from './Field.css';

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps extends FieldBaseProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> {
  /** Optional text under the control, e.g. "120 / 500" (caller formats it). */
  counter?: ReactNode;
}

/** See module documentation. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { id, label, hint, error, required, containerClassName, className, counter, rows = 4, 'aria-describedby': ownDescribedBy, ...textareaProps },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} containerClassName={containerClassName} describedById={ownDescribedBy}>
      {(control) => (
        <>
          <textarea {...textareaProps} {...control} ref={ref} rows={rows} className={[css.control, css.textarea, className ?? ''].filter(Boolean).join(' ')} />
          {counter ? <p className={css.hint}>{counter}</p> : null}
        </>
      )}
    </Field>
  );
});
