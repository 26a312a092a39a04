/**
 * Validation of the expert form (src/domain/expertForm/validate.ts): which message each field of the
 * current step shows when the user presses Next, on submit, and in the grid popup (spec 001 §5
 * "Dynamic fields", "Nested grid popup needs at least one value", "Submit with invalid fields";
 * contract §2.2 "hidden fields are not rendered, not validated", §2.4 "Validation is per current step
 * only", §2.6 server-validated masks "a failed server validation sets a local error that blocks
 * submission/next step").
 */
import { describe, expect, it } from 'vitest';
import type { SchemaExpertForm, SchemaFormField } from '../../../src/api/generated/admin';
import {
  addGridRow,
  applyRule,
  initialState,
  parseExpertForm,
  setServerError,
  setValue,
  validateAll,
  validateGridRow,
  validateStep,
  type FormState,
} from '../../../src/domain/expertForm';

const field = (type: SchemaFormField['type'], name: string, extra: Partial<SchemaFormField> = {}): SchemaFormField => ({
  type,
  name,
  label: name,
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
      h1('paso1'),
      field('header', 'subtitulo', { subtype: 'h2', required: true }),
      field('text', 'nombre', { required: true, length: 5 }),
      field('text', 'apodo'),
      field('text', 'oculto', { required: true, hidden: true }),
      field('text', 'bloqueado', { required: true, enabled: false }),
      field('date', 'fecha'),
      field('time', 'hora'),
      field('select', 'opcion', { values: options }),
      field('radio-group', 'radio', { values: options }),
      field('checkbox-group', 'marcas', { required: true, values: options, length: 1 }),
      field('textarea', 'nota', { length: 3 }),
      field('text', 'correo2', { Mask: '9' }),
      h1('paso2'),
      field('text', 'recibo', { Mask: '21', required: true }),
      {
        type: 'grid',
        name: 'filas',
        label: 'Filas',
        relationship: 'relfilas',
        required: true,
        fields: [
          field('header', 'titulo'),
          field('text', 'desc', { required: true, Mask: '7' }),
          field('text', 'cuando', { hidden: true, required: true }),
          field('date', 'dia'),
          field('text', 'mail', { Mask: '9' }),
          { type: 'text', label: 'Sin nombre', required: true },
        ],
      },
      { type: 'grid', name: 'opcional', label: 'Opcional', relationship: 'relopc', fields: [field('text', 'x')] },
      { type: 'grid', name: 'gridOculto', label: 'Oculto', relationship: 'reloc', required: true, hidden: true, fields: [field('text', 'y')] },
      h1('paso3', true),
      field('text', 'escondido', { required: true }),
      h1('paso4'),
      field('text', 'final', { required: true }),
    ],
  ],
  saved_fields: [],
};

const model = parseExpertForm(payload);
const fresh = (): FormState => initialState(model, null);
const required = { key: 'errors.required' };

