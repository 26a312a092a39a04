/**
 * The answer state of the expert form (src/domain/expertForm/state.ts) at its edges: answers the
 * rules must leave alone, values that are no (longer an) option (an older draft's, a carrier's),
 * names shared by a grid column and a top-level field, re-fire chains, carrier entries of the real
 * DPP form's checkbox groups (spec 001 §4 field rules; contract §2.2 father_id, §2.5 rules, triggers
 * and initial rules, §2.7 density, §2.8 drafts).
 */
import { describe, expect, it } from 'vitest';
import type { SchemaExpertForm, SchemaFormField } from '../../../src/api/generated/admin';
import {
  addGridRow,
  applyRule,
  applyRules,
  goToStep,
  initialState,
  optionsFor,
  parseExpertForm,
  removeGridRow,
  setValue,
  setValueSilently,
  type FormState,
} from '../../../src/domain/expertForm';
import { carrier, text } from './state.fields';
import { loadForm } from './support';

const select = (name: string, values: { value: string; rule?: string; father?: string }[], extra: Partial<SchemaFormField> = {}): SchemaFormField => ({
  type: 'select',
  name,
  label: name,
  values: values.map((v) => ({ label: v.value, rule: '', ...v })),
  ...extra,
});
const form = (fields: SchemaFormField[]): SchemaExpertForm => ({
  fields: [[{ type: 'header', subtype: 'h1', name: 'p1', label: 'Paso' }, ...fields]],
  saved_fields: [],
});

/** c1 … c9: choosing 'si' in c<i> re-fires c<i+1> (rule 5); c9's 'si' hides `fondo`. */
const chain = Array.from({ length: 9 }, (_, i) => select(`c${i + 1}`, [{ value: 'si', rule: i < 8 ? `5:c${i + 2}` : '0:fondo' }]));

const payload = form([
  // a grid whose columns share their names with top-level fields further down
  { type: 'grid', name: 'antes', label: 'Antes', relationship: 'relantes', fields: [text('titular'), select('pais', [{ value: 'do' }])] },
  text('titular'),
  select('pais', [{ value: 'do' }, { value: 'us' }]),
  select(
    'ciudad',
    [
      { value: 'sd', father: 'do' },
      { value: 'otra', father: 'do' },
      { value: 'mia', father: 'us' },
      { value: 'otra', father: 'us' },
    ],
    { father_id: 'pais' },
  ),
  select('huerfano', [{ value: 'x', father: 'y' }], { father_id: 'nadie' }),
  select('modo', [{ value: 'ocultar', rule: '0:titular' }, { value: 'nada' }]),
  { type: 'select', label: 'Sin nombre', values: [{ label: 'V', value: 'v', rule: '' }] },
  {
    type: 'radio-group',
    name: 'doc',
    label: 'Documento',
    values: [
      { label: 'Cédula', value: 'c', rule: '8:numero' },
      { label: 'RNC', value: 'r', rule: '10:numero' },
    ],
  },
  text('numero', { Mask: '0' }),
  text('nota', { values: [{ label: 'X', value: 'x', rule: '0:titular' }] }),
  {
    type: 'checkbox-group',
    name: 'extras',
    label: 'Extras',
    values: [
      { label: 'A', value: 'a', rule: '4:titular' },
      { label: 'C', value: 'c', rule: '' },
    ],
  },
  { type: 'checkbox-group', name: 'avisos', label: 'Avisos', values: [{ label: 'Correo', value: 'correo', rule: '' }] },
  { type: 'file', name: 'carta', label: 'Carta', valid_exts: 'pdf' },
  ...chain,
  text('fondo'),
  { type: 'grid', name: 'filas', label: 'Filas', relationship: 'relfilas', fields: [text('col')] },
  text('fin'),
]);

const model = parseExpertForm(payload);
const fresh = (): FormState => initialState(model);
const unnamedSelect = model.order.find((id) => model.fields[id].type === 'select' && model.fields[id].name === null) as string;

