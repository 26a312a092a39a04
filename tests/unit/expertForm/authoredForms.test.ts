/**
 * The expert forms of the embedded backend for EVERY online procedure (src/mocks/data/expert-forms,
 * `loadExpertForm`, ids 101–126; spec 001 §2.4, §4, §5; contract §2): each form loads and parses,
 * every step has fields, every rule it carries is triggered by choosing / ticking its option and
 * undone by clearing / unticking it, a complete answer validates under every price variation and
 * serialises, and a draft round-trips. Then the union of the authored forms covers every field
 * type, rule action, mask, a hidden step, father_id, ruleF, a grid sub-field rule and rulesprice.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SchemaExpertForm, SchemaFormField } from '../../../src/api/generated/admin';
import {
  CONFOTUR_OPTION,
  SERVER_MASKS,
  type FieldValue,
  type FormModel,
  type FormState,
  type OptionDef,
  type RuleStep,
  addGridRow,
  fromDraft,
  initialState,
  isStepVisible,
  optionsFor,
  parseExpertForm,
  parseRule,
  serverCheckFor,
  setValue,
  setValueSilently,
  toDraft,
  toSubmitForm,
  validateAll,
  validateGridRow,
  visibleSteps,
} from '../../../src/domain/expertForm';
import { EXPERT_FORM_IDS, REAL_EXPERT_FORM_IDS, loadExpertForm } from '../../../src/mocks/data/expert-forms';
import { serviceList } from '../../../src/mocks/data/catalogue';
import { sampleValue } from './support';

const PRIMARY_EMAIL = 'usuario@ejemplo.do';
const ONLINE = serviceList.filter((s) => s.type_id === 2);
const AUTHORED_IDS = EXPERT_FORM_IDS.filter((id) => !REAL_EXPERT_FORM_IDS.includes(id));

const payloads = new Map<number, SchemaExpertForm>();
const models = new Map<number, FormModel>();

beforeAll(async () => {
  for (const id of EXPERT_FORM_IDS) {
    const payload = await loadExpertForm(id);
    if (!payload) throw new Error(`form ${id} did not load`);
    payloads.set(id, payload);
    models.set(id, parseExpertForm(payload));
  }
});

function serviceOf(id: number) {
  const service = ONLINE.find((s) => s.expertform_id === id);
  if (!service) throw new Error(`no online service with expertform_id ${id}`);
  return service;
}

function variationIds(id: number): number[] {
  return serviceOf(id).prices.flatMap((p) => p.variations.map((v) => v.id));
}

/** Every top-level field and grid sub-field of a payload (carriers included), depth first. */
function rawFields(payload: SchemaExpertForm): SchemaFormField[] {
  const out: SchemaFormField[] = [];
  const walk = (f: SchemaFormField) => {
    out.push(f);
    for (const sub of f.fields ?? []) walk(sub);
  };
  for (const group of payload.fields) for (const f of group) walk(f);
  return out;
}

/** Top-level fields with at least one option carrying a rule or a ruleF. */
function ruleCarriers(model: FormModel) {
  return model.order.map((id) => model.fields[id]).filter((d) => d.options.some((o) => o.rule || o.ruleF));
}

/** Property group an action changes (later steps on the same field and group win). */
const GROUP: Readonly<Record<number, string>> = {
  0: 'hidden',
  1: 'hidden',
  2: 'enabled',
  3: 'enabled',
  4: 'required',
  6: 'required',
  7: 'value',
  8: 'mask',
  9: 'mask',
  10: 'mask',
  5: 'click',
};

function effective(steps: readonly RuleStep[]): RuleStep[] {
  return steps.filter((s, i) => !steps.slice(i + 1).some((l) => l.field === s.field && GROUP[l.action] === GROUP[s.action]));
}

