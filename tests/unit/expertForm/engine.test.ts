/**
 * The engine on a small synthetic form that carries what the real ones do not: selects with
 * father_id, ruleF, rules 5/7/9/10 and rules on grid sub-fields, `rules` and `rulesprice` carriers,
 * every local mask, the server-validated masks, density, hidden steps (spec 001 §4, §5; contract §2).
 */
import { describe, expect, it } from 'vitest';
import type { SchemaExpertForm, SchemaFormField } from '../../../src/api/generated/admin';
import {
  addGridRow,
  applyRule,
  density,
  fakeStepOf,
  fromDraft,
  initialState,
  interpretServerAnswer,
  invertRule,
  maskError,
  nextVisibleStep,
  normaliseInput,
  optionsFor,
  parseExpertForm,
  parseRule,
  previousVisibleStep,
  serverCheckFor,
  setServerError,
  setValue,
  toDraft,
  toSubmitForm,
  validateGridRow,
  validateStep,
  visibleSteps,
  type ServerCheck,
} from '../../../src/domain/expertForm';

const h1 = (name: string, label: string, hidden = false): SchemaFormField => ({ type: 'header', subtype: 'h1', name, label, hidden });
const text = (name: string, Mask: string | null = null, extra: Partial<SchemaFormField> = {}): SchemaFormField => ({
  type: 'text',
  name,
  label: name,
  Mask,
  hidden: false,
  enabled: true,
  required: false,
  ...extra,
});

const payload: SchemaExpertForm = {
  formulary_data: { name: 'prueba', version: ' 3 ' },
  fields: [
    [
      h1('s0', 'Paso A'),
      {
        type: 'select',
        name: 'pais',
        label: 'País',
        label_persist: 'paislbl',
        values: [
          { label: 'RD', value: 'do', rule: '0,4:extra,correo' },
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
          { label: 'Miami', value: 'mi', father: 'xx', rule: '' },
        ],
      },
      text('extra'),
      text('correo', '5'),
      {
        type: 'checkbox-group',
        name: 'opciones',
        label: 'Opciones',
        values: [
          { label: 'Uno', value: 'uno', rule: '3:bloqueado', ruleF: '2:bloqueado' },
          { label: 'Dos', value: 'dos', rule: '1,9:oculto,doc' },
        ],
      },
      text('bloqueado', null, { enabled: false, required: true }),
      {
        type: 'radio-group',
        name: 'tipo',
        label: 'Tipo',
        values: [
          { label: 'Cédula', value: 'c', rule: '8:doc' },
          { label: 'RNC', value: 'r', rule: '10:doc' },
          { label: 'CONFOTUR', value: 'f', rule: '' },
        ],
      },
      text('doc', '0'),
      text('oculto', null, { hidden: true }),
      {
        type: 'rules',
        rules: [
          JSON.stringify([
            { name: 'pais', type: 'select', value: 'xx' },
            { name: 'uno', type: 'checkbox-group', value: true },
          ]),
        ],
      },
    ],
    [h1('s1', 'Paso oculto', true), text('nada', null, { required: true })],
    [
      h1('s2', 'Paso C'),
      text('areatotalterre1', '12'),
      text('canthabitacion', '6'),
      text('densidadhabitac'),
      text('codigo', '20', { MaskParam: 'tipo' }),
      text('noobj', '24', { MaskParam: 'tipo' }),
      text('recibo', '21'),
      text('listado', '14'),
      {
        type: 'grid',
        name: 'personas',
        label: 'Personas',
        relationship: 'relpersonas',
        required: true,
        fields: [text('nombre', '7', { required: true }), { type: 'date', name: 'fecha', label: 'Fecha', hidden: false, enabled: true }],
      },
      { type: 'file', name: 'anexo', label: 'Anexo', required: true, hidden: false, enabled: true },
      { type: 'rulesprice', data: [{ id: 13, rules: JSON.stringify([{ name: 'extra', type: 'text', value: 'fijo' }]) }] },
    ],
  ],
  saved_fields: [],
};

const model = parseExpertForm(payload);
const fresh = () => initialState(model, null);

