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
  badgeOne: '1 notificación', // not in spec
  empty: 'No hay notificaciones',
  requestLink: 'Solicitud {id}', // not in spec
  openRequest: 'Ver solicitud {id}', // not in spec
  markRead: 'Marcar como leída', // not in spec
  loading: 'Cargando notificaciones…', // not in spec
  loadFailed: 'No se pudieron cargar las notificaciones.', // not in spec
  markFailed: 'No se pudo marcar la notificación como leída. Intente de nuevo.', // not in spec
  retry: 'Reintentar', // not in spec
  close: 'Cerrar notificaciones', // not in spec
} as const;

provideMessages('notifications', notifications);
