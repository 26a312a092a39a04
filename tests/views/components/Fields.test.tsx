/** Form fields: label/hint/error wiring (aria-invalid, aria-describedby, role="alert"), password toggle, select, checkbox, radio. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { TextField } from '../../../src/views/components/TextField';
import { TextAreaField } from '../../../src/views/components/TextAreaField';
import { PasswordField } from '../../../src/views/components/PasswordField';
import { SelectField } from '../../../src/views/components/SelectField';
import { CheckboxField } from '../../../src/views/components/CheckboxField';
import { RadioGroupField } from '../../../src/views/components/RadioGroupField';

afterEach(cleanup);

function describedText(el: HTMLElement): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `<missing ${id}>`)
    .join(' | ');
}

describe('<TextField>', () => {
  it('without error: labelled, hint described, not invalid', () => {
    render(<TextField label="Correo electrónico" hint="Ejemplo: nombre@dominio.com" required />);
    const input = screen.getByRole('textbox', { name: /Correo electrónico/ });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.hasAttribute('required')).toBe(false);
    expect(describedText(input)).toBe('Ejemplo: nombre@dominio.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with error: aria-invalid="true", aria-describedby names hint and error text, error is an alert', () => {
    render(<TextField label="Correo electrónico" hint="Ejemplo: nombre@dominio.com" error="Ingrese un email válido" />);
    const input = screen.getByRole('textbox', { name: /Correo electrónico/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe('Ejemplo: nombre@dominio.com | Ingrese un email válido');
    expect(screen.getByRole('alert').textContent).toBe('Ingrese un email válido');
  });

  it('error appears and disappears with the prop; caller ids are kept; ref reaches the input', () => {
    const ref = createRef<HTMLInputElement>();
    const { rerender } = render(
      <>
        <p id="extra">Extra</p>
        <TextField ref={ref} id="cedula" label="Cédula" aria-describedby="extra" />
      </>,
    );
    const input = screen.getByLabelText('Cédula');
    expect(ref.current).toBe(input);
    expect(input.id).toBe('cedula');
    expect(input.getAttribute('aria-describedby')).toBe('extra');
    rerender(
      <>
        <p id="extra">Extra</p>
        <TextField ref={ref} id="cedula" label="Cédula" aria-describedby="extra" error="La cédula debe tener exactamente 11 caracteres" />
      </>,
    );
    expect(input.getAttribute('aria-describedby')).toBe('extra cedula-error');
    expect(describedText(input)).toBe('Extra | La cédula debe tener exactamente 11 caracteres');
  });

  it('passes native input props and events through', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Nombre" name="name" maxLength={5} onChange={onChange} placeholder="Juan" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Nombre' });
    expect(input.name).toBe('name');
    expect(input.placeholder).toBe('Juan');
    await user.type(input, 'abcdefg');
    expect(input.value).toBe('abcde');
    expect(onChange).toHaveBeenCalled();
  });
});

describe('<TextAreaField>', () => {
  it('wires the error like TextField', () => {
    render(<TextAreaField label="Observaciones" error="Este campo es requerido" />);
    const area = screen.getByRole('textbox', { name: 'Observaciones' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(area)).toBe('Este campo es requerido');
  });
});

describe('<PasswordField>', () => {
  it('toggle shows and hides the password with aria-pressed and a constant name', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Contraseña" labels={{ show: 'Mostrar contraseña' }} error="La contraseña debe tener minimo 6 caracteres" />);
    const input = screen.getByLabelText<HTMLInputElement>('Contraseña');
    const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' });
    expect(input.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);
    await user.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(input.type).toBe('password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe('La contraseña debe tener minimo 6 caracteres');
  });
});

describe('<SelectField>', () => {
  it('native select with placeholder option "" first and error wiring', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [v, setV] = useState('');
      return (
        <SelectField
          label="Miembro"
          placeholder="Selecciona un miembro"
          options={[
            { value: '1', label: 'Ana' },
            { value: '2', label: 'Luis' },
          ]}
          value={v}
          onChange={(e) => setV(e.target.value)}
          error={v === '' ? 'Este campo es requerido' : undefined}
        />
      );
    }
    render(<Harness />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Miembro' });
    expect(select.tagName).toBe('SELECT');
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Selecciona un miembro'],
      ['1', 'Ana'],
      ['2', 'Luis'],
    ]);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    await user.selectOptions(select, '2');
    expect(select.value).toBe('2');
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('<CheckboxField>', () => {
  it('labelled checkbox with error described', async () => {
    const user = userEvent.setup();
    render(<CheckboxField label="Acepto los términos" error="Debe aceptar los terminos y condiciones de uso y privacidad para continuar" required />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: /Acepto los términos/ });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(box)).toBe('Debe aceptar los terminos y condiciones de uso y privacidad para continuar');
    await user.click(screen.getByText('Acepto los términos'));
    expect(box.checked).toBe(true);
  });
});

describe('<RadioGroupField>', () => {
  it('radiogroup named by its legend, invalid + described when in error, reports choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RadioGroupField
        legend="Tipo de documento"
        name="docType"
        options={[
          { value: '1', label: 'Cédula' },
          { value: '2', label: 'Pasaporte' },
        ]}
        value=""
        onChange={onChange}
        error="Este campo es requerido"
        required
      />,
    );
    const group = screen.getByRole('radiogroup', { name: /Tipo de documento/ });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(describedText(group)).toBe('Este campo es requerido');
    await user.click(screen.getByRole('radio', { name: 'Pasaporte' }));
    expect(onChange).toHaveBeenCalledWith('2');
  });
});
