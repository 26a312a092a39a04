/**
 * Expert form 115 — 'Licencia de operación para tiendas de regalos y artesanía' (service 17,
 * licences). Carries rule 0 and 6 (a natural-person holder hides the establishment's RNC and makes
 * it optional, and shows / requires the holder's cédula), a checkbox group without rules, a file
 * limited to jpg, and `rulesprice` for variations 171, 172.
 */
import { applicantStep, documentsStep, establishmentBlock } from './blocks';
import { checkbox, expertForm, file, h1, opt, priceValues, radio, select, text } from './builders';

export default expertForm({ id: 115, name: 'mitur-lic-tien', version: 1 }, [
  [
    ...applicantStep(),
    h1('grp02tienda', 'Tienda'),
    radio(
      'personatienda',
      'El titular de la tienda es',
      [opt('Persona jurídica', 'pj'), opt('Persona física', 'pf', '0,6,1,4:rncestab,rncestab,cedulatitular,cedulatitular')],
      { required: true },
    ),
    text('cedulatitular', 'Cédula del titular', '0', { hidden: true }),
    ...establishmentBlock('Datos de la tienda'),
    checkbox(
      'productos',
      'Productos que comercializa',
      [opt('Artesanía dominicana', 'ART'), opt('Ámbar y larimar', 'AML'), opt('Cigarros y ron', 'CYR'), opt('Ropa y recuerdos', 'RYR')],
      { required: true },
    ),
    select('tiposoltienda', 'Tipo de solicitud', [opt('Primera licencia', 'primera'), opt('Renovación anual', 'renov')], {
      required: true,
    }),
    ...documentsStep([
      file('anexo1', 'Registro mercantil o cédula', { exts: 'pdf' }),
      file('anexo2', 'Permiso municipal', { exts: 'pdf' }),
      file('anexo3', 'Fotografías del local', { exts: 'jpg' }),
    ]),
    priceValues({
      171: [{ name: 'tiposoltienda', type: 'select', value: 'primera' }],
      172: [{ name: 'tiposoltienda', type: 'select', value: 'renov' }],
    }),
  ],
]);
