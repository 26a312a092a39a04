/**
 * Expert form 103 — 'Aprobación definitiva de proyecto turístico' (service 3, DPP).
 * Carries mask 20 (dpp, `MaskParam` = the approval-type select whose label is the `tipo`), a
 * checkbox-group whose options require the matching plan file (rule 4, `ruleF` 6), a grid of
 * professionals, and `rulesprice` for variations 31, 32, 33.
 */
import { applicantStep, documentsStep } from './blocks';
import { checkbox, date, expertForm, file, grid, h1, opt, priceValues, select, text } from './builders';

export default expertForm({ id: 103, name: 'mitur-dpp-apdef', version: 2 }, [
  [
    ...applicantStep(),
    h1('grp02proyecto', 'Datos del proyecto'),
    text('nombreproyecto', 'Nombre del proyecto', null, { required: true, length: 150 }),
    select('tipodpp', 'Tipo de aprobación del anteproyecto', [opt('Provisional', 'P'), opt('Definitiva', 'D')], { required: true }),
    text('numresolucion', 'No. de resolución del anteproyecto', '20', { required: true, maskParam: 'tipodpp' }),
    date('fecharesolucion', 'Fecha de la resolución', { required: true }),
    text('areaconstruccion', 'Área total de construcción (m²)', '12', { required: true }),
    text('niveles', 'Cantidad de niveles', '6', { required: true }),
    select(
      'rangoconstruccion',
      'Rango de área de construcción',
      [opt('Hasta 5,000 m²', 'c1'), opt('De 5,001 a 25,000 m²', 'c2'), opt('Más de 25,000 m²', 'c3')],
      { required: true },
    ),
    checkbox(
      'planos',
      'Planos que se someten',
      [
        opt('Arquitectónicos', 'arq', '4:anexoarq', { ruleF: '6:anexoarq' }),
        opt('Estructurales', 'est', '4:anexoest', { ruleF: '6:anexoest' }),
        opt('Eléctricos y sanitarios', 'ele', '4:anexoele', { ruleF: '6:anexoele' }),
      ],
      { required: true },
    ),
    h1('grp03profesionales', 'Profesionales responsables'),
    grid(
      'Mitur103profesionales',
      'Profesionales responsables de los planos',
      'relprofesionales',
      [
        text('nombreprof', 'Nombre completo', '7', { required: true, length: 120 }),
        select('especialidad', 'Especialidad', [
          opt('Arquitectura', 'ARQ'),
          opt('Ingeniería civil', 'CIV'),
          opt('Ingeniería eléctrica', 'ELE'),
          opt('Ingeniería sanitaria', 'SAN'),
        ]),
        text('codia', 'No. de colegiatura CODIA', '6'),
        date('vencecodia', 'Vencimiento de la colegiatura'),
      ],
      { required: true },
    ),
    ...documentsStep([
      file('anexoarq', 'Planos arquitectónicos', { exts: 'pdf', required: false }),
      file('anexoest', 'Planos estructurales', { exts: 'pdf', required: false }),
      file('anexoele', 'Planos eléctricos y sanitarios', { exts: 'pdf', required: false }),
      file('anexo1', 'Autorización ambiental', { exts: 'pdf' }),
      file('anexo2', 'Estudio de suelos', { exts: 'pdf' }),
      file('anexo3', 'Certificación de no deuda de la DGII'),
    ]),
    priceValues({
      31: [{ name: 'rangoconstruccion', type: 'select', value: 'c1' }],
      32: [{ name: 'rangoconstruccion', type: 'select', value: 'c2' }],
      33: [{ name: 'rangoconstruccion', type: 'select', value: 'c3' }],
    }),
  ],
]);
