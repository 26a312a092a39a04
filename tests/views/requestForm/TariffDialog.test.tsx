/**
 * TariffDialog (spec 001 §2.4 'Tarifas del servicio', 'Opciones de servicio', Confirmar): one card per
 * tariff, variations with RD$ price and delivery time, selection, confirm disabled until chosen,
 * close without confirming.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SchemaPrice } from '../../../src/api/generated/admin';
import { TariffDialog } from '../../../src/views/pages/requestService/TariffDialog';

afterEach(cleanup);

const prices: SchemaPrice[] = [
  {
    concept: 'Licencia de operación',
    description: 'Para hoteles y restaurantes',
    variations: [
      { id: 13, concept: 'Hasta 50 habitaciones', price: '7000.00', delivery_time: { months: 2, days: 5, hours: 0 } },
      { id: 14, concept: 'Más de 50 habitaciones', price: '12500.5', description: 'Incluye inspección', delivery_time: null },
    ],
  },
  { concept: 'Renovación', variations: [{ id: 21, concept: 'Renovación anual', price: '3500', delivery_time: { days: 1 } }] },
];

function Harness({ log }: { log: string[] }) {
  const [open, setOpen] = useState(true);
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <TariffDialog
      open={open}
      prices={prices}
      selected={selected}
      onSelect={(id) => {
        log.push(`select ${id}`);
        setSelected(id);
      }}
      onConfirm={() => {
        log.push(`confirm ${selected}`);
        setOpen(false);
      }}
      onClose={() => {
        log.push('close');
        setOpen(false);
      }}
    />
  );
}

describe('<TariffDialog>', () => {
  it('shows one card per tariff with its variations, RD$ prices and delivery times', () => {
    render(<Harness log={[]} />);
    const dialog = screen.getByRole('dialog', { name: 'Tarifas del servicio' });
    expect(dialog.getAttribute('data-variant')).toBe('fullScreen');
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Licencia de operación', 'Renovación']);
    expect(within(dialog).getByText('Para hoteles y restaurantes')).toBeTruthy();
    expect(within(dialog).getAllByRole('group', { name: 'Opciones de servicio' })).toHaveLength(2);

    const first = within(dialog).getByRole('radio', { name: 'Hasta 50 habitaciones RD$ 7,000.00' });
    expect(first.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(first.getAttribute('aria-describedby') as string)?.textContent).toBe('Tiempo de entrega: 2 meses y 5 días');
    const second = within(dialog).getByRole('radio', { name: 'Más de 50 habitaciones RD$ 12,500.50' });
    expect(document.getElementById(second.getAttribute('aria-describedby') as string)?.textContent).toBe('Incluye inspección');
    expect(within(dialog).getByText('Tiempo de entrega: 1 día')).toBeTruthy();
  });

  it('Confirmar is disabled until a variation is chosen; choosing and confirming report the id', async () => {
    const user = userEvent.setup();
    const log: string[] = [];
    render(<Harness log={log} />);
    const confirm = screen.getByRole<HTMLButtonElement>('button', { name: 'Confirmar' });
    expect(confirm.disabled).toBe(true);
    expect(screen.getByText('Seleccione una opción de servicio')).toBeTruthy();
    await user.click(screen.getByText('Renovación anual'));
    expect(log).toEqual(['select 21']);
    await user.click(screen.getByRole('radio', { name: /Más de 50/ }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Más de 50/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Renovación anual/ }).checked).toBe(false);
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    expect(log).toEqual(['select 21', 'select 14', 'confirm 14']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closing without confirming calls onClose (× and Escape)', async () => {
    const user = userEvent.setup();
    const log: string[] = [];
    render(<Harness log={log} />);
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(log).toEqual(['close']);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    const log2: string[] = [];
    render(<Harness log={log2} />);
    await user.keyboard('{Escape}');
    expect(log2).toEqual(['close']);
  });

  it('renders nothing while closed', () => {
    render(<TariffDialog open={false} prices={prices} selected={null} onSelect={() => {}} onConfirm={() => {}} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
