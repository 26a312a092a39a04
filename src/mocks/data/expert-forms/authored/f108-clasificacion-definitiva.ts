/**
 * Expert form 108 — 'Clasificación definitiva de proyecto turístico' (service 9, CONFOTUR).
 * Carries mask 25 (Confotur classification check) and `rulesprice` for variations 91, 92.
 */
import { applicantStep, documentsStep } from './blocks';
import { date, expertForm, file, h1, opt, priceValues, select, text } from './builders';

export default expertForm({ id: 108, name: 'mitur-conf-cldef', version: 2 }, [
  [
    ...applicantStep(),
    h1('grp02clasificacion', 'Clasificación provisional y operación'),
    text('numclasprov', 'No. de resolución de clasificación provisional', '25', { required: true }),
    date('fechaclasprov', 'Fecha de la resolución', { required: true }),
    text('numlicencia', 'No. de licencia de operación', null, { required: true, length: 20 }),
    date('iniciooperaciones', 'Fecha de inicio de operaciones', { required: true }),
    select('rangoinvdef', 'Rango de inversión', [opt('Hasta RD$ 100 millones', 'd1'), opt('Más de RD$ 100 millones', 'd2')], {
      required: true,
    }),
    text('inversionejecutada', 'Inversión ejecutada (RD$)', '12', { required: true }),
    text('empleosgenerados', 'Empleos directos generados', '6', { required: true }),
    ...documentsStep([
      file('anexo1', 'Resolución de clasificación provisional', { exts: 'pdf' }),
      file('anexo2', 'Certificación de cumplimiento', { exts: 'pdf' }),
      file('anexo3', 'Licencia de operación', { exts: 'pdf' }),
      file('anexo4', 'Estados financieros auditados', { exts: 'pdf' }),
    ]),
    priceValues({
      91: [{ name: 'rangoinvdef', type: 'select', value: 'd1' }],
      92: [{ name: 'rangoinvdef', type: 'select', value: 'd2' }],
    }),
  ],
]);
