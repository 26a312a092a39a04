/**
 * The answer state of the expert form (src/domain/expertForm/state.ts): what the user's choices do to
 * the other fields (rules), which options a dependent select offers, the initial values, grid rows
 * and the stepper (spec 001 §4 "Field rules are driven by chosen option values: hide, show, disable,
 * enable, require, not required, clear value, and switching identification between cedula, passport
 * and RNC", §5 Density; contract §2.4 steps, §2.5 rules, triggers and initial rules, §2.7 density).
 */
import { describe, expect, it } from 'vitest';
import type { SchemaExpertForm, SchemaFormField } from '../../../src/api/generated/admin';
import {
  addGridRow,
  applyRule,
  applyRules,
  fakeStepOf,
  goToStep,
  initialState,
  isEmptyValue,
  isStepVisible,
  nextVisibleStep,
  optionsFor,
  parseExpertForm,
  previousVisibleStep,
  removeGridRow,
  setServerError,
  setValue,
  setValueSilently,
  visibleSteps,
  withVariation,
  type FormState,
} from '../../../src/domain/expertForm';
import { carrier, text } from './state.fields';

const h1 = (name: string, hidden = false): SchemaFormField => ({ type: 'header', subtype: 'h1', name, label: name, hidden });

const payload: SchemaExpertForm = {
  fields: [
    [
      h1('p0', true),
      text('enPaso0'),
      h1('p1'),
      {
        type: 'select',
        name: 'modo',
        label: 'Modo',
        values: [
          { label: 'Ocultar', value: 'ocultar', rule: '0,4:objetivo,objetivo' },
          { label: 'Bloquear', value: 'bloquear', rule: '2:objetivo' },
          { label: 'Nada', value: 'nada', rule: '' },
          { label: 'Eco', value: 'eco', rule: '5:modo' },
        ],
      },
      text('objetivo'),
      {
        type: 'radio-group',
        name: 'doc',
        label: 'Documento',
        values: [
          { label: 'Cédula', value: 'c', rule: '8:numero' },
          { label: 'Pasaporte', value: 'p', rule: '9:numero' },
          { label: 'RNC', value: 'r', rule: '10:numero' },
        ],
      },
      text('numero', { Mask: '0' }),
      {
        type: 'select',
        name: 'pais',
        label: 'País',
        values: [
          { label: 'RD', value: 'do', rule: '' },
          { label: 'EE.UU.', value: 'us', rule: '' },
          { label: 'Otro', value: 'xx', rule: '' },
        ],
      },
      {
        type: 'select',
        name: 'ciudad',
        label: 'Ciudad',
        father_id: 'pais',
        values: [
          { label: 'Santo Domingo', value: 'sd', father: 'do', rule: '' },
          { label: 'Santiago', value: 'stgo', father: 'do', rule: '' },
          { label: 'Miami', value: 'mia', father: 'us', rule: '' },
        ],
      },
      { type: 'select', name: 'barrio', label: 'Barrio', father_id: 'ciudad', values: [{ label: 'Gazcue', value: 'gz', father: 'sd', rule: '' }] },
      {
        type: 'checkbox-group',
        name: 'extras',
        label: 'Extras',
        values: [
          { label: 'A', value: 'a', rule: '1:detalle', ruleF: '0:detalle' },
          { label: 'B', value: 'b', rule: '4:detalle' },
          { label: 'C', value: 'c', rule: '', ruleF: '6:detalle' },
        ],
      },
      text('detalle', { hidden: true }),
      { type: 'grid', name: 'filas', label: 'Filas', relationship: 'relfilas', fields: [text('objetivo'), text('col')] },
      h1('p2'),
      text('areatotalterre1', { Mask: '12' }),
      text('canthabitacion', { Mask: '6' }),
      text('densidadhabitac'),
      h1('p3', true),
      text('enPaso3'),
      h1('p4'),
      text('fin'),
      carrier([
        { name: 'objetivo', type: 'text', value: 'inicial' },
        { name: 'b', type: 'checkbox-group', value: true },
      ]),
      carrier([
        { name: 'extras', type: 'checkbox-group', value: 'c' },
        { name: 'b', type: 'checkbox-group', value: true },
        { name: 'nadie', type: 'text', value: 1 },
      ]),
      {
        type: 'rulesprice',
        data: [
          {
            id: 7,
            rules: JSON.stringify([
              { name: 'modo', type: 'select', value: 'bloquear' },
              { name: 'fin', type: 'text', value: null },
            ]),
          },
        ],
      },
    ],
  ],
  saved_fields: [],
};

