/**
 * Field helpers of the citizen wizard (spec 000 §5 Citizen registration step 1): the text of a
 * machine field message, the masked cédula input ('000-0000000-0', contract §4.4) and the phone
 * input (prefix 809 / 829 / 849 plus a '000-0000' number, spec 000 §5 and §9).
 *
 * Masks come from react-imask, attached on the first interaction (src/views/components/LazyMaskInput.tsx);
 * every control keeps the Field wiring (label, hint, error, aria-invalid, aria-describedby) of
 * src/views/components/Field.tsx.
 */
import { useState, type FocusEventHandler, type ReactNode } from 'react';
import { LazyMaskInput } from '../../../components/LazyMaskInput';
import { t } from '../../../../messages/es';
import type { FieldMessage } from '../../../../machines/citizenRegistration.machine';
import { PHONE_LENGTH, PHONE_PREFIXES } from '../../../../domain/constants';
import { normalizePhone } from '../../../../domain/validation/contact';
import { describedBy, Field, FieldError, FieldHint, FieldLabelText, useFieldIds } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import * as fieldCss from '../../../components/Field.css';
import * as css from './register.css';

/** The Spanish text of a field message (a catalogue key or the server's own words). */
export function messageText(message: FieldMessage | undefined | null): string | undefined {
  if (!message) return undefined;
  return typeof message === 'string' ? t(message) : message.text;
}

/** Props of {@link MaskedTextField}. */
export interface MaskedTextFieldProps {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** react-imask pattern, e.g. '000-0000000-0' (0 = a digit). */
  mask: string;
  /** The masked value (with the mask's separators). */
  value: string;
  /** Called with the masked value when the user changes it (not when `value` is set from outside). */
  onValueChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  autoComplete?: string;
  name?: string;
  className?: string;
}

/** A text field with an input mask (digits only where the mask says 0). */
export function MaskedTextField({ id, label, hint, error, required, mask, value, onValueChange, onBlur, autoComplete, name, className }: MaskedTextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} containerClassName={className}>
      {(control) => (
        <div className={fieldCss.controlWrap}>
          <LazyMaskInput
            {...control}
            mask={mask}
            lazy
            value={value}
            name={name}
            inputMode="numeric"
            autoComplete={autoComplete ?? 'off'}
            className={fieldCss.control}
            onAccept={(next: string) => {
              if (next !== value) onValueChange(next);
            }}
            onBlur={onBlur}
          />
        </div>
      )}
    </Field>
  );
}

/** Splits a stored phone (digits) into the prefix select and the local 7-digit part. */
export function splitPhone(value: string): { prefix: string | null; local: string } {
  const digits = normalizePhone(value);
  const prefix = (PHONE_PREFIXES as readonly string[]).find((p) => digits.length > 3 && digits.startsWith(p)) ?? null;
  return prefix ? { prefix, local: digits.slice(3) } : { prefix: null, local: digits };
}

/** The number's masks: the 7 digits after the prefix, or a whole number typed there. */
const LOCAL_OR_WHOLE = [{ mask: '000-0000' }, { mask: '000-000-0000' }];

/**
 * IMask's `dispatch` for {@link LOCAL_OR_WHOLE}: the whole number's mask once the box holds more than
 * 7 digits, else the 7 digits'. IMask's default dispatch types the box's whole input again into every
 * mask for each character, so mounting the settings page's two phones cost ~95 ms at 4x CPU inside
 * the commit that showed the page (issue 24: a 250 ms task, TBT 350-575 ms); counting digits costs
 * nothing and picks the same mask.
 * @param appended the characters being added; `tail` the characters after the caret (a string or IMask's tail details)
 */
function dispatchByDigits(appended: string, masked: { rawInputValue: string; compiledMasks: unknown[] }, _flags: unknown, tail: unknown): never {
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- IMask's tail details define toString() as their characters
  const digits = `${masked.rawInputValue}${appended}${tail === undefined || tail === null ? '' : String(tail)}`.replace(/\D/g, '').length;
  return masked.compiledMasks[digits > 7 ? 1 : 0] as never;
}

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps {
  id?: string;
  label: string;
  prefixLabel: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** The stored phone: prefix + 7 digits ('8095550123'), '' when no number is typed. */
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
}

/**
 * A Dominican phone: a native select of the prefixes 809 / 829 / 849 and a masked '000-0000'
 * number. The stored value is the 10 digits (or the prefix plus what was typed so far; '' while the
 * number is empty), so "required" and the phone rule of src/domain apply to it unchanged.
 *
 * A whole number typed or pasted into the number's box ('809-555-1234', '8295551234') is taken as
 * a whole (issue 26: the 7-digit mask kept '809-5551' and dropped the rest without a word): with a
 * known prefix, the prefix is selected and the box keeps the 7 digits; with another one the 10
 * digits stay as typed after the selected prefix, a number too long, which the phone rule refuses
 * with its message.
 */
export function PhoneField({ id: idProp, label, prefixLabel, hint, error, required, value, onValueChange, className }: PhoneFieldProps) {
  const { id, hintId, errorId } = useFieldIds(idProp);
  const split = splitPhone(value);
  const [prefix, setPrefix] = useState<string>(split.prefix ?? PHONE_PREFIXES[0]);
  const local = split.local;
  const compose = (p: string, l: string) => {
    const digits = normalizePhone(l);
    return digits === '' ? '' : `${p}${digits}`;
  };
  const described = describedBy(hint ? hintId : undefined, error ? errorId : undefined);
  return (
    <div className={className ? `${fieldCss.field} ${className}` : fieldCss.field} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={fieldCss.label}>
        <FieldLabelText label={label} required={required} />
      </span>
      <FieldHint id={hintId} hint={hint} />
      <div className={css.phoneRow}>
        <div className={fieldCss.controlWrap}>
          <select
            id={`${id}-prefix`}
            aria-label={`${prefixLabel} (${label})`}
            className={`${fieldCss.control} ${fieldCss.select}`}
            value={prefix}
            onChange={(e) => {
              setPrefix(e.target.value);
              const next = compose(e.target.value, local);
              if (next !== value) onValueChange(next);
            }}
          >
            {PHONE_PREFIXES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
          <Icon name="chevron-down" className={fieldCss.selectIcon} />
        </div>
        <div className={fieldCss.controlWrap}>
          <LazyMaskInput
            id={id}
            mask={LOCAL_OR_WHOLE}
            dispatch={dispatchByDigits}
            lazy
            value={
              local.length > 7
                ? `${local.slice(0, 3)}-${local.slice(3, 6)}-${local.slice(6)}`
                : local.length > 3
                  ? `${local.slice(0, 3)}-${local.slice(3)}`
                  : local
            }
            inputMode="tel"
            autoComplete="tel-local"
            aria-label={label}
            aria-describedby={described}
            aria-invalid={error ? true : undefined}
            aria-required={required ? true : undefined}
            className={fieldCss.control}
            onAccept={(next: string) => {
              const digits = normalizePhone(next);
              const known = digits.length === PHONE_LENGTH ? PHONE_PREFIXES.find((p) => digits.startsWith(p)) : undefined;
              if (known) setPrefix(known);
              const composed = known ? digits : compose(prefix, next);
              if (composed !== value) onValueChange(composed);
            }}
          />
        </div>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
