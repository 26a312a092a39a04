// @vitest-environment node
/**
 * The request form's editing updates (src/machines/requestForm/updates.ts) on the model test's form
 * (tests/model/machines/requestForm.model.ts: step 0 'Datos de la solicitud' with Tipo de solicitud
 * and the cédula (mask 0, checked on the server on blur), step 1 'Licencia anterior' shown by
 * 'Renovación' (rule 1:grp02), step 2 'Documentos' with the plan and the 'Socios' grid): spec 001
 * §2.4, §4 Form flow (draft restore, hidden steps skipped both ways), §5 Dynamic fields (server masks
 * on blur, grid rows), §8 messages.
 */
import { describe, expect, it } from 'vitest';
import type { SchemaDraft, SchemaExpertForm } from '../../../src/api/generated/admin';
import { initialState, parseExpertForm, setValue, type FormState } from '../../../src/domain/expertForm';
import type { RequestFormContext } from '../../../src/machines/requestForm/types';
import { addedRow, appliedCheck, changedField, confirmedVariation, movedStep, plannedCheck, restoredDraft } from '../../../src/machines/requestForm/updates';
import { sampleUser } from '../../model/machines/fixtures';
import { RF, requestFormDraft, requestFormModelForm, requestFormReviewDraft, requestFormService } from '../../model/machines/requestForm.model';

const CEDULA = '00113918205';
const CEDULA_CHECK = { fieldId: RF.cedula, mask: '0', operationId: 'validateCedula', path: { cedula: CEDULA } };
const VALID_NOTICE = { title: 'requestForm.validationSuccessTitle', body: { key: 'requestForm.cedulaValid' } };
const INVALID = { key: 'requestForm.cedulaInvalid' };
const INVALID_NOTICE = { title: 'requestForm.validationErrorTitle', body: INVALID };

function context(over: Partial<RequestFormContext> = {}): RequestFormContext {
  return {
    serviceId: 31,
    applicant: sampleUser,
    restricted: false,
    claimedCompany: null,
    company: null,
    service: requestFormService,
    model: requestFormModelForm,
    draft: null,
    form: null,
    selectedVariation: null,
    stepErrors: {},
    notices: {},
    checks: [],
    uploaded: {},
    created: null,
    managerDone: false,
    pendingCheck: null,
    error: null,
    lastNotice: null,
    draftNotice: null,
    reviewed: false,
    ...over,
  };
}

/** The form with variation 11 and the given answers. */
function formWith(values: Record<string, string>): FormState {
  return Object.entries(values).reduce((form, [id, value]) => setValue(form, id, value), initialState(requestFormModelForm, 11));
}

describe('restoredDraft (spec 001 §4 "restoring replays rules, step, data and variation")', () => {
  it('replays the draft into the form and consumes it', () => {
    const update = restoredDraft(context({ draft: requestFormDraft }));
    expect([update.form?.step, update.form?.variationId, update.form?.values[RF.tipo], update.form?.values[RF.licencia]]).toEqual([
      1,
      12,
      '2',
      'LIC-2024-0099',
    ]);
    expect([update.selectedVariation, update.draft]).toEqual([12, null]);
  });

  it('issue 27: a draft saved on the review marks the review reached; complete, it keeps its step; lacking an answer, it opens the first step that lacks one', () => {
    const complete = restoredDraft(context({ draft: requestFormReviewDraft }));
    expect([complete.reviewed, complete.form?.step]).toEqual([true, 2]);
    // Without the cédula (a required answer of the first step) the first step opens.
    const lacking = {
      ...requestFormReviewDraft,
      data: requestFormReviewDraft.data.filter((d) => (d as { key?: string }).key !== 'cedulapromotor'),
    } as SchemaDraft;
    const incomplete = restoredDraft(context({ draft: lacking }));
    expect([incomplete.reviewed, incomplete.form?.step]).toEqual([true, 0]);
    // A draft saved on a step is not the review's.
    expect(restoredDraft(context({ draft: requestFormDraft })).reviewed).toBe(false);
  });

  it('nothing without a draft or without a form model', () => {
    expect(restoredDraft(context())).toEqual({});
    expect(restoredDraft(context({ draft: requestFormDraft, model: null }))).toEqual({});
  });
});

