/**
 * Generic accessible form-field frame: label + optional hint + control + optional error.
 *
 * The control is supplied by a render function that receives the props to spread on it, so any
 * control (native input, react-imask input, file picker button) gets the same wiring:
 * - `<label htmlFor={id}>`;
 * - `aria-describedby` = hint id and, when there is an error, error id (plus any ids the caller
 *   already had);
 * - `aria-invalid="true"` when `error` is set;
 * - `aria-required="true"` when `required` (native `required` is not set, so the browser's own
 *   validation bubbles never compete with the portal's Spanish messages);
 * - the error text is rendered with `role="alert"` (announced when it appears) and an icon, so the
 *   error is never conveyed by colour alone.
 *
 * @example
 * <Field label="Cédula" error={err} required>
 *   {(control) => <IMaskInput mask="000-0000000-0" {...control} />}
 * </Field>
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Icon } from './Icon';
import * as css from './Field.css';

/** Props the render function must spread on its control. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** Shared field props (also used by TextField, SelectField, ...). */
export interface FieldBaseProps {
  /** Visible label text (Spanish, from the message catalogue). */
  label: ReactNode;
  /** Help text shown under the label and tied with aria-describedby. */
  hint?: ReactNode;
  /** Error message; any truthy value puts the field in the error state. */
  error?: ReactNode;
  /** Shows a "*" marker (hidden from screen readers) and sets aria-required. */
  required?: boolean;
  /** Class of the outer wrapper. */
  containerClassName?: string;
}

/** Ids derived for one field. */
export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
}

/** Stable ids for a field: the given `id` or a React `useId()` one, plus hint and error ids. */
export function useFieldIds(idProp?: string): FieldIds {
  const generated = useId();
  const id = idProp ?? `f${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** Joins id lists for aria-describedby; undefined when empty. */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ').trim();
  return joined === '' ? undefined : joined;
}

/** Props of {@link Field}. */
export interface FieldProps extends FieldBaseProps {
  id?: string;
  /** Existing aria-describedby ids of the control, kept in front of the hint/error ids. */
  describedById?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label text with the optional required marker. */
export function FieldLabelText({ label, required }: { label: ReactNode; required?: boolean }) {
  return (
    <>
      {label}
      {required ? (
        <span className={css.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
}

/** Error message paragraph with icon and `role="alert"`. Renders nothing without `error`. */
export function FieldError({ id, error }: { id: string; error?: ReactNode }) {
  if (!error) return null;
  return (
    <p id={id} className={css.error} role="alert">
      <Icon name="error" size={16} className={css.errorIcon} />
      <span>{error}</span>
    </p>
  );
}

/** Hint paragraph. Renders nothing without `hint`. */
export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className={css.hint}>
      {hint}
    </p>
  );
}

/** See module documentation. */
export function Field({ id: idProp, label, hint, error, required, containerClassName, describedById, children }: FieldProps) {
  const { id, hintId, errorId } = useFieldIds(idProp);
  const control: FieldControlProps = {
    id,
    'aria-describedby': describedBy(describedById, hint ? hintId : undefined, error ? errorId : undefined),
  };
  if (error) control['aria-invalid'] = true;
  if (required) control['aria-required'] = true;
  return (
    <div className={containerClassName ? `${css.field} ${containerClassName}` : css.field}>
      <label htmlFor={id} className={css.label}>
        <FieldLabelText label={label} required={required} />
      </label>
      <FieldHint id={hintId} hint={hint} />
      {children(control)}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
