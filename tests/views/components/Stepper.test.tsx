/** Stepper: sliding window of at most 6 labels (spec 001 §2.4/§9), aria-current, 'Error' markers (spec 000 §2). */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Stepper } from '../../../src/views/components/Stepper';
import { stepperWindow } from '../../../src/views/components/stepperWindow';

afterEach(cleanup);

const TEN = ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete', 'Ocho', 'Nueve', 'Diez'];
const labels = { nav: 'Pasos del formulario', error: 'Error', completed: 'completado', progress: (c: number, t: number) => `Paso ${c} de ${t}` };

function visibleLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Pasos del formulario' });
  return within(nav)
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-step-index') ?? '')
    .map((i) => TEN[Number(i)]);
}

describe('stepperWindow', () => {
  it('10 steps, active 7 → indexes 4..9 (the last six, active kept with 3 before it)', () => {
    expect(stepperWindow(10, 7)).toEqual({ start: 4, end: 10 });
  });

  it('keeps the active step centred (2 before) while possible, clamped at both ends', () => {
    expect(stepperWindow(10, 0)).toEqual({ start: 0, end: 6 });
    expect(stepperWindow(10, 2)).toEqual({ start: 0, end: 6 });
    expect(stepperWindow(10, 3)).toEqual({ start: 1, end: 7 });
    expect(stepperWindow(10, 4)).toEqual({ start: 2, end: 8 });
    expect(stepperWindow(10, 6)).toEqual({ start: 4, end: 10 });
    expect(stepperWindow(10, 9)).toEqual({ start: 4, end: 10 });
  });

  it('shows every step when there are at most 6, and clamps out-of-range indexes', () => {
    expect(stepperWindow(4, 3)).toEqual({ start: 0, end: 4 });
    expect(stepperWindow(6, 5)).toEqual({ start: 0, end: 6 });
    expect(stepperWindow(0, 0)).toEqual({ start: 0, end: 0 });
    expect(stepperWindow(10, 42)).toEqual({ start: 4, end: 10 });
    expect(stepperWindow(10, -3)).toEqual({ start: 0, end: 6 });
  });

  it('always contains the active step and never more than the window size', () => {
    for (let total = 1; total <= 15; total += 1) {
      for (let active = 0; active < total; active += 1) {
        const { start, end } = stepperWindow(total, active, 6);
        expect(end - start).toBe(Math.min(6, total));
        expect(active).toBeGreaterThanOrEqual(start);
        expect(active).toBeLessThan(end);
      }
    }
  });
});

describe('<Stepper>', () => {
  it('10 labels with active 7 renders exactly labels 5..10, the 8th marked aria-current="step"', () => {
    render(<Stepper steps={TEN} activeIndex={7} labels={labels} />);
    expect(visibleLabels()).toEqual(['Cinco', 'Seis', 'Siete', 'Ocho', 'Nueve', 'Diez']);
    const current = screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0].textContent).toContain('Ocho');
    expect(current[0].getAttribute('value')).toBe('8');
    expect(screen.getByText('Paso 8 de 10')).toBeTruthy();
  });

  it('slides with the active step', () => {
    const { rerender } = render(<Stepper steps={TEN} activeIndex={0} labels={labels} />);
    expect(visibleLabels()).toEqual(['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis']);
    rerender(<Stepper steps={TEN} activeIndex={4} labels={labels} />);
    expect(visibleLabels()).toEqual(['Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete', 'Ocho']);
  });

  it('issue 26: when the window hides steps, the progress line says which steps the labels are, and an ellipsis marks each hidden side', () => {
    const windowed = {
      ...labels,
      progress: (c: number, t: number, shown?: { from: number; to: number }) =>
        shown ? `Paso ${c} de ${t} · pasos ${shown.from} a ${shown.to}` : `Paso ${c} de ${t}`,
    };
    const { container, rerender } = render(<Stepper steps={TEN} activeIndex={0} labels={windowed} />);
    expect(screen.getByText('Paso 1 de 10 · pasos 1 a 6')).toBeTruthy();
    const ellipses = () => [...container.querySelectorAll('nav [aria-hidden="true"]')].filter((e) => e.textContent === '…').length;
    expect(ellipses()).toBe(1); // after the list only
    rerender(<Stepper steps={TEN} activeIndex={4} labels={windowed} />);
    expect(screen.getByText('Paso 5 de 10 · pasos 3 a 8')).toBeTruthy();
    expect(ellipses()).toBe(2);
    rerender(<Stepper steps={TEN.slice(0, 4)} activeIndex={1} labels={windowed} />);
    expect(screen.getByText('Paso 2 de 4')).toBeTruthy(); // every step listed: no window to name
    expect(ellipses()).toBe(0);
  });

  it("shows the 'Error' marker text only on the steps listed in errorSteps", () => {
    render(<Stepper steps={['Autenticación', 'Datos personales', 'Seguridad', 'Términos']} activeIndex={2} errorSteps={[0, 2]} labels={labels} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.includes('Error'))).toEqual([true, false, true, false]);
    // completed step without error announces "completado"; the one with error does not
    expect(items[1].textContent).toContain('completado');
    expect(items[0].textContent).not.toContain('completado');
  });
});
