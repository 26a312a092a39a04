// @vitest-environment node
/**
 * The request form's reads (src/machines/requestForm/selectors.ts) on the model test's form
 * (tests/model/machines/requestForm.model.ts): spec 001 §2.4 (the last step's button, the draft's
 * total), §4 Form flow and Submit sequence (what is uploaded, created, assigned), §5 required fields
 * and grid rows, §8 'Llene todos los campos requeridos' with the focus on the first invalid field;
 * contract §2.8 (POST /drafts), §2.9 (labelled descriptors), §2.10.
 */
import { describe, expect, it } from 'vitest';
import { initialState, setValue, type FormState } from '../../../src/domain/expertForm';
import {
  assignInput,
  createInput,
  currentStepErrors,
  draftBody,
  filesOf,
  firstInvalidField,
  gridRowErrors,
  hasPendingUploads,
  firstInvalidStep,
  isOnLastStep,
  isReviewReady,
  isVisibleStepOf,
  managerInput,
  pendingUploads,
  uploadInput,
} from '../../../src/machines/requestForm/selectors';
import { sampleUser } from '../../model/machines/fixtures';
import { created, descriptor, PLANO_KEY, RF, requestFormModelForm, requestFormService, samplePdf } from '../../model/machines/requestForm.model';

const service = requestFormService;
const stored = { name: 'Cedula de identidad', extension: 'pdf', created_at: '2025-10-02 10:14:22', url: '/media/documentos/cedula.pdf', size_mb: 0.42 };

function formWith(values: Record<string, unknown>, variation: number | null = 11): FormState {
  return Object.entries(values).reduce((form, [id, value]) => setValue(form, id, value as never), initialState(requestFormModelForm, variation));
}
const onStep = (form: FormState, step: number): FormState => ({ ...form, step });
const pdf = samplePdf();
const deviceFile = { id: 'f1', name: 'plano.pdf', sizeMb: 0.01, candidate: { kind: 'device' as const, file: pdf } };
const storedFile = { id: 'f2', name: 'Cedula de identidad.pdf', sizeMb: 0.42, candidate: { kind: 'myDocuments' as const, document: stored } };

describe('the current step (spec 001 §2.4, §5, §8)', () => {
  it("'Enviar Solicitud' only on the last visible step", () => {
    expect(isOnLastStep({ form: null })).toBe(false);
    expect(isOnLastStep({ form: formWith({ [RF.tipo]: '1' }) })).toBe(false);
    expect(isOnLastStep({ form: onStep(formWith({ [RF.tipo]: '1' }), 2) })).toBe(true);
  });

  it('the required fields of the step, and the first of them in the step order for the focus', () => {
    const form = formWith({});
    const errors = currentStepErrors({ form, applicant: sampleUser });
    expect(errors).toEqual({ [RF.tipo]: { key: 'errors.required' }, [RF.cedula]: { key: 'errors.required' } });
    expect(firstInvalidField({ form }, errors)).toBe(RF.tipo);
    expect(firstInvalidField({ form }, { [RF.cedula]: { key: 'errors.required' } })).toBe(RF.cedula);
    expect(firstInvalidField({ form }, {})).toBeNull();
  });

  it('nothing before the form exists', () => {
    expect(currentStepErrors({ form: null, applicant: sampleUser })).toEqual({});
    expect(gridRowErrors({ form: null, applicant: sampleUser }, RF.socios, {})).toEqual({});
    expect(firstInvalidField({ form: null }, { [RF.tipo]: { key: 'errors.required' } })).toBeNull();
    expect(filesOf({ form: null })).toEqual([]);
  });

  it("a grid row: 'at least one value' when empty (spec 001 §5 nested grid popup), none when complete", () => {
    const form = formWith({});
    expect(gridRowErrors({ form, applicant: sampleUser }, RF.socios, { nombresocio: '' })).toEqual({ '': { key: 'requestForm.gridAtLeastOne' } });
    expect(gridRowErrors({ form, applicant: sampleUser }, RF.socios, { nombresocio: 'Pedro Almonte' })).toEqual({});
  });
});

