// @vitest-environment node
/**
 * The review of a request's answers (src/domain/expertForm/review.ts), with expectations from issue
 * 27 'Revise su solicitud': every visible step with its title; answers formatted by the field's mask
 * (cédula 3-7-1, phones, amounts in RD$, dates dd/MM/yyyy), grids as small tables, check and radio
 * answers by their labels, files by name and size; hidden fields and steps never appear; an
 * unanswered optional field says so; a value the mask cannot format is shown as typed; a 50-row grid
 * and a 1,000-character answer are kept whole.
 */
import { describe, expect, it } from 'vitest';
import type { SchemaExpertForm } from '../../../src/api/generated/admin';
import {
  addGridRow,
  initialState,
  isDraftAtReview,
  parseExpertForm,
  reviewOf,
  setValue,
  toDraft,
  fromDraft,
  type FormState,
} from '../../../src/domain/expertForm';

const text = (name: string, label: string, Mask: string | null = null, extra: Record<string, unknown> = {}) => ({
  type: 'text',
  subtype: 'text',
  label,
  name,
  orden: name,
  hidden: false,
  enabled: true,
  required: false,
  Mask,
  ...extra,
});

const payload = {
  formulary_data: { name: 'revisión', institution_id: 10, version: 1 },
  fields: [
    [
      { type: 'header', subtype: 'h1', label: 'Solicitante', name: 'grp1', orden: '1', hidden: false },
      text('cedula', 'Cédula', '0'),
      text('telefono', 'Teléfono', '2'),
      text('celular', 'Celular', '3'),
      text('monto', 'Monto de la inversión', '12'),
      text('nota', 'Nota interna', null, { hidden: true }),
      { type: 'date', label: 'Fecha de inicio', name: 'fecha', orden: 'f', hidden: false, enabled: true, required: false },
      { type: 'textarea', label: 'Descripción', name: 'descripcion', orden: 'd', hidden: false, enabled: true, required: false },
      { type: 'header', subtype: 'h1', label: 'Opciones', name: 'grp2', orden: '2', hidden: false },
      {
        type: 'radio-group',
        label: '¿Tiene licencia?',
        name: 'licencia',
        orden: 'r',
        hidden: false,
        enabled: true,
        required: false,
        values: [
          { label: 'Sí', value: '1', rule: '1:grp3' },
          { label: 'No', value: '0', rule: '0:grp3' },
        ],
      },
      {
        type: 'checkbox-group',
        label: 'Servicios',
        name: 'servicios',
        orden: 'c',
        hidden: false,
        enabled: true,
        required: false,
        values: [
          { label: 'Alojamiento', value: 'a' },
          { label: 'Excursiones', value: 'e' },
        ],
      },
      {
        type: 'grid',
        label: 'Acompañantes',
        name: 'acomp',
        orden: 'g',
        hidden: false,
        enabled: true,
        required: false,
        relationship: 'relacomp',
        fields: [text('nombre', 'Nombre'), text('doc', 'Documento', '0')],
      },
      { type: 'file', label: 'Plano', name: 'plano', orden: 'p', hidden: false, enabled: true, required: false, valid_exts: 'pdf' },
      { type: 'header', subtype: 'h1', label: 'Licencia', name: 'grp3', orden: '3', hidden: true },
      text('numlicencia', 'Número de licencia'),
    ],
  ],
  saved_fields: [],
} as unknown as SchemaExpertForm;

const model = parseExpertForm(payload);
const fill = (values: Record<string, unknown>): FormState =>
  Object.entries(values).reduce((form, [id, value]) => setValue(form, id, value as never), initialState(model, null));
const item = (form: FormState, id: string) =>
  reviewOf(form)
    .flatMap((s) => s.items)
    .find((i) => i.id === id);

