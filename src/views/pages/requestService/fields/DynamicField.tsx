/**
 * One field of the dynamic request form (spec 001 §2.4 "Dynamic form field types", §5 "Dynamic
 * fields"; contract §2.2 field properties, §2.3 rendering notes, §2.6 masks). Presentational: props
 * in, callbacks out; the request-form machine owns the values and the engine
 * (src/domain/expertForm) decides what they mean.
 *
 * Rendering by `def.type`:
 * - `header`: `h1` renders nothing (the page shows it as the step title); any other subtype renders
 *   a sub-title heading (level {@link DynamicFieldProps.subtitleLevel}, default 3).
 * - `select`: native `<select>` (accessible and fast on phones) with 'Seleccione una opción'.
 * - `radio-group`: radios in a fieldset; `checkbox-group`: checkboxes drawn as toggle buttons, the
 *   value is the list of ticked option values.
 * - `text`: mask-aware input. Masks 0 (cédula 000-0000000-0), 1 (RNC 0-00-00000-0), 2 and 3
 *   (phone 000-000-0000) use react-imask and report the DIGITS; every mask goes through the
 *   engine's `normaliseInput` (6 digits only, 7 no digits nor dashes, 12 digits and 2 decimals) and
 *   mask 12 is shown with `formatOnBlur` ("1,234.00") after blur — the formatted text is reported
 *   with `onChange` before `onBlur`, as the engine stores it.
 * - `textarea`: `length` as maxLength with a counter; `date` native picker ('yyyy-MM-dd'); `time`
 *   native ('HH:mm'); `file`: {@link FilePicker} (several documents, `valid_exts` required,
 *   'Mis documentos' when `citizenId`), value `{ files: PickedFile[] }`.
 * - `grid` is rendered by GridField; `rules` / `rulesprice` carriers render nothing.
 *
 * Empty input is reported as `undefined`. Properties: `hidden` renders nothing; `enabled=false`
 * disables the control; `required` shows the marker and sets `aria-required`. The error (role=alert)
 * and the notice / 'Validando…' status (role=status) are tied to the control with
 * `aria-describedby`; the control's id is {@link fieldDomId}(def.id) and the wrapper carries
 * `data-field-id={def.id}` so the page can find the first invalid field. `onBlur` fires when focus
 * leaves the field (not when it moves inside a group).
 *
 * Memoised ({@link sameFieldProps}): a field re-renders only when one of its own props changed, so
 * an answer elsewhere in the step (or a rule on another field) does not re-render it. Callers pass
 * stable `onChange` / `onBlur` callbacks for it to work.
 */
