/**
 * Expert form 120 — 'Licencia de operación para bares y restaurantes turísticos' (service 22,
 * licences). Carries opening / closing times, a checkbox option with `ruleF` (live music shows /
 * requires the municipal noise permit), the sanitary licence (date) and `rulesprice` for variations
 * 221–223.
 */
import { applicantStep, documentsStep, establishmentBlock } from './blocks';
import { checkbox, date, expertForm, file, h1, h2, opt, priceValues, select, text, time } from './builders';

export default expertForm({ id: 120, name: 'mitur-lic-rest', version: 1 }, [
  [
    ...applicantStep(),
    h1('grp02local', 'Local'),
    ...establishmentBlock('Datos del local'),
    select(
      'tipolocal',
      'Tipo de local',
      [opt('Restaurante', 'RES'), opt('Bar', 'BAR'), opt('Cafetería', 'CAF'), opt('Discoteca o centro de diversión', 'DIS')],
      { required: true },
    ),
    select(
      'rangocomensales',
      'Capacidad de comensales',
      [opt('Hasta 60 comensales', 'm1'), opt('De 61 a 200 comensales', 'm2'), opt('Más de 200 comensales', 'm3')],
      { required: true },
    ),
    text('capacidadlocal', 'Cantidad de comensales', '6', { required: true }),
    h2('fshorario', 'Horario'),
    time('horaapertura', 'Hora de apertura', { required: true }),
    time('horacierre', 'Hora de cierre', { required: true }),
    checkbox('servicioslocal', 'Servicios que ofrece', [
      opt('Música en vivo', 'musica', '1,4:permisomusica,permisomusica', { ruleF: '0,6:permisomusica,permisomusica' }),
      opt('Terraza', 'terraza'),
      opt('Entrega a domicilio', 'delivery'),
    ]),
    text('permisomusica', 'No. de permiso de música del ayuntamiento', null, { hidden: true, length: 30 }),
    h2('fssanitaria', 'Licencia sanitaria'),
    text('numlicsanitaria', 'No. de licencia sanitaria', null, { required: true, length: 30 }),
    date('vencelicsanitaria', 'Vencimiento de la licencia sanitaria', { required: true }),
    ...documentsStep([
      file('anexo1', 'Registro mercantil y RNC', { exts: 'pdf' }),
      file('anexo2', 'Licencia sanitaria', { exts: 'pdf' }),
      file('anexo3', 'Certificación del Cuerpo de Bomberos', { exts: 'pdf' }),
      file('anexo4', 'Carta o menú con precios'),
    ]),
    priceValues({
      221: [{ name: 'rangocomensales', type: 'select', value: 'm1' }],
      222: [{ name: 'rangocomensales', type: 'select', value: 'm2' }],
      223: [{ name: 'rangocomensales', type: 'select', value: 'm3' }],
    }),
  ],
]);