describe('confirmedVariation (spec 001 §2.4 Tarifas del servicio)', () => {
  it('a first confirmation starts the form on its first step with that variation', () => {
    const { form } = confirmedVariation(context({ selectedVariation: 11 }));
    expect([form?.step, form?.variationId, form?.values]).toEqual([0, 11, {}]);
  });

  it('reopened from the form: the new variation is applied to it', () => {
    const { form } = confirmedVariation(context({ selectedVariation: 12, form: formWith({ [RF.tipo]: '2' }) }));
    expect(form?.variationId).toBe(12);
  });

  it('nothing without a selected variation, or without a form model', () => {
    expect(confirmedVariation(context({ form: formWith({}) }))).toEqual({});
    expect(confirmedVariation(context({ selectedVariation: 11, model: null }))).toEqual({});
  });
});

describe('changedField', () => {
  it("sets the value; that field's notice and shown error go, the others stay", () => {
    const c = context({
      form: formWith({}),
      notices: { [RF.cedula]: VALID_NOTICE as never, other: VALID_NOTICE as never },
      stepErrors: { [RF.cedula]: { key: 'requestForm.required' } as never, [RF.tipo]: { key: 'requestForm.required' } as never },
    });
    const update = changedField(c, RF.cedula, '40209876545');
    expect(update.form?.values[RF.cedula]).toBe('40209876545');
    expect([update.notices, update.stepErrors]).toEqual([{ other: VALID_NOTICE }, { [RF.tipo]: { key: 'requestForm.required' } }]);
  });

  it('nothing before the form exists', () => {
    expect(changedField(context(), RF.cedula, CEDULA)).toEqual({});
  });
});

describe('plannedCheck (spec 001 §5: the cédula is checked on the server on blur)', () => {
  it('queues GET /jce/validate/{cédula} for a complete cédula', () => {
    expect(plannedCheck(context({ form: formWith({ [RF.cedula]: CEDULA }) }), RF.cedula)).toEqual({
      checks: [{ fieldId: RF.cedula, check: CEDULA_CHECK, value: CEDULA }],
    });
  });

  it('once per value: not again while queued, nor once accepted (its notice shown)', () => {
    const form = formWith({ [RF.cedula]: CEDULA });
    const queued = [{ fieldId: RF.cedula, check: CEDULA_CHECK, value: CEDULA }] as RequestFormContext['checks'];
    expect(plannedCheck(context({ form, checks: queued }), RF.cedula)).toEqual({});
    expect(plannedCheck(context({ form, notices: { [RF.cedula]: VALID_NOTICE as never } }), RF.cedula)).toEqual({});
    // Another value of the same field is checked too.
    const other = formWith({ [RF.cedula]: '40209876545' });
    expect(plannedCheck(context({ form: other, checks: queued }), RF.cedula).checks).toEqual([
      ...queued,
      { fieldId: RF.cedula, check: { ...CEDULA_CHECK, path: { cedula: '40209876545' } }, value: '40209876545' },
    ]);
  });

  it('a check of another field with the same value does not stop this one', () => {
    const form = formWith({ [RF.cedula]: CEDULA });
    const elsewhere = [{ fieldId: 'otra', check: { ...CEDULA_CHECK, fieldId: 'otra' }, value: CEDULA }] as RequestFormContext['checks'];
    expect(plannedCheck(context({ form, checks: elsewhere }), RF.cedula).checks).toEqual([
      ...elsewhere,
      { fieldId: RF.cedula, check: CEDULA_CHECK, value: CEDULA },
    ]);
  });

  it("mask 20 (DPP code) before an option of its related field: the local error 'Seleccione primero …' {label}, no call", () => {
    const payload = {
      formulary_data: { name: 'dpp', version: 1 },
      fields: [
        [
          { type: 'header', subtype: 'h1', label: 'Proyecto', name: 'grp01', hidden: false },
          { type: 'radio-group', name: 'tipo', label: 'Tipo de proyecto', hidden: false, enabled: true, values: [{ label: 'Hotel', value: 'h', rule: '' }] },
          { type: 'text', name: 'codigo', label: 'Código DPP', Mask: '20', MaskParam: 'tipo', hidden: false, enabled: true, required: true },
        ],
      ],
      saved_fields: [],
    } as unknown as SchemaExpertForm;
    const model = parseExpertForm(payload);
    const codigo = model.byName.codigo[0];
    const update = plannedCheck(context({ model, form: setValue(initialState(model, null), codigo, 'A-123') }), codigo);
    expect([update.form?.serverErrors, update.checks]).toEqual([
      { [codigo]: { key: 'requestForm.selectOptionFirst', params: { label: 'Tipo de proyecto' } } },
      undefined,
    ]);
  });

  it('nothing for a short cédula, a field without a server mask, or before the form exists', () => {
    expect(plannedCheck(context({ form: formWith({ [RF.cedula]: '001' }) }), RF.cedula)).toEqual({});
    expect(plannedCheck(context({ form: formWith({ [RF.licencia]: 'LIC-1' }) }), RF.licencia)).toEqual({});
    expect(plannedCheck(context(), RF.cedula)).toEqual({});
  });
});