/** Asserts the effect of every (effective) step of `rule` on `state` (rule 5: the re-fired rule's effects). */
function expectEffects(state: FormState, rule: string, where: string, depth = 0): void {
  const model = state.model;
  for (const step of effective(parseRule(rule))) {
    const ids = model.byName[step.field];
    expect(ids?.length, `${where}: target ${step.field}`).toBeGreaterThan(0);
    for (const id of ids) {
      const p = state.props[id];
      const label = `${where}: ${step.action}:${id}`;
      switch (step.action) {
        case 0:
        case 1:
          expect(p.hidden, label).toBe(step.action === 0);
          break;
        case 2:
        case 3:
          expect(p.enabled, label).toBe(step.action === 3);
          break;
        case 4:
        case 6:
          expect(p.required, label).toBe(step.action === 4);
          break;
        case 7:
          if (model.fields[id].gridId === null) expect(state.values[id], label).toBeUndefined();
          break;
        case 8:
          expect(p, label).toMatchObject({ mask: '0', labelKey: 'requestForm.ruleLabels.cedula' });
          break;
        case 9:
          expect(p, label).toMatchObject({ mask: null, labelKey: 'requestForm.ruleLabels.passport' });
          break;
        case 10:
          expect(p, label).toMatchObject({ mask: '1', labelKey: 'requestForm.ruleLabels.rnc' });
          break;
        case 5: {
          const value = state.values[id];
          const refired = typeof value === 'string' ? model.fields[id].options.find((o) => o.value === value)?.rule : undefined;
          expect(refired, `${label} re-fires a rule`).toBeTruthy();
          if (depth < 3) expectEffects(state, refired as string, `${where} (re-fired)`, depth + 1);
          break;
        }
      }
    }
  }
}

/** hidden / enabled / required of the targets of actions 0–4, 6 are back to `before`; 5/7–10 targets are cleared (inverse 7). */
function expectUndone(before: FormState, after: FormState, rule: string, clears: boolean, where: string): void {
  const model = before.model;
  for (const step of parseRule(rule)) {
    for (const id of model.byName[step.field]) {
      const label = `${where}: undo ${step.action}:${id}`;
      if (GROUP[step.action] === 'hidden' || GROUP[step.action] === 'enabled' || GROUP[step.action] === 'required') {
        const pick = (s: FormState) => ({ hidden: s.props[id].hidden, enabled: s.props[id].enabled, required: s.props[id].required });
        expect(pick(after), label).toEqual(pick(before));
      } else if (clears && model.fields[id].gridId === null) {
        expect(after.values[id], label).toBeUndefined();
      }
    }
  }
}

/** A state where `fieldId` is empty (its current option's rules undone) and the parent of a child select chosen. */
function baseFor(model: FormModel, fieldId: string, option: OptionDef): FormState {
  let s = initialState(model, null);
  const def = model.fields[fieldId];
  if (def.fatherId && option.father !== null) {
    const parent = model.byName[def.fatherId].find((id) => model.fields[id].gridId === null) as string;
    s = setValue(s, parent, option.father);
  }
  if (s.values[fieldId] !== undefined) s = setValue(s, fieldId, def.type === 'checkbox-group' ? [] : undefined);
  // give the targets of 7 a value (so clearing shows) and the targets of 5 an option with a rule
  for (const step of parseRule(option.rule)) {
    for (const id of model.byName[step.field] ?? []) {
      const target = model.fields[id];
      if (target.gridId !== null || id === fieldId) continue;
      if (step.action === 7 && s.values[id] === undefined) {
        const v = sampleValue(s, target, s.props[id].mask);
        if (v !== null) s = setValueSilently(s, id, v);
      }
      if (step.action === 5) {
        const withRule = target.options.find((o) => o.rule);
        if (withRule) s = setValueSilently(s, id, withRule.value);
      }
    }
  }
  return s;
}

/**
 * A complete answer: repeatedly fills every empty, visible, enabled top-level field of every visible
 * step (first offered option, a value valid for its current mask) and gives every visible grid
 * one row of its visible sub-fields, until nothing changes (rules may show new fields).
 */
