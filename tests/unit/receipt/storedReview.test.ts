// @vitest-environment node
/**
 * The receipt after a reload rebuilt from the request's expert form and its stored answers
 * (src/domain/storedReview.ts through src/domain/receipt.ts `receiptFromDetail`; issue 27 item 2:
 * "every answer as on the review page"). Expectations from the contract and the issue, never from
 * the code under test:
 * - the form (contract §2.1-§2.5): steps cut at `h1` headers, titled by their label; a hidden `h1`
 *   hides its step and a chosen option's rule ('1:<h1 name>') shows it; hidden fields are left out;
 * - the stored answers (contract §3.1 `data` and `grid`, serialised as §2.9: digits only under masks
 *   0/1/2/3, commas removed under 12, dates 'yyyy-MM-dd', radios by value with `labelValue`,
 *   checkbox groups by their ticked values);
 * - the review's words (issue 27 item 1): masks (cédula 3-7-1, phones 3-3-4, amounts 'RD$ …', dates
 *   dd/MM/yyyy), options by label, grids as tables, files by name and size, an unanswered optional
 *   field 'Sin respuesta', a value the mask cannot format shown as typed;
 * - a failed read of the form still gives a receipt: the stored answers as a list and a line saying
 *   the layout of the form could not be read.
 */
import { describe, expect, it } from 'vitest';
import type { SchemaExpertForm, SchemaRequestDetail } from '../../../src/api/generated/admin';
import { receiptFromDetail, type DetailReceiptContext } from '../../../src/domain/receiptFromDetail';
import { receiptDocument } from '../../../src/views/receipt/receiptDocument';
import { ANA, REQUEST_1520 } from './fixtures';

/** A form as contract §2.1/§2.2 gives it: applicant, use (a radio whose 'Comercial' shows the hidden step), commercial data, a grid, documents. */
const FORM: SchemaExpertForm = {
  formulary_data: { name: 'prueba', institution_id: 10, version: 1 },
  saved_fields: [],
  fields: [
    [
      { type: 'header', subtype: 'h1', name: 'grp01', label: 'Datos del solicitante', hidden: false },
      { type: 'text', subtype: 'text', name: 'numdoc', label: 'No. de Cédula', hidden: false, enabled: true, required: true, Mask: '0' },
      { type: 'text', subtype: 'text', name: 'telefono', label: 'Teléfono', hidden: false, enabled: true, required: true, Mask: '2' },
      { type: 'text', subtype: 'text', name: 'celular', label: 'Celular', hidden: false, enabled: true, required: false, Mask: '3' },
      { type: 'text', subtype: 'text', name: 'interno', label: 'Código interno', hidden: true, enabled: true, required: false, Mask: null },
      { type: 'header', subtype: 'h1', name: 'grp02', label: 'Uso de la marca', hidden: false },
      {
        type: 'radio-group',
        name: 'tipouso',
        label: 'Tipo de uso',
        hidden: false,
        enabled: true,
        required: true,
        values: [
          { label: 'Promocional', value: 'prom', rule: '' },
          { label: 'Comercial', value: 'com', rule: '1:grp03' },
        ],
      },
      {
        type: 'checkbox-group',
        name: 'medios',
        label: 'Medios',
        hidden: false,
        enabled: true,
        required: true,
        values: [
          { label: 'Impresos', value: 'IMP', rule: '' },
          { label: 'Digitales y redes sociales', value: 'DIG', rule: '' },
          { label: 'Vallas', value: 'VAL', rule: '' },
        ],
      },
      { type: 'date', subtype: 'text', name: 'inicio', label: 'Inicio del período de uso', hidden: false, enabled: true, required: true },
      {
        type: 'grid',
        name: 'acompanantes',
        label: 'Acompañantes',
        relationship: 'relacomp',
        hidden: false,
        enabled: true,
        required: false,
        fields: [
          { type: 'text', subtype: 'text', name: 'nombre', label: 'Nombre', hidden: false, enabled: true, required: true },
          { type: 'text', subtype: 'text', name: 'cedulaacomp', label: 'Cédula', hidden: false, enabled: true, required: true, Mask: '0' },
        ],
      },
      { type: 'header', subtype: 'h1', name: 'grp03', label: 'Datos comerciales', hidden: true },
      { type: 'text', subtype: 'text', name: 'producto', label: 'Producto o mercancía', hidden: false, enabled: true, required: true },
      { type: 'text', subtype: 'text', name: 'precio', label: 'Precio por unidad', hidden: false, enabled: true, required: true, Mask: '12' },
      { type: 'header', subtype: 'h1', name: 'grp04', label: 'Documentos requeridos', hidden: false },
      { type: 'file', name: 'anexo1', label: 'Carta de solicitud', hidden: false, enabled: true, required: true, valid_exts: 'pdf' },
      { type: 'file', name: 'anexo2', label: 'Planos', hidden: false, enabled: true, required: false },
    ],
  ],
};

