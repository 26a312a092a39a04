/**
 * Checkbox with label (may contain a link, e.g. the terms of use), hint and error
 * (spec 000 §5 step 3: 'Debe aceptar los terminos y condiciones de uso y privacidad para continuar').
 * 24 px box, `aria-invalid` + `aria-describedby` wiring as in Field.tsx.
 *
 * @example <CheckboxField label="Acepto los términos" checked={v} onChange={...} error={e} required />
 */
import { forwardRef } from 'react';
import type { InputHTMLAttributes } from 'react';
import { describedBy, FieldError, FieldHint, FieldLabelText, useFieldIds } from './Field';
import type { FieldBaseProps } from './Field';
import * as css from './Field.css';

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'> {}

/** See module documentation. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { id: idProp, label, hint, error, required, containerClassName, className, 'aria-describedby': ownDescribedBy, ...inputProps },
  ref,
) {
  const { id, hintId, errorId } = useFieldIds(idProp);
  return (
    <div className={containerClassName ? `${css.field} ${containerClassName}` : css.field}>
      <div className={css.choiceRow}>
        <input
          {...inputProps}
          ref={ref}
          id={id}
          type="checkbox"
          className={className ? `${css.choiceInput} ${className}` : css.choiceInput}
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
          aria-describedby={describedBy(ownDescribedBy, hint ? hintId : undefined, error ? errorId : undefined)}
        />
        <label htmlFor={id} className={css.choiceLabel}>
          <FieldLabelText label={label} required={required} />
        </label>
      </div>
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} error={error} />
    </div>
  );
});
