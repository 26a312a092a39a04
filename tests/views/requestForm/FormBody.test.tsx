/**
 * The request form's body (src/views/pages/requestService/RequestServicePage.tsx `FormBody`; spec 001
 * §2.4 steps, §4 Form flow; issue 24 "The signed-in area as fast as the public one"): after a step
 * change the click's frame keeps the step shown, the new step renders once that frame is painted,
 * and its heading then takes the focus (where a screen reader continues); the memoised fields'
 * props equality (`sameFieldProps`).
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceList } from '../../../src/mocks/data/catalogue';
import { loadExpertForm } from '../../../src/mocks/data/expert-forms';
import { goToStep, initialState, nextVisibleStep, parseExpertForm, visibleSteps } from '../../../src/domain/expertForm';
import type { SchemaService } from '../../../src/api/generated/admin';
import { FormBody } from '../../../src/views/pages/requestService/RequestServicePage';
import { sameFieldProps } from '../../../src/views/pages/requestService/fields/DynamicField';
import { contextOf } from './support';
import '../../../src/messages/all';

afterEach(cleanup);

/** Service 19 'Licencia de operación para empresas de turismo de aventura' (expert form 117), at its first visible step. */
async function adventureForm() {
  const service = serviceList.find((s) => s.expertform_id === 117) as unknown as SchemaService;
  const model = parseExpertForm((await loadExpertForm(117))!);
  const form = initialState(model, service.prices?.[0]?.variations[0]?.id ?? null);
  const first = visibleSteps(form)[0].index;
  return { service, form: goToStep(form, first), first, second: nextVisibleStep(form, first) as number };
}

describe('FormBody: a step change', () => {
  it('keeps the step shown in the render of the change, then shows the new step and focuses its heading', async () => {
    const { service, form, first, second } = await adventureForm();
    const send = vi.fn();
    const props = { send, busy: false, checking: false, locked: false, failedAfterCreate: false };
    const { rerender } = render(<FormBody context={contextOf(service, form)} {...props} />);
    const firstTitle = form.model.steps[first].title;
    const secondTitle = form.model.steps[second].title;
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(firstTitle);

    // The chart moved on (Continuar): the render of that change still shows the first step …
    act(() => rerender(<FormBody context={contextOf(service, goToStep(form, second))} {...props} />));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(firstTitle);
    // … the second one follows once that frame is painted, and its heading takes the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: secondTitle })));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([secondTitle]);

    // Retroceder: the same way back.
    act(() => rerender(<FormBody context={contextOf(service, goToStep(form, first))} {...props} />));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: firstTitle })));
  });
});

describe('sameFieldProps (the memoised fields re-render only on a change of their own props)', () => {
  const a = { id: 'x' };
  const b = { id: 'y' };
  it('equal: the same values, or arrays with the same items in order (a dependent select’s options)', () => {
    expect(sameFieldProps({ label: 'RNC', options: [a, b], value: undefined }, { label: 'RNC', options: [a, b], value: undefined })).toBe(true);
    expect(sameFieldProps({ value: ['1', '2'] }, { value: ['1', '2'] })).toBe(true);
  });
  it('different: another value, another item or order, another length, another set of props', () => {
    expect(sameFieldProps({ label: 'RNC' }, { label: 'Cédula' })).toBe(false);
    expect(sameFieldProps({ options: [a, b] }, { options: [b, a] })).toBe(false);
    expect(sameFieldProps({ options: [a, b] }, { options: [a] })).toBe(false);
    expect(sameFieldProps({ options: [a, b] }, { options: [{ id: 'x' }, b] })).toBe(false);
    expect(sameFieldProps<Record<string, unknown>>({ label: 'RNC' }, { label: 'RNC', error: null })).toBe(false);
    expect(sameFieldProps({ onChange: () => {} }, { onChange: () => {} })).toBe(false);
  });
});
