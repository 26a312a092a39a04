/**
 * Expert form 112 — 'Certificación de exenciones fiscales' (service 13, CONFOTUR).
 * Carries mask 4 (other identifier, at least 15 characters: the customs declaration number),
 * select options that show and require fields, and `rulesprice` for variations 131, 132.
 */
import { applicantStep, documentsStep } from './blocks';
import { expertForm, file, h1, opt, priceValues, select, text, textarea } from './builders';

export default expertForm({ id: 112, name: 'mitur-conf-cexe', version: 1 }, [
  [
    ...applicantStep(),
    h1('grp02exencion', 'Datos de la exención'),
    text('numresclasif', 'No. de resolución de clasificación', null, { required: true, length: 30 }),
    select(
      'tipoexencion',
      'Tipo de exención a certificar',
      [opt('Impuestos de importación', 'IMP', '1,4:numdua,numdua'), opt('Impuesto sobre la renta', 'ISR'), opt('ITBIS', 'ITBIS')],
      { required: true },
    ),
    text('numdua', 'No. de declaración única aduanera (DUA)', '4', { hidden: true, length: 30 }),
    select(
      'instdestino',
      'Institución destinataria',
      [
        opt('Dirección General de Impuestos Internos (DGII)', 'DGII'),
        opt('Dirección General de Aduanas (DGA)', 'DGA'),
        opt('Otra', 'OTRA', '1,4:otrainst,otrainst'),
      ],
      { required: true },
    ),
    text('otrainst', 'Nombre de la institución', null, { hidden: true, length: 150 }),
    select('tipoentregacert', 'Tipo de entrega', [opt('Ordinaria', 'ord'), opt('Urgente', 'urg')], { required: true }),
    textarea('finalidad', 'Finalidad de la certificación', { length: 500 }),
    ...documentsStep([file('anexo1', 'Resolución de clasificación', { exts: 'pdf' }), file('anexo2', 'Carta de solicitud', { exts: 'pdf' })]),
    priceValues({
      131: [{ name: 'tipoentregacert', type: 'select', value: 'ord' }],
      132: [{ name: 'tipoentregacert', type: 'select', value: 'urg' }],
    }),
  ],
]);
