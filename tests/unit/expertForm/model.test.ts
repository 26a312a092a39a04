/**
 * Parsing the expert-form payload (src/domain/expertForm/model.ts): the steps the stepper shows, the
 * fields each step renders with their properties as received, the option lists and the initial-value
 * carriers (spec 001 §2.4 "A field with subtype h1 is a section title", §3 Expert form / Form field;
 * contract §2.1 envelope, §2.2 field properties, §2.4 steps). The wire edges the real and authored
 * forms do not carry: odd or missing properties, repeated and missing names, malformed carriers.
 */
import { describe, expect, it } from 'vitest';
import type { SchemaExpertForm, SchemaFormField } from '../../../src/api/generated/admin';
import { ExpertFormParseError, parseExpertForm, parseInitialValues } from '../../../src/domain/expertForm';

const h1 = (label: string, extra: Partial<SchemaFormField> = {}): SchemaFormField => ({ type: 'header', subtype: 'h1', label, ...extra });
const form = (...groups: SchemaFormField[][]): SchemaExpertForm => ({ fields: groups, saved_fields: [] });
const loose = (f: Record<string, unknown>): SchemaFormField => f as SchemaFormField;

describe('the envelope', () => {
  it('a payload without fields[][] cannot be shown', () => {
    for (const bad of [null, {}, { fields: 'x' }, { fields: [[], {}] }, { fields: [[h1('A')], null] }]) {
      expect(() => parseExpertForm(bad as unknown as SchemaExpertForm), JSON.stringify(bad)).toThrow(ExpertFormParseError);
    }
    expect(() => parseExpertForm({ fields: 'x' } as unknown as SchemaExpertForm)).toThrow('expert form without fields[][]');
    expect(new ExpertFormParseError('x').name).toBe('ExpertFormParseError');
  });

  it('the version sent as form_version is trimmed text; the name is kept; both null when absent', () => {
    expect(parseExpertForm({ ...form([h1('A')]), formulary_data: { name: 'mitur01', version: 7 } })).toMatchObject({ name: 'mitur01', version: '7' });
    expect(parseExpertForm({ ...form([h1('A')]), formulary_data: { name: '', version: ' 7.1 ' } })).toMatchObject({ name: null, version: '7.1' });
    expect(parseExpertForm(form([h1('A')]))).toMatchObject({ name: null, version: null });
    expect(parseExpertForm({ ...form([h1('A')]), formulary_data: { version: null } as unknown as { version: string } }).version).toBeNull();
  });
});

describe('steps (contract §2.4)', () => {
  it('each h1 starts a step titled with its label; h2 headers stay inside; the end of a group closes a step', () => {
    const m = parseExpertForm(
      form(
        [
          h1('Datos', { name: 'g1' }),
          { type: 'text', name: 'a', label: 'A' },
          { type: 'header', subtype: 'h2', name: 'sub', label: 'Sub' },
          { type: 'text', name: 'b' },
        ],
        [{ type: 'text', name: 'c', label: 'Primero sin h1' }, h1('Final', { name: 'g2' }), { type: 'text', name: 'd' }],
        [],
      ),
    );
    expect(m.steps).toEqual([
      { index: 0, title: 'Datos', firstFieldId: 'g1', fieldIds: ['g1', 'a', 'sub', 'b'] },
      { index: 1, title: 'Primero sin h1', firstFieldId: 'c', fieldIds: ['c'] },
      { index: 2, title: 'Final', firstFieldId: 'g2', fieldIds: ['g2', 'd'] },
    ]);
    expect(m.order).toEqual(['g1', 'a', 'sub', 'b', 'c', 'g2', 'd']);
  });

  it('an h1 first in its group opens no empty step; carriers belong to no step', () => {
    const m = parseExpertForm(form([{ type: 'rules', rules: [] }, h1('Uno', { name: 'u' }), { type: 'rulesprice', data: [] }, { type: 'text', name: 'x' }]));
    expect(m.steps).toEqual([{ index: 0, title: 'Uno', firstFieldId: 'u', fieldIds: ['u', 'x'] }]);
    expect(m.order).toEqual(['u', 'x']);
    expect(m.fieldCount).toBe(4);
  });

  it('only a header of subtype h1 starts a step: another type with subtype h1 stays in the current step', () => {
    const m = parseExpertForm(
      form([
        h1('Uno', { name: 'u' }),
        loose({ type: 'text', name: 'x', subtype: 'h1', label: 'No es paso' }),
        loose({ type: 'date', name: 'y', subtype: 'h1' }),
      ]),
    );
    expect(m.steps).toEqual([{ index: 0, title: 'Uno', firstFieldId: 'u', fieldIds: ['u', 'x', 'y'] }]);
  });
});

