/**
 * Shared blocks of the authored expert forms (spec 001 §2.4; contract §2): the applicant step, the
 * establishment / location block (province → municipality select with `father_id`), and the
 * documents step. Names used here are reserved: a form using a block must not reuse them.
 *
 * Province and municipality values are the ids of the real ONE territorial division
 * (src/mocks/data/geo/index.json), restricted to the main tourist provinces.
 */
import { type Field, type Opt, h1, h2, opt, radio, select, text, textarea } from './builders';

/** Tourist provinces (ONE ids). */
export const PROVINCES: readonly Opt[] = [
  opt('Distrito Nacional', '19340'),
  opt('La Altagracia', '16970'),
  opt('La Romana', '13213'),
  opt('Puerto Plata', '4880'),
  opt('Samaná', '4109'),
  opt('Pedernales', '15992'),
];

/** Municipalities of {@link PROVINCES}, each with `father` = its province id. */
export const MUNICIPALITIES: readonly Opt[] = [
  opt('Santo Domingo de Guzmán', '19341', '', { father: '19340' }),
  opt('Higüey', '16971', '', { father: '16970' }),
  opt('San Rafael del Yuma', '17500', '', { father: '16970' }),
  opt('La Romana', '13214', '', { father: '13213' }),
  opt('Villa Hermosa', '13428', '', { father: '13213' }),
  opt('Puerto Plata', '4881', '', { father: '4880' }),
  opt('Sosúa', '844', '', { father: '4880' }),
  opt('Samaná', '4110', '', { father: '4109' }),
  opt('Las Terrenas', '8541', '', { father: '4109' }),
  opt('Pedernales', '15993', '', { father: '15992' }),
];

/**
 * Province + municipality selects (the municipality filtered by the province, `father_id`);
 * required and visible unless told otherwise.
 */
export function location(province: string, municipality: string, o: { label?: string; required?: boolean; hidden?: boolean } = {}): Field[] {
  const flags = { required: o.required !== false, hidden: o.hidden === true };
  return [select(province, o.label ?? 'Provincia', PROVINCES, flags), select(municipality, 'Municipio', MUNICIPALITIES, { ...flags, fatherId: province })];
}

/**
 * Step "Datos del solicitante" (names grp01solicitante, tipodocsolic, numdocsolic, nombresolic,
 * telsolic, celsolic, correosolic): the document-type radio switches the number's mask with rules
 * 8 (cédula), 9 (pasaporte) and 10 (RNC), clearing it first (7), as the real travel form does.
 */
export function applicantStep(title = 'Datos del solicitante'): Field[] {
  return [
    h1('grp01solicitante', title),
    radio(
      'tipodocsolic',
      'Tipo de documento',
      [
        opt('Cédula', '1', '7,8:numdocsolic,numdocsolic'),
        opt('Pasaporte', '2', '7,9:numdocsolic,numdocsolic'),
        opt('RNC', '3', '7,10:numdocsolic,numdocsolic'),
      ],
      { required: true },
    ),
    text('numdocsolic', 'No. de documento', '0', { required: true }),
    text('nombresolic', 'Nombres y apellidos', '7', { required: true, length: 120 }),
    text('telsolic', 'Teléfono', '2', { required: true }),
    text('celsolic', 'Celular', '3'),
    text('correosolic', 'Correo electrónico', '5', { required: true, length: 120 }),
  ];
}

/**
 * Establishment block (h2 "Datos del establecimiento"; names fsestablecimiento, nombrecomercial,
 * rncestab, provestab, munestab, direstab).
 */
export function establishmentBlock(title = 'Datos del establecimiento'): Field[] {
  return [
    h2('fsestablecimiento', title),
    text('nombrecomercial', 'Nombre comercial', null, { required: true, length: 150 }),
    text('rncestab', 'RNC', '1', { required: true }),
    ...location('provestab', 'munestab'),
    textarea('direstab', 'Dirección', { required: true, length: 250 }),
  ];
}

/** Step "Documentos requeridos" (h1 grp09documentos) with the given file fields. */
export function documentsStep(files: readonly Field[], title = 'Documentos requeridos'): Field[] {
  return [h1('grp09documentos', title), ...files];
}
