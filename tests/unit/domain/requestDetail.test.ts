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
  hasRating,
  latestActionId,
  paymentActionId,
  pendingInformationActionId,
  requiredDocumentActionId,
  isPaymentPending,
  isStaffRole,
  parseRequestId,
  paymentOptionsOf,
  paymentSummary,
  paymentReturnQuery,
  paymentValidationPath,
  requiredActionMessages,
  requestNumber,
  splitDocuments,
  statusTone,
  toRequestDetailModel,
} from '../../../src/domain/requestDetail';
import { REQUIRED_ACTION_TYPES } from '../../model/machines/contractValues';

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

describe('readable answers (spec 001 §5 Formatters; FormAnswer.Mask)', () => {
  it('formats typed answers by their mask: cédula 3-7-1, RNC, phones 3-3-4, amounts with separators and two decimals', () => {
    expect(answerDisplay({ type: 'text', value: '00112345678', labelValue: null, Mask: '0' })).toEqual(text('001-1234567-8'));
    expect(answerDisplay({ type: 'text', value: '101010632', labelValue: null, Mask: '1' })).toEqual(text('1-01-01063-2'));
    expect(answerDisplay({ type: 'text', value: '8095551234', labelValue: null, Mask: '2' })).toEqual(text('809-555-1234'));
    expect(answerDisplay({ type: 'text', value: '8295551234', labelValue: null, Mask: 3 })).toEqual(text('829-555-1234'));
    expect(answerDisplay({ type: 'text', value: '1234567.5', labelValue: null, Mask: '12' })).toEqual(text('1,234,567.50'));
    expect(answerDisplay({ type: 'text', value: '7000', labelValue: null, Mask: '12' })).toEqual(text('7,000.00'));
  });

  it('a value of the wrong length, or under another mask, stays as typed', () => {
    expect(answerDisplay({ type: 'text', value: 'PA1234567', labelValue: null, Mask: '0' })).toEqual(text('PA1234567'));
    expect(answerDisplay({ type: 'text', value: '00112345678', labelValue: null, Mask: '6' })).toEqual(text('00112345678'));
    expect(answerDisplay({ type: 'text', value: 'mucho', labelValue: null, Mask: '12' })).toEqual(text('mucho'));
  });

  it('without a mask the shape decides: 11 digits → cédula, 809/829/849 + 7 digits → phone, else as typed', () => {
    expect(answerDisplay({ type: 'text', value: '40212345671', labelValue: null })).toEqual(text('402-1234567-1'));
    expect(answerDisplay({ type: 'text', value: '8495550000', labelValue: null })).toEqual(text('849-555-0000'));
    expect(answerDisplay({ type: 'text', value: '1234567890', labelValue: null })).toEqual(text('1234567890'));
    expect(answerDisplay({ type: 'text', value: '120', labelValue: null })).toEqual(text('120'));
  });

  it('grid cells are formatted the same way', () => {
    const [table] = gridTables({
      rel: [{ ced: { key: 'ced', type: 'text', value: '00112345678', labelValue: null, MainLabel: 'Cédula', Mask: '0' } }],
    });
    expect(table.rows).toEqual([[text('001-1234567-8')]]);
  });

  it('shows the company the request was made for', () => {
    const base = { id: 1, service_id: 1, provisional: 0 as const, created_at: '2022-03-14 10:15:00', status: { id: 1, name: 'En proceso', color: 'info' } };
    const of = (company_name: string | null) =>
      toRequestDetailModel({ request: { ...base, company_name }, data: [], requiredActions: [], priceRequest: [], direction: { acronym: 'DPP' } }).companyName;
    expect(of(' Hoteles del Caribe SRL ')).toBe('Hoteles del Caribe SRL');
    expect(of(null)).toBeNull();
    expect(of('  ')).toBeNull();
  });
});

