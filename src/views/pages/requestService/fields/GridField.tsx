/**
 * A grid field of the dynamic request form: the committed rows and a nested popup to add one
 * (spec 001 §2.4 "grid (with a nested popup)", §5 "Nested grid popup needs at least one value"
 * 'Asegurese de llenar los campos'; contract §2.3 "grid (list of rows + modal sub-form)").
 * Presentational: the page validates a row with the engine (`validateGridRow`) inside `onAddRow`.
 *
 * - Rows table: one column per visible, named, non-header sub-field (its label as the header);
 *   below 480 px each row shows as a card ("label: value" lines, the remove action at its foot) so
 *   the form stays within a 360 px screen; from 480 px a table in its own scroll box;
 *   cells show option labels for select / radio / checkbox-group, dates dd/MM/yyyy, identifiers and
 *   phones grouped ({@link gridCellText}); a 'Eliminar' button per row ('Eliminar fila {n}').
 * - 'Agregar' opens a Radix dialog titled with the grid's label; its sub-fields are rendered by
 *   {@link DynamicField} and keep a draft row keyed by sub-field NAME (the engine's GridRow). They
 *   render once the dialog's first frame is painted (useValueAfterPaint; the dialog fades in from
 *   transparent, and the focus goes to its close button first either way), so the click that opens
 *   it paints at once (issue 24).
 *   Confirming calls `onAddRow(draft)`: a non-empty result is shown in the dialog (the key `''` is
 *   the message of the whole row, e.g. 'Asegurese de llenar los campos', shown with role=alert at
 *   the top; other keys are sub-field ids — sub-field names are accepted too); an empty result
 *   closes the dialog and clears the draft. Cancelling or closing also clears it.
 * - The grid's own error (e.g. required without rows) is shown under it with role=alert; the wrapper
 *   has `data-field-id={def.id}`.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { FieldDef, FieldProps, FieldValue, FileValue, GridRow, OptionDef } from '../../../../domain/expertForm';
import { MASK, isEmptyValue } from '../../../../domain/expertForm';
import { formatCedula, formatDate, formatPhone, formatRnc } from '../../../../domain/format';
import { t } from '../../../../messages/es';
import '../../../../messages/es/requestForm';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { useValueAfterPaint } from '../../../components/afterPaint';
import { FieldError, FieldLabelText } from '../../../components/Field';
import * as fieldCss from '../../../components/Field.css';
import { visuallyHidden } from '../../../../styles/utilities.css';
import { DynamicField, fieldDomId } from './DynamicField';
import * as css from './fields.css';

/** One sub-field of the grid, as the page resolved it. */
export interface GridChild {
  def: FieldDef;
  props: FieldProps;
  label: string;
  /** Options already filtered by the engine. */
  options: readonly OptionDef[];
}

/** Props of {@link GridField}. */
export interface GridFieldProps {
  def: FieldDef;
  label: string;
  /** The grid's sub-fields in order. */
  children: readonly GridChild[];
  /** Committed rows (sub-field name → value). */
  rows: readonly GridRow[];
  /** Resolved error of the grid itself (e.g. 'Este campo es requerido'). */
  error: string | null;
  /** Enables 'Mis documentos' in file sub-fields. */
  citizenId: string | null;
  /** Whether the grid is required (marker only); default false. */
  required?: boolean;
  /** Whether rows can be added and removed; default true. */
  enabled?: boolean;
  /**
   * Validates and commits a row; returns resolved errors by sub-field id (`''` = the whole row),
   * `{}` when the row was accepted.
   */
  onAddRow: (row: GridRow) => Record<string, string>;
  onRemoveRow: (index: number) => void;
}

/**
 * Text of one cell: option labels (select, radio-group; checkbox-group joined with ', '), dates
 * dd/MM/yyyy, cédula 3-7-1 / RNC 1-2-5-1 / phones 3-3-4 by mask, file names joined with ', ',
 * anything else as stored; '' when empty.
 */
export function gridCellText(def: FieldDef, mask: string | null, value: FieldValue | undefined): string {
  if (value === undefined || isEmptyValue(value)) return '';
  const labelOf = (v: string) => def.options.find((o) => o.value === v)?.label ?? v;
  if (Array.isArray(value)) return (value as readonly string[]).map(labelOf).join(', ');
  if (typeof value !== 'string') {
    return (value as FileValue).files
      .map((f) => (f && typeof f === 'object' && 'name' in f ? String(f.name) : ''))
      .filter(Boolean)
      .join(', ');
  }
  if (def.type === 'select' || def.type === 'radio-group') return labelOf(value);
  if (def.type === 'date') return formatDate(value) || value;
  if (mask === MASK.cedula) return formatCedula(value);
  if (mask === MASK.rnc) return formatRnc(value);
  if (mask === MASK.phone || mask === MASK.mobile) return formatPhone(value);
  return value;
}