/** The answers as the portal stores them (contract §2.9), for a commercial use. */
const DATA = [
  { key: 'numdoc', label: 'No. de Cédula', type: 'text', value: '00104567896', labelValue: null, Mask: '0' },
  { key: 'telefono', label: 'Teléfono', type: 'text', value: '8095551234', labelValue: null, Mask: '2' },
  { key: 'interno', label: 'Código interno', type: 'text', value: 'X-99', labelValue: null },
  { key: 'tipouso', label: 'Tipo de uso', type: 'radio-group', value: 'com', labelValue: 'Comercial' },
  { key: 'medios', label: 'Medios', type: 'checkbox-group', value: ['DIG', 'VAL'], labelValue: 'Digitales y redes sociales, Vallas' },
  { key: 'inicio', label: 'Inicio del período de uso', type: 'date', value: '2027-01-15', labelValue: 'Inicio del período de uso' },
  { key: 'producto', label: 'Producto o mercancía', type: 'text', value: 'Camisetas', labelValue: null },
  { key: 'precio', label: 'Precio por unidad', type: 'text', value: '1500', labelValue: 'Precio por unidad', Mask: '12' },
];
const GRID = {
  relacomp: [
    {
      nombre: { key: 'nombre', value: 'Pedro Núñez', labelValue: null, type: 'text', MainLabel: 'Nombre' },
      cedulaacomp: { key: 'cedulaacomp', value: '40209876545', labelValue: null, type: 'text', MainLabel: 'Cédula', Mask: '0' },
    },
    {
      nombre: { key: 'nombre', value: 'Rosa Díaz', labelValue: null, type: 'text', MainLabel: 'Nombre' },
      cedulaacomp: { key: 'cedulaacomp', value: 'PA1234567', labelValue: null, type: 'text', MainLabel: 'Cédula', Mask: '0' },
    },
  ],
};

function detail(
  data: unknown[] = DATA,
  grid: unknown = GRID,
  documents: unknown[] = [{ name: 'carta-marca-pais', extension: 'pdf', created_at: '2026-11-28 14:05:09', url: '/f/a.pdf', origin_doc: 0, size_mb: 0 }],
): SchemaRequestDetail {
  return {
    request: {
      ...REQUEST_1520,
      request_document: documents,
      service: { id: 25, name: 'Autorización de uso de la marca país' },
      payment: { payment_amount: '5000.00', payment_status: 'PENDIENTE' },
    },
    data,
    grid,
    requiredActions: [],
    priceRequest: [],
    direction: { acronym: 'MER' },
  } as unknown as SchemaRequestDetail;
}

/** This browser's record of the request (src/api/sentTariffs.ts): the choice, the variation, the files by field. */
const SENT = {
  requestId: 1520,
  serviceId: 25,
  code: 'MER-2026-000123',
  tariff: { concept: 'Autorización de uso', variation: 'Uso comercial', price: 'RD$ 5,000.00' },
  variationId: 252,
  files: { anexo1: [{ name: 'carta-marca-pais.pdf', sizeMb: 0.0009 }], anexo2: [] },
};

const ctx = (over: Partial<DetailReceiptContext> = {}): DetailReceiptContext => ({ viewer: ANA, sent: SENT, form: FORM, ...over });

/** Each section as [title, [[label, value], …]], values as the review gives them. */
const shown = (r: ReturnType<typeof receiptFromDetail>) => r.sections.map((s) => [s.title, s.items.map((i) => [i.label.text, i.value])]);

