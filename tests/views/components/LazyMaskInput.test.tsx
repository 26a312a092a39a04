import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyMaskInput } from '../../../src/views/components/LazyMaskInput';

const CEDULA = '000-0000000-0';

/** A controlled box, as the portal's forms hold their values. */
function Controlled({ initial = '', onAccept }: { initial?: string; onAccept?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="cedula">Cédula</label>
      <LazyMaskInput
        id="cedula"
        mask={CEDULA}
        value={value}
        onAccept={(next) => {
          onAccept?.(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Limpiar
      </button>
      <button type="button" onClick={() => setValue('402-0987654-5')}>
        Restaurar
      </button>
      <output>{value}</output>
    </>
  );
}

describe('LazyMaskInput (issue 24: the mask attaches on the first interaction)', () => {
  it('shows the given value before any interaction, and masks what is typed once focused', async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    render(<Controlled initial="001-0456789-6" onAccept={onAccept} />);
    const box = screen.getByLabelText<HTMLInputElement>('Cédula');
    expect(box.value).toBe('001-0456789-6');
    await user.clear(box);
    await user.type(box, '40209876545');
    expect(box.value).toBe('402-0987654-5');
    expect(screen.getByRole('status').textContent).toBe('402-0987654-5');
    expect(onAccept).toHaveBeenLastCalledWith('402-0987654-5');
  });

  it('refuses what the mask refuses (letters in a digit mask) and stops at its length', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const box = screen.getByLabelText<HTMLInputElement>('Cédula');
    await user.type(box, '00a1-04567896999');
    expect(box.value).toBe('001-0456789-6');
  });

  it('a value set from outside reaches the box, before and after the mask attached, without an onAccept', async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    render(<Controlled initial="001-0456789-6" onAccept={onAccept} />);
    const box = screen.getByLabelText<HTMLInputElement>('Cédula');
    await user.click(screen.getByRole('button', { name: 'Restaurar' }));
    expect(box.value).toBe('402-0987654-5');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(box.value).toBe('');
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('text that arrives without the focus (a browser autofill) goes through the mask and is reported', () => {
    const onAccept = vi.fn();
    render(<Controlled onAccept={onAccept} />);
    const box = screen.getByLabelText<HTMLInputElement>('Cédula');
    fireEvent.input(box, { target: { value: '00104567896' } });
    expect(box.value).toBe('001-0456789-6');
    expect(onAccept).toHaveBeenLastCalledWith('001-0456789-6');
    expect(screen.getByRole('status').textContent).toBe('001-0456789-6');
  });

  it('a list of masks with its dispatch: the one the digits call for', async () => {
    const user = userEvent.setup();
    const masks = [{ mask: '000-0000' }, { mask: '000-000-0000' }];
    const dispatch = (appended: string, masked: { rawInputValue: string; compiledMasks: unknown[] }) =>
      masked.compiledMasks[`${masked.rawInputValue}${appended}`.replace(/\D/g, '').length > 7 ? 1 : 0];
    const onAccept = vi.fn();
    render(<LazyMaskInput aria-label="Teléfono" mask={masks} dispatch={dispatch} value="" onAccept={onAccept} />);
    const box = screen.getByLabelText<HTMLInputElement>('Teléfono');
    await user.type(box, '5550123');
    expect(box.value).toBe('555-0123');
    await user.clear(box);
    await user.type(box, '8095550123');
    expect(box.value).toBe('809-555-0123');
    expect(onAccept).toHaveBeenLastCalledWith('809-555-0123');
  });
});
