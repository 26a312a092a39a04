// @vitest-environment node
/**
 * The receipt built from a request's detail (src/domain/receipt.ts `receiptFromDetail`), when the
 * request form is no longer at hand (a reload, another day). Expectations from the contract (§3.1
 * request detail: `request.{id, code, provisional, service_id, created_at, status, doc_identification,
 * company_name, request_document, service, payment}`, `data`, `grid`; §2.9 value serialisation;
 * §2.3 'checkbox' shown as 'Si'; §5 item 9 the literal `false` of a hidden field) and from issue 27's
 * list of what the receipt holds: the request's number (or its id while provisional), the service,
 * the tariff, variation and price, the date and time of submission, the applicant and the company
 * when there is one, every answer, the documents with their names and sizes. The detail names no
 * variation (§3.1): the tariff comes only from what this browser kept when it sent the request, and
 * otherwise the receipt says it is not recorded and gives the amount, inventing nothing.
 */
import { describe, expect, it } from 'vitest';
import type { SchemaRequestDetail } from '../../../src/api/generated/admin';
import { receiptFromDetail, sentChoiceFor, storedAnswerText, type DetailReceiptContext } from '../../../src/domain/receiptFromDetail';
import { ANA, REQUEST_1520 } from './fixtures';

/** A detail as contract §3.1 shows it, for Ana's request 1520 of service 25. */
function detail(request: Record<string, unknown> = {}, rest: Record<string, unknown> = {}): SchemaRequestDetail {
  return {
    request: {
      ...REQUEST_1520,
      company_name: null,
      request_actions_id: null,
      request_actions: null,
      messages: [],
      solution: null,
      rating: [],
      comments: [],
      request_document: [
        { name: 'carta-marca-pais', extension: 'pdf', created_at: '2026-11-28 14:05:09', url: '/files/a.pdf', origin_doc: 0, size_mb: 0.5 },
        { name: 'cédula-ana.pdf', extension: '.PDF', created_at: '2026-11-28 14:05:09', url: '/files/b.pdf', origin_doc: 0, size_mb: 2.456 },
        { name: 'plano', extension: 'dwg', created_at: '2026-11-28 14:05:09', url: '/files/c.dwg' },
        { name: 'nota', extension: 'pdf', created_at: '2026-11-28 14:05:09', url: '/files/n.pdf', origin_doc: 0, size_mb: 0 },
        { name: 'Resolución', extension: 'pdf', created_at: '2026-12-01 09:00:00', url: '/files/r.pdf', origin_doc: 1 },
      ],
      service: { id: 25, name: 'Autorización de uso de la marca país', external_pay: 0, sirit_code: null, process_id: 1, activity_id: 2 },
      payment: { payment_amount: '5000.00', payment_status: 'PENDIENTE' },
      ...request,
    },
    data: [
      { key: 'numdocsolic', label: 'No. de documento', type: 'text', value: '00104567896', labelValue: null, Mask: '0' },
      { key: 'telsolic', label: 'Teléfono', type: 'text', value: '8095551234', labelValue: null, Mask: '2' },
      { key: 'preciocom', label: 'Precio de venta por unidad (RD$)', type: 'text', value: '1500', labelValue: null, Mask: '12' },
      { key: 'iniciouso', label: 'Inicio del período de uso', type: 'date', value: '2027-01-15', labelValue: 'Inicio del período de uso' },
      { key: 'horauso', label: 'Hora', type: 'time', value: '09:30', labelValue: 'Hora' },
      { key: 'tipouso', label: 'Tipo de uso', type: 'radio-group', value: 'COM', labelValue: 'Uso comercial' },
      {
        key: 'provincia',
        label: 'Provincia',
        type: 'select',
        value: '32',
        labelValue: 'Santo Domingo',
        customLabel: { key: 'provincia', value: 'Santo Domingo' },
      },
      { key: 'medios', label: 'Medios', type: 'checkbox-group', value: ['DIG', 'VAL'], labelValue: 'Digitales y redes sociales, Vallas' },
      { key: 'acepta', label: 'Acepto las condiciones', type: 'checkbox', value: true, labelValue: 'Acepto las condiciones' },
      {
        key: 'descripcionuso',
        label: 'Descripción del uso previsto',
        type: 'textarea',
        value: 'Campaña de verano.',
        labelValue: 'Descripción del uso previsto',
      },
      false,
      { key: 'celsolic', label: 'Celular', type: 'text', value: '', labelValue: null, Mask: '3' },
      { key: 'grp01', label: 'Datos del solicitante', type: 'header', value: 'x' },
      { key: 'anexo1', label: 'Carta de solicitud', type: 'file', value: 'carta.pdf' },
    ] as unknown as SchemaRequestDetail['data'],
    requiredActions: [],
    priceRequest: [],
    direction: { acronym: 'MER' },
    ...rest,
  };
}

