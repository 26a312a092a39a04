/**
 * Expert form 116 — 'Licencia de operación para excursiones en bote' (service 18, licences).
 * Carries a vessels grid (select, numbers, required date), the captain block, departure / return
 * times and `rulesprice` for variations 181–183.
 */
import { applicantStep, documentsStep, establishmentBlock } from './blocks';
import { date, expertForm, file, grid, h1, h2, opt, priceValues, select, text, time } from './builders';

export default expertForm({ id: 116, name: 'mitur-lic-bote', version: 2 }, [
  [
    ...applicantStep(),
    h1('grp02empresa', 'Empresa'),
    ...establishmentBlock('Datos de la empresa'),
    text('puertosalida', 'Puerto o muelle de salida', null, { required: true, length: 120 }),
    select(
      'rangopasajeros',
      'Capacidad por embarcación',
      [opt('Hasta 20 pasajeros', 'e1'), opt('De 21 a 60 pasajeros', 'e2'), opt('Más de 60 pasajeros', 'e3')],
      { required: true },
    ),
    h1('grp03embarcaciones', 'Embarcaciones y tripulación'),
    grid(
      'Mitur116embarcaciones',
      'Embarcaciones',
      'relembarcaciones',
      [
        text('nombreemb', 'Nombre de la embarcación', null, { required: true, length: 80 }),
        text('matricula', 'Matrícula', null, { required: true, length: 20 }),
        select('tipoemb', 'Tipo de embarcación', [
          opt('Catamarán', 'CAT'),
          opt('Lancha rápida', 'LAN'),
          opt('Velero', 'VEL'),
          opt('Barco de fondo de cristal', 'FCR'),
        ]),
        text('capacidad', 'Capacidad de pasajeros', '6', { required: true }),
        date('vencenaveg', 'Vencimiento del certificado de navegabilidad', { required: true }),
      ],
      { required: true },
    ),
    h2('fscapitan', 'Capitán'),
    text('nombrecapitan', 'Nombre del capitán', '7', { required: true, length: 120 }),
    text('licenciacapitan', 'No. de licencia de capitán', null, { required: true, length: 20 }),
    time('horasalida', 'Hora de salida de las excursiones', { required: true }),
    time('horaregreso', 'Hora de regreso', { required: true }),
    ...documentsStep([
      file('anexo1', 'Registro mercantil y RNC', { exts: 'pdf' }),
      file('anexo2', 'Certificado de navegabilidad', { exts: 'pdf' }),
      file('anexo3', 'Licencia del capitán', { exts: 'pdf' }),
      file('anexo4', 'Póliza de seguro de pasajeros', { exts: 'pdf' }),
      file('anexo5', 'Plan de seguridad y emergencias', { exts: 'pdf' }),
    ]),
    priceValues({
      181: [{ name: 'rangopasajeros', type: 'select', value: 'e1' }],
      182: [{ name: 'rangopasajeros', type: 'select', value: 'e2' }],
      183: [{ name: 'rangopasajeros', type: 'select', value: 'e3' }],
    }),
  ],
]);
