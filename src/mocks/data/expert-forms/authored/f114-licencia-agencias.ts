/**
 * Expert form 114 — 'Licencia de operación para agencias de viajes y turoperadores' (service 16,
 * licences). Carries radios that show and require fields (the previous licence on renewal, the
 * markets of a receptive tour operator), the guarantee bond (money, date) and the manager's
 * cédula, and `rulesprice` for variations 161, 162 (company type) and 163 (renewal).
 */
import { applicantStep, documentsStep, establishmentBlock } from './blocks';
import { checkbox, date, expertForm, file, h1, h2, opt, priceValues, radio, select, text } from './builders';

export default expertForm({ id: 114, name: 'mitur-lic-agen', version: 2 }, [
  [
    ...applicantStep(),
    h1('grp02agencia', 'Agencia'),
    ...establishmentBlock('Datos de la agencia'),
    radio('tipoagencia', 'Tipo de empresa', [opt('Agencia de viajes', 'agv'), opt('Turoperador receptivo', 'tor', '1,4:mercados,mercados')], {
      required: true,
    }),
    checkbox('mercados', 'Mercados que atiende', [opt('Norteamérica', 'NA'), opt('Europa', 'EU'), opt('Latinoamérica', 'LA'), opt('Caribe', 'CB')], {
      hidden: true,
    }),
    radio('tiposolagencia', 'Tipo de solicitud', [opt('Primera licencia', 'nueva'), opt('Renovación', 'renov', '1,4:numlicenciaant,numlicenciaant')], {
      required: true,
    }),
    text('numlicenciaant', 'No. de licencia anterior', null, { hidden: true, length: 20 }),
    h2('fsfianza', 'Fianza de garantía'),
    text('montofianza', 'Monto de la fianza (RD$)', '12', { required: true }),
    select(
      'aseguradora',
      'Compañía aseguradora',
      [opt('Seguros Reservas', 'SR'), opt('MAPFRE BHD Seguros', 'MB'), opt('Seguros Universal', 'SU'), opt('La Colonial', 'LC')],
      { required: true },
    ),
    date('vencefianza', 'Fecha de vencimiento de la fianza', { required: true }),
    h2('fsgerente', 'Gerente'),
    text('nombregerente', 'Nombre del gerente', '7', { required: true, length: 120 }),
    text('cedulagerente', 'Cédula del gerente', '0', { required: true }),
    ...documentsStep([
      file('anexo1', 'Registro mercantil y RNC', { exts: 'pdf' }),
      file('anexo2', 'Contrato o título del local', { exts: 'pdf' }),
      file('anexo3', 'Fianza de garantía', { exts: 'pdf' }),
      file('anexo4', 'Currículo del gerente', { required: false }),
    ]),
    priceValues({
      161: [{ name: 'tipoagencia', type: 'radio-group', value: 'agv' }],
      162: [{ name: 'tipoagencia', type: 'radio-group', value: 'tor' }],
      163: [{ name: 'tiposolagencia', type: 'radio-group', value: 'renov' }],
    }),
  ],
]);
