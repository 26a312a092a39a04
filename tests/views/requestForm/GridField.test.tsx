/**
 * GridField (spec 001 §2.4 grid with a nested popup, §5 'Asegurese de llenar los campos'; contract
 * §2.3): rows validated by the real engine (`validateGridRow`, `addGridRow`, `removeGridRow`) the
 * way the page will do it; errors shown in the dialog, accepted rows listed, removal.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SchemaFormField } from '../../../src/api/generated/admin';
import { addGridRow, initialState, removeGridRow, validateGridRow, type FormState } from '../../../src/domain/expertForm';
import { tr } from '../../../src/messages/es';
import '../../../src/messages/es/requestForm';
import { GridField } from '../../../src/views/pages/requestService/fields/GridField';
import { modelOf } from './support';

afterEach(cleanup);

const grid: SchemaFormField = {
  type: 'grid',
  name: 'acomp',
  label: 'Acompañantes',
  relationship: 'relacomp',
  fields: [
    { type: 'text', name: 'nombre', label: 'Nombre', required: true },
    { type: 'text', name: 'cedula', label: 'Cédula', Mask: '0' },
    {
      type: 'select',
      name: 'parentesco',
      label: 'Parentesco',
      values: [
        { label: 'Hijo', value: 'h', rule: '' },
        { label: 'Cónyuge', value: 'c', rule: '' },
      ],
    },
    { type: 'date', name: 'nacimiento', label: 'Fecha de nacimiento' },
    { type: 'text', name: 'oculto', label: 'Oculto', hidden: true },
  ],
};

function Harness({ onRemove }: { onRemove?: (i: number) => void }) {
  const [state, setState] = useState<FormState>(() => initialState(modelOf([grid])));
  const def = state.model.fields.acomp;
  const children = def.children.map((id) => {
    const sub = state.model.fields[id];
    return { def: sub, props: state.props[id], label: sub.label, options: sub.options };
  });
  return (
    <GridField
      def={def}
      label={def.label}
      children={children}
      rows={state.grids.acomp ?? []}
      error={null}
      citizenId={null}
      onAddRow={(row) => {
        const errors = validateGridRow(state, 'acomp', row);
        if (Object.keys(errors).length === 0) {
          setState((s) => addGridRow(s, 'acomp', row));
          return {};
        }
        const out: Record<string, string> = {};
        for (const [name, ref] of Object.entries(errors)) out[name === '' ? '' : `acomp/${name}`] = tr(ref);
        return out;
      }}
      onRemoveRow={(index) => {
        onRemove?.(index);
        setState((s) => removeGridRow(s, 'acomp', index));
      }}
    />
  );
}

describe('<GridField>', () => {
  it('starts empty with an "Agregar" button named after the grid', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Acompañantes' })).toBeTruthy();
    expect(screen.getByText('No hay elementos agregados')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregar Acompañantes' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('an empty row shows "Asegurese de llenar los campos" in the dialog; a row without the required sub-field shows its error', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Agregar Acompañantes' }));
    const dialog = screen.getByRole('dialog', { name: 'Acompañantes' });
    expect((await within(dialog).findByRole('textbox', { name: /Nombre/ })).getAttribute('aria-required')).toBe('true');
    expect(within(dialog).queryByLabelText('Oculto')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Asegurese de llenar los campos');

    await user.type(within(dialog).getByLabelText('Cédula'), '00112345678');
    // the row-level message goes away once something is filled
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    const nombre = within(dialog).getByRole('textbox', { name: /Nombre/ });
    expect(nombre.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('alert').textContent).toBe('Este campo es requerido');
    expect(screen.getByText('No hay elementos agregados')).toBeTruthy();
  });

  it('an accepted row closes the dialog and is listed with labels, option labels, dd/MM/yyyy dates and grouped ids', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Agregar Acompañantes' }));
    let dialog = screen.getByRole('dialog', { name: 'Acompañantes' });
    await user.type(await within(dialog).findByRole('textbox', { name: /Nombre/ }), 'Ana Pérez');
    await user.type(within(dialog).getByLabelText('Cédula'), '00112345678');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Parentesco' }), 'Cónyuge');
    fireEvent.change(within(dialog).getByLabelText('Fecha de nacimiento'), { target: { value: '1990-05-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const table = screen.getByRole('table', { name: 'Acompañantes' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Nombre', 'Cédula', 'Parentesco', 'Fecha de nacimiento', 'Acciones']);
    const cells = within(table).getAllByRole('row')[1].querySelectorAll('td');
    expect(
      Array.from(cells)
        .slice(0, 4)
        .map((c) => c.textContent),
    ).toEqual(['Ana Pérez', '001-1234567-8', 'Cónyuge', '31/05/1990']);
    // Below 480 px each row is a card: every value cell carries its column label (shown before it),
    // and the explicit roles keep the table a table for assistive technology.
    expect(Array.from(cells).map((c) => c.getAttribute('data-label'))).toEqual(['Nombre', 'Cédula', 'Parentesco', 'Fecha de nacimiento', null]);
    expect(Array.from(cells).map((c) => c.getAttribute('role'))).toEqual(['cell', 'cell', 'cell', 'cell', 'cell']);
    expect(table.getAttribute('role')).toBe('table');

    // the dialog opens again empty
    await user.click(screen.getByRole('button', { name: 'Agregar Acompañantes' }));
    dialog = screen.getByRole('dialog', { name: 'Acompañantes' });
    expect((await within(dialog).findByRole<HTMLInputElement>('textbox', { name: /Nombre/ })).value).toBe('');
  });

  it('opening moves the focus into the dialog and its fields follow once the frame is painted; closing returns the focus to "Agregar"', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Agregar Acompañantes' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Acompañantes' });
    // The focus moves in once the dialog's frame is painted (issue 24, src/views/components/Dialog.tsx).
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cerrar' })));
    expect(await within(dialog).findByRole('textbox', { name: /Nombre/ })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(document.activeElement).toBe(opener);
  });

  it('cancelling discards the draft and adds nothing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Agregar Acompañantes' }));
    const dialog = screen.getByRole('dialog', { name: 'Acompañantes' });
    await user.type(await within(dialog).findByRole('textbox', { name: /Nombre/ }), 'Luis');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('No hay elementos agregados')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Agregar Acompañantes' }));
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: /Nombre/ })).value).toBe('');
  });

  it('removes the chosen row', async () => {
    const user = userEvent.setup();
    const removed: number[] = [];
    render(<Harness onRemove={(i) => removed.push(i)} />);
    for (const name of ['Ana', 'Luis']) {
      await user.click(screen.getByRole('button', { name: 'Agregar Acompañantes' }));
      await user.type(await screen.findByRole('textbox', { name: /Nombre/ }), name);
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Agregar' }));
    }
    expect(screen.getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Eliminar fila 1' }));
    expect(removed).toEqual([0]);
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1].textContent).toContain('Luis');
    await user.click(screen.getByRole('button', { name: 'Eliminar fila 1' }));
    expect(screen.getByText('No hay elementos agregados')).toBeTruthy();
  });

  it("shows the grid's own error and ties it to the add button", () => {
    const state = initialState(modelOf([grid]));
    const def = state.model.fields.acomp;
    render(
      <GridField
        def={def}
        label="Acompañantes"
        children={[]}
        rows={[]}
        error="Este campo es requerido"
        citizenId={null}
        required
        onAddRow={() => ({})}
        onRemoveRow={() => {}}
      />,
    );
    const add = screen.getByRole('button', { name: 'Agregar Acompañantes' });
    expect(add.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(add.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Este campo es requerido');
    expect(screen.getByRole('alert').textContent).toBe('Este campo es requerido');
    expect(add.closest('[data-field-id]')?.getAttribute('data-field-id')).toBe('acomp');
  });
});
