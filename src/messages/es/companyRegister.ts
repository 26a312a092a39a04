/**
 * Spanish strings of the `companyRegister` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const companyRegister = {
  title: 'Registro de empresa', // not in spec
  introTitle: 'Registro de empresas', // not in spec
  introBody: 'El registro de empresas es solo para empresas que realizan sus trámites a través de representantes o bufetes de abogados.', // not in spec
  tutorials: 'Ver videos tutoriales', // not in spec
  understood: 'Entendido', // not in spec
  steps: {
    authInfo: 'Información de autenticación', // not in spec
    companyData: 'Datos de la empresa', // not in spec
    securityInfo: 'Información de seguridad', // not in spec
    terms: 'Términos y condiciones', // not in spec
    confirmation: 'Confirmación', // not in spec
  },
  fields: {
    rnc: 'RNC', // contract §2.5 (not in spec)
    nombre: 'Nombre comercial', // not in spec
    razonsocial: 'Razón social', // not in spec
    extension: 'Extensión', // not in spec
    telefono: 'Teléfono', // not in spec
    registromercant: 'Registro mercantil', // not in spec
    podernotarizado: 'Poder notarizado', // not in spec
    cedulaperaut: 'Cédula del representante autorizado', // not in spec
    pdfOnlyHint: 'Solo se aceptan archivos PDF', // not in spec
  },
  rncLength: 'Cantidad de caracteres incorrecto',
  rncInvalid: 'RNC inválido, introduzca otro RNC',
  phoneInUse: 'Teléfono en uso, favor introduzca otro teléfono',
  introLabel: 'Aviso sobre el registro de empresas', // not in spec
  documentsTitle: 'Documentos de la empresa', // not in spec
  chooseFile: 'Seleccionar archivo PDF', // not in spec
  noFile: 'Ningún archivo seleccionado', // not in spec
  removeFile: 'Quitar {name}', // not in spec
  optional: '(opcional)', // not in spec
  uploadLabel: 'Progreso de la carga de documentos', // not in spec
  uploadProgress: 'Subiendo documentos: {percent} %', // not in spec
  confirmationTitle: '¡Gracias por registrar su empresa!', // not in spec
  confirmationBody: 'Su empresa está pendiente de aprobación por el Ministerio de Turismo. Le notificaremos por correo electrónico.', // not in spec
  answersFailedTitle: 'Su empresa fue registrada, pero sus respuestas de seguridad no se guardaron', // not in spec
} as const;

provideMessages('companyRegister', companyRegister);
