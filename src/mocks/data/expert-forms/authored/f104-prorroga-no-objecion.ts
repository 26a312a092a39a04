/**
 * Expert form 104 — 'Prórroga de no objeción de uso de suelo' (service 4, DPP).
 * Carries mask 24 (no objeción / prórroga) whose `MaskParam` select offers a 'CONFOTUR' option
 * (the CONFOTUR variant of the check, spec 001 §5), and `rulesprice` for variation 41.
 */
import { applicantStep, documentsStep } from './blocks';
import { date, expertForm, file, h1, opt, priceValues, radio, select, text, textarea } from './builders';

export default expertForm({ id: 104, name: 'mitur-dpp-prno', version: 1 }, [
  [
    ...applicantStep(),
    h1('grp02noobjecion', 'Certificación a prorrogar'),
    select('emisornoobj', 'Institución que emitió la no objeción', [opt('Ministerio de Turismo (DPP)', 'DPP'), opt('CONFOTUR', 'CONFOTUR')], {
      required: true,
    }),
    text('numnoobj', 'No. de certificación de no objeción', '24', { required: true, maskParam: 'emisornoobj' }),
    date('fechavencenoobj', 'Fecha de vencimiento de la certificación', { required: true }),
    select('plazoprorroga', 'Plazo solicitado', [opt('Seis meses', '6'), opt('Doce meses', '12')], { required: true }),
    radio('cambioscond', '¿Han cambiado las condiciones del terreno o del proyecto?', [opt('Sí', '1', '1,4:detallecambios,detallecambios'), opt('No', '2')], {
      required: true,
    }),
    textarea('detallecambios', 'Describa los cambios', { hidden: true, length: 1000 }),
    textarea('motivosprorroga', 'Motivos de la prórroga', { required: true, length: 1000 }),
    ...documentsStep([
      file('anexo1', 'Carta de motivos', { exts: 'pdf' }),
      file('anexo2', 'Certificado de título actualizado', { exts: 'pdf' }),
      file('anexo3', 'Copia de la certificación de no objeción', { required: false }),
    ]),
    priceValues({ 41: [{ name: 'plazoprorroga', type: 'select', value: '12' }] }),
  ],
]);