describe('Next on a step (validateStep)', () => {
  it('an empty step: each visible, enabled, required field says it is required; headers, hidden and disabled fields say nothing', () => {
    expect(validateStep(fresh(), 0)).toEqual({ nombre: required, marcas: required });
  });

  it('a blank text counts as empty; an unticked checkbox group too', () => {
    const s = setValue(setValue(fresh(), 'nombre', '   '), 'marcas', []);
    expect(validateStep(s, 0)).toEqual({ nombre: required, marcas: required });
  });

  it('the maximum length of text and textarea: up to it is fine, one more character is not', () => {
    let s = setValue(setValue(fresh(), 'nombre', 'Ana M'), 'marcas', ['s']);
    s = setValue(s, 'nota', 'abc');
    expect(validateStep(s, 0)).toEqual({});
    s = setValue(setValue(s, 'nombre', 'Ana Ma'), 'nota', 'abcd');
    expect(validateStep(s, 0)).toEqual({ nombre: { key: 'errors.maxLength' }, nota: { key: 'errors.maxLength' } });
  });

  it('dates must be real days, times 24-hour; a select or radio value no longer offered counts as unanswered', () => {
    let s = setValue(setValue(fresh(), 'nombre', 'Ana'), 'marcas', ['n']);
    s = setValue(setValue(s, 'fecha', '2023-02-29'), 'hora', '24:00');
    s = setValue(setValue(s, 'opcion', 'quizá'), 'radio', 'otro');
    expect(validateStep(s, 0)).toEqual({
      fecha: { key: 'errors.invalidDate' },
      hora: { key: 'errors.invalidTime' },
      opcion: required,
      radio: required,
    });
    s = setValue(setValue(s, 'fecha', '2024-02-29'), 'hora', '23:59');
    s = setValue(setValue(s, 'opcion', 'n'), 'radio', 's');
    expect(validateStep(s, 0)).toEqual({});
  });

  it('the maximum length caps typed text only: a checkbox group carrying one may tick more options (contract §2.2 length)', () => {
    const s = setValue(setValue(fresh(), 'nombre', 'Ana'), 'marcas', ['s', 'n']);
    expect(validateStep(s, 0)).toEqual({});
  });

  it('mask checks use the signed-in user (mask 9 must differ from the primary e-mail)', () => {
    const s = setValue(setValue(setValue(fresh(), 'nombre', 'Ana'), 'marcas', ['s']), 'correo2', 'yo@ejemplo.do');
    expect(validateStep(s, 0, { primaryEmail: 'yo@ejemplo.do' })).toEqual({ correo2: { key: 'errors.differentEmail' } });
    expect(validateStep(s, 0, { primaryEmail: 'otro@ejemplo.do' })).toEqual({});
  });

  it('a field a rule shows, enables or requires is checked like the others', () => {
    const s = applyRule(applyRule(fresh(), '1,3:oculto,bloqueado'), '4:apodo');
    expect(validateStep(s, 0)).toEqual({ nombre: required, marcas: required, oculto: required, bloqueado: required, apodo: required });
  });

  it('required grids need a row unless hidden; optional grids may stay empty', () => {
    const s = setValue(fresh(), 'recibo', 'R-1');
    expect(validateStep(s, 1)).toEqual({ filas: required });
    expect(validateStep(addGridRow(s, 'filas', { desc: 'Uno' }), 1)).toEqual({});
    expect(validateStep(applyRule(s, '0:filas'), 1)).toEqual({});
    expect(validateStep(applyRule(s, '6:filas'), 1)).toEqual({});
  });

  it('a server refusal blocks the step while the field is shown and enabled; a local error shows first', () => {
    let s = addGridRow(setValue(fresh(), 'recibo', 'R-1'), 'filas', { desc: 'Uno' });
    const refused = { key: 'requestForm.serverMessage', params: { message: 'Recibo no encontrado' } } as const;
    s = setServerError(s, 'recibo', refused);
    expect(validateStep(s, 1)).toEqual({ recibo: refused });
    expect(validateStep(applyRule(s, '0:recibo'), 1)).toEqual({});
    expect(validateStep(applyRule(s, '2:recibo'), 1)).toEqual({});
    // the value was removed: the required message, not the stale server answer
    const emptied = setServerError(setValue(s, 'recibo', ''), 'recibo', refused);
    expect(validateStep(emptied, 1)).toEqual({ recibo: required });
  });

  it('a step that does not exist is an error, not an empty (valid) step', () => {
    expect(() => validateStep(fresh(), 9)).toThrow(new RangeError('no step 9'));
  });
});

describe('submit (validateAll)', () => {
  it('collects the errors of every visible step; a hidden step is not checked', () => {
    expect(validateAll(fresh())).toEqual({ nombre: required, marcas: required, recibo: required, filas: required, final: required });
    const shown = applyRule(fresh(), '1:paso3');
    expect(validateAll(shown)).toMatchObject({ escondido: required, final: required });
  });

  it('passes the signed-in user to the mask checks', () => {
    const s = setValue(fresh(), 'correo2', 'yo@ejemplo.do');
    expect(validateAll(s, { primaryEmail: 'yo@ejemplo.do' }).correo2).toEqual({ key: 'errors.differentEmail' });
  });
});

describe('the grid popup (validateGridRow)', () => {
  it("needs at least one value: 'Asegurese de llenar los campos'; a header or unknown column does not count", () => {
    const atLeastOne = { '': { key: 'requestForm.gridAtLeastOne' } };
    expect(validateGridRow(fresh(), 'filas', {})).toEqual(atLeastOne);
    expect(validateGridRow(fresh(), 'filas', { titulo: 'x', otra: 'y', desc: '  ' })).toEqual(atLeastOne);
  });

  it('then each visible column is checked like a field; hidden columns and a column without name (never sent) are not', () => {
    expect(validateGridRow(fresh(), 'filas', { dia: '2024-02-30' })).toEqual({ desc: required, dia: { key: 'errors.invalidDate' } });
    expect(validateGridRow(fresh(), 'filas', { desc: 'Ana-1', dia: '2024-02-29' })).toEqual({ desc: { key: 'errors.lettersOnly' } });
    expect(validateGridRow(fresh(), 'filas', { desc: 'Ana' })).toEqual({});
  });

  it('passes the signed-in user to the column mask checks', () => {
    expect(validateGridRow(fresh(), 'filas', { desc: 'Ana', mail: 'yo@ejemplo.do' }, { primaryEmail: 'yo@ejemplo.do' })).toEqual({
      mail: { key: 'errors.differentEmail' },
    });
  });
});
