/**
 * Spanish strings of the `contact` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const contact = {
  title: 'Contacto',
  branches: 'Nuestras oficinas', // not in spec
  branchAddress: 'Dirección', // not in spec
  branchPhone: 'Teléfono', // not in spec
  branchWebsite: 'Sitio web', // not in spec
  branchEmail: 'Correo electrónico', // not in spec
  formTitle: 'Escríbanos', // not in spec
  fullName: 'Nombre completo', // not in spec
  email: 'Correo electrónico', // not in spec
  phone: 'Teléfono', // not in spec
  relation: 'Relacionado a', // contract §4.4 (not in spec)
  message: 'Mensaje', // not in spec
  send: 'Enviar', // not in spec
  relations: {
    portal: 'Portal de servicios', // contract §4.4 (not in spec)
    dpp: 'Planificación y desarrollo (DPP)', // contract §4.4 (not in spec)
    confotur: 'Confotur', // contract §4.4 (not in spec)
    companies: 'Empresas y servicios', // contract §4.4 (not in spec)
  },
  mapTitle: 'Mapa de ubicación del Ministerio de Turismo', // not in spec
  mapHeading: 'Ubicación', // not in spec
  mapAlt: 'Plano de la sede del Ministerio de Turismo en la Av. Cayetano Germosén esquina Av. Gregorio Luperón, junto al Parque Mirador Sur, Santo Domingo', // not in spec
  phonePrefix: 'Prefijo', // not in spec
  noBranches: 'No hay oficinas para mostrar en este momento.', // not in spec
  formIntro: 'Todos los campos son obligatorios.', // not in spec
  sending: 'Enviando mensaje…', // not in spec
  success: 'Mensaje enviado satisfactoriamente',
  failure: 'Ha ocurrido un error',
} as const;

provideMessages('contact', contact);