describe('field ids and names', () => {
  it('repeated names get #2, #3; unnamed fields _1, _2; grid columns <grid>/<name>; byName lists them all', () => {
    const m = parseExpertForm(
      form([
        h1('Uno'),
        { type: 'text', name: 'dup' },
        {
          type: 'grid',
          name: 'dup',
          fields: [
            { type: 'text', name: 'col' },
            { type: 'header', subtype: 'h2', label: 'sin nombre' },
            { type: 'text', name: 'col' },
          ],
        },
        { type: 'text', name: 'dup' },
        h1('Dos', { name: '' }),
      ]),
    );
    expect(m.order).toEqual(['_1', 'dup', 'dup#2', 'dup#3', '_3']);
    expect(m.fields['dup#2'].children).toEqual(['dup#2/col', 'dup#2/_2', 'dup#2/col#2']);
    expect(m.fields['dup#2/col'].gridId).toBe('dup#2');
    expect(m.fields.dup.gridId).toBeNull();
    expect(m.byName).toEqual({ dup: ['dup', 'dup#2', 'dup#3'], col: ['dup#2/col', 'dup#2/col#2'] });
    expect(m.fields._1.name).toBeNull();
    expect(m.fieldCount).toBe(8);
  });

  it('a grid is submitted under its relationship, else its name, else its id; other types have none', () => {
    const m = parseExpertForm(
      form([
        h1('Uno'),
        { type: 'grid', name: 'g1', relationship: 'relg1', fields: [] },
        { type: 'grid', name: 'g2', relationship: '', fields: [] },
        { type: 'grid', fields: [] },
        { type: 'text', name: 't', relationship: 'x' },
      ]),
    );
    expect(['g1', 'g2', '_2', 't'].map((id) => m.fields[id].relationship)).toEqual(['relg1', 'g2', '_2', null]);
  });

  it('only a grid has columns: a grid without `fields` has none, a `fields` list on another type is ignored', () => {
    const m = parseExpertForm(
      form([h1('Uno', { name: 'h' }), { type: 'grid', name: 'vacia' }, loose({ type: 'text', name: 't', fields: [{ type: 'text', name: 'col' }] })]),
    );
    expect(m.fields.vacia.children).toEqual([]);
    expect(m.fields.t.children).toEqual([]);
    expect(Object.keys(m.fields)).toEqual(['h', 'vacia', 't']);
    expect(m.byName).toEqual({ h: ['h'], vacia: ['vacia'], t: ['t'] });
    expect(m.fieldCount).toBe(3);
  });
});

describe('field properties as received (contract §2.2)', () => {
  // parsed inside each test: a parser that throws fails the tests instead of the file's collection
  const parsed = () =>
    parseExpertForm(
      form([
        h1('Uno', { name: 'h' }),
        loose({
          type: 'text',
          name: 'full',
          label: 'Nombre',
          orden: '100',
          hidden: true,
          enabled: false,
          required: true,
          Mask: ' 12 ',
          MaskParam: 'tipo',
          length: 20,
          father_id: 'pais',
          label_persist: 'lbl',
          valid_exts: 'pdf',
          placeholder: 'Escriba',
          subtype: 'text',
        }),
        loose({ type: 'text', name: 'bare' }),
        loose({
          type: 'text',
          name: 'odd',
          label: 5,
          orden: 7,
          hidden: 'true',
          enabled: 0,
          required: 'yes',
          Mask: 6,
          MaskParam: false,
          length: 0,
          father_id: '',
          label_persist: null,
          valid_exts: '',
          placeholder: '',
        }),
        loose({ type: 'text', name: 'blankMask', Mask: '  ', length: -3 }),
        loose({ type: 'text', name: 'zeroMask', Mask: 0 }),
        loose({ type: 'text', name: 'textLength', length: '20', Mask: null }),
      ]),
    );

  it('keeps every property the form uses', () => {
    expect(parsed().fields.full).toEqual({
      id: 'full',
      name: 'full',
      type: 'text',
      subtype: 'text',
      label: 'Nombre',
      orden: '100',
      maskParam: 'tipo',
      length: 20,
      options: [],
      fatherId: 'pais',
      labelPersist: 'lbl',
      relationship: null,
      validExts: 'pdf',
      placeholder: 'Escriba',
      children: [],
      gridId: null,
      initial: { hidden: true, enabled: false, required: true, mask: '12' },
    });
  });

  it('missing or odd values: shown, enabled, optional, no mask, no label, ordered by id, no limits', () => {
    const m = parsed();
    const defaults = { subtype: null, label: '', maskParam: null, length: null, fatherId: null, labelPersist: null, validExts: null, placeholder: null };
    expect(m.fields.bare).toMatchObject({ ...defaults, orden: 'bare', initial: { hidden: false, enabled: true, required: false, mask: null } });
    // only `enabled: false` disables; only `true` hides or requires; a numeric mask is its code
    expect(m.fields.odd).toMatchObject({ ...defaults, orden: 'odd', initial: { hidden: false, enabled: true, required: false, mask: '6' } });
    expect(m.fields.blankMask.initial.mask).toBeNull();
    expect(m.fields.blankMask.length).toBeNull();
    expect(m.fields.zeroMask.initial.mask).toBe('0');
    // `length` is a number (contract §2.2): a length sent as text sets no limit; a null Mask is no mask
    expect(m.fields.textLength).toMatchObject({ length: null, initial: { mask: null } });
  });
});

