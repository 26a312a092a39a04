/**
 * Expert form 117 — 'Licencia de operación para empresas de turismo de aventura' (service 19,
 * licences). Carries a checkbox option with `ruleF` (diving shows / requires the diving
 * certification), a radio that shows a field and requires a file (protected areas), a guides grid
 * (select + date) and `rulesprice` for variations 191, 192.
 */
import { applicantStep, documentsStep, establishmentBlock } from './blocks';
import { checkbox, date, expertForm, file, grid, h1, opt, priceValues, radio, select, text } from './builders';

export default expertForm({ id: 117, name: 'mitur-lic-aven', version: 1 }, [
  [
    ...applicantStep(),
    h1('grp02empresa', 'Empresa y actividades'),
    ...establishmentBlock('Datos de la empresa'),
    checkbox(
      'actividades',
      'Actividades que ofrece',
      [
        opt('Canopy y tirolesa', 'canopy'),
        opt('Rapel y escalada', 'rapel'),
        opt('Rafting', 'rafting'),
        opt('Buceo', 'buceo', '1,4:certbuceo,certbuceo', { ruleF: '0,6:certbuceo,certbuceo' }),
        opt('Parapente', 'parapente'),
      ],
      { required: true },
    ),
    text('certbuceo', 'No. de certificación del centro de buceo', null, { hidden: true, length: 30 }),
    select('rangoactividades', 'Cantidad de actividades', [opt('Hasta tres actividades', 'a1'), opt('Más de tres actividades', 'a2')], {
      required: true,
    }),
    radio('areaprotegida', '¿Opera en áreas protegidas?', [opt('Sí', 'si', '1,4,4:nombrearea,nombrearea,anexoareas'), opt('No', 'no')], { required: true }),
    text('nombrearea', 'Área protegida donde opera', null, { hidden: true, length: 120 }),
    h1('grp03guias', 'Guías'),
    grid(
      'Mitur117guias',
      'Guías de la empresa',
      'relguias',
      [
        text('nombreguia', 'Nombre del guía', '7', { required: true, length: 120 }),
        text('carneguia', 'No. de carné de guía', null, { length: 20 }),
        select('idiomaguia', 'Idioma principal', [opt('Español', 'es'), opt('Inglés', 'en'), opt('Francés', 'fr'), opt('Alemán', 'de'), opt('Italiano', 'it')]),
        date('vencecarne', 'Vencimiento del carné'),
      ],
      { required: true },
    ),
    ...documentsStep([
      file('anexo1', 'Registro mercantil y RNC', { exts: 'pdf' }),
      file('anexo2', 'Descripción de las actividades', { exts: 'pdf' }),
      file('anexo3', 'Certificaciones de los guías', { exts: 'pdf' }),
      file('anexo4', 'Póliza de responsabilidad civil', { exts: 'pdf' }),
      file('anexoareas', 'Autorización de áreas protegidas', { exts: 'pdf', required: false }),
    ]),
    priceValues({
      191: [{ name: 'rangoactividades', type: 'select', value: 'a1' }],
      192: [{ name: 'rangoactividades', type: 'select', value: 'a2' }],
    }),
  ],
]);
