/**
 * What the expert form sends (src/domain/expertForm/serialise.ts): the `form.data`, `form.grid` and
 * files of POST /requests, the POST /drafts body, and what a stored draft restores (spec 001 §3
 * Draft, §4 "A draft is saved each time a step is advanced", "On confirm it restores rules, step,
 * fake step, data, grid and variation"; contract §2.8 draft, §2.9 value serialisation, §2.10 submit).
 */
import { describe, expect, it } from 'vitest';
import type { SchemaDraft, SchemaExpertForm, SchemaFormField } from '../../../src/api/generated/admin';
import {
  addGridRow,
  applyRule,
  fromDraft,
  initialState,
  isRestorableDraft,
  parseExpertForm,
  setValue,
  toDraft,
  toSubmitForm,
  type FormState,
} from '../../../src/domain/expertForm';

const field = (type: SchemaFormField['type'], name: string, extra: Partial<SchemaFormField> = {}): SchemaFormField => ({
  type,
  name,
  label: `L ${name}`,
  hidden: false,
  enabled: true,
  required: false,
  ...extra,
});
const h1 = (name: string, hidden = false): SchemaFormField => ({ type: 'header', subtype: 'h1', name, label: name, hidden });
const options = [
  { label: 'Sí', value: 's', rule: '' },
  { label: 'No', value: 'n', rule: '' },
];

const payload: SchemaExpertForm = {
  fields: [
    [
      h1('p0'),
      ...['cedula:0', 'rnc:1', 'tel:2', 'cel:3', 'otroId:4', 'monto:12'].map((spec) => {
        const [name, Mask] = spec.split(':');
        return field('text', name, { Mask });
      }),
      field('text', 'libre'),
      field('textarea', 'nota'),
      field('date', 'fecha'),
      field('time', 'hora'),
      field('select', 'sel', { values: options }),
      field('radio-group', 'rad', { values: options }),
      field('checkbox-group', 'chk', { values: options }),
      field('checkbox-group', 'acepto', { values: [{ label: 'Acepto', value: 'ok', rule: '' }] }),
      field('text', 'oculto', { hidden: true }),
      field('file', 'anexo'),
      field('file', 'anexoOculto', { hidden: true }),
      {
        type: 'grid',
        name: 'filas',
        label: 'Filas',
        relationship: 'relfilas',
        fields: [
          field('header', 'titulo', { subtype: 'h2' }),
          field('text', 'doc', { Mask: '0' }),
          field('text', 'escondida', { hidden: true }),
          field('select', 'opcion', { values: options }),
          { type: 'header', subtype: 'h2', label: 'sin nombre' },
        ],
      },
      { type: 'grid', name: 'vacia', label: 'Vacía', relationship: 'relvacia', fields: [field('text', 'v')] },
      {
        type: 'grid',
        name: 'extras',
        label: 'Extras',
        relationship: 'relextras',
        fields: [
          field('text', 'obs'),
          field('text', 'ced', { Mask: '0' }),
          field('file', 'adjunto'),
          field('checkbox-group', 'conforme', { values: [{ label: 'Conforme', value: 'c', rule: '' }] }),
        ],
      },
      // no relationship: its rows go under its name (model)
      { type: 'grid', name: 'sinRel', label: 'Sin relación', fields: [field('text', 's')] },
      { type: 'grid', name: 'gridOculto', label: 'Oculto', relationship: 'reloculto', hidden: true, fields: [field('text', 'w')] },
      h1('p1', true),
      field('text', 'enPasoOculto'),
      { type: 'grid', name: 'gridPasoOculto', label: 'G', relationship: 'relpaso', fields: [field('text', 'z')] },
      field('file', 'anexoPasoOculto'),
      h1('p2'),
      field('text', 'ultimo'),
      { type: 'rulesprice', data: [{ id: 13, rules: JSON.stringify([{ name: 'libre', type: 'text', value: 'de la tarifa' }]) }] },
    ],
  ],
  saved_fields: [],
};

const model = parseExpertForm(payload);
const fresh = (): FormState => initialState(model, null);
const set = (s: FormState, values: Record<string, Parameters<typeof setValue>[2]>): FormState =>
  Object.entries(values).reduce((acc, [id, v]) => setValue(acc, id, v), s);
const ctx = { citizenId: '00100000017', serviceId: 5, expertformId: 101, totalPayment: '7000.00' };

