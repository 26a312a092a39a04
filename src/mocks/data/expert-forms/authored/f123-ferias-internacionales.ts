/**
 * Expert form 123 — 'Participación en ferias internacionales de turismo' (service 26, marketing).
 * Carries a select filtered by its parent (`father_id`: fair by region), a SHOWN STEP THAT A RULE
 * HIDES (the 'Delegado comercial sin mostrador' option hides the 'Mostrador' step, rule 0 on its
 * h1), a representatives grid (select + date) and `rulesprice` for variations 261, 262.
 */
import { applicantStep, documentsStep, establishmentBlock } from './blocks';
import { checkbox, date, expertForm, file, grid, h1, opt, priceValues, radio, select, text } from './builders';

export default expertForm({ id: 123, name: 'mitur-mer-feri', version: 1 }, [
  [
    ...applicantStep(),
    h1('grp02feria', 'Feria y empresa'),
    select('regionferia', 'Región', [opt('Europa', 'eu'), opt('Norteamérica', 'na'), opt('Latinoamérica', 'la')], { required: true }),
    select(
      'feria',
      'Feria',
      [
        opt('FITUR (Madrid)', 'FITUR', '', { father: 'eu' }),
        opt('ITB (Berlín)', 'ITB', '', { father: 'eu' }),
        opt('WTM (Londres)', 'WTM', '', { father: 'eu' }),
        opt('IPW (Estados Unidos)', 'IPW', '', { father: 'na' }),
        opt('Seatrade Cruise Global (Miami)', 'SCG', '', { father: 'na' }),
        opt('FIT (Buenos Aires)', 'FIT', '', { father: 'la' }),
        opt('Vitrina Turística ANATO (Bogotá)', 'ANATO', '', { father: 'la' }),
      ],
      { required: true, fatherId: 'regionferia' },
    ),
    radio(
      'modalidad',
      'Modalidad de participación',
      [opt('Coexpositor con mostrador', 'mostrador'), opt('Delegado comercial sin mostrador', 'delegado', '0:grp03mostrador')],
      { required: true },
    ),
    ...establishmentBlock('Datos de la empresa'),
    h1('grp03mostrador', 'Mostrador'),
    select('tipomostrador', 'Tipo de mostrador', [opt('Sencillo', 'S'), opt('Doble', 'D')], { required: true }),
    text('rotulo', 'Nombre para el rótulo del mostrador', null, { required: true, length: 40 }),
    checkbox('necesidades', 'Necesidades del mostrador', [opt('Conexión eléctrica', 'ELE'), opt('Pantalla', 'PAN'), opt('Internet', 'INT')]),
    h1('grp04representantes', 'Representantes'),
    grid(
      'Mitur123representantes',
      'Representantes de la empresa',
      'relrepresentantes',
      [
        text('nombrerep', 'Nombre completo', '7', { required: true, length: 120 }),
        text('cargorep', 'Cargo', null, { length: 80 }),
        text('pasaporterep', 'No. de pasaporte', null, { length: 20 }),
        select('rolrep', 'Rol en la feria', [opt('Coexpositor', 'COE'), opt('Delegado comercial', 'DEL')], { required: true }),
        date('fechallegada', 'Fecha de llegada a la feria'),
      ],
      { required: true },
    ),
    ...documentsStep([
      file('anexo1', 'Formulario de participación', { exts: 'pdf' }),
      file('anexo2', 'Licencia de operación vigente', { exts: 'pdf' }),
      file('anexo3', 'Logotipo de la empresa'),
      file('anexo4', 'Descripción de la empresa para el catálogo', { required: false }),
    ]),
    priceValues({
      261: [{ name: 'modalidad', type: 'radio-group', value: 'mostrador' }],
      262: [{ name: 'modalidad', type: 'radio-group', value: 'delegado' }],
    }),
  ],
]);
