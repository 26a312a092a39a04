/**
 * Spanish strings of the `files` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const files = {
  maxSize: 'El peso limite por archivo es de {n}mb',
  notAllowed: 'Documento no permitido',
  chooseMany: 'Seleccionar archivos', // not in spec
  singleOnly: 'No se puede agregar mas de un documento',
  requiredExtension: 'El archivo requiere una extension .{ext}',
  added: 'Documento agregado',
  removed: 'Documento removido',
  atLeastOne: 'Debe adjuntar al menos un documento', // not in spec
  choose: 'Seleccionar archivo', // not in spec
  dropHint: 'Arrastre un archivo aquí o selecciónelo', // not in spec
  allowedHint: 'Formatos permitidos: {exts}. Tamaño máximo: {n} MB.', // not in spec
  myDocuments: 'Mis documentos', // contract §1.6 (not in spec)
  useDocument: 'Usar este documento', // not in spec
  uploading: 'Subiendo… {percent}%', // not in spec
  remove: 'Eliminar', // not in spec
  removeNamed: 'Eliminar {name}', // not in spec
  useNamed: 'Usar {name}', // not in spec
  selected: 'Documentos seleccionados', // not in spec
  sizeMb: '{n} MB', // not in spec
  sizeKb: '{n} KB', // not in spec
  storedOn: 'Guardado el {date}', // not in spec
  myDocumentsEmpty: 'No tiene documentos guardados.', // not in spec
  myDocumentsPages: 'Páginas de mis documentos', // not in spec
  viewer: {
    title: 'Visor de documentos', // not in spec
    zoomIn: 'Acercar', // not in spec
    zoomOut: 'Alejar', // not in spec
    reset: 'Restablecer', // not in spec
    download: 'Descargar', // not in spec
    close: 'Cerrar', // not in spec
    noPreview: 'La vista previa no está disponible para este tipo de archivo.', // not in spec
  },
} as const;

provideMessages('files', files);
