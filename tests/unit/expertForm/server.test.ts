/**
 * Server-validated masks (src/domain/expertForm/server.ts): which call a field makes on blur and what
 * its answer shows (spec 001 §5 "Cedula is validated against the server on blur", "Masks 14, 15, 16,
 * 20, 21, 24, 25 validate the value on the server", "Masks 20 and 24 need a related option selected
 * first", "the chosen type CONFOTUR alters the mask 24 check"; contract §2.6 masks 0, 20, 21).
 */
import { describe, expect, it } from 'vitest';
import type { SchemaExpertForm, SchemaFormField } from '../../../src/api/generated/admin';
import {
  applyRule,
  initialState,
  interpretServerAnswer,
  parseExpertForm,
  serverCheckFor,
  setValue,
  type FormState,
  type ServerCheck,
} from '../../../src/domain/expertForm';

const text = (name: string, Mask: string | null, extra: Partial<SchemaFormField> = {}): SchemaFormField => ({
  type: 'text',
  name,
  label: `Campo ${name}`,
  Mask,
  hidden: false,
  enabled: true,
  required: false,
  ...extra,
});
const tipo = (name: string, label: string): SchemaFormField => ({
  type: 'select',
  name,
  label,
  values: [
    { label: 'Proyecto', value: 'p', rule: '' },
    { label: ' confotur ', value: 'c1', rule: '' },
    { label: 'Otro', value: ' Confotur ', rule: '' },
  ],
});

const payload: SchemaExpertForm = {
  fields: [
    [
      { type: 'header', subtype: 'h1', name: 's0', label: 'Validaciones', hidden: false },
      // a grid column named like the related select comes first: the related field is the top-level one
      { type: 'grid', name: 'filas', label: 'Filas', relationship: 'relfilas', fields: [tipo('clase', 'Clase de fila')] },
      tipo('clase', 'Clase de proyecto'),
      text('cedula', '0'),
      text('cedulaOculta', '0', { hidden: true }),
      text('correo', '5'),
      text('libre', null),
      text('listado14', '14'),
      text('listado15', '15'),
      text('reconsideracion16', '16'),
      text('clasificacion25', '25'),
      text('recibo21', '21'),
      text('dpp', '20', { MaskParam: 'clase' }),
      text('noObjecion', '24', { MaskParam: 'clase' }),
      text('dppSinParam', '20'),
      text('dppParamDesconocido', '20', { MaskParam: 'noExiste' }),
      { type: 'checkbox-group', name: 'marcas', label: 'Marcas', values: [{ label: 'A', value: 'a', rule: '' }] },
    ],
  ],
  saved_fields: [],
};

const model = parseExpertForm(payload);
const fresh = (): FormState => initialState(model, null);
const withValues = (values: Record<string, string>): FormState => Object.entries(values).reduce((s, [id, v]) => setValue(s, id, v), fresh());

