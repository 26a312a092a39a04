/**
 * Expert form 119 — 'Licencia de operación para empresas de renta de vehículos' (service 21,
 * licences). Carries a RULE ON A GRID SUB-FIELD (motorcycles show / require the engine size column
 * of the fleet grid), rule 3 (a fleet policy enables / requires the policy number, disabled by
 * default), a fleet grid (selects, date) and `rulesprice` for variations 211, 212.
 */
import { applicantStep, documentsStep, establishmentBlock } from './blocks';
import { date, expertForm, file, grid, h1, opt, priceValues, radio, select, text } from './builders';

export default expertForm({ id: 119, name: 'mitur-lic-rveh', version: 1 }, [
  [
    ...applicantStep(),
    h1('grp02empresa', 'Empresa'),
    ...establishmentBlock('Datos de la empresa'),
    select('rangoflota', 'Tamaño de la flota', [opt('Hasta 20 vehículos', 'f1'), opt('Más de 20 vehículos', 'f2')], { required: true }),
    text('cantvehiculos', 'Cantidad de vehículos', '6', { required: true }),
    radio('incluyemotos', '¿La flota incluye motocicletas o cuatrimotos?', [opt('Sí', 'si', '1,4:cilindrada,cilindrada'), opt('No', 'no')], { required: true }),
    radio('polizaflota', '¿Tiene una póliza colectiva para toda la flota?', [opt('Sí', 'si', '3,4:numpolizaflota,numpolizaflota'), opt('No', 'no')], {
      required: true,
    }),
    text('numpolizaflota', 'No. de póliza colectiva', null, { enabled: false, length: 30 }),
    h1('grp03flota', 'Flota'),
    grid(
      'Mitur119flota',
      'Vehículos de la flota',
      'relflota',
      [
        text('placa', 'Placa', null, { required: true, length: 10 }),
        select('marca', 'Marca', [
          opt('Toyota', 'TOY'),
          opt('Hyundai', 'HYU'),
          opt('Kia', 'KIA'),
          opt('Nissan', 'NIS'),
          opt('Honda', 'HON'),
          opt('Yamaha', 'YAM'),
        ]),
        select(
          'tipoveh',
          'Tipo de vehículo',
          [opt('Automóvil', 'AUT'), opt('Jeepeta', 'JEE'), opt('Minibús', 'MIN'), opt('Motocicleta', 'MOT'), opt('Cuatrimoto', 'CUA')],
          { required: true },
        ),
        text('anioveh', 'Año', '6', { length: 4 }),
        text('cilindrada', 'Cilindrada (cc)', '6', { hidden: true }),
        date('vencepoliza', 'Vencimiento de la póliza de seguro', { required: true }),
      ],
      { required: true },
    ),
    ...documentsStep([
      file('anexo1', 'Registro mercantil y RNC', { exts: 'pdf' }),
      file('anexo2', 'Relación de la flota', { exts: 'xlsx' }),
      file('anexo3', 'Pólizas de seguro', { exts: 'pdf' }),
      file('anexo4', 'Modelo de contrato de alquiler'),
    ]),
    priceValues({
      211: [{ name: 'rangoflota', type: 'select', value: 'f1' }],
      212: [{ name: 'rangoflota', type: 'select', value: 'f2' }],
    }),
  ],
]);