describe('appliedCheck (spec 001 §5 server answers)', () => {
  const queued = (value: string) => [{ fieldId: RF.cedula, check: CEDULA_CHECK, value }] as RequestFormContext['checks'];

  it("'Cédula válida': no error, its notice kept and toasted, the check dequeued", () => {
    const form = formWith({ [RF.cedula]: CEDULA });
    const update = appliedCheck(context({ form, checks: queued(CEDULA) }), { ok: true, body: { success: true, exist: true } });
    expect([update.form?.serverErrors, update.notices, update.checks, update.lastNotice]).toEqual([
      {},
      { [RF.cedula]: VALID_NOTICE },
      [],
      { notice: VALID_NOTICE, valid: true },
    ]);
  });

  it("'Cédula no válida': the error on the field, an earlier notice dropped", () => {
    const form = formWith({ [RF.cedula]: CEDULA });
    const update = appliedCheck(context({ form, checks: queued(CEDULA), notices: { [RF.cedula]: VALID_NOTICE as never } }), {
      ok: true,
      body: { success: true, exist: false },
    });
    expect([update.form?.serverErrors, update.notices, update.checks, update.lastNotice]).toEqual([
      { [RF.cedula]: INVALID },
      {},
      [],
      { notice: INVALID_NOTICE, valid: false },
    ]);
  });

  it('an answer for a value changed meanwhile is dropped (dequeued, nothing shown)', () => {
    const form = formWith({ [RF.cedula]: '40209876545' });
    const next = { fieldId: RF.cedula, check: { ...CEDULA_CHECK, path: { cedula: '40209876545' } }, value: '40209876545' };
    const update = appliedCheck(
      context({ form, checks: [...queued(CEDULA), next] as RequestFormContext['checks'], lastNotice: { notice: VALID_NOTICE as never, valid: true } }),
      {
        ok: true,
        body: { success: true, exist: false },
      },
    );
    expect(update).toEqual({ checks: [next], lastNotice: null });
  });

  it('nothing when no check is queued', () => {
    expect(appliedCheck(context({ form: formWith({}) }), { ok: false })).toEqual({});
  });
});

describe('addedRow (spec 001 §5 grid: an incomplete row stays in the popup)', () => {
  it('a complete row is added and the grid error goes', () => {
    const update = addedRow(context({ form: formWith({}), stepErrors: { [RF.socios]: { key: 'x' } as never, [RF.tipo]: { key: 'y' } as never } }), RF.socios, {
      nombresocio: 'Pedro Almonte',
    });
    expect([update.form?.grids[RF.socios], update.stepErrors]).toEqual([[{ nombresocio: 'Pedro Almonte' }], { [RF.tipo]: { key: 'y' } }]);
  });

  it('an incomplete row, or no form: nothing', () => {
    expect(addedRow(context({ form: formWith({}) }), RF.socios, {})).toEqual({});
    expect(addedRow(context(), RF.socios, { nombresocio: 'Pedro Almonte' })).toEqual({});
  });
});

describe('movedStep (spec 001 §4: hidden steps are skipped both ways)', () => {
  it("forward and back around the hidden 'Licencia anterior'; the shown errors cleared", () => {
    const nueva = formWith({ [RF.tipo]: '1' });
    const forward = movedStep(context({ form: nueva, stepErrors: { [RF.tipo]: { key: 'x' } as never } }), 1);
    expect([forward.form?.step, forward.stepErrors]).toEqual([2, {}]);
    expect(movedStep(context({ form: forward.form ?? null }), -1).form?.step).toBe(0);
  });

  it("with 'Renovación' the step it shows is next", () => {
    expect(movedStep(context({ form: formWith({ [RF.tipo]: '2' }) }), 1).form?.step).toBe(1);
  });

  it('on the first step going back, or before the form exists: the form unchanged, errors cleared', () => {
    const form = formWith({});
    expect(movedStep(context({ form, stepErrors: { [RF.tipo]: { key: 'x' } as never } }), -1)).toEqual({ form, stepErrors: {} });
    expect(movedStep(context(), 1)).toEqual({ form: null, stepErrors: {} });
  });
});
