/**
 * Expert form 111 — 'Inclusión en listados de bienes, equipos y materiales exentos' (service 12,
 * CONFOTUR). Carries mask 15 (Confotur listings check), RULES ON GRID SUB-FIELDS (the origin radio
 * shows / requires columns of the goods grid), a checkbox option with `ruleF`, and `rulesprice` for
 * variations 121, 122, 123 (number of items) and 124 (certified copy: ticks the checkbox option).
 */
import { applicantStep, documentsStep } from './blocks';
import { checkbox, date, expertForm, file, grid, h1, opt, priceValues, radio, select, text } from './builders';

export default expertForm({ id: 111, name: 'mitur-conf-inlis', version: 3 }, [
  [
    ...applicantStep(),
    h1('grp02clasif', 'Proyecto clasificado'),
    text('numresclas', 'No. de resolución de clasificación (CONFOTUR)', '15', { required: true }),
    select(
      'rangopartidas',
      'Cantidad de partidas del listado',
      [opt('Hasta 100 partidas', 'p1'), opt('De 101 a 500 partidas', 'p2'), opt('Más de 500 partidas', 'p3')],
      { required: true },
    ),
    radio(
      'origenbienes',
      'Origen de los bienes',
      [opt('Importados', 'imp', '1,4,1:paisorigen,paisorigen,arancel'), opt('Adquiridos en el mercado local', 'loc', '1,4:rncsuplidor,rncsuplidor')],
      { required: true },
    ),
    checkbox('serviciosadic', 'Servicios adicionales', [
      opt('Copia certificada del listado aprobado', 'copia', '1,4:cantcopias,cantcopias', { ruleF: '0,6:cantcopias,cantcopias' }),
    ]),
    text('cantcopias', 'Cantidad de copias certificadas', '6', { hidden: true, length: 2 }),
    h1('grp03bienes', 'Listado de bienes'),
    grid(
      'Mitur111bienes',
      'Bienes, equipos y materiales',
      'rellistadobienes',
      [
        select('tipobien', 'Tipo de bien', [opt('Equipos', 'EQ'), opt('Materiales de construcción', 'MC'), opt('Mobiliario', 'MO'), opt('Vehículos', 'VE')], {
          required: true,
        }),
        text('descripcionbien', 'Descripción', null, { required: true, length: 200 }),
        text('cantidad', 'Cantidad', '6', { required: true }),
        text('valorfob', 'Valor FOB (US$)', '12'),
        text('paisorigen', 'País de origen', '7', { hidden: true, length: 60 }),
        text('arancel', 'Partida arancelaria', '6', { hidden: true }),
        text('rncsuplidor', 'RNC del suplidor local', '1', { hidden: true }),
        date('fechaproforma', 'Fecha de la factura proforma'),
      ],
      { required: true },
    ),
    ...documentsStep([
      file('anexo1', 'Resolución de clasificación', { exts: 'pdf' }),
      file('anexo2', 'Listado de bienes', { exts: 'xlsx' }),
      file('anexo3', 'Facturas proforma', { exts: 'pdf' }),
      file('anexo4', 'Presupuesto de obra'),
    ]),
    priceValues({
      121: [{ name: 'rangopartidas', type: 'select', value: 'p1' }],
      122: [{ name: 'rangopartidas', type: 'select', value: 'p2' }],
      123: [{ name: 'rangopartidas', type: 'select', value: 'p3' }],
      124: [{ name: 'serviciosadic', type: 'checkbox-group', value: 'copia' }],
    }),
  ],
]);