const model = parseExpertForm(payload);
const fresh = (): FormState => initialState(model, null);

describe('empty values', () => {
  it('missing, blank text, no ticked option and no file are empty', () => {
    for (const v of [undefined, null, '', '  ', [], { files: [] }]) expect(isEmptyValue(v), JSON.stringify(v)).toBe(true);
    for (const v of ['a', ['a'], { files: ['f'] }]) expect(isEmptyValue(v), JSON.stringify(v)).toBe(false);
  });
});

describe('initial state (contract §2.5 initial rules)', () => {
  it('carrier values and ticks, their option rules applied and recorded; the first visible step', () => {
    const s = fresh();
    expect(s.values).toEqual({ objetivo: 'inicial', extras: ['b', 'c'] });
    expect(s.props.detalle.required).toBe(true); // option b: 4:detalle
    expect(s.appliedRuleList).toEqual(['4:detalle']);
    expect(s.step).toBe(1); // step 0 is hidden
    expect([s.variationId, s.grids, s.serverErrors]).toEqual([null, {}, {}]);
  });

  it('a variation sets its values and locks the fields (2:<name>); a null value empties the field', () => {
    const s = withVariation(fresh(), 7);
    expect(s.variationId).toBe(7);
    expect(s.values.modo).toBe('bloquear');
    expect(s.values.fin).toBeUndefined();
    expect([s.props.modo.enabled, s.props.fin.enabled, s.props.objetivo.enabled]).toEqual([false, false, false]);
    expect(s.appliedRuleList).toEqual(['4:detalle', '2:objetivo', '2:modo', '2:fin']);
    expect(initialState(model, 8).values.modo).toBeUndefined();
  });
});

describe('rules (contract §2.5)', () => {
  it('hide/show, disable/enable, require/not required reach every field of that name, grid columns included', () => {
    let s = applyRule(fresh(), '0,2,4:objetivo,objetivo,objetivo');
    expect(s.props.objetivo).toMatchObject({ hidden: true, enabled: false, required: true });
    expect(s.props['filas/objetivo']).toMatchObject({ hidden: true, enabled: false, required: true });
    s = applyRule(s, '1,3,6:objetivo,objetivo,objetivo');
    expect(s.props.objetivo).toMatchObject({ hidden: false, enabled: true, required: false });
  });

  it('cédula, passport and RNC switch the mask and the label of the field', () => {
    const s = fresh();
    expect(applyRule(s, '10:numero').props.numero).toEqual({
      hidden: false,
      enabled: true,
      required: false,
      mask: '1',
      labelKey: 'requestForm.ruleLabels.rnc',
    });
    expect(applyRule(s, '9:numero').props.numero).toEqual({
      hidden: false,
      enabled: true,
      required: false,
      mask: null,
      labelKey: 'requestForm.ruleLabels.passport',
    });
    expect(applyRule(s, '8:numero').props.numero).toEqual({
      hidden: false,
      enabled: true,
      required: false,
      mask: '0',
      labelKey: 'requestForm.ruleLabels.cedula',
    });
  });

  it('clear (7) empties a field and a grid, not a grid column; nothing to clear changes nothing', () => {
    let s = addGridRow(fresh(), 'filas', { objetivo: 'x', col: 'y' });
    s = applyRule(s, '7:objetivo');
    expect(s.values.objetivo).toBeUndefined();
    expect(s.grids.filas).toEqual([{ objetivo: 'x', col: 'y' }]);
    expect(applyRule(s, '7:filas').grids).toEqual({});
    expect(applyRule(s, '7:fin').values).toEqual(s.values);
  });

  it('a rule naming no field, or an empty rule, changes nothing and is not recorded', () => {
    const s = fresh();
    expect(applyRule(s, '0:nadie').props).toEqual(s.props);
    expect(applyRule(s, '')).toBe(s);
    expect(applyRules(s, ['', '']).appliedRuleList).toEqual(['4:detalle']);
  });

  it('applied rules are recorded once, in the order of their last application; inverse rules as their inverse text', () => {
    let s = applyRules(fresh(), ['0:fin', '2:fin', '0:fin']);
    expect(s.appliedRuleList).toEqual(['4:detalle', '2:fin', '0:fin']);
    s = applyRule(s, '0:fin');
    expect(s.appliedRuleList).toEqual(['4:detalle', '2:fin', '0:fin']);
    s = applyRule(s, '0,4:fin,fin', { inverse: true });
    expect(s.props.fin).toMatchObject({ hidden: false, required: false });
    expect(s.appliedRuleList.at(-1)).toBe('1,6:fin,fin');
    expect(applyRule(s, '0:objetivo', { record: false }).appliedRuleList).toEqual(s.appliedRuleList);
    expect(applyRules(s, ['0:objetivo'], { inverse: true }).props.objetivo.hidden).toBe(false);
  });

  it('click (5) re-fires the rule of the current value of a top-level field; a self-referencing rule ends', () => {
    let s = setValueSilently(fresh(), 'modo', 'ocultar');
    s = applyRule(s, '5:modo');
    expect(s.props.objetivo).toMatchObject({ hidden: true, required: true });
    expect(s.props['filas/objetivo']).toMatchObject({ hidden: true, required: true });
    // checkbox: every ticked option's rule
    s = applyRule(setValueSilently(s, 'extras', ['a']), '5:extras');
    expect(s.props.detalle.hidden).toBe(false);
    // no value, or a value without rule: nothing
    expect(applyRule(fresh(), '5:modo').props).toEqual(fresh().props);
    expect(applyRule(setValueSilently(fresh(), 'modo', 'nada'), '5:modo').props).toEqual(fresh().props);
    // 'eco' re-fires itself: the chain stops
    expect(setValue(fresh(), 'modo', 'eco').values.modo).toBe('eco');
  });
});