describe('the receipt after a reload, rebuilt from the expert form (issue 27 item 2)', () => {
  it("the review's steps and titles, answers by mask and label, a grid as a table, files by name and size, 'Sin respuesta', hidden fields left out", () => {
    const r = receiptFromDetail(detail(), ctx());
    expect(r.layoutUnavailable).toBe(false);
    expect(shown(r)).toEqual([
      [
        'Datos del solicitante',
        [
          ['No. de Cédula', { kind: 'text', text: '001-0456789-6' }],
          ['Teléfono', { kind: 'text', text: '809-555-1234' }],
          // an optional field left empty says so (it is not stored, contract §2.9)
          ['Celular', { kind: 'unanswered' }],
          // 'Código interno' is hidden by the form: its stored answer is left out
        ],
      ],
      [
        'Uso de la marca',
        [
          ['Tipo de uso', { kind: 'text', text: 'Comercial' }],
          ['Medios', { kind: 'text', text: 'Digitales y redes sociales, Vallas' }],
          ['Inicio del período de uso', { kind: 'text', text: '15/01/2027' }],
          [
            'Acompañantes',
            {
              kind: 'grid',
              columns: [{ text: 'Nombre' }, { text: 'Cédula' }],
              // a value the cédula mask cannot format is shown as typed
              rows: [
                ['Pedro Núñez', '402-0987654-5'],
                ['Rosa Díaz', 'PA1234567'],
              ],
            },
          ],
        ],
      ],
      // the hidden step 'Datos comerciales' shown by the 'Comercial' option, as when it was sent
      [
        'Datos comerciales',
        [
          ['Producto o mercancía', { kind: 'text', text: 'Camisetas' }],
          ['Precio por unidad', { kind: 'text', text: 'RD$ 1,500.00' }],
        ],
      ],
      [
        'Documentos requeridos',
        [
          ['Carta de solicitud', { kind: 'files', files: [{ name: 'carta-marca-pais.pdf', sizeMb: 0.0009 }] }],
          ['Planos', { kind: 'unanswered' }],
        ],
      ],
    ]);
    // the facts stay those of the detail and the record
    expect([r.number, r.tariff?.variation, r.submittedAt]).toEqual(['MER-2026-000123', 'Uso comercial', '28/11/2026 14:05']);
  });

  it('a choice that keeps the step hidden: the step and the stored answers of its fields are left out', () => {
    const data = DATA.map((a) => (a.key === 'tipouso' ? { ...a, value: 'prom', labelValue: 'Promocional' } : a));
    const r = receiptFromDetail(detail(data), ctx({ sent: { ...SENT, variationId: 251 } }));
    expect(r.sections.map((s) => s.title)).toEqual(['Datos del solicitante', 'Uso de la marca', 'Documentos requeridos']);
    const labels = r.sections.flatMap((s) => s.items.map((i) => i.label.text));
    expect(labels).not.toContain('Producto o mercancía');
    expect(labels).not.toContain('Código interno');
  });

  it('the same steps without this browser’s record (another browser): the rules come from the stored choices; a file field points to the documents', () => {
    const r = receiptFromDetail(detail(), ctx({ sent: null }));
    expect(r.sections.map((s) => s.title)).toEqual(['Datos del solicitante', 'Uso de la marca', 'Datos comerciales', 'Documentos requeridos']);
    expect(r.sections[3].items.map((i) => i.value)).toEqual([{ kind: 'seeDocuments' }, { kind: 'seeDocuments' }]);
    expect(r.tariffUnknown).toBe(true);
    // a request without documents of the citizen: the file fields are unanswered
    const none = receiptFromDetail(detail(DATA, GRID, []), ctx({ sent: null }));
    expect(none.sections[3].items.map((i) => i.value)).toEqual([{ kind: 'unanswered' }, { kind: 'unanswered' }]);
    const doc = receiptDocument(r);
    expect(doc.sections[3].entries[0]).toEqual({ kind: 'text', label: 'Carta de solicitud', text: 'Adjunto; véase «Documentos»' });
  });

  it('answers of fields the form does not have (another version of the form) are not lost: they come last, without a step', () => {
    const data = [...DATA, { key: 'antiguo', label: 'Campo de la versión anterior', type: 'text', value: 'Valor previo', labelValue: null }];
    const grid = { ...GRID, relvieja: [{ x: { key: 'x', value: 'Fila vieja', labelValue: null, type: 'text', MainLabel: 'Columna' } }] };
    const r = receiptFromDetail(detail(data, grid), ctx());
    const last = r.sections.at(-1);
    expect(last?.title).toBe('');
    expect(last?.items.map((i) => [i.label.text, i.value])).toEqual([
      ['Campo de la versión anterior', { kind: 'text', text: 'Valor previo' }],
      ['relvieja', { kind: 'grid', columns: [{ text: 'Columna' }], rows: [['Fila vieja']] }],
    ]);
    expect(receiptDocument(r).sections.at(-2)?.title).toBe('Respuestas de la solicitud');
  });

  it('a form that could not be read (or is no form): the stored answers as a list, and a line saying the layout could not be read', () => {
    for (const form of [null, { fields: 'no' } as unknown as SchemaExpertForm, { fields: [] } as unknown as SchemaExpertForm]) {
      const r = receiptFromDetail(detail(), ctx({ form }));
      expect(r.layoutUnavailable, JSON.stringify(form)).toBe(true);
      expect(r.sections.map((s) => s.title)).toEqual(['']);
      // every stored answer, the hidden field's included: without the form nothing says it is hidden
      expect(r.sections[0].items.map((i) => i.label.text)).toEqual([
        'No. de Cédula',
        'Teléfono',
        'Código interno',
        'Tipo de uso',
        'Medios',
        'Inicio del período de uso',
        'Producto o mercancía',
        'Precio por unidad',
        'relacomp',
      ]);
      const facts = receiptDocument(r).facts;
      expect(facts.at(-1)).toEqual({
        kind: 'text',
        label: 'Nota',
        text: 'No se pudo leer la estructura del formulario: las respuestas se muestran tal como constan en la solicitud, sin sus pasos.',
      });
    }
    expect(receiptDocument(receiptFromDetail(detail(), ctx())).facts.map((f) => f.label)).not.toContain('Nota');
  });
});
