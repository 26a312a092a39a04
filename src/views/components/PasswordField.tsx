/**
 * Password input with a show/hide toggle button.
 *
 * The toggle is a `type="button"` with a constant accessible name (`labels.show`, e.g.
 * "Mostrar contraseña") and `aria-pressed` reflecting whether the password is visible;
 * `aria-controls` points at the input. Everything else is TextField.
 *
 * @example <PasswordField label="Contraseña" labels={{ show: 'Mostrar contraseña' }} error={e} required />
 */
import { forwardRef, useState } from 'react';
import { useFieldIds } from './Field';
import { Icon } from './Icon';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';
import * as css from './Field.css';

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  labels: {
    /** Accessible name of the toggle button (e.g. "Mostrar contraseña"). */
    show: string;
  };
  /** Initial visibility (default hidden). */
  defaultVisible?: boolean;
}

/** See module documentation. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { labels, defaultVisible = false, id: idProp, autoComplete = 'current-password', ...rest },
  ref,
) {
  const [visible, setVisible] = useState(defaultVisible);
  const { id } = useFieldIds(idProp);
  return (
    <TextField
      {...rest}
      id={id}
      ref={ref}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          className={css.adornmentButton}
          aria-label={labels.show}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eye-off' : 'eye'} />
        </button>
      }
    />
  );
});
