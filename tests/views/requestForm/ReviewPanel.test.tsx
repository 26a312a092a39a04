/**
 * The review 'Revise su solicitud' (src/views/pages/requestService/ReviewPanel.tsx), expectations
 * from issue 27: a summary list a screen reader reads as such (the page's heading, a heading per
 * visible step, a `dl` of label and value), the tariff and variation with its price, answers by mask
 * and by label, grids as tables, files by name and size, 'Sin respuesta' for an empty optional field,
 * no hidden step; 'Cambiar' per step (named after its step) opens that step; Retroceder and Enviar
 * Solicitud; a failure's message, and 'Reintentar envío' once the request exists; the heading takes
 * the focus when the review opens.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addGridRow, initialState, setValue, type FormState } from '../../../src/domain/expertForm';
import { ReviewPanel, type ReviewPanelProps } from '../../../src/views/pages/requestService/ReviewPanel';
import { RF, requestFormModelForm } from '../../model/machines/requestForm.model';
import '../../../src/messages/all';

afterEach(cleanup);

/** The model test's form: Nueva (the step 'Licencia anterior' hidden), the cédula, a plan file, one partner. */
function answered(): FormState {
  let form = initialState(requestFormModelForm, 11);
  form = setValue(form, RF.tipo, '1');
  form = setValue(form, RF.cedula, '00113918205');
  form = setValue(form, RF.plano, {
    files: [{ id: 'f1', name: 'plano-ubicación.pdf', sizeMb: 0.5, candidate: { kind: 'device', file: { name: 'plano-ubicación.pdf', size: 524288 } } }],
  });
  return addGridRow(form, RF.socios, { nombresocio: 'Pedro Almonte' });
}

function renderPanel(over: Partial<ReviewPanelProps> = {}) {
  const props: ReviewPanelProps = {
    form: answered(),
    tariff: { concept: 'Licencia de operación', variation: { id: 11, concept: 'Agencia de viajes', price: '7000.00' } },
    onChange: vi.fn(),
    onBack: vi.fn(),
    onSend: vi.fn(),
    onRetry: vi.fn(),
    locked: false,
    error: null,
    failedAfterCreate: false,
    busy: false,
    ...over,
  };
  render(<ReviewPanel {...props} />);
  return props;
}

describe('ReviewPanel (issue 27)', () => {
  it('a summary list: the heading focused, a heading and a dl per visible step, the tariff with its price; no hidden step', () => {
    renderPanel();
    const heading = screen.getByRole('heading', { level: 2, name: 'Revise su solicitud' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Tarifa del servicio', 'Datos de la solicitud', 'Documentos']);
    const tariff = screen.getByRole('region', { name: 'Tarifa del servicio' });
    expect(within(tariff).getByText('Agencia de viajes')).toBeTruthy();
    expect(within(tariff).getByText('RD$ 7,000.00')).toBeTruthy();
    const first = screen.getByRole('region', { name: 'Datos de la solicitud' });
    const terms = within(first)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(first)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Tipo de solicitud', 'Cédula del promotor']);
    expect(values).toEqual(['Nueva', '001-1391820-5']);
    expect(screen.queryByText('Número de licencia')).toBeNull();
  });

  it('files by name and size, grids as tables, an empty optional field says so', () => {
    renderPanel({ form: setValue(answered(), RF.plano, undefined) });
    const docs = screen.getByRole('region', { name: 'Documentos' });
    expect(within(docs).getByText('Sin respuesta')).toBeTruthy();
    expect(within(docs).getByRole('table', { name: 'Socios' })).toBeTruthy();
    expect(within(docs).getByRole('cell', { name: 'Pedro Almonte' })).toBeTruthy();
    cleanup();
    renderPanel();
    expect(screen.getByText('plano-ubicación.pdf (512 KB)')).toBeTruthy();
  });

  it("'Cambiar' of each step is named after it and opens it; Retroceder; Enviar Solicitud", async () => {
    const user = userEvent.setup();
    const props = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Cambiar las respuestas de Documentos' }));
    expect(props.onChange).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Cambiar las respuestas de Datos de la solicitud' }));
    expect(props.onChange).toHaveBeenLastCalledWith(0);
    await user.click(screen.getByRole('button', { name: 'Retroceder' }));
    expect(props.onBack).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Enviar Solicitud' }));
    expect(props.onSend).toHaveBeenCalledTimes(1);
  });

  it("a failed send: its message; once the request exists only 'Reintentar envío'; locked while sending", async () => {
    const user = userEvent.setup();
    const props = renderPanel({ error: 'requestForm.createError', failedAfterCreate: true, locked: true });
    expect(screen.getByRole('alert').textContent).toContain('Ha ocurrido un error favor intentar mas tarde.');
    await user.click(screen.getByRole('button', { name: 'Reintentar envío' }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Enviar Solicitud' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cambiar las respuestas de Documentos' }).disabled).toBe(true);
  });

  it('bad input (issue 27 item 3): a value the mask cannot format shown as typed, a 1,000-character answer whole, a grid of 50 rows all there', () => {
    const long = 'PasaporteExtranjero'.repeat(53).slice(0, 1000);
    let form = setValue(answered(), RF.cedula, long);
    for (let i = 2; i <= 50; i += 1) form = addGridRow(form, RF.socios, { nombresocio: `Socio ${i}` });
    renderPanel({ form });
    const first = screen.getByRole('region', { name: 'Datos de la solicitud' });
    const values = within(first)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(values).toEqual(['Nueva', long]);
    cleanup();
    renderPanel({ form: setValue(answered(), RF.cedula, '0011391820') });
    // ten digits under the cédula mask (3-7-1 needs eleven): as typed
    expect(within(screen.getByRole('region', { name: 'Datos de la solicitud' })).getAllByRole('definition')[1].textContent).toBe('0011391820');
    cleanup();
    renderPanel({ form });
    const table = screen.getByRole('table', { name: 'Socios' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(within(table).getByRole('cell', { name: 'Socio 50' })).toBeTruthy();
  });
});