describe('rule strings', () => {
  it('parses pairs by position and inverts 0↔1, 2↔3, 4↔6, others → 7', () => {
    expect(parseRule('0,4:a,b')).toEqual([
      { action: 0, field: 'a' },
      { action: 4, field: 'b' },
    ]);
    expect(parseRule('')).toEqual([]);
    expect(parseRule('0,x,99:a,b,c')).toEqual([{ action: 0, field: 'a' }]);
    expect(invertRule('0,1,2,3,4,6,5,7,8,9,10:a,b,c,d,e,f,g,h,i,j,k')).toBe('1,0,3,2,6,4,7,7,7,7,7:a,b,c,d,e,f,g,h,i,j,k');
    expect(invertRule('')).toBe('');
  });
});

describe('initial values and rules', () => {
  it('applies the rules carrier (select value + its rule, checkbox tick) and records them', () => {
    const s = fresh();
    expect(model.version).toBe('3');
    expect(s.values.pais).toBe('xx');
    expect(s.values.opciones).toEqual(['uno']);
    expect(s.props.bloqueado.enabled).toBe(true); // option 'uno' rule 3
    expect(s.appliedRuleList).toEqual(['3:bloqueado']);
  });

  it('applies the rulesprice entries of the chosen variation and locks them', () => {
    const s = initialState(model, 13);
    expect(s.values.extra).toBe('fijo');
    expect(s.props.extra.enabled).toBe(false);
    expect(initialState(model, 99).values.extra).toBeUndefined();
  });

  it('select: choosing applies the option rule, clearing applies its inverse, children are filtered and cleared', () => {
    let s = setValue(fresh(), 'pais', 'do');
    expect(s.props.extra.hidden).toBe(true);
    expect(s.props.correo.required).toBe(true);
    expect(optionsFor(s, 'ciudad').map((o) => o.value)).toEqual(['sd']);
    s = setValue(s, 'ciudad', 'sd');
    s = setValue(s, 'pais', '');
    expect(s.props.extra.hidden).toBe(false);
    expect(s.props.correo.required).toBe(false);
    expect(s.values.ciudad).toBeUndefined();
    expect(optionsFor(s, 'ciudad')).toEqual([]);
    expect(s.appliedRuleList.slice(-2)).toEqual(['0,4:extra,correo', '1,6:extra,correo']);
  });

  it('checkbox-group: ticking applies rule, unticking applies ruleF; rule 9 switches to passport', () => {
    let s = setValue(fresh(), 'opciones', ['uno', 'dos']);
    expect(s.props.oculto.hidden).toBe(false);
    expect(s.props.doc).toMatchObject({ mask: null, labelKey: 'requestForm.ruleLabels.passport' });
    s = setValue(s, 'opciones', ['dos']);
    expect(s.props.bloqueado.enabled).toBe(false);
  });

  it('rule 5 re-fires the rule of the current value; rule 7 clears; rules reach grid sub-fields', () => {
    let s = setValue(fresh(), 'tipo', 'r');
    expect(s.props.doc.mask).toBe('1');
    s = applyRule(s, '8:doc');
    s = applyRule(s, '5:tipo');
    expect(s.props.doc.mask).toBe('1');
    s = setValue(s, 'extra', 'x');
    expect(applyRule(s, '7:extra').values.extra).toBeUndefined();
    const grid = applyRule(s, '0,4:fecha,fecha');
    expect(grid.props['personas/fecha']).toMatchObject({ hidden: true, required: true });
    expect(applyRule(grid, '0,4:fecha,fecha', { inverse: true }).props['personas/fecha']).toMatchObject({ hidden: false, required: false });
  });
});

