/**
 * Spanish strings of the `policy` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const policy = {
  title: 'Política de privacidad', // not in spec
  termsTitle: 'Términos y condiciones de uso', // not in spec
  contents: 'En esta página', // not in spec
  empty: 'Este contenido no está disponible en este momento.', // not in spec
} as const;

provideMessages('policy', policy);
