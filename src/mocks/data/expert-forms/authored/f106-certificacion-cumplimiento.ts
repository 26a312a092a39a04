/**
 * Expert form 106 — 'Certificación de cumplimiento de proyecto turístico' (service 6, DPP).
 * Carries mask 20, an h2 inspection block with date and time, location with `father_id`, and
 * `rulesprice` for variations 61 (ordinaria) and 62 (prioritaria).
 */
import { applicantStep, documentsStep, location } from './blocks';
import { date, expertForm, file, h1, h2, opt, priceValues, select, text, time } from './builders';

export default expertForm({ id: 106, name: 'mitur-dpp-cump', version: 1 }, [
  [
    ...applicantStep(),
    h1('grp02obra', 'Datos de la obra'),
    text('nombreproyecto', 'Nombre del proyecto', null, { required: true, length: 150 }),
    select('tipoaprobdef', 'Tipo de aprobación', [opt('Provisional', 'P'), opt('Definitiva', 'D')], { required: true }),
    text('numaprobdef', 'No. de aprobación definitiva', '20', { required: true, maskParam: 'tipoaprobdef' }),
    ...location('provobra', 'munobra', { label: 'Provincia de la obra' }),
    text('avanceobra', 'Porcentaje de avance de la obra', '6', { required: true, length: 3 }),
    date('fechaterminacion', 'Fecha de terminación de la obra'),
    select('tipoentrega', 'Tipo de entrega', [opt('Ordinaria', 'ord'), opt('Prioritaria', 'pri')], { required: true }),
    h2('fsinspeccion', 'Inspección final'),
    date('fechainsp', 'Fecha propuesta para la inspección', { required: true }),
    time('horainsp', 'Hora propuesta para la inspección', { required: true }),
    ...documentsStep([
      file('anexo1', 'Resolución de aprobación definitiva', { exts: 'pdf' }),
      file('anexo2', 'Informe de avance de obra', { exts: 'pdf' }),
      file('anexo3', 'Planos as built'),
    ]),
    priceValues({
      61: [{ name: 'tipoentrega', type: 'select', value: 'ord' }],
      62: [{ name: 'tipoentrega', type: 'select', value: 'pri' }],
    }),
  ],
]);
