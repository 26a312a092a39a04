/**
 * Expert form 105 — 'Modificación de proyecto turístico aprobado' (service 5, DPP).
 * Carries a HIDDEN STEP ('Evaluación técnica de la modificación', h1 hidden) shown by the 'Mayor'
 * option (rule 1 on the h1), checkbox options with `ruleF`, mask 20, date + time, and
 * `rulesprice` for variations 51 (menor) and 52 (mayor, which shows the hidden step).
 */
import { applicantStep, documentsStep } from './blocks';
import { checkbox, date, expertForm, file, h1, opt, priceValues, radio, select, text, textarea, time } from './builders';

export default expertForm({ id: 105, name: 'mitur-dpp-modp', version: 2 }, [
  [
    ...applicantStep(),
    h1('grp02modificacion', 'Proyecto y modificación'),
    text('nombreproyecto', 'Nombre del proyecto', null, { required: true, length: 150 }),
    select('tipoaprobacion', 'Tipo de aprobación vigente', [opt('Provisional', 'P'), opt('Definitiva', 'D')], { required: true }),
    text('numaprobacion', 'No. de resolución de aprobación vigente', '20', { required: true, maskParam: 'tipoaprobacion' }),
    radio('tipomodif', 'Alcance de la modificación', [opt('Menor', 'menor'), opt('Mayor', 'mayor', '1,4:grp03evaltecnica,gradoavance')], { required: true }),
    checkbox(
      'elementosmodif',
      'Elementos que se modifican',
      [
        opt('Cantidad de habitaciones', 'habit', '1,4:nuevashabit,nuevashabit', { ruleF: '0,6:nuevashabit,nuevashabit' }),
        opt('Alturas o niveles', 'alturas', '1,4:nuevosniveles,nuevosniveles', { ruleF: '0,6:nuevosniveles,nuevosniveles' }),
        opt('Áreas comunes', 'areas'),
        opt('Concepto del proyecto', 'concepto'),
      ],
      { required: true },
    ),
    text('nuevashabit', 'Nueva cantidad de habitaciones', '6', { hidden: true }),
    text('nuevosniveles', 'Nueva cantidad de niveles', '6', { hidden: true }),
    textarea('descripcionmodif', 'Descripción y justificación de los cambios', { required: true, length: 2000 }),
  ],
  [
    h1('grp03evaltecnica', 'Evaluación técnica de la modificación', { hidden: true }),
    select('gradoavance', 'Estado de la obra', [opt('Sin iniciar', '0'), opt('En construcción', '1'), opt('Terminada', '2')]),
    date('fechainspeccion', 'Fecha preferida para la inspección', { required: true }),
    time('horainspeccion', 'Hora preferida para la inspección', { required: true }),
  ],
  [
    ...documentsStep([
      file('anexo1', 'Resolución de aprobación vigente', { exts: 'pdf' }),
      file('anexo2', 'Planos comparativos', { exts: 'pdf' }),
      file('anexo3', 'Memoria de cambios', { exts: 'pdf' }),
    ]),
    priceValues({
      51: [{ name: 'tipomodif', type: 'radio-group', value: 'menor' }],
      52: [{ name: 'tipomodif', type: 'radio-group', value: 'mayor' }],
    }),
  ],
]);
