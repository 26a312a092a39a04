/**
 * Expert form 124 — 'Solicitud de material promocional' (service 27, marketing).
 * Carries a `rules` carrier (delivery 'Retiro en la sede' by default), a radio showing / requiring
 * the hidden delivery address (province → municipality with `father_id`, textarea) and a
 * materials grid (two selects + date). No `rulesprice`: the only tariff is free.
 */
import { applicantStep, documentsStep, location } from './blocks';
import { date, expertForm, file, grid, h1, initialValues, opt, radio, select, text, textarea } from './builders';

export default expertForm({ id: 124, name: 'mitur-mer-matp', version: 1 }, [
  [
    ...applicantStep(),
    h1('grp02actividad', 'Actividad'),
    text('nombreactividad', 'Nombre del evento o actividad', null, { required: true, length: 150 }),
    select(
      'tipoactividad',
      'Tipo de actividad',
      [opt('Feria', 'FER'), opt('Congreso', 'CON'), opt('Actividad de embajada o consulado', 'EMB'), opt('Viaje de prensa', 'PRE'), opt('Otra', 'OTR')],
      { required: true },
    ),
    date('fechaactividad', 'Fecha de la actividad', { required: true }),
    text('asistentes', 'Cantidad de asistentes', '6'),
    radio(
      'entrega',
      'Forma de entrega',
      [
        opt('Retiro en la sede del Ministerio', 'sede'),
        opt('Envío a domicilio', 'envio', '1,4,1,4,1,4:provenvio,provenvio,munenvio,munenvio,direnvio,direnvio'),
      ],
      { required: true },
    ),
    ...location('provenvio', 'munenvio', { label: 'Provincia de envío', required: false, hidden: true }),
    textarea('direnvio', 'Dirección de envío', { hidden: true, length: 250 }),
    h1('grp03material', 'Material solicitado'),
    grid(
      'Mitur124material',
      'Material',
      'relmaterial',
      [
        select(
          'tipomaterial',
          'Tipo de material',
          [opt('Folletos', 'FOL'), opt('Mapas', 'MAP'), opt('Afiches', 'AFI'), opt('Bolsas', 'BOL'), opt('Gorras', 'GOR'), opt('Memorias USB', 'USB')],
          { required: true },
        ),
        select('idiomamaterial', 'Idioma', [opt('Español', 'es'), opt('Inglés', 'en'), opt('Francés', 'fr'), opt('Alemán', 'de')]),
        text('cantmaterial', 'Cantidad', '6', { required: true }),
        date('fechanecesaria', 'Fecha en que lo necesita'),
      ],
      { required: true },
    ),
    ...documentsStep([file('anexo1', 'Carta de solicitud', { exts: 'pdf' }), file('anexo2', 'Documento del solicitante')]),
    initialValues([{ name: 'entrega', type: 'radio-group', value: 'sede' }]),
  ],
]);
