/**
 * The engine over BOTH real expert forms (src/mocks/data/expert-forms, copies of the real backend's
 * payloads): every step parses, every rule they carry parses, applies and is undone by its inverse,
 * a complete answer validates and serialises, and a draft round-trips (spec 001 §2.4, §4, §5;
 * contract §2).
 */
import { describe, expect, it } from 'vitest';
import {
  applyRule,
  fromDraft,
  initialState,
  parseExpertForm,
  parseRule,
  setValue,
  toDraft,
  toSubmitForm,
  validateAll,
  validateStep,
  visibleSteps,
  type FormModel,
} from '../../../src/domain/expertForm';
import { REAL_FORMS, fillAll, loadForm } from './support';

function carriedRules(model: FormModel): string[] {
  const rules = new Set<string>();
  for (const def of Object.values(model.fields)) {
    for (const o of def.options) {
      if (o.rule) rules.add(o.rule);
      if (o.ruleF) rules.add(o.ruleF);
    }
  }
  return [...rules];
}

const EXPECTED = {
  'dpp-project-evaluation.mitur01-v7.json': { steps: 16, topLevel: 184, grids: 1, rules: 3 },
  'official-travel-with-grids.json': { steps: 6, topLevel: 53, grids: 3, rules: 2 },
} as const;

describe.each(REAL_FORMS)('real form %s', (file) => {
  const model = parseExpertForm(loadForm(file));
  const expected = EXPECTED[file];

  it('cuts the steps at h1 headers, each starting with its h1', () => {
    expect(model.steps).toHaveLength(expected.steps);
    expect(model.order).toHaveLength(expected.topLevel);
    for (const step of model.steps) {
      const first = model.fields[step.firstFieldId];
      expect(first.type).toBe('header');
      expect(first.subtype).toBe('h1');
      expect(step.title).toBe(first.label);
      expect(step.title).not.toBe('');
      expect(step.fieldIds.slice(1).every((id) => model.fields[id].subtype !== 'h1')).toBe(true);
    }
    // every top-level field is in exactly one step
    expect(model.steps.flatMap((s) => s.fieldIds)).toEqual(model.order);
    expect(model.order.filter((id) => model.fields[id].type === 'grid')).toHaveLength(expected.grids);
  });

  it('gives every field a unique id and keeps grids apart by relationship', () => {
    const grids = model.order.map((id) => model.fields[id]).filter((d) => d.type === 'grid');
    expect(new Set(grids.map((g) => g.relationship)).size).toBe(grids.length);
    for (const grid of grids) {
      expect(grid.children.length).toBeGreaterThan(0);
      for (const child of grid.children) expect(model.fields[child].gridId).toBe(grid.id);
    }
  });

  it('shows every step initially and validates each empty step without throwing', () => {
    const state = initialState(model, null);
    expect(visibleSteps(state)).toHaveLength(expected.steps);
    for (const step of model.steps) expect(() => validateStep(state, step.index)).not.toThrow();
  });

  it('parses every rule it carries, targeting existing fields', () => {
    const rules = carriedRules(model);
    expect(rules).toHaveLength(expected.rules);
    for (const rule of rules) {
      const steps = parseRule(rule);
      expect(steps.length).toBeGreaterThan(0);
      for (const s of steps) expect(model.byName[s.field]?.length).toBeGreaterThan(0);
    }
  });

  it('applies every rule and undoes it with its inverse (hidden, enabled, required restored)', () => {
    const base = initialState(model, null);
    for (const rule of carriedRules(model)) {
      const applied = applyRule(base, rule);
      expect(applied.appliedRuleList).toContain(rule);
      const targets = parseRule(rule).flatMap((s) => model.byName[s.field]);
      const changed = targets.some((id) => applied.props[id] !== base.props[id]);
      expect(changed, rule).toBe(true);
      const undone = applyRule(applied, rule, { inverse: true });
      for (const id of targets) {
        const { hidden, enabled, required } = undone.props[id];
        expect({ id, hidden, enabled, required }).toEqual({
          id,
          hidden: base.props[id].hidden,
          enabled: base.props[id].enabled,
          required: base.props[id].required,
        });
      }
    }
  });

  it('validates and serialises a complete answer', () => {
    const filled = fillAll(initialState(model, null));
    expect(validateAll(filled, { primaryEmail: 'usuario@ejemplo.do' })).toEqual({});
    const form = toSubmitForm(filled);
    expect(form.data.length).toBeGreaterThan(10);
    expect(form.data.every((item) => typeof item === 'object' && item.key && item.type !== 'file' && item.type !== 'grid')).toBe(true);
    expect(new Set(form.data.map((d) => d.key)).size).toBe(form.data.length);
    for (const def of Object.values(model.fields).filter((d) => d.type === 'grid' && d.gridId === null)) {
      expect(form.grid[def.relationship as string]).toHaveLength(1);
      for (const cell of Object.values(form.grid[def.relationship as string][0])) expect(cell.MainLabel).toBeTypeOf('string');
    }
    const checkbox = form.data.find((d) => d.type === 'checkbox-group');
    if (checkbox) expect(Array.isArray(checkbox.value) && checkbox.value.length).toBe(1);
  });

  it('round-trips a draft (rules replayed, values, grids and step restored)', () => {
    let filled = fillAll(initialState(model, null));
    filled = { ...filled, step: model.steps.length - 1 };
    const draft = JSON.parse(JSON.stringify(toDraft(filled, { citizenId: '00100000017', serviceId: 5, expertformId: 101, totalPayment: '7000.00' })));
    expect(draft.step).toBe(model.steps.length - 1);
    expect(draft.fakeStep).toBe(visibleSteps(filled).length - 1);
    expect(draft.data).not.toContain(false);
    const restored = fromDraft(model, draft);
    expect(restored.step).toBe(filled.step);
    expect(restored.props).toEqual(filled.props);
    expect(toSubmitForm(restored)).toEqual({ ...toSubmitForm(filled), files: [] });
    expect(toDraft(restored, { citizenId: '00100000017', serviceId: 5, expertformId: 101, totalPayment: '7000.00' })).toEqual(draft);
  });
});

