/**
 * Expert form 118 — 'Licencia de guía turístico' (service 20, licences).
 * Carries a radio whose options show / require the previous licence and the duplicate reason, a
 * select whose options show / require the region or the speciality, a languages grid (two
 * selects + date) and `rulesprice` for variations 201 (first issue), 202 (renewal), 203 (duplicate).
 */
import { applicantStep, documentsStep } from './blocks';
import { date, expertForm, file, grid, h1, h2, opt, priceValues, radio, select, text } from './builders';

export default expertForm({ id: 118, name: 'mitur-lic-guia', version: 2 }, [
  [
    ...applicantStep('Datos del guía'),
    h1('grp02carne', 'Datos del carné'),
    radio(
      'tipoemision',
      'Tipo de emisión',
      [
        opt('Primera emisión', 'primera'),
        opt('Renovación', 'renovacion', '1,4:carneanterior,carneanterior'),
        opt('Duplicado', 'duplicado', '1,4,1,4:carneanterior,carneanterior,motivodupl,motivodupl'),
      ],
      { required: true },
    ),
    text('carneanterior', 'No. de carné anterior', null, { hidden: true, length: 20 }),
    select('motivodupl', 'Motivo del duplicado', [opt('Pérdida', 'PER'), opt('Deterioro', 'DET'), opt('Robo', 'ROB')], { hidden: true }),
    date('fechanacimiento', 'Fecha de nacimiento', { required: true }),
    select(
      'tipoguia',
      'Tipo de guía',
      [opt('Nacional', 'NAC'), opt('Regional', 'REG', '1,4:regionguia,regionguia'), opt('Especializado', 'ESP', '1,4:especialidadguia,especialidadguia')],
      { required: true },
    ),
    select('regionguia', 'Región', [opt('Este', 'E'), opt('Norte', 'N'), opt('Sur', 'S'), opt('Santo Domingo', 'SD')], { hidden: true }),
    text('especialidadguia', 'Especialidad (ecoturismo, historia, buceo…)', null, { hidden: true, length: 80 }),
    h2('fscurso', 'Formación'),
    text('institucioncurso', 'Institución del curso de guía', null, { required: true, length: 120 }),
    date('fechacurso', 'Fecha de certificación del curso', { required: true }),
    h1('grp03idiomas', 'Idiomas'),
    grid(
      'Mitur118idiomas',
      'Idiomas que domina',
      'relidiomas',
      [
        select(
          'idioma',
          'Idioma',
          [opt('Inglés', 'en'), opt('Francés', 'fr'), opt('Alemán', 'de'), opt('Italiano', 'it'), opt('Ruso', 'ru'), opt('Portugués', 'pt')],
          { required: true },
        ),
        select('nivelidioma', 'Nivel', [opt('Intermedio', 'B1'), opt('Avanzado', 'C1'), opt('Nativo', 'NA')]),
        date('fechacertidioma', 'Fecha de la certificación'),
      ],
      { required: true },
    ),
    ...documentsStep([
      file('anexo1', 'Cédula de identidad', { exts: 'pdf' }),
      file('anexo2', 'Certificado del curso de guía', { exts: 'pdf' }),
      file('anexo3', 'Certificación de idioma', { exts: 'pdf' }),
      file('anexo4', 'Certificado de no antecedentes penales', { exts: 'pdf' }),
      file('anexo5', 'Fotografía 2x2', { exts: 'jpg' }),
    ]),
    priceValues({
      201: [{ name: 'tipoemision', type: 'radio-group', value: 'primera' }],
      202: [{ name: 'tipoemision', type: 'radio-group', value: 'renovacion' }],
      203: [{ name: 'tipoemision', type: 'radio-group', value: 'duplicado' }],
    }),
  ],
]);