describe('rules leave the other answers alone (contract §2.5)', () => {
  it('a rule keeps every value and grid row, and the state it was applied to is unchanged', () => {
    const s = addGridRow(addGridRow(setValue(setValue(fresh(), 'titular', 'Ana'), 'fin', 'x'), 'filas', { col: '1' }), 'antes', { titular: 'B' });
    const hidden = applyRule(s, '0:fin');
    expect(hidden.values).toStrictEqual({ titular: 'Ana', fin: 'x' });
    expect(hidden.grids).toStrictEqual({ filas: [{ col: '1' }], antes: [{ titular: 'B' }] });
    const cleared = applyRules(s, ['7:titular', '7:filas']);
    expect(cleared.values).toStrictEqual({ fin: 'x' });
    expect(cleared.grids).toStrictEqual({ antes: [{ titular: 'B' }] });
    // what was shown before the rule (a state kept by the view) still holds its answers
    expect(s.values).toStrictEqual({ titular: 'Ana', fin: 'x' });
    expect(s.grids).toStrictEqual({ filas: [{ col: '1' }], antes: [{ titular: 'B' }] });
  });

  it('a rule applied without recording leaves the applied-rule list (the draft) as it was', () => {
    const s = applyRule(fresh(), '0:fin');
    const t = applyRules(s, ['2:fin', '4:fin'], { record: false });
    expect(t.props.fin).toMatchObject({ hidden: true, enabled: false, required: true });
    expect(t.appliedRuleList).toEqual(['0:fin']);
  });
});

describe('re-fire (rule 5) at its edges', () => {
  it('a value that is no option of the field (an older draft), or a file, re-fires nothing', () => {
    const s = setValueSilently(setValueSilently(fresh(), 'modo', 'retirada'), 'carta', { files: [{ name: 'carta.pdf' }] });
    const after = applyRules(s, ['5:modo', '5:carta']);
    expect(after.props).toEqual(s.props);
    expect(after.appliedRuleList).toEqual(['5:modo', '5:carta']);
  });

  it('a checkbox re-fires the rules of its ticked options, skipping a tick that is no option', () => {
    const s = applyRule(setValueSilently(fresh(), 'extras', ['retirada', 'a']), '5:extras');
    expect(s.props.titular.required).toBe(true);
  });

  it('a chain of re-fires is followed for 8 links and stops after (a form cannot loop)', () => {
    let s = fresh();
    for (const c of chain) s = setValueSilently(s, c.name as string, 'si');
    expect(applyRule(s, '5:c2').props.fondo.hidden).toBe(true); // c2 … c9: 8 links
    expect(applyRule(s, '5:c1').props.fondo.hidden).toBe(false); // c1 … c9: 9 links
  });
});

describe('choosing and clearing at the edges (contract §2.5 triggers)', () => {
  it('a value that is no option (restored from an older draft) applies no rule, nor does clearing it', () => {
    const chosen = setValue(fresh(), 'modo', 'retirada');
    expect(chosen.values.modo).toBe('retirada');
    expect([chosen.props, chosen.appliedRuleList]).toEqual([fresh().props, []]);
    const cleared = setValue(chosen, 'modo', undefined);
    expect([cleared.props, cleared.appliedRuleList]).toEqual([fresh().props, []]);
  });

  it("typing in a text field applies none of its stray options' rules (only choices trigger)", () => {
    const s = setValue(fresh(), 'nota', 'x');
    expect([s.props.titular.hidden, s.appliedRuleList]).toEqual([false, []]);
  });

  it('an emptied field leaves the answers (no key left behind, blank text included)', () => {
    let s = setValue(setValue(fresh(), 'modo', 'nada'), 'fin', 'x');
    s = setValue(setValue(s, 'modo', undefined), 'fin', '   ');
    expect(s.values).toStrictEqual({});
  });

  it('clearing a select that is already empty changes nothing, not even a child restored without it', () => {
    const s = setValueSilently(fresh(), 'ciudad', 'sd');
    expect(setValue(s, 'pais', undefined).values).toStrictEqual({ ciudad: 'sd' });
  });

  it('a new parent value that still offers the child value keeps it', () => {
    const s = setValue(setValue(fresh(), 'pais', 'do'), 'ciudad', 'otra');
    expect(setValue(s, 'pais', 'us').values).toStrictEqual({ pais: 'us', ciudad: 'otra' });
  });

  it("a select without a name is nobody's father: choosing in it leaves the other answers", () => {
    const s = setValue(setValue(fresh(), 'fin', 'x'), unnamedSelect, 'v');
    expect(s.values).toStrictEqual({ fin: 'x', [unnamedSelect]: 'v' });
  });

  it('only fields of the form take a value, only existing steps are reached (the error names them)', () => {
    expect(() => setValue(fresh(), 'nadie', 'x')).toThrow(/nadie/);
    expect(() => goToStep(fresh(), 7)).toThrow(/7/);
  });
});