describe('draftBody (contract §2.8 POST /drafts)', () => {
  it('the applicant, the service, its form and the chosen variation with its price', () => {
    const body = draftBody({ form: formWith({ [RF.tipo]: '1' }), applicant: sampleUser, serviceId: 31, service });
    expect([body?.citizen_id, body?.service_id, body?.expertform_id, body?.variations, body?.totalPayment]).toEqual(['00113918205', 31, 114, [11], '7000.00']);
  });

  it('without the service: form 0 and no price; before the form exists: nothing to save', () => {
    const body = draftBody({ form: formWith({}, null), applicant: sampleUser, serviceId: 31, service: null });
    expect([body?.expertform_id, body?.totalPayment]).toEqual([0, '0.00']);
    expect(draftBody({ form: null, applicant: sampleUser, serviceId: 31, service })).toBeNull();
  });
});

describe('uploads (spec 001 §4 Submit sequence step 1; contract §2.9)', () => {
  const form = formWith({ [RF.plano]: { files: [deviceFile, storedFile] } });

  it("only the device files not uploaded yet go to POST /files; a stored document of 'Mis documentos' never does", () => {
    expect(pendingUploads({ form, uploaded: {} })).toEqual([{ key: PLANO_KEY, file: pdf }]);
    expect([hasPendingUploads({ form, uploaded: {} }), uploadInput({ form, uploaded: {} })]).toEqual([true, { files: [pdf] }]);
    expect([pendingUploads({ form, uploaded: { [PLANO_KEY]: descriptor } }), hasPendingUploads({ form, uploaded: { [PLANO_KEY]: descriptor } })]).toEqual([
      [],
      false,
    ]);
    expect(hasPendingUploads({ form: formWith({}), uploaded: {} })).toBe(false);
  });

  it('a device entry without the file itself (only its name and size) has nothing to send', () => {
    const described = { id: 'f3', name: 'plano.pdf', sizeMb: 0.01, candidate: { kind: 'device' as const, file: { name: 'plano.pdf', size: 10_485 } } };
    const c = { form: formWith({ [RF.plano]: { files: [described] } }), uploaded: {} };
    expect([pendingUploads(c), hasPendingUploads(c), uploadInput(c)]).toEqual([[], false, { files: [] }]);
  });

  it('the descriptors of POST /requests, labelled; null while a device file is not uploaded', () => {
    const c = { form, service, applicant: sampleUser, company: null, serviceId: 31 };
    expect(createInput({ ...c, uploaded: {} }).descriptors).toBeNull();
    const descriptors = createInput({ ...c, uploaded: { [PLANO_KEY]: descriptor } }).descriptors;
    expect(descriptors?.map((d) => [d.name, d.route, d.label])).toEqual([
      ['plano', 'documentos/plano.pdf', 'Plano de ubicación 1'],
      ['Cedula de identidad', '/media/documentos/cedula.pdf', 'Plano de ubicación 2'],
    ]);
    expect(managerInput({ form, uploaded: {}, service, created }).descriptors).toBeNull();
  });

  it('the assignment: the created request id, none before it exists', () => {
    expect(assignInput({ form: formWith({}), uploaded: {}, created }).requestId).toBe(1520);
    expect(assignInput({ form: formWith({}), uploaded: {}, created: null })).toEqual({ requestId: null, descriptors: [] });
  });
});

describe("the review's reads before a form exists (issue 27)", () => {
  it('no form: not ready for the review (even marked reviewed), no invalid step, no step to open', () => {
    expect(isReviewReady({ form: null, applicant: sampleUser, reviewed: true })).toBe(false);
    expect(firstInvalidStep({ form: null, applicant: sampleUser })).toBeNull();
    expect(isVisibleStepOf({ form: null }, 0)).toBe(false);
  });
});