describe('payment return, banners, staff (spec 001 §4 Payment return, §2.5 banners, §6)', () => {
  const request = (over: Partial<SchemaRequestDetail['request']>): SchemaRequestDetail['request'] => ({
    id: 1520,
    service_id: 1,
    provisional: 0,
    created_at: '2026-01-10 09:00:00',
    status: { id: 3, name: 'En proceso', color: 'info', base_status_id: 1 },
    ...over,
  });
  const withActions = (req: SchemaRequestDetail['request'], requiredActions: SchemaRequestDetail['requiredActions']): SchemaRequestDetail => ({
    request: req,
    data: [],
    requiredActions,
    priceRequest: [],
    direction: { acronym: 'DPP' },
  });
  const paid = request({
    request_actions_id: 5,
    approval_number: 'APR 7/8',
    idAutorizacionPortal: 'AUT-9',
    payment: { payment_amount: '7000.00', payment_status: 'PENDIENTE', succesfullyPayment_date: '2026-03-02 10:00:00' },
  });
  const actions = [
    { id: 30, action_id: 5, created_at: '2026-01-01 09:00:00' },
    { id: 31, action_id: 5, created_at: '2026-03-01 09:00:00' },
    { id: 40, action_id: 1, created_at: '2026-04-01 09:00:00' },
  ];

  it('holds with an approval number, the current payment action and a later successful payment: the latest action is sent', () => {
    expect(paymentReturnQuery(withActions(paid, actions))).toEqual({ numAprobacion: 'APR 7/8', idAutorizacionPortal: 'AUT-9', requiredActionID: '31' });
    expect(paymentValidationPath(1520, { numAprobacion: 'APR 7/8', idAutorizacionPortal: 'AUT-9', requiredActionID: '31' })).toBe(
      '/app/validatePayment/1520?numAprobacion=APR+7%2F8&idAutorizacionPortal=AUT-9&requiredActionID=31',
    );
  });

  it('does not hold without approval number, without a current payment action, or with an older payment', () => {
    expect(paymentReturnQuery(withActions({ ...paid, approval_number: null }, actions))).toBeNull();
    expect(paymentReturnQuery(withActions({ ...paid, request_actions_id: null }, actions))).toBeNull();
    expect(paymentReturnQuery(withActions({ ...paid, request_actions_id: 1 }, actions))).toBeNull();
    expect(paymentReturnQuery(withActions(paid, [actions[2]]))).toBeNull();
    const older = { ...paid, payment: { ...paid.payment, succesfullyPayment_date: '2026-02-28 10:00:00' } };
    expect(paymentReturnQuery(withActions(older, actions))).toBeNull();
    const noDate = { ...paid, payment: { payment_amount: '7000.00', payment_status: 'PENDIENTE' } };
    expect(paymentReturnQuery(withActions(noDate, actions))).toBeNull();
  });

  it('banner texts: request.messages while an action is pending, else the latest message of the current action', () => {
    expect(requiredActionMessages(withActions(request({ messages: [{ message: 'Suba el plano' }] }), []))).toEqual([]);
    expect(requiredActionMessages(withActions(request({ request_actions_id: 1, messages: [{ message: ' Suba el plano ' }, { message: ' ' }] }), []))).toEqual([
      'Suba el plano',
    ]);
    expect(
      requiredActionMessages(
        withActions(request({ request_actions_id: 3 }), [
          { id: 1, action_id: 3, message: 'Antigua', created_at: '2026-01-01 09:00:00' },
          { id: 2, action_id: 3, message: 'Indique la fecha', created_at: '2026-02-01 09:00:00' },
          { id: 3, action_id: 1, message: 'Otra acción', created_at: '2026-03-01 09:00:00' },
        ]),
      ),
    ).toEqual(['Indique la fecha']);
  });

  it('staff role: the configured value only; an unset staff role never matches', () => {
    expect(isStaffRole(3, 3)).toBe(true);
    expect(isStaffRole('3', 3)).toBe(true);
    expect(isStaffRole(1, 3)).toBe(false);
    expect(isStaffRole(3, null)).toBe(false);
    expect(isStaffRole(null, null)).toBe(false);
    expect(isStaffRole(undefined, '')).toBe(false);
  });
});