describe('form.data of POST /requests (contract §2.9)', () => {
  it('per type: text without labelValue, other inputs with the field label, options with their labels; masks travel with the value', () => {
    const s = set(fresh(), {
      cedula: '001-0000001-7',
      rnc: '1-31-24679-6',
      tel: '(809) 555-1234',
      cel: '829-555-1234',
      otroId: 'AB-1234567890123',
      monto: '1,234,567.50',
      libre: 'Hola, 1-2',
      nota: 'Texto largo',
      fecha: '2024-01-31',
      hora: '08:05',
      sel: 'n',
      rad: 's',
      chk: ['n', 's', 'x'],
    });
    expect(toSubmitForm(s).data).toEqual([
      { key: 'cedula', value: '00100000017', labelValue: null, type: 'text', Mask: '0', label: 'L cedula' },
      { key: 'rnc', value: '131246796', labelValue: null, type: 'text', Mask: '1', label: 'L rnc' },
      { key: 'tel', value: '8095551234', labelValue: null, type: 'text', Mask: '2', label: 'L tel' },
      { key: 'cel', value: '8295551234', labelValue: null, type: 'text', Mask: '3', label: 'L cel' },
      { key: 'otroId', value: 'AB-1234567890123', labelValue: null, type: 'text', Mask: '4', label: 'L otroId' },
      { key: 'monto', value: '1234567.50', labelValue: null, type: 'text', Mask: '12', label: 'L monto' },
      { key: 'libre', value: 'Hola, 1-2', labelValue: null, type: 'text', label: 'L libre' },
      { key: 'nota', value: 'Texto largo', labelValue: 'L nota', type: 'textarea', label: 'L nota' },
      { key: 'fecha', value: '2024-01-31', labelValue: 'L fecha', type: 'date', label: 'L fecha' },
      { key: 'hora', value: '08:05', labelValue: 'L hora', type: 'time', label: 'L hora' },
      { key: 'sel', value: 'n', labelValue: 'No', customLabel: { key: null, value: 'No' }, type: 'select', label: 'L sel' },
      { key: 'rad', value: 's', labelValue: 'Sí', type: 'radio-group', label: 'L rad' },
      // form order of the options; an unknown ticked value is dropped
      { key: 'chk', value: ['n', 's'], labelValue: 'No, Sí', type: 'checkbox-group', label: 'L chk' },
    ]);
  });

  it('nothing for empty answers, unknown options, hidden fields, fields of hidden steps, files and grids', () => {
    let s = set(fresh(), { sel: 'quizá', rad: 'otro', chk: ['x'], oculto: 'x', enPasoOculto: 'x', ultimo: 'fin', anexo: { files: ['f'] }, libre: '  ' });
    s = addGridRow(s, 'filas', { doc: '00100000017' });
    expect(toSubmitForm(s).data).toEqual([{ key: 'ultimo', value: 'fin', labelValue: null, type: 'text', label: 'L ultimo' }]);
    // the same field shown again by a rule is sent
    expect(toSubmitForm(applyRule(s, '1,1:oculto,p1')).data.map((d) => d.key)).toEqual(['oculto', 'enPasoOculto', 'ultimo']);
  });
});

describe('form.grid of POST /requests', () => {
  it('rows under the relationship; each visible named column as a cell with its MainLabel; hidden/empty grids left out', () => {
    let s = addGridRow(fresh(), 'filas', { titulo: 'x', doc: '001-0000001-7', escondida: 'no', opcion: 'n' });
    s = addGridRow(s, 'filas', { opcion: 'nada', otra: 'y' });
    s = addGridRow(s, 'gridOculto', { w: 'x' });
    s = addGridRow(s, 'gridPasoOculto', { z: 'x' });
    expect(toSubmitForm(s).grid).toEqual({
      relfilas: [
        {
          doc: { key: 'doc', value: '00100000017', labelValue: null, type: 'text', Mask: '0', MainLabel: 'L doc' },
          opcion: { key: 'opcion', value: 'n', labelValue: 'No', customLabel: { key: null, value: 'No' }, type: 'select', MainLabel: 'L opcion' },
        },
        {},
      ],
    });
    expect(toSubmitForm(applyRule(s, '1,1:gridOculto,p1')).grid).toMatchObject({
      reloculto: [{ w: { value: 'x' } }],
      relpaso: [{ z: { value: 'x' } }],
    });
  });
});

describe('grid rows with cleared, file and option columns', () => {
  it('a column typed then cleared, or left blank, is no cell; a file column is no cell (files travel only as top-level file fields)', () => {
    const s = addGridRow(fresh(), 'extras', { obs: '  ', ced: '', adjunto: { files: [{ name: 'carta.pdf', size_mb: 1 }] }, conforme: ['c'] });
    expect(toSubmitForm(s).grid).toEqual({
      relextras: [{ conforme: { key: 'conforme', value: ['c'], labelValue: 'Conforme', type: 'checkbox-group', MainLabel: 'L conforme' } }],
    });
    expect(toSubmitForm(s).files).toEqual([]);
  });
});