describe('steps', () => {
  it('skips hidden steps forwards and backwards; fakeStep counts visible ones', () => {
    const s = fresh();
    expect(visibleSteps(s).map((st) => st.title)).toEqual(['Paso A', 'Paso C']);
    expect(nextVisibleStep(s, 0)).toBe(2);
    expect(previousVisibleStep(s, 2)).toBe(0);
    expect(nextVisibleStep(s, 2)).toBeNull();
    expect(fakeStepOf(s, 2)).toBe(1);
    expect(nextVisibleStep(applyRule(s, '1:s1'), 0)).toBe(1);
  });

  it('values of a step hidden again stay in the state but are neither submitted nor saved', () => {
    const shown = setValue(applyRule(fresh(), '1:s1'), 'nada', 'algo');
    expect(toSubmitForm(shown).data.map((a) => a.key)).toContain('nada');
    const hiddenAgain = applyRule(shown, '0:s1');
    expect(hiddenAgain.values['nada']).toBe('algo');
    expect(toSubmitForm(hiddenAgain).data.map((a) => a.key)).not.toContain('nada');
    expect(toDraft(hiddenAgain, { citizenId: '1', serviceId: 1, expertformId: 1, totalPayment: '0.00' }).data.map((a) => (a ? a.key : null))).not.toContain(
      'nada',
    );
  });
});

describe('validation', () => {
  it('required (disabled and hidden skipped), masks, grids and files', () => {
    let s = setValue(fresh(), 'opciones', []); // ruleF disables 'bloqueado'
    expect(validateStep(s, 0)).toEqual({});
    s = applyRule(s, '3:bloqueado');
    s = setValue(s, 'correo', 'no-es-correo');
    s = setValue(s, 'doc', '123');
    expect(validateStep(s, 0)).toEqual({
      bloqueado: { key: 'errors.required' },
      correo: { key: 'errors.invalidEmail' },
      doc: { key: 'requestForm.minLength', params: { n: 11 } },
    });
    expect(validateStep(s, 2)).toMatchObject({ personas: { key: 'errors.required' }, anexo: { key: 'errors.required' } });
    s = addGridRow(s, 'personas', { nombre: 'Ana' });
    s = setValue(s, 'anexo', { files: [{ name: 'a.pdf' }] });
    expect(validateStep(s, 2)).toEqual({});
  });

  it('mask checks: lengths, phones, e-mails, numbers, letters, money, other identifier', () => {
    expect(maskError('1', '12345678')).toEqual({ key: 'requestForm.minLength', params: { n: 9 } });
    expect(maskError('2', '7095551234')).toEqual({ key: 'errors.invalidPhone' });
    expect(maskError('3', '8095551234')).toBeNull();
    expect(maskError('4', 'ABC')).toEqual({ key: 'requestForm.minLength', params: { n: 15 } });
    expect(maskError('9', 'Yo@Ejemplo.do', { primaryEmail: 'yo@ejemplo.do' })).toEqual({ key: 'errors.differentEmail' });
    expect(maskError('6', '12a')).toEqual({ key: 'errors.numbersOnly' });
    expect(maskError('7', 'Ana-1')).toEqual({ key: 'errors.lettersOnly' });
    expect(maskError('12', '1,234.50')).toBeNull();
    expect(maskError('12', 'abc')).toEqual({ key: 'requestForm.invalidAmount' });
    expect(normaliseInput('7', 'An4a-')).toBe('Ana');
    expect(normaliseInput('0', '001-1234567-89')).toBe('00112345678');
    expect(normaliseInput('12', '1,234.567')).toBe('1234.56');
  });

  it('grid popup: at least one value, then sub-field checks', () => {
    const s = fresh();
    expect(validateGridRow(s, 'personas', {})).toEqual({ '': { key: 'requestForm.gridAtLeastOne' } });
    expect(validateGridRow(s, 'personas', { fecha: '2024-02-30' })).toEqual({ nombre: { key: 'errors.required' }, fecha: { key: 'errors.invalidDate' } });
  });

  it('density = rooms / (area / 10000), 2 decimals, 0 when either is 0; recomputed on change', () => {
    expect(density('2,000', '5')).toBe('25.00');
    expect(density(0, 5)).toBe('0');
    expect(density('3000', '')).toBe('0');
    let s = setValue(fresh(), 'areatotalterre1', '3,000.00');
    s = setValue(s, 'canthabitacion', '7');
    expect(s.values.densidadhabitac).toBe('23.33');
  });
});

