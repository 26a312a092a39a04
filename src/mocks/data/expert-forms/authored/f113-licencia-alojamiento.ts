/**
 * Expert form 113 — 'Licencia de operación para establecimientos de alojamiento turístico'
 * (service 15, licences). Carries mask 9 (an e-mail that must differ from the user's primary
 * e-mail), check-in / check-out times, a room-distribution grid (select, numbers, money, date) and
 * `rulesprice` for variations 151–154.
 */
import { applicantStep, documentsStep, establishmentBlock } from './blocks';
import { date, expertForm, file, grid, h1, opt, priceValues, select, text, time } from './builders';

export default expertForm({ id: 113, name: 'mitur-lic-aloj', version: 5 }, [
  [
    ...applicantStep(),
    h1('grp02establecimiento', 'Establecimiento'),
    ...establishmentBlock(),
    select(
      'tipoalojamiento',
      'Tipo de alojamiento',
      [opt('Hotel', 'HO'), opt('Apart-hotel', 'AH'), opt('Casa de huéspedes', 'CH'), opt('Villa turística', 'VT'), opt('Ecolodge', 'EL')],
      { required: true },
    ),
    select(
      'rangohabit',
      'Rango de habitaciones',
      [opt('Hasta 25 habitaciones', 'h1'), opt('De 26 a 100 habitaciones', 'h2'), opt('De 101 a 300 habitaciones', 'h3'), opt('Más de 300 habitaciones', 'h4')],
      { required: true },
    ),
    text('cantidadhabit', 'Cantidad de habitaciones', '6', { required: true }),
    time('horacheckin', 'Hora de entrada (check-in)', { required: true }),
    time('horacheckout', 'Hora de salida (check-out)', { required: true }),
    text('correoreservas', 'Correo de reservaciones (distinto de su correo principal)', '9', { required: true, length: 120 }),
    text('telreservas', 'Teléfono de reservaciones', '2'),
    h1('grp03habitaciones', 'Habitaciones y tarifas'),
    grid(
      'Mitur113habitaciones',
      'Distribución de habitaciones',
      'reldistribucion',
      [
        select('tipohab', 'Tipo de habitación', [opt('Estándar', 'EST'), opt('Superior', 'SUP'), opt('Suite', 'SUI'), opt('Villa', 'VIL')], {
          required: true,
        }),
        text('cantidadtipo', 'Cantidad', '6', { required: true }),
        text('tarifapub', 'Tarifa pública por noche (US$)', '12'),
        date('vigenciatarifa', 'Tarifa vigente desde'),
      ],
      { required: true },
    ),
    ...documentsStep([
      file('anexo1', 'Formulario de solicitud de licencia', { exts: 'pdf' }),
      file('anexo2', 'Registro mercantil y RNC', { exts: 'pdf' }),
      file('anexo3', 'Permiso de uso de suelo municipal', { exts: 'pdf' }),
      file('anexo4', 'Certificación del Cuerpo de Bomberos', { exts: 'pdf' }),
      file('anexo5', 'Licencia sanitaria', { exts: 'pdf' }),
      file('anexo6', 'Póliza de responsabilidad civil', { exts: 'pdf' }),
    ]),
    priceValues({
      151: [{ name: 'rangohabit', type: 'select', value: 'h1' }],
      152: [{ name: 'rangohabit', type: 'select', value: 'h2' }],
      153: [{ name: 'rangohabit', type: 'select', value: 'h3' }],
      154: [{ name: 'rangohabit', type: 'select', value: 'h4' }],
    }),
  ],
]);
