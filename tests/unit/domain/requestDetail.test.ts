/**
 * Display rules of the request detail 'Detalles' tab (spec 001 §2.5, §3, §9; contract §2.9, §3.1,
 * §3.2): answers, grids, documents by origin newest first, request number, status colour, id param.
 */
import { describe, expect, it } from 'vitest';
import type { SchemaRequestDetail, SchemaRequestDocument } from '../../../src/api/generated/admin';
import {
  answerDisplay,
  detailAnswers,
  documentViewerKind,
  gridTables,
  parseRequestId,
  requestNumber,
  splitDocuments,
  statusTone,
  toRequestDetailModel,
} from '../../../src/domain/requestDetail';

const text = (t: string) => ({ kind: 'text', text: t });

describe('answerDisplay (spec 001 §2.5 answer rule)', () => {
  it('text and textarea show the typed value', () => {
    expect(answerDisplay({ type: 'text', value: 'Hotel Playa', labelValue: null })).toEqual(text('Hotel Playa'));
    expect(answerDisplay({ type: 'textarea', value: 'Línea 1\nLínea 2', labelValue: 'Descripción' })).toEqual(text('Línea 1\nLínea 2'));
  });

  it('date shows the typed value as dd/MM/yyyy, not its labelValue (the field label)', () => {
    expect(answerDisplay({ type: 'date', value: '2022-03-14', labelValue: 'Fecha de llegada' })).toEqual(text('14/03/2022'));
  });

  it('an unparseable date keeps the raw value', () => {
    expect(answerDisplay({ type: 'date', value: 'mañana', labelValue: 'Fecha' })).toEqual(text('mañana'));
  });

  it("checkbox types show 'Si' whatever the value", () => {
    expect(answerDisplay({ type: 'checkbox', value: true, labelValue: 'Acepto' })).toEqual({ kind: 'yes' });
    expect(answerDisplay({ type: 'checkbox-group', value: ['Piscina', 'Spa'], labelValue: 'Piscina, Spa' })).toEqual({ kind: 'yes' });
  });

  it('option types show the chosen option label (labelValue), not the stored value', () => {
    expect(answerDisplay({ type: 'select', value: '1', labelValue: 'Definitiva' })).toEqual(text('Definitiva'));
    expect(answerDisplay({ type: 'radio-group', value: '2', labelValue: 'Provisional' })).toEqual(text('Provisional'));
  });

  it('an option answer without labelValue falls back to its value', () => {
    expect(answerDisplay({ type: 'select', value: '7', labelValue: null })).toEqual(text('7'));
  });

  it('time shows the typed value (its labelValue is the field label)', () => {
    expect(answerDisplay({ type: 'time', value: '14:30', labelValue: 'Hora' })).toEqual(text('14:30'));
  });

  it('hides headers, files, grids, empty values, unticked checkboxes and literal false items', () => {
    expect(answerDisplay({ type: 'header', value: 'Sección', labelValue: null })).toBeNull();
    expect(answerDisplay({ type: 'file', value: 'x', labelValue: null })).toBeNull();
    expect(answerDisplay({ type: 'grid', value: 'x', labelValue: null })).toBeNull();
    expect(answerDisplay({ type: 'text', value: '   ', labelValue: null })).toBeNull();
    expect(answerDisplay({ type: 'checkbox', value: false, labelValue: 'Acepto' })).toBeNull();
    expect(answerDisplay(false)).toBeNull();
    expect(answerDisplay(null)).toBeNull();
  });
});

describe('detailAnswers', () => {
  it('keeps order, uses the field label, drops hidden items and falls back to the key for a blank label', () => {
    const answers = detailAnswers([
      { key: 'nombre', label: 'Nombres', type: 'text', value: 'Ana', labelValue: null },
      false,
      { key: 'tipo', label: 'Tipo de solicitud', type: 'select', value: '1', labelValue: 'Definitiva' },
      { key: 'vacio', label: 'Vacío', type: 'text', value: '', labelValue: null },
      { key: 'acepta', label: '', type: 'checkbox', value: true, labelValue: null },
    ]);
    expect(answers).toEqual([
      { key: 'nombre', label: 'Nombres', display: text('Ana') },
      { key: 'tipo', label: 'Tipo de solicitud', display: text('Definitiva') },
      { key: 'acepta', label: 'acepta', display: { kind: 'yes' } },
    ]);
    expect(detailAnswers(undefined)).toEqual([]);
  });
});

describe('gridTables (grid answers as tables)', () => {
  it('one table per relationship; columns from MainLabel in first-seen order; missing cells are null', () => {
    const tables = gridTables({
      relsoldatvuelos: [
        {
          aerolinea: { key: 'aerolinea', type: 'text', value: 'Arajet', labelValue: null, MainLabel: 'Aerolínea' },
          fecha: { key: 'fecha', type: 'date', value: '2026-01-05', labelValue: 'Fecha', MainLabel: 'Fecha de vuelo' },
        },
        {
          aerolinea: { key: 'aerolinea', type: 'text', value: 'Copa', labelValue: null, MainLabel: 'Aerolínea' },
          clase: { key: 'clase', type: 'select', value: '2', labelValue: 'Económica', MainLabel: 'Clase' },
        },
      ],
      vacia: [],
      rota: 'no es una lista',
    });
    expect(tables).toEqual([
      {
        relationship: 'relsoldatvuelos',
        columns: [
          { key: 'aerolinea', label: 'Aerolínea' },
          { key: 'fecha', label: 'Fecha de vuelo' },
          { key: 'clase', label: 'Clase' },
        ],
        rows: [
          [text('Arajet'), text('05/01/2026'), null],
          [text('Copa'), null, text('Económica')],
        ],
      },
    ]);
  });

  it('no grid → no tables', () => {
    expect(gridTables(undefined)).toEqual([]);
    expect(gridTables([])).toEqual([]);
  });
});