describe('the payment of a detail (spec 001 §2.5 Payments tab, §4 Payment status; contract §3.1, §3.3)', () => {
  const detailWith = (payment: unknown, service: unknown = { sirit_code: 'SIR-0099', external_pay: 1 }, base: number | null = 1) =>
    ({
      request: {
        id: 130,
        service_id: 12,
        provisional: 0,
        created_at: '2026-02-03 09:00:00',
        payment,
        service,
        status: { id: 3, name: 'En proceso', base_status_id: base },
      },
      data: [],
      direction: { acronym: 'DPP' },
    }) as unknown as SchemaRequestDetail;

  it('PENDIENTE shows the methods and the amount; GENERADO is under validation; PAGADO, no status or no payment neither', () => {
    expect(paymentSummary(detailWith({ payment_amount: '15,000.50', payment_status: ' pendiente ' }))).toEqual({ status: 'pending', amount: 15000.5 });
    expect(paymentSummary(detailWith({ payment_amount: '7000.00', payment_status: 'GENERADO' }))).toEqual({ status: 'generated', amount: 7000 });
    expect(paymentSummary(detailWith({ payment_amount: '7000.00', payment_status: 'PAGADO' }))).toEqual({ status: 'other', amount: 7000 });
    expect(paymentSummary(detailWith({ payment_amount: 'sin monto', payment_status: null }))).toEqual({ status: 'other', amount: null });
    expect(paymentSummary(detailWith(undefined))).toEqual({ status: 'other', amount: null });
  });

  it('is pending only while PENDIENTE: a voucher made it GENERADO, an officer PAGADO (contract §3.4)', () => {
    expect(['PENDIENTE', 'GENERADO', 'PAGADO', null].map((s) => isPaymentPending(detailWith({ payment_status: s })))).toEqual([true, false, false, false]);
  });

  it('offers card with a SIRIT code and the voucher with external pay, only PENDIENTE on base status 1', () => {
    const pending = { payment_amount: '15000.00', payment_status: 'PENDIENTE' };
    expect(paymentOptionsOf(detailWith(pending))).toEqual({ showMethods: true, card: true, depositOrTransfer: true, underValidation: false });
    expect(paymentOptionsOf(detailWith(pending, { sirit_code: ' ', external_pay: 0 }))).toEqual({
      showMethods: true,
      card: false,
      depositOrTransfer: false,
      underValidation: false,
    });
    // A detail without its service: no means to pay online.
    expect(paymentOptionsOf(detailWith(pending, null))).toEqual({ showMethods: true, card: false, depositOrTransfer: false, underValidation: false });
    for (const base of [2, null]) expect(paymentOptionsOf(detailWith(pending, { sirit_code: 'SIR-0099', external_pay: 1 }, base)).card).toBe(false);
    expect(paymentOptionsOf(detailWith(pending, { sirit_code: 'SIR-0099', external_pay: 1 }, 2))).toEqual({
      showMethods: true,
      card: false,
      depositOrTransfer: false,
      underValidation: false,
    });
    expect(paymentOptionsOf(detailWith({ payment_status: 'GENERADO' }))).toEqual({
      showMethods: false,
      card: false,
      depositOrTransfer: false,
      underValidation: true,
    });
  });
});

describe('hasRating (spec 001 §2.5 "CALIFICAR ... if there is no rating yet"; §3 rating (list); openapi admin RequestDetail)', () => {
  const detailRated = (rating: unknown) =>
    ({ request: { id: 130, provisional: 0, solution: 'Aprobada', rating }, data: [], direction: { acronym: 'DPP' } }) as unknown as SchemaRequestDetail;

  it('a list with a rating is rated', () => {
    expect(hasRating(detailRated([{ rating: 4.5, comment: 'Muy bien' }]))).toBe(true);
    expect(hasRating(detailRated([{ rating: 1 }, { rating: 5 }]))).toBe(true);
  });

  it('an empty list, no field, null or a value that is not a list is no rating', () => {
    expect([[], undefined, null, 4.5, 'rated', {}].map((r) => hasRating(detailRated(r)))).toEqual([false, false, false, false, false, false]);
  });
});

describe('the required action a completion closes (spec 001 §3 requiredActions, §4 required action types; contract §3.3, §3.4)', () => {
  const withActions = (requiredActions: unknown[]) =>
    ({ request: { id: 130, provisional: 0 }, data: [], direction: { acronym: 'DPP' }, requiredActions }) as unknown as SchemaRequestDetail;
  const action = (id: number, action_id: number | string | null, created_at = '2026-02-03 09:00:00') => ({
    id,
    action_id,
    activity_id: 4,
    message: 'Falta',
    created_at,
  });

  it('every required-action type the contract allows, alone on a request: each selector takes only its own types', () => {
    for (const type of REQUIRED_ACTION_TYPES) {
      const detail = withActions(type.value === null ? [] : [action(70, type.value)]);
      const got = [requiredDocumentActionId(detail), pendingInformationActionId(detail), paymentActionId(detail)];
      // 1 documents → 'Acción Requerida'; 3 information → messages; 5 and 7 → payments; another type or none: no action.
      const expected = [type.value === 1 ? 70 : null, type.value === 3 ? 70 : null, type.value === 5 || type.value === 7 ? 70 : null];
      expect(got, type.qa).toEqual(expected);
    }
  });

  it('the latest of its types: by created_at, then the highest id; an action_id sent as text is the same type', () => {
    const detail = withActions([
      action(81, 5, '2026-02-04 10:00:00'),
      action(79, '7', '2026-02-05 08:00:00'),
      action(90, 5, '2026-02-05 08:00:00'),
      action(95, 1, '2026-02-06 08:00:00'),
    ]);
    expect(paymentActionId(detail)).toBe(90);
    expect(latestActionId(detail, [5])).toBe(90);
    expect(latestActionId(detail, [7])).toBe(79);
    expect(requiredDocumentActionId(detail)).toBe(95);
    expect(pendingInformationActionId(detail)).toBeNull();
  });

  it('no list, an empty list or actions of other types: none', () => {
    expect(paymentActionId({ request: { id: 1 }, data: [] } as unknown as SchemaRequestDetail)).toBeNull();
    expect(requiredDocumentActionId(withActions([]))).toBeNull();
    expect(pendingInformationActionId(withActions([action(5, 2), action(6, null)]))).toBeNull();
  });
});
