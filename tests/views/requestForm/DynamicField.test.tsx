/**
 * DynamicField (spec 001 §2.4 field types, §5 dynamic fields; contract §2.2, §2.3, §2.6): every type
 * renders with an accessible name, masks give the engine's values, properties (hidden, disabled,
 * required), error / notice / checking wiring, checkbox-group toggling, file values, and blur.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { SchemaFormField } from '../../../src/api/generated/admin';
import { DynamicField, fieldDomId } from '../../../src/views/pages/requestService/fields/DynamicField';
import { maskError, type FileValue } from '../../../src/domain/expertForm';
import type { PickedFile } from '../../../src/machines/filePicker.machine';
import { defOf, describedText, renderField, textField } from './support';

afterEach(cleanup);

const select: SchemaFormField = {
  type: 'select',
  name: 'provincia',
  label: 'Provincia',
  values: [
    { label: 'Azua', value: 'az', rule: '' },
    { label: 'Santiago', value: 'st', rule: '' },
  ],
};
const radio: SchemaFormField = {
  type: 'radio-group',
  name: 'tipo',
  label: 'Tipo de persona',
  values: [
    { label: 'Física', value: 'f', rule: '' },
    { label: 'Jurídica', value: 'j', rule: '' },
  ],
};
const checkboxes: SchemaFormField = {
  type: 'checkbox-group',
  name: 'servicios',
  label: 'Servicios ofrecidos',
  values: [
    { label: 'Bar', value: 'bar', rule: '' },
    { label: 'Piscina', value: 'piscina', rule: '' },
    { label: 'Spa', value: 'spa', rule: '' },
  ],
};
const textarea: SchemaFormField = { type: 'textarea', name: 'obs', label: 'Observaciones', length: 20 };
const date: SchemaFormField = { type: 'date', name: 'fecha', label: 'Fecha de inicio' };
const time: SchemaFormField = { type: 'time', name: 'hora', label: 'Hora de apertura' };
const file: SchemaFormField = { type: 'file', name: 'plano', label: 'Plano del proyecto', valid_exts: 'pdf' };

describe('every type has a visible label tied to its control', () => {
  it.each([
    ['select', select, 'combobox'],
    ['text', textField('nombre', 'Nombre del proyecto'), 'textbox'],
    ['textarea', textarea, 'textbox'],
  ] as const)('%s', (_, raw, role) => {
    renderField(raw);
    const control = screen.getByRole(role, { name: raw.label as string });
    expect(screen.getByLabelText(raw.label as string)).toBe(control);
    expect(control.id).toBe(fieldDomId(raw.name as string));
    expect(control.closest('[data-field-id]')?.getAttribute('data-field-id')).toBe(raw.name);
  });

  it('date and time are native pickers labelled by the field', () => {
    renderField(date);
    expect(screen.getByLabelText<HTMLInputElement>('Fecha de inicio').type).toBe('date');
    cleanup();
    renderField(time);
    expect(screen.getByLabelText<HTMLInputElement>('Hora de apertura').type).toBe('time');
  });

  it('radio-group and checkbox-group are labelled groups whose options are labelled', () => {
    renderField(radio);
    const group = screen.getByRole('radiogroup', { name: 'Tipo de persona' });
    expect(within(group).getByLabelText('Física')).toBeTruthy();
    expect(within(group).getByLabelText('Jurídica')).toBeTruthy();
    cleanup();
    renderField(checkboxes);
    const boxes = screen.getByRole('group', { name: 'Servicios ofrecidos' });
    const named = within(boxes)
      .getAllByRole('checkbox')
      .map((c) => within(boxes).getByRole('checkbox', { name: c.parentElement?.textContent ?? '' }) === c);
    expect(named).toEqual([true, true, true]);
    expect(within(boxes).getByLabelText('Piscina')).toBeTruthy();
  });

  it('file: labelled file input (pdf required) without "Mis documentos" for anonymous use, with it for a citizen', () => {
    renderField(file);
    const input = screen.getByLabelText<HTMLInputElement>('Plano del proyecto');
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('.pdf');
    expect(screen.queryByRole('button', { name: 'Mis documentos' })).toBeNull();
    cleanup();
    renderField(file, { citizenId: '00112345678' });
    expect(screen.getByRole('button', { name: 'Mis documentos' })).toBeTruthy();
  });

  it('header: h1 renders nothing (the page shows the step title), h2 a sub-title heading', () => {
    const { container } = render(
      <DynamicField
        def={defOf({ type: 'header', subtype: 'h1', name: 'titulo', label: 'Datos generales' })}
        props={{ hidden: false, enabled: true, required: false, mask: null }}
        label="Datos generales"
        value={undefined}
        options={[]}
        error={null}
        notice={null}
        checking={false}
        citizenId={null}
        onChange={() => {}}
        onBlur={() => {}}
      />,
    );
    expect(container.innerHTML).toBe('');
    cleanup();
    renderField({ type: 'header', subtype: 'h2', name: 'sub', label: 'Ubicación' });
    expect(screen.getByRole('heading', { level: 3, name: 'Ubicación' })).toBeTruthy();
    cleanup();
    renderField({ type: 'header', subtype: 'h2', name: 'sub', label: 'Ubicación' }, { subtitleLevel: 2 });
    expect(screen.getByRole('heading', { level: 2, name: 'Ubicación' })).toBeTruthy();
  });
});

describe('masks give the value the engine expects', () => {
  it('cédula (0): typed with noise, shown 3-7-1, reported as 11 digits the engine accepts', async () => {
    const { user, last } = renderField(textField('cedula', 'Cédula', '0'));
    const input = screen.getByLabelText<HTMLInputElement>('Cédula');
    await user.type(input, '001a1234567-899');
    expect(input.value).toBe('001-1234567-8');
    expect(last()).toBe('00112345678');
    expect(maskError('0', last() as string)).toBeNull();
  });

  it('RNC (1): shown 9-99-99999-9 style (1-01-01063-2), reported as 9 digits', async () => {
    const { user, last } = renderField(textField('rnc', 'RNC', '1'));
    const input = screen.getByLabelText<HTMLInputElement>('RNC');
    await user.type(input, '1010106321');
    expect(input.value).toBe('1-01-01063-2');
    expect(last()).toBe('101010632');
  });

  it.each(['2', '3'])('phone (%s): shown 3-3-4, reported as 10 digits', async (mask) => {
    const { user, last } = renderField(textField('tel', 'Teléfono', mask));
    const input = screen.getByLabelText<HTMLInputElement>('Teléfono');
    expect(input.inputMode).toBe('tel');
    await user.type(input, '(809) 555-1234');
    expect(input.value).toBe('809-555-1234');
    expect(last()).toBe('8095551234');
  });

  it('numbers (6): letters dropped', async () => {
    const { user, last } = renderField(textField('num', 'Cantidad', '6'));
    await user.type(screen.getByLabelText('Cantidad'), '1a2-b3');
    expect(last()).toBe('123');
    expect(screen.getByLabelText<HTMLInputElement>('Cantidad').value).toBe('123');
  });

  it('letters (7): digits and dashes stripped while typing', async () => {
    const { user, last } = renderField(textField('nom', 'Nombre', '7'));
    await user.type(screen.getByLabelText('Nombre'), 'An4a-Ma 2ría');
    expect(last()).toBe('AnaMa ría');
  });

  it('money (12): digits and 2 decimals while typing, "1,234.56" after blur (reported before onBlur)', async () => {
    const { user, changes, blurs, last } = renderField(textField('monto', 'Monto invertido', '12'));
    const input = screen.getByLabelText<HTMLInputElement>('Monto invertido');
    expect(input.inputMode).toBe('decimal');
    await user.type(input, 'RD1234.567');
    expect(last()).toBe('1234.56');
    expect(blurs.count).toBe(0);
    await user.click(screen.getByRole('button', { name: 'fuera' }));
    expect(last()).toBe('1,234.56');
    expect(input.value).toBe('1,234.56');
    expect(blurs.count).toBe(1);
    expect(maskError('12', last() as string)).toBeNull();
    const count = changes.length;
    await user.click(input);
    await user.click(screen.getByRole('button', { name: 'fuera' }));
    expect(changes.length).toBe(count); // already formatted: no new value
    expect(blurs.count).toBe(2);
  });

  it('a rule switching the mask (8 → cédula, 9 → passport) changes the input without losing the field', async () => {
    const def = defOf(textField('doc', 'Documento'));
    const base = { hidden: false, enabled: true, required: false } as const;
    const view = render(
      <DynamicField
        def={def}
        props={{ ...base, mask: '0' }}
        label="No. de Cédula"
        value="00112345678"
        options={[]}
        error={null}
        notice={null}
        checking={false}
        citizenId={null}
        onChange={() => {}}
        onBlur={() => {}}
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('No. de Cédula').value).toBe('001-1234567-8');
    view.rerender(
      <DynamicField
        def={def}
        props={{ ...base, mask: null }}
        label="Pasaporte"
        value="AB123"
        options={[]}
        error={null}
        notice={null}
        checking={false}
        citizenId={null}
        onChange={() => {}}
        onBlur={() => {}}
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Pasaporte').value).toBe('AB123');
  });

  it('plain text keeps what is typed, respects length, and an emptied field reports undefined', async () => {
    const { user, changes, last } = renderField(textField('nombre', 'Nombre comercial', null, { length: 5 }));
    const input = screen.getByLabelText<HTMLInputElement>('Nombre comercial');
    expect(input.maxLength).toBe(5);
    await user.type(input, 'Hotel');
    expect(last()).toBe('Hotel');
    await user.clear(input);
    expect(last()).toBeUndefined();
    expect(changes.length).toBe(6);
  });
});

describe('properties', () => {
  it('hidden renders nothing', () => {
    const { container } = renderField(textField('x', 'Campo oculto'), { props: { hidden: true } });
    expect(screen.queryByLabelText('Campo oculto')).toBeNull();
    expect(container.querySelector('[data-field-id]')).toBeNull();
  });

  it.each([
    ['text', textField('t', 'Texto', '0')],
    ['select', select],
    ['textarea', textarea],
    ['date', date],
  ] as const)('enabled=false disables the %s control', (_, raw) => {
    renderField(raw, { props: { enabled: false } });
    expect(screen.getByLabelText<HTMLInputElement>(raw.label as string).disabled).toBe(true);
  });

  it('enabled=false disables radio, checkbox and file groups', () => {
    renderField(radio, { props: { enabled: false } });
    expect(screen.getByLabelText('Física').matches(':disabled')).toBe(true);
    cleanup();
    renderField(checkboxes, { props: { enabled: false } });
    expect(screen.getByLabelText('Spa').matches(':disabled')).toBe(true);
    cleanup();
    renderField(file, { props: { enabled: false } });
    expect(screen.getByLabelText('Plano del proyecto').matches(':disabled')).toBe(true);
  });

  it('required: marker and aria-required (text, select, radio group)', () => {
    renderField(textField('t', 'Nombre'), { props: { required: true } });
    const input = screen.getByRole('textbox', { name: /Nombre/ });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.closest('[data-field-id]')?.textContent).toContain('*');
    cleanup();
    renderField(select, { props: { required: true } });
    expect(screen.getByRole('combobox', { name: /Provincia/ }).getAttribute('aria-required')).toBe('true');
    cleanup();
    renderField(radio, { props: { required: true } });
    expect(screen.getByRole('radiogroup', { name: /Tipo de persona/ }).getAttribute('aria-required')).toBe('true');
  });
});

describe('error, notice and checking', () => {
  it('error: alert under the field, aria-invalid and described by it', () => {
    renderField(textField('cedula', 'Cédula', '0'), { error: 'Cédula no válida, introduzca otra cédula' });
    const input = screen.getByLabelText('Cédula');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Cédula no válida, introduzca otra cédula');
    expect(describedText(input)).toBe('Cédula no válida, introduzca otra cédula');
  });

  it.each([
    ['select', select],
    ['textarea', textarea],
    ['date', date],
    ['checkbox-group', checkboxes],
    ['file', file],
  ] as const)('%s: error announced and tied to the control or group', (type, raw) => {
    renderField(raw, { error: 'Este campo es requerido' });
    expect(screen.getByRole('alert').textContent).toBe('Este campo es requerido');
    const target = type === 'checkbox-group' ? screen.getByRole('group', { name: raw.label as string }) : screen.getByLabelText(raw.label as string);
    expect(target.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(target)).toContain('Este campo es requerido');
  });

  it('notice: success text in a status region described by the input', () => {
    renderField(textField('cedula', 'Cédula', '0'), { notice: 'Cédula válida' });
    const input = screen.getByLabelText('Cédula');
    expect(screen.getByRole('status').textContent).toBe('Cédula válida');
    expect(describedText(input)).toBe('Cédula válida');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('checking: "Validando…" status and aria-busy on the input; the notice waits', () => {
    renderField(textField('cedula', 'Cédula', '0'), { checking: true, notice: 'Cédula válida' });
    const input = screen.getByLabelText('Cédula');
    expect(input.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Validando…')).toBeTruthy();
    expect(screen.queryByText('Cédula válida')).toBeNull();
  });
});

describe('choices', () => {
  it('select: reports the option value, the placeholder reports undefined', async () => {
    const { user, last } = renderField(select);
    const combo = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Provincia' });
    expect(combo.value).toBe('');
    await user.selectOptions(combo, 'Santiago');
    expect(last()).toBe('st');
    await user.selectOptions(combo, 'Seleccione una opción');
    expect(last()).toBeUndefined();
  });

  it("select: only the options given are offered (father_id filtering is the engine's)", () => {
    const def = defOf(select);
    renderField(select, { options: [def.options[1]], initial: 'az' });
    const combo = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Provincia' });
    expect(within(combo).queryByRole('option', { name: 'Azua' })).toBeNull();
    expect(combo.value).toBe('');
  });

  it('radio-group: reports the chosen value', async () => {
    const { user, last } = renderField(radio);
    await user.click(screen.getByLabelText('Jurídica'));
    expect(last()).toBe('j');
    expect(screen.getByLabelText<HTMLInputElement>('Jurídica').checked).toBe(true);
  });

  it('checkbox-group: toggling reports the ticked values in option order; none ticked → undefined', async () => {
    const { user, changes } = renderField(checkboxes);
    await user.click(screen.getByLabelText('Spa'));
    await user.click(screen.getByLabelText('Bar'));
    await user.click(screen.getByLabelText('Spa'));
    await user.click(screen.getByLabelText('Bar'));
    expect(changes).toEqual([['spa'], ['bar', 'spa'], ['bar'], undefined]);
  });
});

describe('textarea, date, time', () => {
  it('textarea: maxLength from `length` and a counter', async () => {
    const { user, last } = renderField(textarea);
    const area = screen.getByLabelText<HTMLTextAreaElement>('Observaciones');
    expect(area.maxLength).toBe(20);
    expect(screen.getByText('0 / 20 caracteres')).toBeTruthy();
    await user.type(area, 'Frente al mar');
    expect(last()).toBe('Frente al mar');
    expect(screen.getByText('13 / 20 caracteres')).toBeTruthy();
  });

  it('date reports yyyy-MM-dd and time HH:mm', () => {
    const { last } = renderField(date);
    fireEvent.change(screen.getByLabelText('Fecha de inicio'), { target: { value: '2024-01-31' } });
    expect(last()).toBe('2024-01-31');
    cleanup();
    const t = renderField(time);
    fireEvent.change(screen.getByLabelText('Hora de apertura'), { target: { value: '09:30' } });
    expect(t.last()).toBe('09:30');
  });
});

describe('file', () => {
  it('adding a file reports a FileValue; removing the last one reports undefined; a remount keeps the value', async () => {
    const { user, last, unmount } = renderField(file);
    const pdf = new File(['%PDF'], 'plano.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Plano del proyecto'), pdf);
    const value = last() as FileValue;
    expect(value.files).toHaveLength(1);
    const picked = value.files[0] as PickedFile;
    expect(picked.name).toBe('plano.pdf');
    expect(picked.candidate).toEqual({ kind: 'device', file: pdf });
    unmount();

    // the step unmounted the field: it comes back with the file the form kept
    const again = renderField(file, { initial: value });
    expect(screen.getByText('plano.pdf')).toBeTruthy();
    expect(again.changes).toEqual([]);
    await again.user.click(screen.getByRole('button', { name: 'Eliminar plano.pdf' }));
    expect(again.last()).toBeUndefined();
  });

  it('a service without multiple_document takes one document per field: a second one is refused', async () => {
    const { user, last } = renderField(file, { multipleFiles: false });
    await user.upload(screen.getByLabelText('Plano del proyecto'), new File(['%PDF'], 'plano.pdf', { type: 'application/pdf' }));
    expect((last() as FileValue).files).toHaveLength(1);
    await user.upload(screen.getByLabelText('Plano del proyecto'), new File(['%PDF'], 'otro.pdf', { type: 'application/pdf' }));
    expect((last() as FileValue).files).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('No se puede agregar mas de un documento');
  });

  it('a file without the required extension is refused (no value reported)', async () => {
    const { user, changes } = renderField(file);
    await user.upload(screen.getByLabelText('Plano del proyecto'), new File(['x'], 'plano.docx'));
    expect(changes).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('El archivo requiere una extension .pdf');
  });
});

describe('blur', () => {
  it('fires when focus leaves a text field', async () => {
    const { user, blurs } = renderField(textField('t', 'Nombre'));
    await user.click(screen.getByLabelText('Nombre'));
    expect(blurs.count).toBe(0);
    await user.tab();
    expect(blurs.count).toBe(1);
  });

  it('does not fire while focus moves inside a group, fires when it leaves', async () => {
    const { user, blurs } = renderField(checkboxes);
    await user.click(screen.getByLabelText('Bar'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Piscina'));
    expect(blurs.count).toBe(0);
    await user.click(screen.getByRole('button', { name: 'fuera' }));
    expect(blurs.count).toBe(1);
  });
});

describe('ids', () => {
  it('derive from the engine id and stay valid for grid sub-fields and repeated names', () => {
    expect(fieldDomId('nombre')).toBe('ef-nombre');
    expect(fieldDomId('grid/nombre')).toBe('ef-grid__2fnombre');
    expect(fieldDomId('DAfmDetAcomp#2')).toBe('ef-DAfmDetAcomp__232');
    expect(fieldDomId('grid/nombre')).not.toBe(fieldDomId('grid#nombre'));
  });
});

/** A control's name from aria-labelledby, aria-label, its <label>s or (buttons) its text. */
function accessibleName(el: Element): string {
  const byIds = (el.getAttribute('aria-labelledby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');
  if (byIds.length) return byIds.join(' ').trim();
  const aria = el.getAttribute('aria-label');
  if (aria) return aria.trim();
  const labels = (el as HTMLInputElement).labels;
  if (labels && labels.length)
    return Array.from(labels)
      .map((l) => l.textContent ?? '')
      .join(' ')
      .trim();
  return el.tagName === 'BUTTON' ? (el.textContent ?? '').trim() : '';
}

describe('accessibility sanity', () => {
  it('every control of every field type has an accessible name', () => {
    const raws: SchemaFormField[] = [
      select,
      radio,
      checkboxes,
      textarea,
      date,
      time,
      file,
      textField('cedula', 'Cédula', '0'),
      textField('monto', 'Monto', '12'),
      textField('nombre', 'Nombre'),
    ];
    const def = (raw: SchemaFormField) => defOf(raw);
    render(
      <>
        {raws.map((raw) => {
          const d = def(raw);
          return (
            <DynamicField
              key={d.id}
              def={d}
              props={{ ...d.initial, required: true }}
              label={d.label}
              value={undefined}
              options={d.options}
              error="Este campo es requerido"
              notice={null}
              checking={false}
              citizenId="00112345678"
              onChange={() => {}}
              onBlur={() => {}}
            />
          );
        })}
      </>,
    );
    const controls = Array.from(document.querySelectorAll('input, select, textarea, button'));
    expect(controls.length).toBe(14); // 1 select, 2 radios, 3 checkboxes, textarea, date, time, file input, "Mis documentos", 3 texts
    for (const control of controls) expect(accessibleName(control), control.outerHTML).not.toBe('');
    for (const raw of raws.filter((r) => r.type !== 'radio-group' && r.type !== 'checkbox-group')) {
      expect(screen.getByLabelText(new RegExp(`^${raw.label}`))).toBeTruthy();
    }
    // unique ids: labels never point at the wrong control
    const ids = Array.from(document.querySelectorAll('[id]')).map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