function completeAnswer(start: FormState): FormState {
  let s = start;
  for (let pass = 0; pass < 6; pass += 1) {
    let changed = false;
    for (const step of s.model.steps) {
      if (!isStepVisible(s, step.index)) continue;
      for (const id of step.fieldIds) {
        const def = s.model.fields[id];
        const props = s.props[id];
        if (props.hidden || !props.enabled) continue;
        if (def.type === 'grid') {
          if (s.grids[id]?.length) continue;
          const row: Record<string, FieldValue> = {};
          for (const childId of def.children) {
            const sub = s.model.fields[childId];
            const value = sub.name && !s.props[childId].hidden ? sampleValue(s, sub, s.props[childId].mask) : null;
            if (value !== null) row[sub.name as string] = value;
          }
          s = addGridRow(s, id, row);
          changed = true;
          continue;
        }
        if (s.values[id] !== undefined) continue;
        const value = sampleValue(s, def, props.mask);
        if (value === null) continue;
        s = setValue(s, id, value);
        changed = true;
      }
    }
    if (!changed) return s;
  }
  throw new Error('the complete answer did not settle');
}

describe('catalogue ↔ expert forms', () => {
  it('has one form per online procedure, ids 101–126, two of them real', async () => {
    expect(EXPERT_FORM_IDS).toEqual(Array.from({ length: 26 }, (_, i) => 101 + i));
    expect(ONLINE.map((s) => s.expertform_id).sort()).toEqual([...EXPERT_FORM_IDS]);
    expect(serviceOf(102).name).toBe('Evaluación de anteproyecto turístico');
    expect(serviceOf(125).name).toBe('Solicitud de viaje de familiarización (fam trip)');
    expect(await loadExpertForm(100)).toBeNull();
    expect(await loadExpertForm(127)).toBeNull();
  });

  it('returns a fresh copy without saved_fields on every call', async () => {
    const a = await loadExpertForm(102);
    const b = await loadExpertForm(102);
    expect(a).not.toBe(b);
    expect(a).toEqual(b);
    expect(a && 'saved_fields' in a).toBe(false);
    (a as SchemaExpertForm).fields[0].pop();
    expect((await loadExpertForm(102))?.fields[0]).toHaveLength(186);
  });
});

