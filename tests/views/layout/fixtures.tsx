/** Spanish test fixtures for layout components (texts would normally come from src/messages/es.ts). */
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { HeaderLabels } from '../../../src/views/layout/Header';
import type { FooterProps } from '../../../src/views/layout/Footer';

export const headerLabels: HeaderLabels = {
  home: 'Inicio',
  services: 'Trámites',
  generalQueries: 'Consultas generales',
  contact: 'Contacto',
  login: 'Iniciar Sesión',
  register: 'Registrar',
  myDesk: 'Mi escritorio',
  myConfiguration: 'Mi configuración',
  logout: 'Cerrar sesión',
  logoAlt: 'Ministerio de Turismo, ir al inicio',
  mainNav: 'Menú principal',
  openMenu: 'Menú',
  menuTitle: 'Menú de navegación',
  closeMenu: 'Cerrar menú',
  userMenu: 'Menú de usuario',
};

export const footerProps: FooterProps = {
  directory: {
    address: 'Av. Cayetano Germosén, Santo Domingo',
    phones: ['809-221-4660', '809-200-0000'],
    email: 'info@example.gob.do',
    hours: 'Lunes a viernes, 8:00 a. m. - 4:00 p. m.',
  },
  links: {
    terms: { label: 'Términos de uso', href: '/app/policy#terminos' },
    faq: { label: 'Preguntas frecuentes', href: '/app/generalQueries' },
    policy: { label: 'Política de privacidad', href: '/app/policy' },
  },
  categories: ['Alojamiento', 'Tiendas de regalo', 'Agencias de viaje', 'Paseos en bote', 'Aventura', 'Senderismo'],
  copyright: '© 2024 Ministerio de Turismo. Todos los derechos reservados.',
  labels: {
    directoryTitle: 'Directorio',
    categoriesTitle: 'Categorías de trámites',
    linksTitle: 'Enlaces de interés',
    address: 'Dirección',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    hours: 'Horario',
    newTab: '(se abre en una pestaña nueva)',
  },
};

/** Renders children inside a wouter memory router at `path`; returns the location stub. */
export function withRouter(children: ReactNode, path = '/public') {
  const location = memoryLocation({ path, record: true });
  return {
    location,
    ui: <Router hook={location.hook}>{children}</Router>,
  };
}

/** Installs a window.matchMedia mock where `(min-width: Npx)` matches when N <= width. */
export function mockViewport(width: number): () => void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- kept only to be put back on `window`, never called detached
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const m = /min-width:\s*(\d+)px/.exec(query);
    const matches = m ? width >= Number(m[1]) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}