const ctx = (over: Partial<DetailReceiptContext> = {}): DetailReceiptContext => ({ viewer: ANA, sent: null, form: null, ...over });
const kept = (over: Record<string, unknown> = {}) => ({
  requestId: 1520,
  serviceId: 25,
  code: 'MER-2026-000123',
  tariff: { concept: 'Autorización de uso', variation: 'Uso comercial', price: 'RD$ 5,000.00' },
  at: 1_795_000_000_000,
  ...over,
});

describe('receiptFromDetail (issue 27; contract §3.1)', () => {
  it('the number, the service, the date and time of submission, the applicant, every answer as the review shows it, the documents with names and sizes', () => {
    const r = receiptFromDetail(detail(), ctx());
    expect(r.requestId).toBe(1520);
    expect(r.number).toBe('MER-2026-000123');
    expect(r.serviceName).toBe('Autorización de uso de la marca país');
    expect(r.submittedAt).toBe('28/11/2026 14:05');
    expect(r.applicant).toEqual({ name: 'Ana María Rodríguez Peña', document: '001-0456789-6' });
    expect(r.company).toBeNull();
    expect(r.sections).toHaveLength(1);
    expect(r.sections[0].title).toBe('');
    expect(r.sections[0].items.map((i) => [i.label.text, i.value])).toEqual([
      ['No. de documento', { kind: 'text', text: '001-0456789-6' }],
      ['Teléfono', { kind: 'text', text: '809-555-1234' }],
      ['Precio de venta por unidad (RD$)', { kind: 'text', text: 'RD$ 1,500.00' }],
      ['Inicio del período de uso', { kind: 'text', text: '15/01/2027' }],
      ['Hora', { kind: 'text', text: '09:30' }],
      ['Tipo de uso', { kind: 'text', text: 'Uso comercial' }],
      ['Provincia', { kind: 'text', text: 'Santo Domingo' }],
      ['Medios', { kind: 'text', text: 'Digitales y redes sociales, Vallas' }],
      ['Acepto las condiciones', { kind: 'yes' }],
      ['Descripción del uso previsto', { kind: 'text', text: 'Campaña de verano.' }],
    ]);
    // the citizen's documents (origin 0 or none), each with its extension once; the ministry's (origin 1) are no part of what was sent
    expect(r.documents).toEqual([
      { name: 'carta-marca-pais.pdf', sizeMb: 0.5 },
      { name: 'cédula-ana.pdf', sizeMb: 2.456 },
      { name: 'plano.dwg', sizeMb: null },
      // MB to two decimals (contract F4 examples): 0 is a file under 10 KB, not one of 0 KB
      { name: 'nota.pdf', sizeMb: null },
    ]);
  });

  it('every request status gives the same receipt of what was sent: the number, or the id while provisional', () => {
    const statuses = [
      { id: 1, name: 'En proceso', color: 'info' },
      { id: 2, name: 'En revisión', color: 'info' },
      { id: 3, name: 'Acción requerida', color: 'warning' },
      { id: 4, name: 'En evaluación', color: 'info' },
      { id: 5, name: 'Pago pendiente', color: 'warning' },
      { id: 6, name: 'En inspección', color: 'info' },
      { id: 7, name: 'Completada', color: 'success' },
      { id: 8, name: 'RECHAZADO', color: 'danger' },
      { id: 9, name: 'En proceso', color: 'info', base_status_id: 1 },
      { id: 10, name: 'Cancelada', color: 'danger' },
    ];
    const reference = receiptFromDetail(detail(), ctx());
    for (const status of statuses) {
      expect(receiptFromDetail(detail({ status }), ctx()), `status ${status.id}`).toEqual(reference);
      const provisional = receiptFromDetail(detail({ status, provisional: 1 }), ctx());
      expect([provisional.number, provisional.requestId], `provisional, status ${status.id}`).toEqual([null, 1520]);
    }
    // a provisional request without a code, and a definitive one without it: the id
    expect(receiptFromDetail(detail({ provisional: 1, code: null }), ctx()).number).toBeNull();
    expect(receiptFromDetail(detail({ provisional: 0, code: null }), ctx()).number).toBeNull();
  });

  it("a company request: the company's name, the representative who sent it as the applicant", () => {
    const luis = { citizen_id: '02804561237', name: 'Luis Manuel', first_last_name: 'Peña', second_last_name: 'Ureña' };
    const r = receiptFromDetail(detail({ doc_identification: '02804561237', company_id: 4, company_name: '  Hotel Caribe Colonial ' }), ctx({ viewer: luis }));
    expect(r.company).toBe('Hotel Caribe Colonial');
    expect(r.applicant).toEqual({ name: 'Luis Manuel Peña Ureña', document: '028-0456123-7' });
  });

  it('a viewer who is not the owner (staff) gets the owner by document only; an owner given as an RNC is formatted 1-2-5-1', () => {
    const staff = { citizen_id: '00119876548', name: 'Rosa Elena', first_last_name: 'Taveras', second_last_name: 'Guzmán' };
    expect(receiptFromDetail(detail(), ctx({ viewer: staff })).applicant).toEqual({ name: null, document: '001-0456789-6' });
    expect(receiptFromDetail(detail(), ctx({ viewer: null })).applicant).toEqual({ name: null, document: '001-0456789-6' });
    expect(receiptFromDetail(detail({ doc_identification: '131987656' }), ctx()).applicant).toEqual({ name: null, document: '1-31-98765-6' });
  });

  it('the tariff and variation this browser kept when it sent the request are named; a service sent without tariff has none', () => {
    const r = receiptFromDetail(detail(), ctx({ sent: kept() }));
    expect([r.tariff, r.tariffUnknown, r.amount]).toEqual([{ concept: 'Autorización de uso', variation: 'Uso comercial', price: 'RD$ 5,000.00' }, false, null]);
    const free = receiptFromDetail(detail({ payment: null }), ctx({ sent: kept({ tariff: null }) }));
    expect([free.tariff, free.tariffUnknown, free.amount]).toEqual([null, false, null]);
    // the record of a provisional request kept without a number still names it
    expect(receiptFromDetail(detail({ provisional: 1 }), ctx({ sent: kept({ code: null }) })).tariff?.variation).toBe('Uso comercial');
  });

  it('without that record the tariff is not invented: the receipt says so and gives the amount the detail holds, or that none is', () => {
    const r = receiptFromDetail(detail(), ctx());
    expect([r.tariff, r.tariffUnknown, r.amount]).toEqual([null, true, 'RD$ 5,000.00']);
    expect(receiptFromDetail(detail({ payment: { payment_amount: '0.00', payment_status: null } }), ctx()).amount).toBe('RD$ 0.00');
    expect(receiptFromDetail(detail({ payment: { payment_amount: '12,500.5' } }), ctx()).amount).toBe('RD$ 12,500.50');
    for (const payment of [null, undefined, {}, { payment_amount: null }, { payment_amount: 'pendiente' }]) {
      const none = receiptFromDetail(detail({ payment }), ctx());
      expect([none.tariff, none.tariffUnknown, none.amount], JSON.stringify(payment)).toEqual([null, true, null]);
    }
  });

  it("a record that is not this request's, or not a record, is not taken (a demo reset reuses ids; storage is not trusted)", () => {
    for (const sent of [
      kept({ requestId: 1521 }),
      kept({ serviceId: 26 }),
      kept({ code: 'MER-2026-000999' }),
      kept({ tariff: { concept: 'Autorización de uso', variation: '', price: 'RD$ 5,000.00' } }),
      kept({ tariff: 'Uso comercial' }),
      kept({ tariff: undefined }),
      kept({ requestId: '1520' }),
      'Uso comercial',
      [kept()],
      42,
    ]) {
      expect(sentChoiceFor(sent, detail()), JSON.stringify(sent)).toBeNull();
      expect(receiptFromDetail(detail(), ctx({ sent })).tariffUnknown, JSON.stringify(sent)).toBe(true);
    }
    expect(sentChoiceFor(kept(), detail({ code: null }))?.tariff?.variation).toBe('Uso comercial');
  });

  it('grids as tables: one per relationship, columns by MainLabel (else the name), cells formatted; empty grids and rows left out', () => {
    const grid = {
      relacompanantes: [
        {
          nombre: { key: 'nombre', value: 'Pedro Núñez', labelValue: null, type: 'text', MainLabel: 'Nombre' },
          cedula: { key: 'cedula', value: '40209876545', labelValue: null, type: 'text', MainLabel: 'Cédula', Mask: '0' },
          llegada: { key: 'llegada', value: '2027-02-01', labelValue: 'Llegada', type: 'date', MainLabel: 'Llegada' },
        },
        {
          nombre: { key: 'nombre', value: 'Rosa Díaz', labelValue: null, type: 'text', MainLabel: 'Nombre' },
          vegetariano: { key: 'vegetariano', value: true, labelValue: 'Vegetariano', type: 'checkbox' },
        },
      ],
      relvacio: [],
      relnada: [{ x: { key: 'x', value: '', type: 'text', MainLabel: 'X' } }],
      relroto: 'no es una lista',
    };
    const r = receiptFromDetail(detail({}, { grid }), ctx());
    const grids = r.sections[0].items.filter((i) => i.value.kind === 'grid');
    expect(grids).toEqual([
      {
        id: 'grid:relacompanantes',
        label: { text: 'relacompanantes' },
        value: {
          kind: 'grid',
          columns: [{ text: 'Nombre' }, { text: 'Cédula' }, { text: 'Llegada' }, { text: 'vegetariano' }],
          rows: [
            ['Pedro Núñez', '402-0987654-5', '01/02/2027', ''],
            ['Rosa Díaz', '', '', 'Sí'],
          ],
        },
      },
    ]);
  });

  it('what the contract allows to be null or absent: no data, no grid, no documents, no service, no company, no owner, a stamp in another shape', () => {
    const bare = detail(
      {
        code: null,
        provisional: 1,
        doc_identification: null,
        company_name: '   ',
        request_document: undefined,
        service: undefined,
        payment: undefined,
        created_at: '28 de noviembre',
      },
      { data: [] },
    );
    const r = receiptFromDetail(bare, ctx());
    expect(r).toEqual({
      requestId: 1520,
      number: null,
      serviceName: '',
      tariff: null,
      tariffUnknown: true,
      amount: null,
      submittedAt: '28 de noviembre',
      applicant: { name: null, document: '' },
      company: null,
      sections: [{ step: 0, title: '', items: [] }],
      layoutUnavailable: true,
      documents: [],
    });
    // an ISO stamp, and `data` that is not a list
    const iso = receiptFromDetail(detail({ created_at: '2026-11-28T09:07:00' }, { data: null }), ctx());
    expect(iso.submittedAt).toBe('28/11/2026 09:07');
    expect(iso.sections[0].items).toEqual([]);
  });
});