describe('splitDocuments (origin 1 institution, 0 citizen; newest first)', () => {
  const doc = (name: string, created_at: string, origin_doc?: 0 | 1, extension = 'pdf'): SchemaRequestDocument => ({
    name,
    extension,
    created_at,
    url: `/files/${name}.${extension}`,
    ...(origin_doc === undefined ? {} : { origin_doc }),
  });

  it('splits by origin and sorts each list newest first', () => {
    const { issued, uploaded } = splitDocuments([
      doc('cedula', '2022-03-14 10:15:00', 0),
      doc('resolucion', '2022-03-20 09:00:00', 1),
      doc('plano', '2022-03-16 08:00:00', 0, 'png'),
      doc('certificado', '2022-04-01 12:00:00', 1),
      doc('sin-origen', '2022-03-15 08:00:00'),
    ]);
    expect(issued.map((d) => d.name)).toEqual(['certificado', 'resolucion']);
    expect(uploaded.map((d) => d.name)).toEqual(['plano', 'sin-origen', 'cedula']);
    expect(uploaded[0]).toEqual({ name: 'plano', extension: 'png', date: '16/03/2022', url: '/files/plano.png', viewer: 'image' });
  });

  it('unparseable dates go last; MIME-subtype extensions are shown short', () => {
    const { uploaded } = splitDocuments([
      doc('raro', 'ayer', 0),
      doc('hoja', '2022-01-01 00:00:00', 0, 'vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    ]);
    expect(uploaded.map((d) => [d.name, d.extension, d.viewer, d.date])).toEqual([
      ['hoja', 'xlsx', null, '01/01/2022'],
      ['raro', 'pdf', 'pdf', ''],
    ]);
  });
});

describe('small rules', () => {
  it('documentViewerKind: pdf, images, others', () => {
    expect(documentViewerKind('PDF')).toBe('pdf');
    expect(documentViewerKind('.jpg')).toBe('image');
    expect(documentViewerKind('jpeg')).toBe('image');
    expect(documentViewerKind('png')).toBe('image');
    expect(documentViewerKind('kmz')).toBeNull();
  });

  it('requestNumber: shown only when provisional is 0 and a code exists', () => {
    expect(requestNumber('DPP-2022-000123', 0)).toBe('DPP-2022-000123');
    expect(requestNumber('DPP-2022-000123', 1)).toBeNull();
    expect(requestNumber(null, 0)).toBeNull();
  });

  it('statusTone: the four colour keys, else info', () => {
    expect(statusTone('success')).toBe('success');
    expect(statusTone('Danger')).toBe('danger');
    expect(statusTone('warning')).toBe('warning');
    expect(statusTone('purple')).toBe('info');
    expect(statusTone(null)).toBe('info');
  });

  it('parseRequestId: positive integers only', () => {
    expect(parseRequestId('1520')).toBe(1520);
    expect(parseRequestId('0')).toBeNull();
    expect(parseRequestId('12a')).toBeNull();
    expect(parseRequestId('-3')).toBeNull();
    expect(parseRequestId(undefined)).toBeNull();
  });
});

describe('toRequestDetailModel', () => {
  it('builds the Detalles model from the OpenAPI example shape', () => {
    const detail: SchemaRequestDetail = {
      request: {
        id: 1520,
        code: 'DPP-2022-000123',
        service_id: 12,
        provisional: 0,
        created_at: '2022-03-14 10:15:00',
        doc_identification: '00104567896',
        status: { id: 3, name: 'En proceso', color: 'info', base_status_id: 1 },
        service: { id: 12, name: 'No Objeción de Uso de Suelo para Proyecto Turístico' },
        request_document: [
          { name: 'plano', extension: 'pdf', created_at: '2022-03-14 10:15:00', url: '/f/plano.pdf', origin_doc: 0 },
          { name: 'resolucion', extension: 'pdf', created_at: '2022-03-18 10:15:00', url: '/f/res.pdf', origin_doc: 1 },
        ],
      },
      data: [{ key: 'tipo', label: 'Tipo de solicitud', type: 'select', value: '1', labelValue: 'Definitiva' }],
      requiredActions: [],
      priceRequest: [],
      direction: { acronym: 'DPP' },
    };
    const model = toRequestDetailModel(detail);
    expect(model).toMatchObject({
      id: 1520,
      number: 'DPP-2022-000123',
      statusName: 'En proceso',
      statusTone: 'info',
      date: '14/03/2022',
      serviceName: 'No Objeción de Uso de Suelo para Proyecto Turístico',
      owner: '00104567896',
      answers: [{ key: 'tipo', label: 'Tipo de solicitud', display: text('Definitiva') }],
      grids: [],
    });
    expect(model.issuedDocuments.map((d) => d.name)).toEqual(['resolucion']);
    expect(model.uploadedDocuments.map((d) => d.name)).toEqual(['plano']);
    expect(toRequestDetailModel({ ...detail, request: { ...detail.request, provisional: 1 } }).number).toBeNull();
  });
});
