/**
 * Expert form 109 — 'Reconsideración de clasificación' (service 10, CONFOTUR).
 * Carries mask 16 (Confotur reconsideration check), a radio showing and requiring a hearing date and
 * time (rules 1, 4), and an optional file without extension.
 */
import { applicantStep, documentsStep } from './blocks';
import { date, expertForm, file, h1, opt, radio, select, text, textarea, time } from './builders';

export default expertForm({ id: 109, name: 'mitur-conf-recon', version: 1 }, [
  [
    ...applicantStep(),
    h1('grp02recurso', 'Resolución recurrida'),
    select(
      'tiporesrecurrida',
      'Tipo de resolución recurrida',
      [opt('Clasificación provisional', 'CP'), opt('Clasificación definitiva', 'CD'), opt('Listado de bienes exentos', 'LB')],
      { required: true },
    ),
    text('numresrecurrida', 'No. de resolución recurrida', '16', { required: true }),
    date('fechanotificacion', 'Fecha de notificación de la resolución', { required: true }),
    textarea('argumentos', 'Argumentos de la reconsideración', { required: true, length: 2000 }),
    radio(
      'solicitaaudiencia',
      '¿Solicita una audiencia ante el Consejo?',
      [opt('Sí', 'si', '1,4,1,4:fechaaudiencia,fechaaudiencia,horaaudiencia,horaaudiencia'), opt('No', 'no')],
      { required: true },
    ),
    date('fechaaudiencia', 'Fecha preferida para la audiencia', { hidden: true }),
    time('horaaudiencia', 'Hora preferida para la audiencia', { hidden: true }),
    ...documentsStep([
      file('anexo1', 'Escrito de reconsideración', { exts: 'pdf' }),
      file('anexo2', 'Resolución recurrida', { exts: 'pdf' }),
      file('anexo3', 'Documentos de soporte', { required: false }),
    ]),
  ],
]);
