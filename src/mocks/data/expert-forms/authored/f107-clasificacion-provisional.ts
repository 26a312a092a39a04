/**
 * Expert form 107 — 'Clasificación provisional de proyecto turístico' (service 8, CONFOTUR).
 * Carries mask 21 (MIMARENA environmental authorisation), the establishment block for the
 * promoting company, checkbox options with `ruleF`, a shareholders grid (select + date), and
 * `rulesprice` for variations 81, 82, 83.
 */
import { applicantStep, documentsStep, establishmentBlock } from './blocks';
import { checkbox, date, expertForm, file, grid, h1, opt, priceValues, radio, select, text } from './builders';

export default expertForm({ id: 107, name: 'mitur-conf-clprov', version: 4 }, [
  [
    ...applicantStep(),
    h1('grp02empresa', 'Empresa promotora'),
    ...establishmentBlock('Datos de la empresa promotora'),
    text('registromercantil', 'No. de registro mercantil', null, { required: true, length: 20 }),
    h1('grp03proyecto', 'Proyecto a clasificar'),
    text('nombreproyecto', 'Nombre del proyecto', null, { required: true, length: 150 }),
    select(
      'polo',
      'Polo turístico',
      [opt('Punta Cana - Bávaro', 'PC'), opt('Puerto Plata', 'PP'), opt('Samaná', 'SA'), opt('Santo Domingo', 'SD'), opt('Pedernales', 'PE')],
      { required: true },
    ),
    text('inversion', 'Inversión total estimada (RD$)', '12', { required: true }),
    select(
      'rangoinversion',
      'Rango de inversión',
      [opt('Hasta RD$ 100 millones', 'i1'), opt('De RD$ 100 a 500 millones', 'i2'), opt('Más de RD$ 500 millones', 'i3')],
      { required: true },
    ),
    text('empleos', 'Empleos directos estimados', '6', { required: true }),
    text('autambiental', 'No. de autorización ambiental (MIMARENA)', '21', { required: true }),
    checkbox(
      'incentivos',
      'Incentivos solicitados',
      [
        opt('Impuesto sobre la renta', 'isr'),
        opt('ITBIS', 'itbis'),
        opt('Impuestos de importación', 'import', '1,4:listadoprev,listadoprev', { ruleF: '0,6:listadoprev,listadoprev' }),
        opt('Impuesto a la transferencia inmobiliaria', 'iti'),
      ],
      { required: true },
    ),
    radio('listadoprev', '¿Presentará un listado de bienes a importar?', [opt('Sí', 'si'), opt('No', 'no')], { hidden: true }),
    h1('grp04accionistas', 'Accionistas'),
    grid(
      'Mitur107accionistas',
      'Accionistas de la empresa',
      'relaccionistas',
      [
        text('nombreacc', 'Nombre o razón social', null, { required: true, length: 150 }),
        select('nacionalidadacc', 'Nacionalidad', [
          opt('Dominicana', 'DO'),
          opt('Estadounidense', 'US'),
          opt('Española', 'ES'),
          opt('Canadiense', 'CA'),
          opt('Otra', 'XX'),
        ]),
        text('docacc', 'Cédula, pasaporte o RNC', null, { length: 20 }),
        text('participacion', 'Participación (%)', '12'),
        date('fechaingreso', 'Fecha de ingreso a la sociedad'),
      ],
      { required: true },
    ),
    ...documentsStep([
      file('anexo1', 'Formulario de solicitud de clasificación', { exts: 'pdf' }),
      file('anexo2', 'No objeción del Ministerio de Turismo', { exts: 'pdf' }),
      file('anexo3', 'Documentos societarios', { exts: 'pdf' }),
      file('anexo4', 'Estudio de factibilidad', { exts: 'xlsx' }),
      file('anexo5', 'Certificación de la DGII', { exts: 'pdf' }),
    ]),
    priceValues({
      81: [{ name: 'rangoinversion', type: 'select', value: 'i1' }],
      82: [{ name: 'rangoinversion', type: 'select', value: 'i2' }],
      83: [{ name: 'rangoinversion', type: 'select', value: 'i3' }],
    }),
  ],
]);