describe('a stored answer the mask cannot format is shown as typed (issue 27 item 3)', () => {
  it.each([
    [{ type: 'text', value: 'PA1234567', Mask: '0' }, 'PA1234567'],
    [{ type: 'text', value: '1234', Mask: '1' }, '1234'],
    [{ type: 'text', value: '555-12', Mask: '2' }, '555-12'],
    [{ type: 'text', value: 'mil pesos', Mask: '12' }, 'mil pesos'],
    [{ type: 'date', value: '12 de marzo' }, '12 de marzo'],
    [{ type: 'select', value: '7', labelValue: null }, '7'],
    [{ type: 'text', value: '0010456789' }, '0010456789'],
    // without a Mask (the existing client stores none) by its shape, as the Detalles tab (spec 001 §5 Formatters)
    [{ type: 'text', value: '00104567896' }, '001-0456789-6'],
    [{ type: 'text', value: '8295550000' }, '829-555-0000'],
    [{ type: 'text', value: 12, Mask: 12 }, 'RD$ 12.00'],
    [{ type: 'text', value: '  texto con espacios  ' }, 'texto con espacios'],
  ])('%j → %s', (answer, shown) => {
    expect(storedAnswerText(answer)).toBe(shown);
  });

  it('no answer: not an object, false, empty, headers, files, grids and carriers', () => {
    for (const answer of [
      null,
      'x',
      false,
      [],
      { type: 'text', value: '' },
      { type: 'text', value: false },
      { type: 'header', value: 'x' },
      { type: 'file', value: 'a.pdf' },
      { type: 'rules', value: 'x' },
      { type: 'rulesprice', value: 'x' },
      { type: 'checkbox', value: true },
    ]) {
      expect(storedAnswerText(answer), JSON.stringify(answer)).toBeNull();
    }
  });
});
