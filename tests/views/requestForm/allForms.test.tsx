/**
 * Every online procedure of the embedded catalogue can be requested (issue 3 "done when"): for each
 * of them, the request page's form body renders every visible step of the form the embedded
 * backend serves, with an accessible name on every control, and a complete answer reaches the last
 * step (spec 001 §2.4; contract §2.3, §2.4).
 */
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceList } from '../../../src/mocks/data/catalogue';
import { loadExpertForm } from '../../../src/mocks/data/expert-forms';
import { goToStep, initialState, nextVisibleStep, parseExpertForm, validateStep, visibleSteps } from '../../../src/domain/expertForm';
import type { SchemaService } from '../../../src/api/generated/admin';
import { FormBody } from '../../../src/views/pages/requestService/RequestServicePage';
import { fillAll } from '../../unit/expertForm/support';
import { contextOf } from './support';
import '../../../src/messages/all';

afterEach(cleanup);

const online = serviceList.filter((s) => Number(s.type_id) !== 1 && s.expertform_id);

describe('every online procedure renders its form', () => {
  it('the catalogue has 26 online procedures, each with an expert form', () => {
    expect(online).toHaveLength(26);
  });

  it.each(online.map((s) => [s.id, s.name, s.expertform_id] as const))('service %i (%s, form %i)', async (_id, _name, formId) => {
    const service = online.find((s) => s.expertform_id === formId) as unknown as SchemaService;
    const payload = await loadExpertForm(formId);
    expect(payload).not.toBeNull();
    const model = parseExpertForm(payload!);
    const variation = service.prices?.[0]?.variations[0]?.id ?? null;
    let form = fillAll(initialState(model, variation));
    const seen: string[] = [];
    for (let step: number | null = visibleSteps(form)[0].index; step !== null; step = nextVisibleStep(form, step)) {
      form = fillAll(goToStep(form, step));
      const { container, unmount } = render(
        <FormBody context={contextOf(service, form)} send={vi.fn()} busy={false} checking={false} locked={false} failedAfterCreate={false} />,
      );
      const title = model.steps[step].title;
      seen.push(title);
      expect(within(container).getByRole('heading', { level: 2, name: title.replace(/\s+/g, ' ').trim() })).toBeTruthy();
      // every visible field of the step is rendered, every control has an accessible name
      const wrappers = container.querySelectorAll('[data-field-id]');
      const visible = model.steps[step].fieldIds.filter((fid) => {
        const def = model.fields[fid];
        return !form.props[fid].hidden && def.type !== 'header' && def.type !== 'rules' && def.type !== 'rulesprice';
      });
      expect(wrappers.length).toBeGreaterThanOrEqual(visible.length);
      for (const control of container.querySelectorAll<HTMLElement>('input:not([type=hidden]), select, textarea')) {
        const named =
          control.getAttribute('aria-label') ||
          control.getAttribute('aria-labelledby') ||
          (control.id && Array.from(container.querySelectorAll('label')).some((l) => l.htmlFor === control.id)) ||
          control.closest('label');
        expect(named, `${title}: ${control.outerHTML.slice(0, 120)}`).toBeTruthy();
      }
      // a complete answer leaves nothing to correct on the step (files aside: they need a real picker)
      const errors = Object.entries(validateStep(form, step)).filter(([fid]) => model.fields[fid].type !== 'file');
      expect(errors, title).toEqual([]);
      unmount();
    }
    expect(seen.length).toBe(visibleSteps(form).length);
  });
});