describe('choosing an option (contract §2.5 triggers)', () => {
  it('select: choosing applies the option rule, another option its own rule, clearing the inverse of the last one', () => {
    let s = setValue(fresh(), 'modo', 'ocultar');
    expect(s.props.objetivo).toMatchObject({ hidden: true, required: true });
    s = setValue(s, 'modo', 'bloquear');
    expect(s.props.objetivo).toMatchObject({ hidden: true, required: true, enabled: false });
    s = setValue(s, 'modo', undefined);
    expect(s.props.objetivo).toMatchObject({ hidden: true, enabled: true });
    expect(s.appliedRuleList.slice(-3)).toEqual(['0,4:objetivo,objetivo', '2:objetivo', '3:objetivo']);
  });

  it('choosing the same option again does not re-apply its rule; clearing an option without rule applies nothing', () => {
    let s = applyRule(setValue(fresh(), 'modo', 'ocultar'), '1:objetivo');
    s = setValue(s, 'modo', 'ocultar');
    expect(s.props.objetivo.hidden).toBe(false);
    const before = setValue(fresh(), 'modo', 'nada');
    expect(setValue(before, 'modo', '').props).toEqual(before.props);
    expect(setValue(before, 'modo', '').appliedRuleList).toEqual(before.appliedRuleList);
  });

  it('radio: the identification type switches the number field', () => {
    let s = setValue(fresh(), 'doc', 'r');
    expect(s.props.numero).toMatchObject({ mask: '1', labelKey: 'requestForm.ruleLabels.rnc' });
    s = setValue(s, 'doc', 'p');
    expect(s.props.numero).toMatchObject({ mask: null, labelKey: 'requestForm.ruleLabels.passport' });
  });

  it('checkbox: a new tick applies its rule, an untick its ruleF; options already ticked do nothing', () => {
    let s = setValue(fresh(), 'extras', ['b', 'c', 'a']);
    expect(s.props.detalle).toMatchObject({ hidden: false, required: true });
    s = applyRule(s, '6:detalle');
    s = setValue(s, 'extras', ['b', 'c', 'a']);
    expect(s.props.detalle.required).toBe(false);
    s = setValue(s, 'extras', ['b']);
    expect(s.props.detalle).toMatchObject({ hidden: true, required: false });
    // unticking an option without ruleF (b) changes nothing
    const t = applyRule(s, '4:detalle');
    expect(setValue(t, 'extras', []).props.detalle).toMatchObject({ hidden: true, required: true });
  });

  it('a changed value drops only its own server error', () => {
    const refused = { key: 'requestForm.validationFailed' } as const;
    let s = setServerError(setServerError(fresh(), 'numero', refused), 'fin', refused);
    s = setValue(s, 'numero', '001');
    expect(s.serverErrors).toEqual({ fin: refused });
    expect(setServerError(s, 'fin', null).serverErrors).toEqual({});
  });

  it('only top-level fields of the form take a value', () => {
    expect(() => setValue(fresh(), 'nadie', 'x')).toThrow(RangeError);
    expect(() => setValue(fresh(), 'filas/col', 'x')).toThrow(RangeError);
  });
});

