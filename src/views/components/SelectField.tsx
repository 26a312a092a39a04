/**
 * Native `<select>` field (fast and fully accessible on phones) with label, hint, error, required
 * marker and an optional placeholder option (value `""`), e.g. "Selecciona un miembro"
 * (spec 001 §2.1 change-owner modal).
 *
 * @example
 * <SelectField label="Provincia" placeholder="Seleccione" options={[{ value: '1', label: 'Azua' }]}
 *   value={v} onChange={(e) => send({ type: 'field.change', value: e.target.value })} />
 */
import { forwardRef } from 'react';
import type { SelectHTMLAttributes } from 'react';
import { Field } from './Field';
import type { FieldBaseProps } from './Field';
import { Icon } from './Icon';
import * as css from './Field.css';

/** One option of the select. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps extends FieldBaseProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required' | 'children'> {
  options: readonly SelectOption[];
  /** First option with value "" (shown while nothing is chosen). */
  placeholder?: string;
}

/** See module documentation. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { id, label, hint, error, required, containerClassName, className, options, placeholder, 'aria-describedby': ownDescribedBy, ...selectProps },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} containerClassName={containerClassName} describedById={ownDescribedBy}>
      {(control) => (
        <div className={css.controlWrap}>
          <select {...selectProps} {...control} ref={ref} className={[css.control, css.select, className ?? ''].filter(Boolean).join(' ')}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
          </select>
          <Icon name="chevron-down" className={css.selectIcon} />
        </div>
      )}
    </Field>
  );
});
