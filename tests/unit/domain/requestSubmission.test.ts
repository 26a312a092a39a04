/**
 * Assembly of the submission (src/domain/requestSubmission.ts; spec 001 §4 Submit sequence, §7
 * POST /requests, §9 fixed values; contract §2.9 files, §2.10): the request body, the files to
 * upload and their labels, the document-manager records and the assignment body.
 */
import { describe, expect, it } from 'vitest';
import { initialState, setValue, type FormState } from '../../../src/domain/expertForm';
import {
  allowsMultipleDocuments,
  assignBody,
  buildCreateRequest,
  filesToUpload,
  findVariation,
  hasVariations,
  labelledDescriptors,
  sendsToDocumentManager,
  softExpertRecords,
  submissionFiles,
  totalPaymentText,
  variationAmount,
  type FileEntry,
} from '../../../src/domain/requestSubmission';
import { RF, requestFormModelForm, requestFormService } from '../../model/machines/requestForm.model';
import { sampleUser } from '../../model/machines/fixtures';

const device = (id: string, name: string): FileEntry => ({ id, name, sizeMb: 0.5, candidate: { kind: 'device', file: { name, size: 500_000 } } });
const stored: FileEntry = {
  id: 'f9',
  name: 'cedula.pdf',
  sizeMb: 0.2,
  candidate: {
    kind: 'myDocuments',
    document: { name: 'cedula', extension: 'pdf', url: '/api/files/storage/r/cedula.pdf', route: 'r/cedula.pdf', size_mb: 0.2 },
  },
};

function answered(): FormState {
  let s = initialState(requestFormModelForm, 12);
  s = setValue(s, RF.tipo, '2');
  s = setValue(s, RF.cedula, '001-1391820-5');
  s = setValue(s, RF.licencia, 'LIC-2024-0099');
  s = setValue(s, RF.plano, { files: [device('f1', 'plano.pdf'), stored] });
  return s;
}

describe('tariffs', () => {
  it('finds the chosen variation and its amount in DOP; totalPayment has two decimals', () => {
    expect(findVariation(requestFormService.prices, 12)?.concept).toBe('Turoperador');
    expect(findVariation(requestFormService.prices, 99)).toBeNull();
    expect(variationAmount(requestFormService.prices, 12)).toBe(12000);
    expect(variationAmount(requestFormService.prices, null)).toBe(0);
    expect(totalPaymentText(12000)).toBe('12000.00');
    expect(hasVariations(requestFormService.prices)).toBe(true);
    expect(hasVariations([])).toBe(false);
  });
});

describe('files', () => {
  it('lists the files of visible file fields with "<label> <n>" labels; only device files without a descriptor upload', () => {
    const files = submissionFiles(answered());
    expect(files.map((f) => [f.key, f.label])).toEqual([
      ['planoubicacion:f1', 'Plano de ubicación 1'],
      ['planoubicacion:f9', 'Plano de ubicación 2'],
    ]);
    expect(filesToUpload(files, {}).map((f) => f.key)).toEqual(['planoubicacion:f1']);
    expect(filesToUpload(files, { 'planoubicacion:f1': { name: 'plano', extension: 'pdf', route: 'x', size_mb: 0.5 } })).toEqual([]);
  });

  it('labels uploaded descriptors and reuses stored documents as they are; a missing upload is a RangeError', () => {
    const files = submissionFiles(answered());
    const uploaded = { 'planoubicacion:f1': { name: 'plano', extension: 'pdf', route: 'documentos/plano.pdf', size_mb: 0.5 } };
    expect(labelledDescriptors(files, uploaded)).toEqual([
      { name: 'plano', extension: 'pdf', route: 'documentos/plano.pdf', size_mb: 0.5, label: 'Plano de ubicación 1' },
      { name: 'cedula', extension: 'pdf', route: 'r/cedula.pdf', url: '/api/files/storage/r/cedula.pdf', size_mb: 0.2, label: 'Plano de ubicación 2' },
    ]);
    expect(() => labelledDescriptors(files, {})).toThrow(RangeError);
  });
});

