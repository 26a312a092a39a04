/**
 * Group of native radio buttons inside `<fieldset role="radiogroup">` with `<legend>`, hint and
 * error. `aria-invalid`, `aria-required` and `aria-describedby` are set on the group; arrow keys
 * move between options natively. Controlled: `value` + `onChange(value)`.
 *
 * @example
 * <RadioGroupField legend="Tipo de documento" name="docType" value={t} onChange={setT}
 *   options={[{ value: '1', label: 'Cédula' }, { value: '2', label: 'Pasaporte' }]} />
 */
import type { ReactNode } from 'react';
import { describedBy, FieldError, FieldHint, FieldLabelText, useFieldIds } from './Field';
import * as css from './Field.css';

/** One radio option. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/** Props of {@link RadioGroupField}. */
export interface RadioGroupFieldProps {
  /** Group label (legend). */
  legend: ReactNode;
  /** `name` shared by the radios. */
  name: string;
  options: readonly RadioOption[];
  /** Selected value; `""`/undefined means none. */
  value?: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Layout of the options (default vertical). */
  orientation?: 'vertical' | 'horizontal';
  id?: string;
  containerClassName?: string;
}

/** See module documentation. */
export function RadioGroupField({
  legend,
  name,
  options,
  value,
  onChange,
  hint,
  error,
  required,
  disabled,
  orientation = 'vertical',
  id: idProp,
  containerClassName,
}: RadioGroupFieldProps) {
  const { id, hintId, errorId } = useFieldIds(idProp);
  return (
    <fieldset
      id={id}
      role="radiogroup"
      className={containerClassName ? `${css.fieldset} ${containerClassName}` : css.fieldset}
      aria-invalid={error ? true : undefined}
      aria-required={required ? true : undefined}
      aria-describedby={describedBy(hint ? hintId : undefined, error ? errorId : undefined)}
      disabled={disabled}
    >
      <legend className={css.legend}>
        <FieldLabelText label={legend} required={required} />
      </legend>
      <FieldHint id={hintId} hint={hint} />
      <div className={orientation === 'horizontal' ? `${css.options} ${css.optionsHorizontal}` : css.options}>
        {options.map((o, i) => {
          const optionId = `${id}-opt-${i}`;
          return (
            <div key={o.value} className={css.choiceRow}>
              <input
                id={optionId}
                type="radio"
                name={name}
                value={o.value}
                checked={value === o.value}
                disabled={o.disabled}
                onChange={() => onChange(o.value)}
                className={css.choiceInput}
              />
              <label htmlFor={optionId} className={css.choiceLabel}>
                {o.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
