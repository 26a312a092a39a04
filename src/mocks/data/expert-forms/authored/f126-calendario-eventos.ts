/**
 * Expert form 126 — 'Registro de eventos en el calendario turístico oficial' (service 29,
 * marketing). Carries RULE 2 (a free entry disables, clears and un-requires the ticket price, whose
 * `ruleF` enables and requires it again), rule 4 on a file (a public space requires the municipal
 * permit), event dates and times, a jpg-only file. No `rulesprice`: the only tariff is free.
 */
import { applicantStep, documentsStep, location } from './blocks';
import { checkbox, date, expertForm, file, h1, opt, radio, select, text, time } from './builders';

export default expertForm({ id: 126, name: 'mitur-mer-cale', version: 1 }, [
  [
    ...applicantStep(),
    h1('grp02evento', 'Evento'),
    text('nombreeventocal', 'Nombre del evento', null, { required: true, length: 150 }),
    select(
      'categoriaevento',
      'Categoría',
      [
        opt('Festival', 'FES'),
        opt('Carnaval', 'CAR'),
        opt('Feria gastronómica', 'GAS'),
        opt('Torneo deportivo', 'DEP'),
        opt('Concierto', 'CON'),
        opt('Fiesta patronal', 'PAT'),
      ],
      { required: true },
    ),
    ...location('provcal', 'muncal'),
    text('lugarevento', 'Lugar', null, { required: true, length: 150 }),
    date('fechainiciocal', 'Fecha de inicio', { required: true }),
    date('fechafincal', 'Fecha de cierre', { required: true }),
    time('horainiciocal', 'Hora de inicio', { required: true }),
    time('horafincal', 'Hora de cierre'),
    checkbox('entradagratis', 'Entrada', [
      opt('La entrada es gratuita', 'gratis', '2,7,6:precioentrada,precioentrada,precioentrada', {
        ruleF: '3,4:precioentrada,precioentrada',
      }),
    ]),
    text('precioentrada', 'Precio de la entrada (RD$)', '12', { required: true }),
    text('webevento', 'Página web o red social del evento', null, { length: 200 }),
    text('correoevento', 'Correo de contacto del evento', '5', { required: true, length: 120 }),
    radio('espaciopublico', '¿Se realiza en un espacio público?', [opt('Sí', 'si', '4:anexopermiso'), opt('No', 'no')], {
      required: true,
    }),
    ...documentsStep([
      file('anexo1', 'Descripción del evento', { exts: 'pdf' }),
      file('anexoimagen', 'Imagen del evento', { exts: 'jpg' }),
      file('anexopermiso', 'Permiso del ayuntamiento', { exts: 'pdf', required: false }),
    ]),
  ],
]);
