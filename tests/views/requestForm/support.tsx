/**
 * Test support of the dynamic-form field views: field definitions parsed by the real engine from a
 * small payload, and controlled harnesses that keep the value the way the request-form machine will.
 */
import { useState } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SchemaExpertForm, SchemaFormField, SchemaService } from '../../../src/api/generated/admin';
import { parseExpertForm, type FieldDef, type FieldProps, type FieldValue, type FormModel, type FormState } from '../../../src/domain/expertForm';
import type { RequestFormContext } from '../../../src/machines/requestForm.machine';
import { sampleUser } from '../../model/machines/fixtures';
import { DynamicField, type DynamicFieldProps } from '../../../src/views/pages/requestService/fields/DynamicField';

/** A form with one step holding `fields`. */
export function modelOf(fields: SchemaFormField[]): FormModel {
  const payload: SchemaExpertForm = {
    formulary_data: { name: 'prueba', version: '1' },
    fields: [[{ type: 'header', subtype: 'h1', name: 'paso', label: 'Paso 1' }, ...fields]],
  };
  return parseExpertForm(payload);
}

/** The parsed definition of one raw field. */
export function defOf(raw: SchemaFormField): FieldDef {
  const model = modelOf([raw]);
  return model.fields[raw.name as string];
}

/** A text field of the wire with a mask. */
export function textField(name: string, label: string, Mask: string | null = null, extra: Partial<SchemaFormField> = {}): SchemaFormField {
  return { type: 'text', name, label, Mask, hidden: false, enabled: true, required: false, ...extra };
}

/** Options of `render*Field`. */
export interface FieldRenderOptions extends Partial<Omit<DynamicFieldProps, 'def' | 'props' | 'onChange' | 'onBlur'>> {
  props?: Partial<FieldProps>;
  initial?: FieldValue;
}

/**
 * Renders a controlled {@link DynamicField} for `raw`; every onChange is recorded in `changes`
 * (and becomes the value), every onBlur counted in `blurs.count`.
 */
export function renderField(raw: SchemaFormField, options: FieldRenderOptions = {}) {
  const def = defOf(raw);
  const changes: Array<FieldValue | undefined> = [];
  const blurs = { count: 0 };
  const { props, initial, ...rest } = options;
  function Harness() {
    const [value, setValue] = useState<FieldValue | undefined>(initial);
    return (
      <DynamicField
        def={def}
        props={{ ...def.initial, ...props }}
        label={rest.label ?? def.label}
        value={value}
        options={rest.options ?? def.options}
        error={rest.error ?? null}
        notice={rest.notice ?? null}
        checking={rest.checking ?? false}
        citizenId={rest.citizenId ?? null}
        multipleFiles={rest.multipleFiles}
        subtitleLevel={rest.subtitleLevel}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        onBlur={() => {
          blurs.count += 1;
        }}
      />
    );
  }
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <>
      <Harness />
      <button type="button">fuera</button>
    </>,
  );
  return { ...view, def, changes, blurs, user, last: () => changes[changes.length - 1] };
}

/** Text of the elements an element's aria-describedby points at, joined with ' | '. */
export function describedText(el: Element): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `<missing ${id}>`)
    .filter((text) => text !== '')
    .join(' | ');
}

/** The request-form chart's context on `form` of `service`, as the sample user, nothing pending (for FormBody). */
export function contextOf(service: SchemaService, form: FormState): RequestFormContext {
  return {
    serviceId: service.id,
    applicant: sampleUser,
    claimedCompany: null,
    company: null,
    restricted: false,
    service,
    model: form.model,
    draft: null,
    form,
    selectedVariation: form.variationId,
    stepErrors: {},
    notices: {},
    checks: [],
    uploaded: {},
    created: null,
    managerDone: false,
    pendingCheck: null,
    error: null,
    lastNotice: null,
    draftNotice: null,
    reviewed: false,
  };
}
