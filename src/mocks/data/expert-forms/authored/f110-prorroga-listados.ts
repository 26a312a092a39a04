/**
 * Expert form 110 — 'Prórroga de vigencia de listados de bienes exentos' (service 11, CONFOTUR).
 * Carries mask 14 (Confotur listing extension check), a pending-goods grid (select, numbers,
 * money, date) and `rulesprice` for variations 111 (six months) and 112 (one year).
 */
import { applicantStep, documentsStep } from './blocks';
import { date, expertForm, file, grid, h1, opt, priceValues, select, text, textarea } from './builders';

export default expertForm({ id: 110, name: 'mitur-conf-prlis', version: 1 }, [
  [
    ...applicantStep(),
    h1('grp02listado', 'Listado aprobado'),
    text('numlistado', 'No. de listado aprobado', '14', { required: true }),
    date('fechaaprobacion', 'Fecha de aprobación del listado', { required: true }),
    select('plazolistado', 'Plazo de la prórroga', [opt('Seis meses', '6'), opt('Un año', '12')], { required: true }),
    textarea('justificacion', 'Justificación de la prórroga', { required: true, length: 1500 }),
    h1('grp03pendientes', 'Bienes pendientes de importar'),
    grid(
      'Mitur110bienes',
      'Bienes pendientes',
      'relbienespend',
      [
        text('descbien', 'Descripción del bien', null, { required: true, length: 200 }),
        select('unidad', 'Unidad de medida', [opt('Unidad', 'UN'), opt('Caja', 'CJ'), opt('Metro cuadrado', 'M2'), opt('Kilogramo', 'KG')]),
        text('cantidadbien', 'Cantidad', '6', { required: true }),
        text('valorbien', 'Valor CIF (US$)', '12'),
        date('llegadabien', 'Fecha estimada de llegada'),
      ],
      { required: true },
    ),
    ...documentsStep([
      file('anexo1', 'Listado aprobado', { exts: 'pdf' }),
      file('anexo2', 'Relación de bienes pendientes', { exts: 'xlsx' }),
      file('anexo3', 'Carta de justificación', { exts: 'pdf' }),
    ]),
    priceValues({
      111: [{ name: 'plazolistado', type: 'select', value: '6' }],
      112: [{ name: 'plazolistado', type: 'select', value: '12' }],
    }),
  ],
]);