describe('reviewOf (issue 27)', () => {
  it('every visible step with its title; hidden fields and hidden steps never appear', () => {
    const form = fill({ licencia: '0' });
    expect(reviewOf(form).map((s) => [s.step, s.title])).toEqual([
      [0, 'Solicitante'],
      [1, 'Opciones'],
    ]);
    expect(item(form, 'nota')).toBeUndefined();
    expect(item(form, 'numlicencia')).toBeUndefined();
    // the h1 header is the title, not an answer
    expect(reviewOf(form)[0].items.map((i) => i.id)).toEqual(['cedula', 'telefono', 'celular', 'monto', 'fecha', 'descripcion']);
    // 'Sí' shows the 'Licencia' step
    expect(reviewOf(fill({ licencia: '1' })).map((s) => s.title)).toEqual(['Solicitante', 'Opciones', 'Licencia']);
  });

  it('by the mask: cédula 3-7-1, phones 3-3-4, amounts in RD$, dates dd/MM/yyyy', () => {
    const form = fill({ cedula: '00112345678', telefono: '8095551234', celular: '8295550000', monto: '1234567.5', fecha: '2027-03-12' });
    expect(item(form, 'cedula')?.value).toEqual({ kind: 'text', text: '001-1234567-8' });
    expect(item(form, 'telefono')?.value).toEqual({ kind: 'text', text: '809-555-1234' });
    expect(item(form, 'celular')?.value).toEqual({ kind: 'text', text: '829-555-0000' });
    expect(item(form, 'monto')?.value).toEqual({ kind: 'text', text: 'RD$ 1,234,567.50' });
    expect(item(form, 'fecha')?.value).toEqual({ kind: 'text', text: '12/03/2027' });
  });

  it('a value the mask cannot format is shown as typed', () => {
    const form = fill({ cedula: '1234', monto: 'mil pesos', fecha: '12 de marzo' });
    expect(item(form, 'cedula')?.value).toEqual({ kind: 'text', text: '1234' });
    expect(item(form, 'monto')?.value).toEqual({ kind: 'text', text: 'mil pesos' });
    expect(item(form, 'fecha')?.value).toEqual({ kind: 'text', text: '12 de marzo' });
  });

  it('radio and check answers by their labels; an unanswered optional field says so', () => {
    const form = fill({ licencia: '1', servicios: ['a', 'e'] });
    expect(item(form, 'licencia')?.value).toEqual({ kind: 'text', text: 'Sí' });
    expect(item(form, 'servicios')?.value).toEqual({ kind: 'text', text: 'Alojamiento, Excursiones' });
    expect(item(form, 'telefono')?.value).toEqual({ kind: 'unanswered' });
    expect(item(form, 'acomp')?.value).toEqual({ kind: 'unanswered' });
    expect(item(form, 'plano')?.value).toEqual({ kind: 'unanswered' });
  });

  it("a grid's table has its visible named sub-fields only: no header, no hidden sub-field, no nameless one", () => {
    const gridPayload = {
      ...payload,
      fields: [
        [
          { type: 'header', subtype: 'h1', label: 'Viaje', name: 'g1', orden: '1', hidden: false },
          {
            type: 'grid',
            label: 'Tramos',
            name: 'tramos',
            orden: 't',
            hidden: false,
            enabled: true,
            required: false,
            relationship: 'reltramos',
            fields: [
              { type: 'header', subtype: 'h3', label: 'Detalle del tramo', name: 'tramohdr', orden: 'a', hidden: false },
              text('origen', 'Origen'),
              text('interno', 'Código interno', null, { hidden: true }),
              { ...text('sinnombre', 'Sin nombre'), name: null },
              text('destino', 'Destino'),
            ],
          },
        ],
      ],
    } as unknown as SchemaExpertForm;
    const gridModel = parseExpertForm(gridPayload);
    const tramos = Object.values(gridModel.fields).find((f) => f.name === 'tramos');
    expect(tramos).toBeDefined();
    const sub = (name: string) => Object.values(gridModel.fields).find((f) => f.name === name)?.id as string;
    const form = { ...initialState(gridModel, null) };
    const withRow: FormState = { ...form, grids: { ...form.grids, [tramos!.id]: [{ origen: 'Santo Domingo', destino: 'Punta Cana', interno: 'X-1' }] } };
    const grid = reviewOf(withRow)
      .flatMap((s) => s.items)
      .find((i) => i.id === tramos!.id)?.value;
    expect(grid?.kind).toBe('grid');
    if (grid?.kind !== 'grid') return;
    expect(sub('origen')).toBeTruthy();
    expect(grid.columns.map((c) => c.text)).toEqual(['Origen', 'Destino']);
    expect(grid.rows).toEqual([['Santo Domingo', 'Punta Cana']]);
  });

  it('files by name and size; grids as small tables (formatted cells), 50 rows and a 1,000-character answer kept whole', () => {
    const long = 'á'.repeat(1000);
    let form = fill({
      descripcion: long,
      plano: { files: [{ id: 'f1', name: 'plano-sótano.pdf', sizeMb: 0.5, candidate: { kind: 'device', file: { name: 'plano-sótano.pdf', size: 524288 } } }] },
    });
    for (let i = 0; i < 50; i += 1) form = addGridRow(form, 'acomp', { nombre: `Persona ${i + 1}`, doc: '40209876545' });
    expect(item(form, 'descripcion')?.value).toEqual({ kind: 'text', text: long });
    expect(item(form, 'plano')?.value).toEqual({ kind: 'files', files: [{ name: 'plano-sótano.pdf', sizeMb: 0.5 }] });
    const grid = item(form, 'acomp')?.value;
    expect(grid?.kind).toBe('grid');
    if (grid?.kind !== 'grid') return;
    expect(grid.columns.map((c) => c.text)).toEqual(['Nombre', 'Documento']);
    expect(grid.rows).toHaveLength(50);
    expect(grid.rows[49]).toEqual(['Persona 50', '402-0987654-5']);
  });
});

describe('a draft saved on the review (issue 27; contract §2.8 fakeStep)', () => {
  const ctx = { citizenId: '00113918205', serviceId: 31, expertformId: 114, totalPayment: '0.00' };
  it('is marked one past the last visible step and read back as such; a draft of a step is not', () => {
    const form = { ...fill({ licencia: '1', cedula: '00112345678' }), step: 2 };
    const atReview = toDraft(form, ctx, true);
    expect([atReview.fakeStep, atReview.step]).toEqual([3, 2]);
    expect(isDraftAtReview(fromDraft(model, atReview), atReview)).toBe(true);
    const onStep = toDraft(form, ctx);
    expect(onStep.fakeStep).toBe(2);
    expect(isDraftAtReview(fromDraft(model, onStep), onStep)).toBe(false);
  });
});
