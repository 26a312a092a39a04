/**
 * Spanish strings of the `notifications` area (see src/messages/es.ts for the sources and conventions:
 * spec strings verbatim; `// not in spec` marks the others). Importing this module makes the area
 * available to `t()`; the page that shows these texts imports it, so each area ships with its route.
 */
import { provideMessages } from '../es';

export const notifications = {
  title: 'Notificaciones', // not in spec
  open: 'Abrir notificaciones', // not in spec
  badge: '{n} notificaciones', // not in spec
  empty: 'No hay notificaciones',
  requestLink: 'Solicitud {id}', // not in spec
} as const;

provideMessages('notifications', notifications);