describe('which call a field makes on blur (serverCheckFor)', () => {
  it('nothing for a blank, hidden, unmasked or locally-checked field', () => {
    const s = withValues({ cedulaOculta: '00100000017', correo: 'a@b.do', libre: 'x' });
    expect(serverCheckFor(s, 'cedula')).toEqual({ kind: 'none' }); // blank
    expect(serverCheckFor(setValue(s, 'cedula', '   '), 'cedula')).toEqual({ kind: 'none' });
    expect(serverCheckFor(s, 'cedulaOculta')).toEqual({ kind: 'none' });
    expect(serverCheckFor(s, 'correo')).toEqual({ kind: 'none' });
    expect(serverCheckFor(s, 'libre')).toEqual({ kind: 'none' });
    // a rule may switch any field to cédula (contract §2.5 rule 8): a ticked group is no text to validate
    const ticked = applyRule(setValue(s, 'marcas', ['a']), '8:marcas');
    expect(ticked.props.marcas.mask).toBe('0');
    expect(serverCheckFor(ticked, 'marcas')).toEqual({ kind: 'none' });
  });

  it('cédula: only with its 11 digits, sent without the dashes (a shorter one shows the length error instead)', () => {
    expect(serverCheckFor(withValues({ cedula: '001-0000001' }), 'cedula')).toEqual({ kind: 'none' });
    expect(serverCheckFor(withValues({ cedula: '001-0000001-77' }), 'cedula')).toEqual({ kind: 'none' });
    expect(serverCheckFor(withValues({ cedula: '001-0000001-7' }), 'cedula')).toEqual({
      kind: 'call',
      check: { fieldId: 'cedula', mask: '0', operationId: 'validateCedula', path: { cedula: '00100000017' } },
    });
  });

  it('masks 14, 15, 16, 21, 25: their validator with the trimmed value, no option needed', () => {
    const s = withValues({ listado14: ' L-14 ', listado15: 'L-15', reconsideracion16: 'R-16', clasificacion25: 'C-25', recibo21: ' M-21' });
    expect(serverCheckFor(s, 'listado14')).toEqual({
      kind: 'call',
      check: { fieldId: 'listado14', mask: '14', operationId: 'validateConsfoturProrrogaListados', path: { code: 'L-14' } },
    });
    expect(serverCheckFor(s, 'listado15')).toEqual({
      kind: 'call',
      check: { fieldId: 'listado15', mask: '15', operationId: 'validateConfoturListados', path: { code: 'L-15' } },
    });
    expect(serverCheckFor(s, 'reconsideracion16')).toEqual({
      kind: 'call',
      check: { fieldId: 'reconsideracion16', mask: '16', operationId: 'validateConsfoturClasificacionReconsideracion', path: { code: 'R-16' } },
    });
    expect(serverCheckFor(s, 'clasificacion25')).toEqual({
      kind: 'call',
      check: { fieldId: 'clasificacion25', mask: '25', operationId: 'validateConfoturClasificacion', path: { code: 'C-25' } },
    });
    expect(serverCheckFor(s, 'recibo21')).toEqual({
      kind: 'call',
      check: { fieldId: 'recibo21', mask: '21', operationId: 'validateMimarena', path: { code: 'M-21' } },
    });
  });

  it("masks 20 and 24 without an option chosen in the related field: 'Seleccione una opcion en el campo {label}'", () => {
    const s = withValues({ dpp: 'D-1', noObjecion: 'N-1', dppSinParam: 'D-2', dppParamDesconocido: 'D-3' });
    const selectFirst = (label: string) => ({ kind: 'error', error: { key: 'requestForm.selectOptionFirst', params: { label } } });
    expect(serverCheckFor(s, 'dpp')).toEqual(selectFirst('Clase de proyecto'));
    expect(serverCheckFor(s, 'noObjecion')).toEqual(selectFirst('Clase de proyecto'));
    // a related name the form does not have: its name; no related name at all: blank
    expect(serverCheckFor(s, 'dppParamDesconocido')).toEqual(selectFirst('noExiste'));
    expect(serverCheckFor(s, 'dppSinParam')).toEqual(selectFirst(''));
  });

  it('mask 20 sends the chosen option label as tipo', () => {
    const s = withValues({ clase: 'p', dpp: ' D-1 ' });
    expect(serverCheckFor(s, 'dpp')).toEqual({
      kind: 'call',
      check: { fieldId: 'dpp', mask: '20', operationId: 'validateDpp', path: { code: 'D-1' }, query: { tipo: 'Proyecto' } },
    });
  });

  it('mask 24: isForConfotur only when the chosen option is CONFOTUR (by label or value, any case)', () => {
    const plain = withValues({ clase: 'p', noObjecion: 'N-1' });
    expect(serverCheckFor(plain, 'noObjecion')).toEqual({
      kind: 'call',
      check: { fieldId: 'noObjecion', mask: '24', operationId: 'validateDppNoObjecionProrroga', path: { code: 'N-1' } },
    });
    for (const option of ['c1', ' Confotur ']) {
      expect(serverCheckFor(setValue(plain, 'clase', option), 'noObjecion'), option).toEqual({
        kind: 'call',
        check: { fieldId: 'noObjecion', mask: '24', operationId: 'validateDppNoObjecionProrroga', path: { code: 'N-1' }, query: { isForConfotur: true } },
      });
    }
  });
});

describe('what the answer shows (interpretServerAnswer)', () => {
  const cedula: ServerCheck = { fieldId: 'cedula', mask: '0', operationId: 'validateCedula', path: { cedula: '00100000017' } };
  const recibo: ServerCheck = { fieldId: 'recibo21', mask: '21', operationId: 'validateMimarena', path: { code: 'M-21' } };
  const errorTitle = 'requestForm.validationErrorTitle';

  it("cédula: 'Cédula válida' only when it succeeds and exists", () => {
    expect(interpretServerAnswer(cedula, { ok: true, body: { success: true, exist: true } })).toEqual({
      valid: true,
      notice: { title: 'requestForm.validationSuccessTitle', body: { key: 'requestForm.cedulaValid' } },
    });
    const invalid = { valid: false, error: { key: 'requestForm.cedulaInvalid' }, notice: { title: errorTitle, body: { key: 'requestForm.cedulaInvalid' } } };
    for (const body of [{ success: false, exist: true }, { success: true, exist: false }, { success: true }, { success: 'true', exist: 'true' }]) {
      expect(interpretServerAnswer(cedula, { ok: true, body }), JSON.stringify(body)).toEqual(invalid);
    }
  });

  it("cédula: a failed call shows 'Ha ocurrido un error validando la cedula' under the error title", () => {
    expect(interpretServerAnswer(cedula, { ok: false })).toEqual({
      valid: false,
      error: { key: 'requestForm.cedulaNetworkError' },
      notice: { title: errorTitle, body: { key: 'requestForm.cedulaNetworkError' } },
    });
  });

  it('other masks: success is valid with no notice; a refusal shows the trimmed server message', () => {
    expect(interpretServerAnswer(recibo, { ok: true, body: { success: true, exist: false } })).toEqual({ valid: true });
    const refused = { key: 'requestForm.serverMessage', params: { message: 'No existe' } };
    expect(interpretServerAnswer(recibo, { ok: true, body: { success: false, message: '  No existe ' } })).toEqual({
      valid: false,
      error: refused,
      notice: { title: errorTitle, body: refused },
    });
  });

  it("other masks: a refusal without a message, or a failed call, shows 'Ha ocurrido un error en la validación'", () => {
    const generic = {
      valid: false,
      error: { key: 'requestForm.validationFailed' },
      notice: { title: errorTitle, body: { key: 'requestForm.validationFailed' } },
    };
    for (const body of [{ success: false }, { success: false, message: '   ' }, { success: false, message: 42 }, { success: 'true', message: 7 }]) {
      expect(interpretServerAnswer(recibo, { ok: true, body }), JSON.stringify(body)).toEqual(generic);
    }
    expect(interpretServerAnswer(recibo, { ok: false })).toEqual(generic);
  });
});