describe('server-validated masks', () => {
  it('cédula: call validateCedula with the digits; success && exist, else the three messages', () => {
    const s = setValue(fresh(), 'doc', '00100000017');
    const plan = serverCheckFor(s, 'doc');
    expect(plan).toEqual({ kind: 'call', check: { fieldId: 'doc', mask: '0', operationId: 'validateCedula', path: { cedula: '00100000017' } } });
    const check = (plan as { check: ServerCheck }).check;
    expect(interpretServerAnswer(check, { ok: true, body: { success: true, exist: true } })).toEqual({
      valid: true,
      notice: { title: 'requestForm.validationSuccessTitle', body: { key: 'requestForm.cedulaValid' } },
    });
    expect(interpretServerAnswer(check, { ok: true, body: { success: true, exist: false } })).toMatchObject({
      valid: false,
      error: { key: 'requestForm.cedulaInvalid' },
    });
    expect(interpretServerAnswer(check, { ok: false })).toMatchObject({ valid: false, error: { key: 'requestForm.cedulaNetworkError' } });
  });

  it('masks 20 and 24 need the related option first; tipo = option label; CONFOTUR variant of 24', () => {
    let s = setValue(setValue(fresh(), 'codigo', 'A1'), 'noobj', 'B2');
    expect(serverCheckFor(s, 'codigo')).toEqual({ kind: 'error', error: { key: 'requestForm.selectOptionFirst', params: { label: 'Tipo' } } });
    s = setValue(s, 'tipo', 'c');
    expect(serverCheckFor(s, 'codigo')).toMatchObject({ kind: 'call', check: { operationId: 'validateDpp', path: { code: 'A1' }, query: { tipo: 'Cédula' } } });
    expect(serverCheckFor(s, 'noobj')).toMatchObject({ kind: 'call', check: { operationId: 'validateDppNoObjecionProrroga' } });
    expect((serverCheckFor(s, 'noobj') as { check: ServerCheck }).check.query).toBeUndefined();
    s = setValue(s, 'tipo', 'f');
    expect(serverCheckFor(s, 'noobj')).toMatchObject({ check: { query: { isForConfotur: true } } });
  });

  it('masks 21 and 14: server message under the error title, other failures the generic message; errors block the step', () => {
    let s = setValue(setValue(fresh(), 'recibo', 'R-1'), 'listado', 'L-1');
    const recibo = (serverCheckFor(s, 'recibo') as { check: ServerCheck }).check;
    expect(recibo.operationId).toBe('validateMimarena');
    expect((serverCheckFor(s, 'listado') as { check: ServerCheck }).check.operationId).toBe('validateConsfoturProrrogaListados');
    const verdict = interpretServerAnswer(recibo, { ok: true, body: { success: false, message: 'Recibo no encontrado' } });
    expect(verdict).toEqual({
      valid: false,
      error: { key: 'requestForm.serverMessage', params: { message: 'Recibo no encontrado' } },
      notice: { title: 'requestForm.validationErrorTitle', body: { key: 'requestForm.serverMessage', params: { message: 'Recibo no encontrado' } } },
    });
    expect(interpretServerAnswer(recibo, { ok: false })).toMatchObject({ error: { key: 'requestForm.validationFailed' } });
    expect(interpretServerAnswer(recibo, { ok: true, body: { success: true } })).toEqual({ valid: true });
    s = setServerError(s, 'recibo', verdict.valid ? null : verdict.error);
    expect(validateStep(s, 2).recibo).toEqual({ key: 'requestForm.serverMessage', params: { message: 'Recibo no encontrado' } });
    expect(validateStep(setValue(s, 'recibo', 'R-2'), 2).recibo).toBeUndefined();
  });
});