describe.each(EXPERT_FORM_IDS.map((id) => [id]))('expert form %i', (id) => {
  const authored = !REAL_EXPERT_FORM_IDS.includes(id);
  const model = () => models.get(id) as FormModel;
  const payload = () => payloads.get(id) as SchemaExpertForm;

  it('parses into steps that each start with an h1 and have fields', () => {
    const m = model();
    expect(m.steps.length).toBeGreaterThanOrEqual(2);
    expect(m.steps.flatMap((s) => s.fieldIds)).toEqual(m.order);
    for (const step of m.steps) {
      expect(m.fields[step.firstFieldId]).toMatchObject({ type: 'header', subtype: 'h1' });
      expect(step.title).not.toBe('');
      expect(
        step.fieldIds.slice(1).some((fid) => m.fields[fid].type !== 'header'),
        step.title,
      ).toBe(true);
    }
    expect(visibleSteps(initialState(m, null)).length).toBeGreaterThanOrEqual(2);
  });

  // Only the authored forms (the real ones are as the ministry's backend sends them).
  if (authored) {
    it('is authored in the real wire shape: unique orden and names, Spanish labels, real variation ids', () => {
      const p = payload();
      const m = model();
      expect(p.formulary_data).toMatchObject({ institution_id: 10 });
      expect(m.version).not.toBeNull();
      const fields = rawFields(p);
      const ordens = fields.map((f) => f.orden);
      expect(ordens.every((o) => typeof o === 'string' && /^\d{12}$/.test(o))).toBe(true);
      expect(new Set(ordens).size).toBe(ordens.length);
      const names = fields.filter((f) => f.name).map((f) => f.name as string);
      expect(new Set(names).size).toBe(names.length);
      expect(names.every((n) => /^[A-Za-z][A-Za-z0-9]*$/.test(n))).toBe(true);
      for (const f of fields.filter((x) => x.type !== 'rules' && x.type !== 'rulesprice')) {
        expect(f.label, f.name).toMatch(/\S/);
        if (f.type === 'select') expect(f.label_persist, f.name).toBeTruthy();
        if (f.type === 'grid') expect(f.relationship, f.name).toBeTruthy();
        if (f.type === 'select' || f.type === 'radio-group' || f.type === 'checkbox-group') expect(f.values?.length, f.name).toBeGreaterThan(0);
      }
      expect(m.fieldCount).toBeGreaterThanOrEqual(8);
      const real = variationIds(id);
      for (const variation of Object.keys(m.priceValues).map(Number)) expect(real).toContain(variation);
      for (const entries of [...m.initialValues, ...Object.values(m.priceValues).flat()]) {
        for (const entry of entries) expect(m.byName[entry.name] ?? ruleCarriers(m).length, entry.name).toBeTruthy();
      }
    });

    it('names existing fields in every rule, MaskParam and father_id', () => {
      const m = model();
      for (const def of Object.values(m.fields)) {
        for (const o of def.options) {
          for (const s of [...parseRule(o.rule), ...parseRule(o.ruleF)]) expect(m.byName[s.field], `${def.id} → ${s.field}`).toBeDefined();
          if (o.rule) expect(parseRule(o.rule).length, o.rule).toBe(o.rule.split(':')[1].split(',').length);
          if (def.type === 'checkbox-group' && o.rule) expect(o.ruleF, `${def.id}/${o.value} has ruleF`).not.toBe('');
        }
        if (def.maskParam) expect(m.fields[m.byName[def.maskParam]?.[0]]?.type, def.id).toBe('select');
        if (def.fatherId) {
          const parent = m.fields[m.byName[def.fatherId]?.[0]];
          expect(parent?.type, def.id).toBe('select');
          for (const o of def.options) expect(parent.options.map((p) => p.value)).toContain(o.father);
        }
      }
    });
  }

  it('triggers every rule it carries by choosing / ticking its option and undoes it', () => {
    const m = model();
    for (const def of ruleCarriers(m)) {
      for (const option of def.options.filter((o) => o.rule)) {
        const where = `${id} ${def.id}=${option.value} '${option.rule}'`;
        const base = baseFor(m, def.id, option);
        if (def.fatherId) expect(optionsFor(base, def.id)).toContain(option);
        const checkbox = def.type === 'checkbox-group';
        const triggered = setValue(base, def.id, checkbox ? [option.value] : option.value);
        expect(triggered.appliedRuleList, where).toContain(option.rule);
        expectEffects(triggered, option.rule, where);
        if (checkbox) {
          if (!option.ruleF) continue; // real dpp form: no ruleF, unticking keeps the props
          const unticked = setValue(triggered, def.id, []);
          expect(unticked.appliedRuleList.at(-1), where).toBe(option.ruleF);
          expectUndone(base, unticked, option.rule, false, where);
        } else {
          const cleared = setValue(triggered, def.id, undefined);
          expectUndone(base, cleared, option.rule, true, where);
        }
      }
    }
  });

  it('validates, serialises and round-trips a complete answer under every price variation', () => {
    const m = model();
    const variations = authored ? variationIds(id) : [variationIds(id)[0]];
    for (const variation of variations) {
      const where = `${id} variation ${variation}`;
      const filled = { ...completeAnswer(initialState(m, variation)), step: 0 };
      expect(validateAll(filled, { primaryEmail: PRIMARY_EMAIL }), where).toEqual({});
      for (const step of visibleSteps(filled)) {
        for (const fid of step.fieldIds.filter((f) => m.fields[f].type === 'grid' && !filled.props[f].hidden)) {
          for (const row of filled.grids[fid] ?? []) expect(validateGridRow(filled, fid, row, { primaryEmail: PRIMARY_EMAIL }), `${where} ${fid}`).toEqual({});
        }
        // every server-validated field can be checked (masks 20/24 have their related option chosen)
        for (const fid of step.fieldIds) {
          const mask = filled.props[fid].mask;
          if (mask === null || !SERVER_MASKS[mask] || filled.props[fid].hidden || !filled.props[fid].enabled) continue;
          expect(serverCheckFor(filled, fid).kind, `${where} ${fid}`).toBe('call');
        }
      }
      for (const [pid, props] of Object.entries(m.priceValues[variation] ? filled.props : {})) {
        if (m.priceValues[variation].flat().some((e) => e.name === m.fields[pid].name)) expect(props.enabled, `${where} locks ${pid}`).toBe(false);
      }

      const form = toSubmitForm(filled);
      expect(form.data.length, where).toBeGreaterThan(authored ? 5 : 0);
      expect(new Set(form.data.map((d) => d.key)).size).toBe(form.data.length);
      const visibleFiles = m.order.filter(
        (f) =>
          m.fields[f].type === 'file' &&
          !filled.props[f].hidden &&
          isStepVisible(
            filled,
            m.steps.findIndex((s) => s.fieldIds.includes(f)),
          ),
      );
      expect(form.files.map((f) => f.key).sort(), where).toEqual(visibleFiles.map((f) => m.fields[f].name).sort());
      for (const gid of m.order.filter((g) => m.fields[g].type === 'grid' && filled.grids[g]?.length)) {
        expect(form.grid[m.fields[gid].relationship as string], `${where} ${gid}`).toHaveLength(1);
      }

      const last = visibleSteps(filled).at(-1)?.index ?? 0;
      const ctx = { citizenId: '00100000017', serviceId: serviceOf(id).id, expertformId: id, totalPayment: '7000.00' };
      const draft = JSON.parse(JSON.stringify(toDraft({ ...filled, step: last }, ctx)));
      expect(draft).toMatchObject({ expertform_id: id, step: last, fakeStep: visibleSteps(filled).length - 1, variations: [variation] });
      const restored = fromDraft(m, draft);
      expect(restored.step, where).toBe(last);
      expect(restored.props, where).toEqual(filled.props);
      expect(toSubmitForm(restored), where).toEqual({ ...form, files: [] });
      expect(toDraft(restored, ctx), where).toEqual(draft);
    }
  });
});

