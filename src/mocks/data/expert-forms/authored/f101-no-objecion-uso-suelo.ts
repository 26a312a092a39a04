/**
 * Expert form 101 — 'No objeción de uso de suelo para proyectos turísticos' (service 1, DPP).
 * Carries the density trio (areatotalterre1 mask 12, canthabitacion mask 6, densidadhabitac
 * computed; contract §2.7), mask 8 (inmueble), a grid of parcels with a select and a date, and a
 * `rulesprice` carrier locking the land-size range for variations 11, 12, 13.
 */
import { applicantStep, documentsStep, location } from './blocks';
import { date, expertForm, file, grid, h1, h2, opt, priceValues, select, text } from './builders';

const RANGES = [opt('Hasta 10,000 m²', 'r1'), opt('De 10,001 a 100,000 m²', 'r2'), opt('Más de 100,000 m²', 'r3')];

export default expertForm({ id: 101, name: 'mitur-dpp-nous', version: 3 }, [
  [
    ...applicantStep(),
    h1('grp02terreno', 'Datos del terreno'),
    select(
      'tipoproyecto',
      'Tipo de proyecto',
      [
        opt('Hotel o resort', '1'),
        opt('Villas y condominios turísticos', '2'),
        opt('Parque temático o de recreación', '3'),
        opt('Marina', '4'),
        opt('Otro', '5', '1,4:otroproyecto,otroproyecto'),
      ],
      { required: true },
    ),
    text('otroproyecto', 'Especifique el tipo de proyecto', null, { hidden: true, length: 100 }),
    ...location('provterreno', 'munterreno', { label: 'Provincia del terreno' }),
    text('tituloinmueble', 'No. de título o matrícula del inmueble', '8', { required: true, length: 30 }),
    select('rangoterreno', 'Rango de superficie del terreno', RANGES, { required: true }),
    h2('fsdensidad', 'Densidad propuesta'),
    text('areatotalterre1', 'Área total del terreno (m²)', '12', { required: true }),
    text('canthabitacion', 'Cantidad de habitaciones o unidades', '6', { required: true }),
    text('densidadhabitac', 'Densidad (habitaciones por hectárea)', null, { enabled: false }),
    grid(
      'Mitur101parcelas',
      'Parcelas que integran el terreno',
      'relparcelas',
      [
        text('parcela', 'No. de parcela o designación catastral', null, { required: true, length: 40 }),
        select('tipodocinm', 'Tipo de documento del inmueble', [
          opt('Certificado de título', 'CT'),
          opt('Constancia anotada', 'CA'),
          opt('Contrato de arrendamiento', 'AR'),
        ]),
        date('fechaemision', 'Fecha de emisión', { mask: '' }),
      ],
      { required: true },
    ),
    ...documentsStep([
      file('anexo1', 'Formulario de solicitud firmado', { exts: 'pdf' }),
      file('anexo2', 'Certificado de título del terreno', { exts: 'pdf' }),
      file('anexo3', 'Plano de mensura catastral', { exts: 'pdf' }),
      file('anexo4', 'Memoria descriptiva', { exts: 'pdf' }),
      file('anexo5', 'Fotografías del terreno'),
    ]),
    priceValues({
      11: [{ name: 'rangoterreno', type: 'select', value: 'r1' }],
      12: [{ name: 'rangoterreno', type: 'select', value: 'r2' }],
      13: [{ name: 'rangoterreno', type: 'select', value: 'r3' }],
    }),
  ],
]);
