/**
 * Expert form 122 — 'Autorización de uso de la marca país' (service 25, marketing).
 * Carries a HIDDEN STEP ('Datos comerciales') shown by the commercial-use option, a media
 * checkbox group, a usage period (dates), a file without extension, and `rulesprice` for
 * variations 251 (promotional) and 252 (commercial, which shows the hidden step).
 */
import { applicantStep, documentsStep } from './blocks';
import { checkbox, date, expertForm, file, h1, opt, priceValues, radio, text, textarea } from './builders';

export default expertForm({ id: 122, name: 'mitur-mer-marc', version: 1 }, [
  [
    ...applicantStep(),
    h1('grp02uso', 'Uso de la marca'),
    radio('tipouso', 'Tipo de uso', [opt('Promocional sin fines comerciales', 'prom'), opt('Comercial', 'com', '1:grp03comercial')], { required: true }),
    checkbox(
      'mediosuso',
      'Medios donde aparecerá la marca',
      [opt('Impresos', 'IMP'), opt('Digitales y redes sociales', 'DIG'), opt('Televisión', 'TV'), opt('Vallas', 'VAL'), opt('Productos y empaques', 'PRO')],
      { required: true },
    ),
    date('iniciouso', 'Inicio del período de uso', { required: true }),
    date('finuso', 'Fin del período de uso', { required: true }),
    textarea('descripcionuso', 'Descripción del uso previsto', { required: true, length: 1000 }),
    h1('grp03comercial', 'Datos comerciales', { hidden: true }),
    text('productocom', 'Producto o mercancía', null, { required: true, length: 120 }),
    text('unidadescom', 'Unidades a producir', '6', { required: true }),
    text('preciocom', 'Precio de venta por unidad (RD$)', '12', { required: true }),
    ...documentsStep([
      file('anexo1', 'Carta de solicitud', { exts: 'pdf' }),
      file('anexo2', 'Artes o maquetas'),
      file('anexo3', 'Documentos del solicitante', { exts: 'pdf' }),
    ]),
    priceValues({
      251: [{ name: 'tipouso', type: 'radio-group', value: 'prom' }],
      252: [{ name: 'tipouso', type: 'radio-group', value: 'com' }],
    }),
  ],
]);
