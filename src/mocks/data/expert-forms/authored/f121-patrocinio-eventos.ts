/**
 * Expert form 121 — 'Solicitud de patrocinio de eventos turísticos' (service 24, marketing).
 * Carries a `rules` carrier (initial values: currency DOP and organiser type 'Empresa', whose rule
 * switches the organiser document to RNC), the organiser-type radio (rules 7, 8, 9, 10), RULE 5
 * (a producer presenting on the organiser's behalf shows / requires the authorisation letter and
 * re-applies the organiser-type rule), the event block (location, dates, time, numbers, money)
 * and an optional co-sponsors grid (select + date). No `rulesprice`: the only tariff is free.
 */
import { applicantStep, documentsStep, location } from './blocks';
import { date, expertForm, file, grid, h1, initialValues, opt, radio, select, text, textarea, time } from './builders';

export default expertForm({ id: 121, name: 'mitur-mer-patr', version: 2 }, [
  [
    ...applicantStep(),
    h1('grp02organizador', 'Organizador'),
    radio(
      'tipoorg',
      'Tipo de organizador',
      [
        opt('Persona física', 'pf', '7,8:docorg,docorg'),
        opt('Empresa o institución', 'pj', '7,10:docorg,docorg'),
        opt('Organizador extranjero', 'ext', '7,9:docorg,docorg'),
      ],
      { required: true },
    ),
    text('docorg', 'Documento del organizador', '0', { required: true }),
    text('nombreorg', 'Nombre del organizador', null, { required: true, length: 150 }),
    radio(
      'presentapor',
      '¿Quién presenta la solicitud?',
      [opt('El propio organizador', 'org'), opt('Una productora o agencia en su nombre', 'prod', '1,4,5:cartaautoriz,cartaautoriz,tipoorg')],
      { required: true },
    ),
    h1('grp03evento', 'Evento'),
    text('nombreevento', 'Nombre del evento', null, { required: true, length: 150 }),
    select(
      'tipoevento',
      'Tipo de evento',
      [
        opt('Festival', 'FES'),
        opt('Congreso o convención', 'CON'),
        opt('Competencia deportiva', 'DEP'),
        opt('Evento cultural', 'CUL'),
        opt('Feria gastronómica', 'GAS'),
      ],
      { required: true },
    ),
    ...location('provevento', 'munevento', { label: 'Provincia del evento' }),
    date('fechainicioev', 'Fecha de inicio', { required: true }),
    date('fechafinev', 'Fecha de cierre', { required: true }),
    time('horainicioev', 'Hora de inicio'),
    text('visitantes', 'Visitantes esperados', '6', { required: true }),
    select('moneda', 'Moneda del monto solicitado', [opt('Pesos dominicanos', 'DOP'), opt('Dólares estadounidenses', 'USD')], {
      required: true,
    }),
    text('montosolicitado', 'Monto solicitado', '12', { required: true }),
    textarea('planmedios', 'Plan de medios y visibilidad de la marca país', { required: true, length: 2000 }),
    grid('Mitur121copatrocinio', 'Otros patrocinadores', 'relcopatrocinadores', [
      text('nombrecopat', 'Patrocinador', null, { required: true, length: 120 }),
      select('tipoaporte', 'Tipo de aporte', [opt('Efectivo', 'EF'), opt('En especie', 'ES'), opt('Espacios en medios', 'ME')]),
      text('montoaporte', 'Monto del aporte (RD$)', '12'),
      date('fechacompromiso', 'Fecha del compromiso'),
    ]),
    ...documentsStep([
      file('anexo1', 'Carta de solicitud', { exts: 'pdf' }),
      file('anexo2', 'Propuesta del evento', { exts: 'pdf' }),
      file('anexo3', 'Presupuesto', { exts: 'xlsx' }),
      file('anexo4', 'Documentos del organizador', { exts: 'pdf' }),
      file('cartaautoriz', 'Carta de autorización del organizador', { exts: 'pdf', required: false, hidden: true }),
    ]),
    initialValues([
      { name: 'moneda', type: 'select', value: 'DOP' },
      { name: 'tipoorg', type: 'radio-group', value: 'pj' },
    ]),
  ],
]);