import { EXPERT_FORM_UPLOAD_EXTENSIONS } from '../../../../domain/constants';
import { memo, type FocusEvent, type ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import type { FieldDef, FieldProps, FieldValue, FileValue, OptionDef } from '../../../../domain/expertForm';
import { MASK, formatOnBlur, normaliseInput } from '../../../../domain/expertForm';
import { t } from '../../../../messages/es';
import '../../../../messages/es/requestForm';
import type { PickedFile } from '../../../../machines/filePicker.machine';
import { describedBy, Field, FieldError, FieldLabelText, useFieldIds } from '../../../components/Field';
import * as fieldCss from '../../../components/Field.css';
import { FilePicker } from '../../../components/FilePicker';
import { RadioGroupField } from '../../../components/RadioGroupField';
import { SelectField } from '../../../components/SelectField';
import { Spinner } from '../../../components/Spinner';
import { TextAreaField } from '../../../components/TextAreaField';
import { TextField } from '../../../components/TextField';
import * as css from './fields.css';

/** Props of {@link DynamicField} (see module documentation). */
export interface DynamicFieldProps {
  /** The field, from the engine's model. */
  def: FieldDef;
  /** Run-time properties (hidden → nothing; enabled=false → disabled; required → marked). */
  props: FieldProps;
  /** Resolved label (the page resolves the rule labels 8/9/10). */
  label: string;
  value: FieldValue | undefined;
  /** Options already filtered (father_id) by the engine. */
  options: readonly OptionDef[];
  /** Resolved Spanish error text shown under the field (role=alert). */
  error: string | null;
  /** Resolved success text of a server validation ('Cédula válida'). */
  notice: string | null;
  /** A server validation is running: 'Validando…' spinner and `aria-busy` on the control. */
  checking: boolean;
  /** Enables 'Mis documentos' in file fields. */
  citizenId: string | null;
  /** (file) several documents per field (the service's `multiple_document`); default true. */
  multipleFiles?: boolean;
  /** New value; `undefined` when the field became empty. */
  onChange(value: FieldValue | undefined): void;
  /** Focus left the field. */
  onBlur(): void;
  /** Heading level of `h2` sub-titles (default 3: the page has its h1 and the step title h2). */
  subtitleLevel?: 2 | 3 | 4;
}

/**
 * DOM id of a field's control from its engine id: characters other than letters, digits, `_` and
 * `-` (grid sub-fields 'grid/name', repeated names 'name#2') become `__<hex>`; prefixed with 'ef-'.
 */
export function fieldDomId(fieldId: string): string {
  return `ef-${fieldId.replace(/[^A-Za-z0-9_-]/g, (c) => `__${c.charCodeAt(0).toString(16)}`)}`;
}

/** Display patterns of the digit masks (react-imask: 0 = a digit; contract §2.6, spec 001 §2.1 RNC). */
const DIGIT_PATTERNS: Readonly<Record<string, string>> = {
  [MASK.cedula]: '000-0000000-0',
  [MASK.rnc]: '0-00-00000-0',
  [MASK.phone]: '000-000-0000',
  [MASK.mobile]: '000-000-0000',
};

/** Types drawn at full width (contract §2.3); the others take half of the layout. */
const FULL_WIDTH: ReadonlySet<string> = new Set(['header', 'textarea', 'radio-group', 'checkbox-group', 'file', 'grid']);

/** Layout class of a field type ({@link css.full} or {@link css.half}). */
export function widthClass(type: string): string {
  return FULL_WIDTH.has(type) ? css.full : css.half;
}

function emptyToUndefined(value: string): string | undefined {
  return value === '' ? undefined : value;
}

function textOf(value: FieldValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

function inputModeOf(mask: string | null): 'numeric' | 'decimal' | 'email' | 'tel' | 'text' {
  switch (mask) {
    case MASK.cedula:
    case MASK.rnc:
    case MASK.numbers:
      return 'numeric';
    case MASK.phone:
    case MASK.mobile:
      return 'tel';
    case MASK.money:
      return 'decimal';
    case MASK.email:
    case MASK.diffEmail:
      return 'email';
    default:
      return 'text';
  }
}

/** The notice / progress line; always mounted so screen readers announce what appears in it. */
function Status({ id, notice, checking }: { id: string; notice: string | null; checking: boolean }) {
  return (
    <div id={id} className={css.status} role="status">
      {checking ? <Spinner size="sm" label={t('requestForm.checking')} /> : null}
      {!checking && notice ? <span className={css.notice}>{notice}</span> : null}
    </div>
  );
}

/** Text input of a `text` field under its current mask. */
function TextControl({ domId, p }: { domId: string; p: DynamicFieldProps }) {
  const { def, props, label, value, error, checking } = p;
  const mask = props.mask;
  const text = textOf(value);
  const statusId = `${domId}-status`;
  const pattern = mask === null ? undefined : DIGIT_PATTERNS[mask];
  const common = {
    disabled: !props.enabled,
    autoComplete: 'off',
    inputMode: inputModeOf(mask),
    placeholder: def.placeholder ?? undefined,
    'aria-busy': checking || undefined,
  } as const;
  if (pattern) {
    return (
      <Field id={domId} label={label} error={error} required={props.required} describedById={statusId}>
        {(control) => (
          <div className={fieldCss.controlWrap}>
            <IMaskInput
              key={pattern}
              {...control}
              {...common}
              mask={pattern}
              lazy
              unmask
              value={text}
              className={fieldCss.control}
              onAccept={(next: string) => {
                const digits = normaliseInput(mask, next);
                if (digits !== text) p.onChange(emptyToUndefined(digits));
              }}
            />
          </div>
        )}
      </Field>
    );
  }
  return (
    <TextField
      id={domId}
      label={label}
      error={error}
      required={props.required}
      aria-describedby={statusId}
      {...common}
      maxLength={def.length ?? undefined}
      value={text}
      onChange={(event) => p.onChange(emptyToUndefined(normaliseInput(mask, event.target.value)))}
      onBlur={() => {
        const shown = formatOnBlur(mask, text);
        if (shown !== text) p.onChange(emptyToUndefined(shown));
      }}
    />
  );
}

/** Checkbox-group as a fieldset of toggle buttons (native checkboxes). */
function CheckboxGroupControl({ domId, p }: { domId: string; p: DynamicFieldProps }) {
  const { props, label, value, options, error } = p;
  const { errorId } = useFieldIds(domId);
  const ticked = Array.isArray(value) ? (value as readonly string[]) : [];
  const toggle = (optionValue: string, on: boolean) => {
    const next = on ? [...ticked.filter((v) => v !== optionValue), optionValue] : ticked.filter((v) => v !== optionValue);
    // keep the options' order so the stored list does not depend on the clicking order
    const ordered = options.map((o) => o.value).filter((v) => next.includes(v));
    p.onChange(ordered.length ? ordered : undefined);
  };
  return (
    <fieldset
      id={domId}
      className={fieldCss.fieldset}
      disabled={!props.enabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(error ? errorId : undefined, `${domId}-status`)}
    >
      <legend className={fieldCss.legend}>
        <FieldLabelText label={label} required={props.required} />
      </legend>
      <div className={css.toggles}>
        {options.map((o, i) => {
          const optionId = `${domId}-opt-${i}`;
          return (
            <label key={o.value} htmlFor={optionId} className={css.toggle}>
              <input
                id={optionId}
                type="checkbox"
                className={fieldCss.choiceInput}
                checked={ticked.includes(o.value)}
                onChange={(event) => toggle(o.value, event.target.checked)}
              />
              <span>{o.label}</span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** A file field: the shared FilePicker with the field's own error (e.g. required) tied to its input. */
function FileControl({ domId, p }: { domId: string; p: DynamicFieldProps }) {
  const { def, props, label, value, error, citizenId } = p;
  const initialFiles = value && typeof value === 'object' && !Array.isArray(value) ? ((value as FileValue).files as readonly PickedFile[]) : [];
  return (
    <fieldset className={css.bareFieldset} disabled={!props.enabled}>
      <FilePicker
        id={domId}
        label={label}
        required={props.required}
        fieldError={error}
        multiple={p.multipleFiles ?? true}
        requiredExtension={def.validExts}
        allowedExtensions={EXPERT_FORM_UPLOAD_EXTENSIONS}
        citizenId={citizenId}
        initialFiles={initialFiles}
        onChange={(files) => {
          // a refused selection re-emits the (unchanged) empty list: nothing to report then
          if (files.length === 0 && initialFiles.length === 0) return;
          p.onChange(files.length ? ({ files } satisfies FileValue) : undefined);
        }}
      />
    </fieldset>
  );
}

function controlOf(domId: string, p: DynamicFieldProps): ReactNode {
  const { def, props, label, value, options, error } = p;
  const text = textOf(value);
  const statusId = `${domId}-status`;
  const busy = p.checking || undefined;
  switch (def.type) {
    case 'select':
      return (
        <SelectField
          id={domId}
          label={label}
          error={error}
          required={props.required}
          disabled={!props.enabled}
          aria-describedby={statusId}
          aria-busy={busy}
          placeholder={t('common.selectPlaceholder')}
          options={options.map((o) => ({ value: o.value, label: o.label }))}
          value={options.some((o) => o.value === text) ? text : ''}
          onChange={(event) => p.onChange(emptyToUndefined(event.target.value))}
        />
      );
    case 'radio-group':
      return (
        <RadioGroupField
          id={domId}
          name={domId}
          legend={label}
          error={error}
          required={props.required}
          disabled={!props.enabled}
          options={options.map((o) => ({ value: o.value, label: o.label }))}
          value={text}
          onChange={(next) => p.onChange(emptyToUndefined(next))}
        />
      );
    case 'checkbox-group':
      return <CheckboxGroupControl domId={domId} p={p} />;
    case 'text':
      return <TextControl domId={domId} p={p} />;
    case 'textarea':
      return (
        <TextAreaField
          id={domId}
          label={label}
          error={error}
          required={props.required}
          disabled={!props.enabled}
          aria-describedby={statusId}
          placeholder={def.placeholder ?? undefined}
          maxLength={def.length ?? undefined}
          counter={def.length !== null ? t('requestForm.charCount', { n: text.length, max: def.length }) : undefined}
          value={text}
          onChange={(event) => p.onChange(emptyToUndefined(event.target.value))}
        />
      );
    case 'date':
    case 'time':
      return (
        <TextField
          id={domId}
          type={def.type}
          label={label}
          error={error}
          required={props.required}
          disabled={!props.enabled}
          aria-describedby={statusId}
          aria-busy={busy}
          value={text}
          onChange={(event) => p.onChange(emptyToUndefined(event.target.value))}
        />
      );
    case 'file':
      return <FileControl domId={domId} p={p} />;
    default:
      return null;
  }
}

/**
 * Props equality of the memoised form views ({@link DynamicField}, the request form's fields, grids
 * and stepper): the same keys, each value the same by `Object.is` or, for arrays, the same items in
 * the same order (the engine returns a new array of a dependent select's options on each read,
 * `optionsFor`; a checkbox group's value is a list).
 * @example sameFieldProps({ label: 'RNC', options: [a, b] }, { label: 'RNC', options: [a, b] }) // true
 */
export function sameFieldProps<P extends object>(a: Readonly<P>, b: Readonly<P>): boolean {
  const keys = Object.keys(a) as (keyof P)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const x = a[key];
    const y = b[key];
    if (Object.is(x, y)) return true;
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
    return x.every((item, i) => Object.is(item, y[i]));
  });
}

/** See module documentation. */
export const DynamicField = memo(function DynamicField(p: DynamicFieldProps) {
  const { def, props } = p;
  const domId = fieldDomId(def.id);
  if (props.hidden) return null;
  if (def.type === 'header') {
    if (def.subtype === 'h1') return null;
    const Heading = `h${p.subtitleLevel ?? 3}` as const;
    return (
      <div className={css.full} data-field-id={def.id}>
        <Heading id={domId} className={css.subtitle}>
          {p.label}
        </Heading>
      </div>
    );
  }
  const control = controlOf(domId, p);
  if (control === null) return null;
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    p.onBlur();
  };
  return (
    <div className={widthClass(def.type)} data-field-id={def.id} onBlur={onBlur}>
      {control}
      <Status id={`${domId}-status`} notice={p.notice} checking={p.checking} />
    </div>
  );
}, sameFieldProps);