describe('dependent selects (contract §2.2 father_id)', () => {
  it('offers the options of the parent value; nothing before the parent is chosen', () => {
    expect(optionsFor(fresh(), 'ciudad')).toEqual([]);
    expect(optionsFor(fresh(), 'pais').map((o) => o.value)).toEqual(['do', 'us', 'xx']);
    expect(optionsFor(setValue(fresh(), 'pais', 'do'), 'ciudad').map((o) => o.value)).toEqual(['sd', 'stgo']);
    expect(optionsFor(setValue(fresh(), 'pais', 'xx'), 'ciudad')).toEqual([]);
  });

  it('changing the parent clears a child no longer offered, and its own children in turn', () => {
    let s = setValue(setValue(setValue(fresh(), 'pais', 'do'), 'ciudad', 'sd'), 'barrio', 'gz');
    expect(setValue(s, 'pais', 'do').values).toMatchObject({ ciudad: 'sd', barrio: 'gz' });
    s = setValue(s, 'pais', 'us');
    expect([s.values.ciudad, s.values.barrio]).toEqual([undefined, undefined]);
    const kept = setValue(setValue(setValue(fresh(), 'pais', 'do'), 'ciudad', 'stgo'), 'pais', '');
    expect(kept.values.ciudad).toBeUndefined();
  });
});

describe('density (spec 001 §5; contract §2.7)', () => {
  it('recomputed when the area or the rooms change; 0 until both are there', () => {
    let s = setValue(fresh(), 'canthabitacion', '6');
    expect(s.values.densidadhabitac).toBe('0');
    s = setValue(s, 'areatotalterre1', '20,000');
    expect(s.values.densidadhabitac).toBe('3.00');
    s = setValue(s, 'canthabitacion', '9');
    expect(s.values.densidadhabitac).toBe('4.50');
    expect(setValue(s, 'fin', 'x').values.densidadhabitac).toBe('4.50');
  });
});

describe('grid rows', () => {
  it('rows are added in order and removed by index; the last removal empties the grid', () => {
    let s = addGridRow(addGridRow(fresh(), 'filas', { col: '1' }), 'filas', { col: '2' });
    expect(s.grids.filas).toEqual([{ col: '1' }, { col: '2' }]);
    s = removeGridRow(s, 'filas', 0);
    expect(s.grids.filas).toEqual([{ col: '2' }]);
    expect(removeGridRow(s, 'filas', 0).grids).toEqual({});
    expect(removeGridRow(fresh(), 'filas', 0).grids).toEqual({});
  });
});

describe('the stepper (contract §2.4)', () => {
  it('hidden steps are skipped; visible index (fakeStep) counts the shown ones, -1 for a hidden one', () => {
    const s = fresh();
    expect(visibleSteps(s).map((st) => st.index)).toEqual([1, 2, 4]);
    expect([isStepVisible(s, 0), isStepVisible(s, 1), isStepVisible(s, 3), isStepVisible(s, 5)]).toEqual([false, true, false, false]);
    expect([fakeStepOf(s, 1), fakeStepOf(s, 4), fakeStepOf(s, 3)]).toEqual([0, 2, -1]);
    expect([nextVisibleStep(s), nextVisibleStep(s, 2), nextVisibleStep(s, 4)]).toEqual([2, 4, null]);
    expect([previousVisibleStep(s, 4), previousVisibleStep(s), previousVisibleStep(s, 2)]).toEqual([2, null, 1]);
  });

  it('all steps hidden: step 0', () => {
    expect(applyRule(fresh(), '0,0,0:p1,p2,p4').step).toBe(1); // rules after the start do not move the step
    const hiddenAll = parseExpertForm({ fields: [[h1('solo', true), text('x')]], saved_fields: [] });
    expect(initialState(hiddenAll).step).toBe(0);
  });

  it('moves to an existing step only', () => {
    expect(goToStep(fresh(), 4).step).toBe(4);
    expect(goToStep(fresh(), 0).step).toBe(0);
    expect(() => goToStep(fresh(), 5)).toThrow(RangeError);
    expect(() => goToStep(fresh(), -1)).toThrow(RangeError);
  });
});