describe('dependent selects at the edges (contract §2.2 father_id)', () => {
  it('a father named by no field offers nothing', () => {
    expect(optionsFor(fresh(), 'huerfano')).toEqual([]);
  });

  it('the father is the top-level field, not a grid column of the same name before it', () => {
    expect(optionsFor(setValue(fresh(), 'pais', 'us'), 'ciudad').map((o) => o.value)).toEqual(['mia', 'otra']);
  });
});

describe('grid rows at the edges', () => {
  it('removing a row a grid does not have changes nothing', () => {
    expect(removeGridRow(fresh(), 'filas', 3).grids).toStrictEqual({});
    const s = addGridRow(fresh(), 'filas', { col: '1' });
    expect(removeGridRow(s, 'filas', 3).grids).toStrictEqual({ filas: [{ col: '1' }] });
  });
});

describe('density at the edges (spec 001 §5; contract §2.7)', () => {
  const densityForm = parseExpertForm(
    form([text('areatotalterre1', { Mask: '12' }), text('canthabitacion', { Mask: '6' }), text('densidadhabitac'), text('fin')]),
  );

  it('only the area or the rooms bring the density', () => {
    expect(setValue(initialState(densityForm), 'fin', 'x').values).toStrictEqual({ fin: 'x' });
  });

  it('a form without the density field gets no density value', () => {
    const noTarget = parseExpertForm(form([text('areatotalterre1', { Mask: '12' }), text('canthabitacion', { Mask: '6' })]));
    const s = setValue(setValue(initialState(noTarget), 'areatotalterre1', '20,000'), 'canthabitacion', '6');
    expect(s.values).toStrictEqual({ areatotalterre1: '20,000', canthabitacion: '6' });
  });
});

describe('initial values at the edges (contract §2.5 initial rules)', () => {
  const withEntries = (entries: unknown[]) => initialState(parseExpertForm(form([...payload.fields[0].slice(1), carrier(entries)])));

  it('the value goes to the top-level field, not a grid column of the same name before it', () => {
    expect(withEntries([{ name: 'titular', type: 'text', value: 'Ana' }]).values).toStrictEqual({ titular: 'Ana' });
  });

  it('an entry without value leaves the field empty', () => {
    expect(withEntries([{ name: 'fin', type: 'text' }]).values).toStrictEqual({});
  });

  it("a radio-group entry applies its option rule; a value that is no option, or a text field's stray options, none", () => {
    const radio = withEntries([{ name: 'doc', type: 'radio-group', value: 'r' }]);
    expect(radio.props.numero).toMatchObject({ mask: '1', labelKey: 'requestForm.ruleLabels.rnc' });
    expect(radio.appliedRuleList).toEqual(['10:numero']);
    const none = withEntries([
      { name: 'modo', type: 'select', value: 'retirada' },
      { name: 'nota', type: 'text', value: 'x' },
    ]);
    expect(none.values).toStrictEqual({ modo: 'retirada', nota: 'x' });
    expect([none.props.titular.hidden, none.appliedRuleList]).toEqual([false, []]);
  });

  it('an entry naming an option value ticks it in the checkbox group that has it, not in a radio or another group', () => {
    const s = withEntries([
      { name: 'c', type: 'checkbox-group', value: true },
      { name: 'correo', type: 'checkbox-group', value: true },
    ]);
    expect(s.values).toStrictEqual({ extras: ['c'], avisos: ['correo'] });
  });

  it('an entry that names no field nor option sets nothing', () => {
    expect(withEntries([{ name: 'retirada', type: 'checkbox-group', value: true }]).values).toStrictEqual({});
  });
});

describe('initial values on the real DPP form (group check37 offers check36, check37 and check38, each also the option of a group of its own)', () => {
  const dpp = loadForm('dpp-project-evaluation.mitur01-v7.json');
  const withEntries = (entries: unknown[]) => initialState(parseExpertForm({ ...dpp, fields: [[...dpp.fields[0], carrier(entries)]] }));

  it("an entry naming a group ticks that group's own option, not the same value in check37", () => {
    const s = withEntries([
      { name: 'check38', type: 'checkbox-group', value: true },
      { name: 'check36', type: 'checkbox-group', value: true },
    ]);
    expect(s.values).toStrictEqual({ check38: ['check38'], check36: ['check36'] });
    // check37's options would hide (check36: 0:check38) or require (check38: 4:check38) check38
    expect(s.props.check38).toMatchObject({ hidden: false, required: false });
    expect(s.appliedRuleList).toEqual([]);
  });
});