/** The dialog's sub-fields are validated when the row is added, not on blur. */
const ignoreBlur = () => {};

function errorFor(errors: Record<string, string>, def: FieldDef): string | null {
  return errors[def.id] ?? (def.name ? errors[def.name] : undefined) ?? null;
}

/** See module documentation. */
export function GridField({ def, label, children, rows, error, citizenId, required = false, enabled = true, onAddRow, onRemoveRow }: GridFieldProps) {
  const domId = fieldDomId(def.id);
  const labelId = `${domId}-label`;
  const errorId = `${domId}-error`;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Record<string, FieldValue>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const opener = useRef<HTMLButtonElement>(null);
  const fieldsShown = useValueAfterPaint(open);
  const columns = children.filter((c) => c.def.type !== 'header' && c.def.name !== null && !c.props.hidden);

  const close = () => {
    setOpen(false);
    setDraft({});
    setErrors({});
  };
  const change = useCallback((child: GridChild, value: FieldValue | undefined) => {
    const name = child.def.name as string;
    setDraft((prev) => {
      const next = { ...prev };
      if (value === undefined) delete next[name];
      else next[name] = value;
      return next;
    });
    setErrors((prev) => {
      if (!(child.def.id in prev) && !(name in prev) && !('' in prev)) return prev;
      const next = { ...prev };
      delete next[child.def.id];
      delete next[name];
      delete next[''];
      return next;
    });
  }, []);
  // One stable callback per sub-field, so the memoised fields of the dialog re-render only when their own value or error changes.
  const onChangeOf = useMemo(() => new Map(children.map((c) => [c.def.id, (value: FieldValue | undefined) => change(c, value)])), [children, change]);
  const confirm = () => {
    const result = onAddRow(draft);
    if (Object.keys(result).length === 0) close();
    else setErrors(result);
  };

  return (
    <div className={css.full} data-field-id={def.id} role="group" aria-labelledby={labelId}>
      <div className={fieldCss.field}>
        <div className={css.gridHead}>
          <span id={labelId} className={fieldCss.label}>
            <FieldLabelText label={label} required={required} />
          </span>
          <Button
            ref={opener}
            id={domId}
            size="sm"
            variant="secondary"
            disabled={!enabled}
            aria-label={t('requestForm.gridAddNamed', { label })}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
            onClick={() => setOpen(true)}
          >
            {t('requestForm.gridAdd')}
          </Button>
        </div>
        {rows.length === 0 ? (
          <p className={css.empty}>{t('requestForm.gridEmpty')}</p>
        ) : (
          <div className={css.tableFrame} tabIndex={0} role="region" aria-labelledby={labelId}>
            {/* Explicit roles: below 480 px the rows are laid out as cards (see fields.css.ts) and stay a table for assistive technology. */}
            <table className={css.table} role="table">
              <caption className={visuallyHidden}>{label}</caption>
              <thead className={css.head} role="rowgroup">
                <tr role="row">
                  {columns.map((c) => (
                    <th key={c.def.id} scope="col" role="columnheader" className={css.headCell}>
                      {c.label}
                    </th>
                  ))}
                  <th scope="col" role="columnheader" className={css.headCell}>
                    <span className={visuallyHidden}>{t('requestForm.gridActions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className={css.body} role="rowgroup">
                {rows.map((row, index) => (
                  // rows have no identity of their own; index keys are correct because removal re-renders from the list
                  <tr key={index} className={css.row} role="row">
                    {columns.map((c) => (
                      <td key={c.def.id} className={css.cell} role="cell" data-label={c.label}>
                        {gridCellText(c.def, c.props.mask, row[c.def.name as string])}
                      </td>
                    ))}
                    <td className={css.actionCell} role="cell">
                      <Button
                        size="sm"
                        variant="text"
                        disabled={!enabled}
                        aria-label={t('requestForm.gridRemoveRow', { n: index + 1 })}
                        onClick={() => onRemoveRow(index)}
                      >
                        {t('common.delete')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <FieldError id={errorId} error={error} />
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={label}
        closeLabel={t('common.close')}
        returnFocusRef={opener}
        wide
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button onClick={confirm}>{t('requestForm.gridAdd')}</Button>
          </>
        }
      >
        <div className={css.dialogFields}>
          <FieldError id={`${domId}-row-error`} error={errors[''] ?? null} />
          {fieldsShown &&
            children.map((c) => (
              <DynamicField
                key={c.def.id}
                def={c.def}
                props={c.props}
                label={c.label}
                value={c.def.name ? draft[c.def.name] : undefined}
                options={c.options}
                error={errorFor(errors, c.def)}
                notice={null}
                checking={false}
                citizenId={citizenId}
                onChange={onChangeOf.get(c.def.id) as (value: FieldValue | undefined) => void}
                onBlur={ignoreBlur}
              />
            ))}
        </div>
      </Dialog>
    </div>
  );
}