describe('serialisation', () => {
  const ctx = { citizenId: '00100000017', serviceId: 5, expertformId: 101, totalPayment: '7000.00' };

  it('data items per type, digits-only / comma-free masks, no hidden or false entries, grids by relationship, files apart', () => {
    let s = initialState(model, 13);
    s = setValue(s, 'pais', 'do');
    s = setValue(s, 'ciudad', 'sd');
    s = setValue(s, 'opciones', ['uno', 'dos']); // '9:doc' → passport, then the radio switches back to cédula
    s = setValue(s, 'tipo', 'c');
    s = setValue(s, 'doc', '001-0000001-7');
    s = setValue(s, 'areatotalterre1', '1,000.00');
    s = addGridRow(s, 'personas', { nombre: 'Ana', fecha: '2024-01-31' });
    s = setValue(s, 'anexo', { files: ['f1', 'f2'] });
    const form = toSubmitForm(s);
    const byKey = Object.fromEntries(form.data.map((d) => [d.key, d]));
    expect(byKey.extra).toBeUndefined(); // hidden by the 'do' rule
    expect(byKey.pais).toEqual({ key: 'pais', value: 'do', labelValue: 'RD', customLabel: { key: 'paislbl', value: 'RD' }, type: 'select', label: 'País' });
    expect(byKey.tipo).toEqual({ key: 'tipo', value: 'c', labelValue: 'Cédula', type: 'radio-group', label: 'Tipo' });
    expect(byKey.doc.value).toBe('00100000017');
    // Each masked answer keeps its field's current mask (the radio switched 'doc' back to cédula, '0').
    expect(byKey.doc.Mask).toBe('0');
    expect(byKey.areatotalterre1).toMatchObject({ value: '1000.00', labelValue: null, Mask: '12' });
    expect(byKey.pais.Mask).toBeUndefined();
    expect(byKey.opciones).toMatchObject({ value: ['uno', 'dos'], labelValue: 'Uno, Dos' });
    expect(form.data).not.toContain(false);
    expect(form.grid).toEqual({
      relpersonas: [
        {
          nombre: { key: 'nombre', value: 'Ana', labelValue: null, type: 'text', MainLabel: 'nombre', Mask: '7' },
          fecha: { key: 'fecha', value: '2024-01-31', labelValue: 'Fecha', type: 'date', MainLabel: 'Fecha' },
        },
      ],
    });
    expect(form.files).toEqual([{ key: 'anexo', label: 'Anexo', files: ['f1', 'f2'], names: ['Anexo 1', 'Anexo 2'] }]);

    const draft = toDraft({ ...s, step: 2 }, ctx);
    expect(draft).toMatchObject({
      citizen_id: '00100000017',
      service_id: 5,
      expertform_id: 101,
      step: 2,
      fakeStep: 1,
      variations: [13],
      totalPayment: '7000.00',
    });
    expect(draft.data.some((d) => d !== false && d.key === 'anexo')).toBe(false);
    const back = fromDraft(model, JSON.parse(JSON.stringify(draft)));
    expect(back.values.areatotalterre1).toBe('1,000.00');
    expect(back.props.extra.hidden).toBe(true);
    expect(toDraft(back, ctx)).toEqual(draft);
  });

  it('restores drafts of the existing client: false items and [field label] checkbox values', () => {
    const restored = fromDraft(model, {
      data: [
        false,
        { key: 'opciones', value: ['Opciones'], labelValue: null, type: 'checkbox-group', label: 'Opciones' },
        { key: 'nada', value: 'x', type: 'text', label: 'nada' },
      ],
      grid: {},
      appliedRuleList: ['1:s1'],
      fakeStep: 1,
      step: 1,
      variations: [],
      totalPayment: 0,
    });
    expect(restored.values.opciones).toEqual(['uno']); // from the rules carrier; the legacy label matches no option
    expect(restored.values.nada).toBe('x');
    expect(restored.step).toBe(1);
    expect(restored.props.s1.hidden).toBe(false);
  });

  it('a stored draft naming an inherited key (constructor, __proto__, toString) is an unknown field, not a crash (issue 10 Storage)', () => {
    const draft = JSON.parse(
      '{"data":[{"key":"constructor","value":"x","type":"text"},{"key":"__proto__","value":"x","type":"text"},{"key":"toString","value":"x","type":"text"},{"key":7,"value":"x"},{"key":"nada","value":"y","type":"text","label":"nada"}],"grid":{},"appliedRuleList":[],"fakeStep":1,"step":1,"variations":[],"totalPayment":0}',
    );
    const restored = fromDraft(model, draft);
    expect(restored.values.nada).toBe('y');
    expect(Object.hasOwn(restored.values, 'constructor')).toBe(false);
  });
});