describe('options (contract §2.2 values)', () => {
  it('values and labels as text, rules trimmed with their inverse, ruleF, father as text', () => {
    const m = parseExpertForm(
      form([
        h1('Uno'),
        loose({
          type: 'checkbox-group',
          name: 'c',
          values: [
            { label: 'Uno', value: 1, rule: ' 0,4:a,b ', ruleF: ' 2:a ', father: 3 },
            { label: 'Dos', value: 'dos', rule: null, ruleF: 5, father: null },
            { value: 'tres' },
            { label: 'Cuatro' },
          ],
        }),
        { type: 'text', name: 'sinOpciones' },
      ]),
    );
    expect(m.fields.c.options).toEqual([
      { value: '1', label: 'Uno', rule: '0,4:a,b', invertRule: '1,6:a,b', ruleF: '2:a', father: '3' },
      { value: 'dos', label: 'Dos', rule: '', invertRule: '', ruleF: '', father: null },
      { value: 'tres', label: '', rule: '', invertRule: '', ruleF: '', father: null },
      { value: '', label: 'Cuatro', rule: '', invertRule: '', ruleF: '', father: null },
    ]);
    expect(m.fields.sinOpciones.options).toEqual([]);
  });
});

describe('initial-value carriers (contract §2.2 rules / rulesprice, §2.5 initial rules)', () => {
  it('each rules string is parsed; rulesprice entries are kept by variation id', () => {
    const m = parseExpertForm(
      form([
        h1('Uno'),
        { type: 'rules', rules: ['[{"name":"a","type":"text","value":"x"}]', '{"name":"b","type":"select","value":"y"}'] },
        { type: 'rules' },
        loose({
          type: 'rulesprice',
          data: [
            { id: '13', rules: '[{"name":"c","type":"text","value":"z"}]' },
            { id: 13, rules: '[]' },
            { id: 14, rules: 'roto' },
          ],
        }),
        { type: 'rulesprice' },
      ]),
    );
    expect(m.initialValues).toEqual([[{ name: 'a', type: 'text', value: 'x' }], [{ name: 'b', type: 'select', value: 'y' }]]);
    expect(m.priceValues).toEqual({ 13: [[{ name: 'c', type: 'text', value: 'z' }], []], 14: [[]] });
    expect(m.fieldCount).toBe(5);
  });

  it('a malformed entry gives no values; entries without a name are dropped; a missing type is blank', () => {
    for (const bad of [undefined, 7, '', '   ', '[{', 'null']) expect(parseInitialValues(bad), String(bad)).toEqual([]);
    // an entry must be the JSON text itself (contract §2.2 "array of JSON strings"), not a list holding it
    expect(parseInitialValues(['{"name":"a","type":"text","value":"x"}'])).toEqual([]);
    expect(
      parseInitialValues('[null, 3, "x", {"type":"text","value":1}, {"name":5}, {"name":"n","type":2}, {"name":"m","type":"checkbox-group","value":true}]'),
    ).toEqual([
      { name: 'n', type: '', value: undefined },
      { name: 'm', type: 'checkbox-group', value: true },
    ]);
  });
});