describe('real form specifics', () => {
  it('reads formulary_data when present and tolerates its absence', () => {
    const dpp = parseExpertForm(loadForm(REAL_FORMS[0]));
    expect(dpp.version).toBe('7');
    expect(dpp.name).toBe('mitur01');
    expect(dpp.fieldCount).toBe(192); // 186 top-level + 6 grid sub-fields
    const travel = parseExpertForm(loadForm(REAL_FORMS[1]));
    expect(travel.version).toBeNull();
  });

  it('travel form: the document-type radio switches texto5032 to RNC / cédula and clears it', () => {
    const model = parseExpertForm(loadForm(REAL_FORMS[1]));
    let s = initialState(model, null);
    expect(s.props.texto5032.mask).toBe('0');
    s = { ...s, values: { ...s.values, texto5032: '00100000017' } };
    const rnc = applyRule(s, model.fields.radiobutt02.options[0].rule);
    expect(rnc.props.texto5032).toMatchObject({ mask: '1', labelKey: 'requestForm.ruleLabels.rnc' });
    expect(rnc.values.texto5032).toBeUndefined();
    const passport = applyRule(rnc, model.fields.radiobutt02.options[1].rule);
    expect(passport.props.texto5032).toMatchObject({ mask: '0', labelKey: 'requestForm.ruleLabels.cedula' });
  });

  it('dpp form: ticking the check37 options hides, disables and requires check38; unticking without ruleF keeps them', () => {
    const model = parseExpertForm(loadForm(REAL_FORMS[0]));
    const step = model.steps.findIndex((st) => st.fieldIds.includes('check38'));
    let s = initialState(model, null);
    s = applyRule(s, '3:check38'); // make it editable so its required flag is checked
    const ticked = setValue(s, 'check37', ['check37', 'check38']);
    expect(ticked.props.check38).toMatchObject({ enabled: false, required: true, hidden: false });
    expect(ticked.appliedRuleList).toEqual(['3:check38', '2:check38', '4:check38']);
    const enabled = applyRule(ticked, '2:check38', { inverse: true });
    expect(validateStep(enabled, step)).toEqual({ check38: { key: 'errors.required' } });
  });
});