describe('files of the submit (contract §2.9 files, §2.10)', () => {
  it('visible file fields with files, each named "<label> <n>"', () => {
    const s = set(fresh(), { anexo: { files: ['a', 'b'] }, anexoOculto: { files: ['c'] }, anexoPasoOculto: { files: ['d'] } });
    expect(toSubmitForm(s).files).toEqual([{ key: 'anexo', label: 'L anexo', files: ['a', 'b'], names: ['L anexo 1', 'L anexo 2'] }]);
    expect(toSubmitForm(set(fresh(), { anexo: { files: [] } })).files).toEqual([]);
    expect(toSubmitForm(applyRule(s, '1:p1')).files.map((f) => f.key)).toEqual(['anexo', 'anexoPasoOculto']);
  });
});

describe('the draft (POST /drafts, contract §2.8)', () => {
  it('owner keys, answers, applied rules, real and visible step, variation, amount', () => {
    let s = initialState(model, 13);
    s = applyRule(s, '0:nota');
    s = { ...set(s, { ultimo: 'fin' }), step: 2 };
    expect(toDraft(s, ctx)).toEqual({
      citizen_id: '00100000017',
      service_id: 5,
      expertform_id: 101,
      data: [
        { key: 'libre', value: 'de la tarifa', labelValue: null, type: 'text', label: 'L libre' },
        { key: 'ultimo', value: 'fin', labelValue: null, type: 'text', label: 'L ultimo' },
      ],
      grid: {},
      appliedRuleList: ['2:libre', '0:nota'],
      fakeStep: 1,
      step: 2,
      variations: [13],
      totalPayment: '7000.00',
    });
  });

  it('no variation chosen: variations []; a current step hidden by a rule: visible step 0', () => {
    const draft = toDraft({ ...applyRule(fresh(), '0:p2'), step: 2 }, ctx);
    expect(draft).toMatchObject({ variations: [], step: 2, fakeStep: 0 });
  });
});

describe('offering a stored draft (spec 001 §4)', () => {
  it('only a saved_fields object whose data holds an answer', () => {
    for (const saved of [null, undefined, 'x', [], [{ key: 'a' }], {}, { data: 'x' }, { data: [] }, { data: [false, null, 'x'] }]) {
      expect(isRestorableDraft(saved), JSON.stringify(saved)).toBe(false);
    }
    expect(isRestorableDraft({ data: [false, { key: 'a', value: 'b' }] })).toBe(true);
  });
});

