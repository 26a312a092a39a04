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
  mapsIntro: 'Consulte los mapas de los polos turísticos del país. Pulse un mapa para verlo a tamaño completo.', // not in spec
  documentsIntro: 'Leyes, reglamentos, formularios y guías del Ministerio de Turismo.', // not in spec
  mapsFailed: 'No se pudieron cargar los mapas.', // not in spec
  documentsFailed: 'No se pudieron cargar los documentos.', // not in spec
  documentsCount: '{n} documento(s)', // not in spec
  openDocument: 'Ver {title}', // not in spec
  downloadDocument: 'Descargar {title} ({ext})', // not in spec
  notViewable: 'Formato {ext}: solo descarga', // not in spec
  clearFilters: 'Limpiar filtros', // not in spec
  viewer: {
    close: 'Cerrar', // not in spec
    toolbar: 'Herramientas del visor', // not in spec
    zoomIn: 'Acercar', // not in spec
    zoomOut: 'Alejar', // not in spec
    reset: 'Restablecer', // not in spec
    zoomLevel: 'Zoom: {n} %', // not in spec
    download: 'Descargar', // not in spec
    previousPage: 'Página anterior', // not in spec
    nextPage: 'Página siguiente', // not in spec
    pageOf: 'Página {page} de {total}', // not in spec
    stage: 'Vista de {title}', // not in spec
    loading: 'Cargando documento…', // not in spec
    failed: 'No se pudo abrir el documento.', // not in spec
    retry: 'Reintentar', // not in spec
  },
} as const;

provideMessages('generalQueries', generalQueries);
