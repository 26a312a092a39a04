/**
 * Single-line text input with label, hint, error and required marker (see Field.tsx for the
 * accessibility wiring). Accepts every native `<input>` attribute; the ref reaches the `<input>`.
 *
 * `required` sets `aria-required` (not the native attribute; validation messages come from the
 * machines in Spanish, spec 000 §5).
 *
 * @example <TextField label="Correo electrónico" type="email" error={errors.email} required />
 */
import { forwardRef } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './Field';
import type { FieldBaseProps } from './Field';
import * as css from './Field.css';

/** Props of {@link TextField}. */
export interface TextFieldProps extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> {
  /** Element placed inside the control at its end (e.g. the show-password toggle). */
  endAdornment?: ReactNode;
}

/** See module documentation. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, hint, error, required, containerClassName, endAdornment, className, type = 'text', 'aria-describedby': ownDescribedBy, ...inputProps },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} containerClassName={containerClassName} describedById={ownDescribedBy}>
      {(control) => (
        <div className={css.controlWrap}>
          <input
            {...inputProps}
            {...control}
            ref={ref}
            type={type}
            className={[css.control, endAdornment ? css.withEndAdornment : '', className ?? ''].filter(Boolean).join(' ')}
          />
          {endAdornment ? <span className={css.endAdornment}>{endAdornment}</span> : null}
        </div>
      )}
    </Field>
  );
});