describe('coverage of the authored forms (the issue: every type, rule, mask, a hidden step)', () => {
  const authored = () => AUTHORED_IDS.map((id) => ({ id, payload: payloads.get(id) as SchemaExpertForm, model: models.get(id) as FormModel }));

  it('uses every field type, h1 and h2 headers, files with and without valid_exts, required and optional', () => {
    const raw = authored().flatMap((f) => rawFields(f.payload));
    const types = new Set(raw.map((f) => f.type));
    expect([...types].sort()).toEqual(
      ['checkbox-group', 'date', 'file', 'grid', 'header', 'radio-group', 'rules', 'rulesprice', 'select', 'text', 'textarea', 'time'].sort(),
    );
    expect(new Set(raw.filter((f) => f.type === 'header').map((f) => f.subtype))).toEqual(new Set(['h1', 'h2']));
    const files = raw.filter((f) => f.type === 'file');
    expect(files.some((f) => f.valid_exts)).toBe(true);
    expect(files.some((f) => !f.valid_exts)).toBe(true);
    expect(files.some((f) => f.required)).toBe(true);
    expect(files.some((f) => !f.required)).toBe(true);
    const gridSubTypes = new Set(raw.filter((f) => f.type === 'grid').flatMap((g) => (g.fields ?? []).map((s) => s.type)));
    expect(gridSubTypes).toContain('select');
    expect(gridSubTypes).toContain('date');
    expect(authored().every((f) => f.model.fieldCount >= 8 && f.model.fieldCount <= 40)).toBe(true);
  });

  it('carries every rule action 0–10, ruleF, a rule 5 and a rule on a grid sub-field', () => {
    const options = authored().flatMap((f) => Object.values(f.model.fields).flatMap((d) => d.options.map((o) => ({ o, model: f.model }))));
    const actions = new Set(options.flatMap(({ o }) => [...parseRule(o.rule), ...parseRule(o.ruleF)].map((s) => s.action)));
    expect([...actions].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(options.some(({ o }) => parseRule(o.rule).some((s) => s.action === 5))).toBe(true);
    expect(options.some(({ o }) => o.ruleF !== '')).toBe(true);
    const gridSubRule = options.some(({ o, model }) =>
      parseRule(o.rule).some((s) => (model.byName[s.field] ?? []).some((fid) => model.fields[fid].gridId !== null)),
    );
    expect(gridSubRule).toBe(true);
  });

  it('uses every mask the engine knows; 20 and 24 name a select, one mask-24 select offers CONFOTUR; the density trio', () => {
    const defs = authored().flatMap((f) => Object.values(f.model.fields).map((d) => ({ d, model: f.model })));
    const masks = new Set(defs.map(({ d }) => d.initial.mask).filter((x) => x !== null));
    for (const mask of ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '14', '15', '16', '20', '21', '24', '25']) {
      expect(masks, `mask ${mask}`).toContain(mask);
    }
    const related = (mask: string) => defs.filter(({ d }) => d.initial.mask === mask).map(({ d, model }) => model.fields[model.byName[d.maskParam ?? '']?.[0]]);
    for (const mask of ['20', '24']) {
      expect(related(mask).length).toBeGreaterThan(0);
      expect(related(mask).every((r) => r?.type === 'select')).toBe(true);
    }
    expect(related('24').some((r) => r.options.some((o) => o.label === CONFOTUR_OPTION))).toBe(true);
    expect(authored().some((f) => ['areatotalterre1', 'canthabitacion', 'densidadhabitac'].every((n) => f.model.byName[n]))).toBe(true);
  });

  it('has a hidden step shown by a rule, a shown step hidden by a rule, father_id selects, rules and rulesprice carriers', () => {
    const steps = authored().flatMap((f) => f.model.steps.map((s) => ({ s, model: f.model })));
    const rulesOf = (model: FormModel) => Object.values(model.fields).flatMap((d) => d.options.flatMap((o) => [...parseRule(o.rule), ...parseRule(o.ruleF)]));
    const hiddenShown = steps.filter(
      ({ s, model }) =>
        model.fields[s.firstFieldId].initial.hidden && rulesOf(model).some((r) => r.action === 1 && r.field === model.fields[s.firstFieldId].name),
    );
    expect(hiddenShown.length).toBeGreaterThan(0);
    const shownHidden = steps.filter(
      ({ s, model }) =>
        !model.fields[s.firstFieldId].initial.hidden && rulesOf(model).some((r) => r.action === 0 && r.field === model.fields[s.firstFieldId].name),
    );
    expect(shownHidden.length).toBeGreaterThan(0);
    // choosing the option really changes the stepper
    for (const { s, model } of [...hiddenShown, ...shownHidden]) {
      const name = model.fields[s.firstFieldId].name as string;
      const owner = Object.values(model.fields).find((d) => d.options.some((o) => parseRule(o.rule).some((r) => r.field === name)));
      const option = owner?.options.find((o) => parseRule(o.rule).some((r) => r.field === name)) as OptionDef;
      const before = initialState(model, null);
      const after = setValue(before, owner?.id as string, option.value);
      expect(isStepVisible(after, s.index)).toBe(!isStepVisible(before, s.index));
    }
    expect(authored().some((f) => Object.values(f.model.fields).some((d) => d.fatherId && d.options.every((o) => o.father !== null)))).toBe(true);
    expect(authored().some((f) => f.model.initialValues.some((list) => list.length > 0))).toBe(true);
    expect(authored().filter((f) => Object.keys(f.model.priceValues).length > 0).length).toBeGreaterThanOrEqual(15);
  });
});