describe('restoring a draft (contract §2.8 restore)', () => {
  const draft = (extra: Partial<SchemaDraft>): SchemaDraft => ({
    data: [],
    grid: {},
    appliedRuleList: [],
    fakeStep: 0,
    step: 0,
    variations: [],
    totalPayment: 0,
    ...extra,
  });

  it('values per type: time HH:mm, date yyyy-MM-dd, money shown formatted, options by value or label', () => {
    const s = fromDraft(
      model,
      draft({
        data: [
          { key: 'hora', value: '08:05:00', type: 'time' },
          { key: 'fecha', value: '2024-01-31T00:00:00.000Z', type: 'date' },
          { key: 'monto', value: '1234567.5', type: 'text' },
          { key: 'cedula', value: 100000017, type: 'text' },
          { key: 'chk', value: ['Sí', 'n', 'zz'], type: 'checkbox-group' },
          { key: 'acepto', value: 'L acepto', type: 'checkbox-group' },
          { key: 'sel', value: 'n', type: 'select' },
        ] as SchemaDraft['data'],
      }),
    );
    expect(s.values).toEqual({ hora: '08:05', fecha: '2024-01-31', monto: '1,234,567.50', cedula: '100000017', chk: ['s', 'n'], acepto: ['ok'], sel: 'n' });
  });

  it('ignores false, null, unknown, object and unusable values, files, grid columns and unknown options', () => {
    const s = fromDraft(
      model,
      draft({
        data: [
          false,
          null,
          'x',
          { key: 'libre', value: false },
          { key: 'nota', value: null },
          { key: 'ultimo', value: { a: 1 } },
          { key: 'anexo', value: { files: ['f'] } },
          { key: 'doc', value: '00100000017' },
          { key: 'noExiste', value: 'x' },
          { key: 'chk', value: ['zz'] },
          { key: 'acepto', value: 'zz' },
          { key: 'libre' },
          // a header, a grid (legacy drafts repeat the grid in `data`, spec §2.8) or a file field holds no text value
          { key: 'p0', value: 'x' },
          { key: 'filas', value: 'x' },
          { key: 'filas', value: [{ doc: '00100000017' }] },
          { key: 'anexo', value: 'carta.pdf' },
        ] as unknown as SchemaDraft['data'],
      }),
    );
    expect(s.values).toEqual({});
    // so the restored form sends nothing and offers no file to upload
    expect(toSubmitForm(s)).toEqual({ data: [], grid: {}, files: [] });
    // a group with more than one option does not read its field label as a ticked option
    expect(fromDraft(model, draft({ data: [{ key: 'chk', value: ['L chk'] }] as SchemaDraft['data'] })).values).toEqual({});
  });

  it('the variation, its locked values and the applied rules come back; non-text rules are skipped', () => {
    const s = fromDraft(model, draft({ variations: ['13'] as unknown as number[], appliedRuleList: ['0:nota', 5, '1:oculto'] as unknown as string[] }));
    expect(s.variationId).toBe(13);
    expect(s.values.libre).toBe('de la tarifa');
    expect([s.props.libre.enabled, s.props.nota.hidden, s.props.oculto.hidden]).toEqual([false, true, false]);
    expect(fromDraft(model, draft({ variations: 'x' as unknown as number[], appliedRuleList: 'x' as unknown as string[] }))).toMatchObject({
      variationId: null,
      appliedRuleList: [],
    });
  });

  it('grid rows from their relationship, known columns only, values read per type', () => {
    const s = fromDraft(
      model,
      draft({
        grid: {
          relfilas: [
            { doc: { key: 'doc', value: '00100000017' }, opcion: { key: 'opcion', value: 's' }, otra: { key: 'otra', value: 'x' }, escondida: null },
            null,
          ],
          relvacia: 'x',
        } as unknown as SchemaDraft['grid'],
      }),
    );
    // strict: a row holds only the columns the draft answered (no undefined ones)
    expect(s.grids).toStrictEqual({ filas: [{ doc: '00100000017', opcion: 's' }, {}] });
  });

  it('grid option columns: by value or label, the legacy field label of a one-option group, nothing for an unknown option', () => {
    const s = fromDraft(
      model,
      draft({
        grid: {
          relextras: [
            { conforme: { key: 'conforme', value: ['Conforme'] } },
            { conforme: { key: 'conforme', value: ['L conforme'] } },
            { conforme: { key: 'conforme', value: ['zz'] }, obs: { key: 'obs', value: 'nota' } },
          ],
        } as unknown as SchemaDraft['grid'],
      }),
    );
    expect(s.grids).toStrictEqual({ extras: [{ conforme: ['c'] }, { conforme: ['c'] }, { obs: 'nota' }] });
  });

  it('a saved form comes back as it was: values, grid rows (also of a grid without relationship), step', () => {
    let s = set(initialState(model, null), { libre: 'Hola', sel: 's', chk: ['n'] });
    s = addGridRow(s, 'filas', { doc: '00100000017', opcion: 'n' });
    s = addGridRow(s, 'sinRel', { s: 'fila' });
    s = { ...s, step: 2 };
    const stored = JSON.parse(JSON.stringify(toDraft(s, ctx))) as SchemaDraft;
    const restored = fromDraft(model, stored);
    expect(restored.values).toEqual({ libre: 'Hola', sel: 's', chk: ['n'] });
    expect(restored.grids).toStrictEqual({ filas: [{ doc: '00100000017', opcion: 'n' }], sinRel: [{ s: 'fila' }] });
    expect(restored.step).toBe(2);
  });

  it('a stored draft missing its grid or its data restores the other part', () => {
    const noGrid = { ...draft({ data: [{ key: 'libre', value: 'Hola', labelValue: null, type: 'text', label: 'L libre' }] }), grid: undefined };
    expect(fromDraft(model, noGrid as unknown as SchemaDraft)).toMatchObject({ values: { libre: 'Hola' }, grids: {} });
    const noData = { ...draft({ grid: { relfilas: [{ doc: { key: 'doc', value: '00100000017' } }] } as unknown as SchemaDraft['grid'] }), data: undefined };
    expect(fromDraft(model, noData as unknown as SchemaDraft)).toMatchObject({ values: {}, grids: { filas: [{ doc: '00100000017' }] } });
  });

  it('the saved step when it exists, else the first visible step', () => {
    expect(fromDraft(model, draft({ step: 2 })).step).toBe(2);
    expect(fromDraft(model, draft({ step: 0 })).step).toBe(0);
    for (const step of [3, -1, 1.5, '2']) expect(fromDraft(model, draft({ step: step as number })).step, String(step)).toBe(0);
  });

  it('step 0 comes back when the replayed rules showed it, even though the form opens on step 1', () => {
    const hiddenFirst = parseExpertForm({ fields: [[h1('a', true), field('text', 'x'), h1('b'), field('text', 'y')]], saved_fields: [] });
    expect(initialState(hiddenFirst, null).step).toBe(1);
    expect(fromDraft(hiddenFirst, draft({ appliedRuleList: ['1:a'], step: 0 })).step).toBe(0);
  });
});
