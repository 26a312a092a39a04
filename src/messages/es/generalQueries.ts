/**
 * Spanish strings of the `generalQueries` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const generalQueries = {
  title: 'Consultas generales',
  mapsTab: 'Mapa de los Polos',
  documentsTab: 'Documentos',
  openMap: 'Ver mapa de {title}', // not in spec
  filterByType: 'Filtrar por tipo', // not in spec
  allTypes: 'Todos', // not in spec
  searchByTitle: 'Buscar por título del documento', // not in spec
  noDocuments: 'No se encontraron documentos.', // not in spec
  noMaps: 'No hay mapas disponibles.', // not in spec
} as const;

provideMessages('generalQueries', generalQueries);