describe('POST /requests body (contract §2.10)', () => {
  const descriptors = [{ name: 'plano', extension: 'pdf', route: 'documentos/plano.pdf', size_mb: 0.5, label: 'Plano de ubicación 1' }];
  const now = new Date(2026, 10, 21, 9, 5);

  it('has the fixed values, the variation, the amounts, the answers and one documents entry per file', () => {
    const body = buildCreateRequest({
      state: answered(),
      service: requestFormService,
      applicant: sampleUser,
      company: null,
      serviceId: '31',
      descriptors,
      now,
    });
    expect(body.req).toEqual({
      service_id: '31',
      doc_identification: sampleUser.citizen_id,
      name_service: requestFormService.name,
      process_flow: '1',
      form_version: '3',
      payment_amount: 12000,
      payment_status: '1',
      payment_method: '2',
      total: 12000,
      variations: [12],
      cant: '1',
      idAutorizacionPortal: '',
    });
    expect(body.form.citizen_record_id).toBe(sampleUser.citizen_id);
    expect(body.form.expertform_id).toBe(114);
    expect(body.form.data.map((a) => a && [a.key, a.value])).toEqual([
      ['tiposolicitud', '2'],
      ['cedulapromotor', '00113918205'],
      ['numlicencia', 'LIC-2024-0099'],
    ]);
    expect(body.documents).toEqual([{ documents: [descriptors[0]], process_id: 1045, names: ['Plano de ubicación 1'], activity_id: 2, new_request: true }]);
    expect(body.userInfo).toEqual({
      provinciasolici: 'Distrito Nacional',
      municipiosolic: 'Santo Domingo de Guzmán',
      sectorsolic: 'Arroyo Manzano',
      horasolicitud: '09:05',
      numdocsolicita: sampleUser.citizen_id,
      tipodocsolicita: 1,
      nombressolicita: 'Ana María',
      apellidossolici: 'Rodríguez Peña',
      fechasolicitud: '2026-11-21',
      direccsolic: '',
      nacionsolic: 'Dominicano',
      celularsolic: '8095550123',
      emailsolic: sampleUser.email,
      solicitudonline: 1,
    });
  });

  it('carries the company when the request is made for one', () => {
    const body = buildCreateRequest({
      state: answered(),
      service: requestFormService,
      applicant: sampleUser,
      company: { id: 4, name: 'Inversiones Turísticas del Este SRL' },
      serviceId: '31',
      descriptors: [],
      now,
    });
    expect(body.req).toMatchObject({ company_id: 4, company_name: 'Inversiones Turísticas del Este SRL' });
    expect(body.documents).toEqual([]);
  });
});

describe('after creation', () => {
  const created = {
    success: true,
    RequestID: 1520,
    code: 'LOP-2026-000124',
    title: 'documento-00113918205',
    attributes: 'NumeroSolicitud=LOP-2026-000124',
    acronym: 'LOPDE',
  };
  const descriptors = [
    { name: 'plano', extension: 'pdf', route: 'a', size_mb: 0.5, label: 'Plano de ubicación 1' },
    { name: 'cedula', extension: 'pdf', route: 'b', size_mb: 0.2, label: 'Plano de ubicación 2' },
  ];

  it('one document-manager record per file, with the creation answer keys (contract §2.10 step 5)', () => {
    expect(softExpertRecords(requestFormService, created, descriptors)).toEqual([
      {
        documents: [descriptors[0]],
        size_mb: 0.5,
        title: created.title,
        record_id: created.code,
        attribute: created.attributes,
        process_id: 1045,
        acronym: 'LOPDE',
        names: ['Plano de ubicación 1'],
        activity_id: 2,
        new_request: true,
      },
      {
        documents: [descriptors[1]],
        size_mb: 0.2,
        title: created.title,
        record_id: created.code,
        attribute: created.attributes,
        process_id: 1045,
        acronym: 'LOPDE',
        names: ['Plano de ubicación 2'],
        activity_id: 2,
        new_request: true,
      },
    ]);
    expect(assignBody(descriptors)).toEqual({ documents: descriptors });
  });

  it('file fields take several documents unless the service says multiple_document false', () => {
    expect(allowsMultipleDocuments({})).toBe(true);
    expect(allowsMultipleDocuments({ multiple_document: 'true' })).toBe(true);
    expect(allowsMultipleDocuments({ multiple_document: 1 })).toBe(true);
    expect(allowsMultipleDocuments({ multiple_document: 'false' })).toBe(false);
    expect(allowsMultipleDocuments({ multiple_document: false })).toBe(false);
    expect(allowsMultipleDocuments({ multiple_document: 0 })).toBe(false);
  });

  it("sends to the document manager only when the service's send is 1", () => {
    expect(sendsToDocumentManager(requestFormService)).toBe(true);
    expect(sendsToDocumentManager({ ...requestFormService, send: 0 })).toBe(false);
    expect(sendsToDocumentManager({ ...requestFormService, send: null })).toBe(false);
  });
});
