/** Types shared by the header modules (see Header.tsx). */

/** Texts of the header (Spanish, from the message catalogue). */
export interface HeaderLabels {
  /** 'Inicio' */
  home: string;
  /** 'Trámites' */
  services: string;
  /** 'Consultas generales' */
  generalQueries: string;
  /** 'Contacto' */
  contact: string;
  /** 'Iniciar Sesión' */
  login: string;
  /** 'Registrar' */
  register: string;
  /** 'Mi escritorio' */
  myDesk: string;
  /** 'Mi configuración' */
  myConfiguration: string;
  /** 'Cerrar sesión' */
  logout: string;
  /** Accessible name of the logo link, e.g. 'Ministerio de Turismo, ir al inicio'. */
  logoAlt: string;
  /** Accessible name of the navigation landmark, e.g. 'Menú principal'. */
  mainNav: string;
  /** Visible text of the compact menu button, e.g. 'Menú'. */
  openMenu: string;
  /** Title of the drawer, e.g. 'Menú de navegación'. */
  menuTitle: string;
  /** Accessible name of the drawer's close button, e.g. 'Cerrar menú'. */
  closeMenu: string;
  /** Screen-reader prefix of the user-menu button, e.g. 'Menú de usuario'. */
  userMenu: string;
}

/** Props of {@link Header}. */
export interface HeaderProps {
  authenticated: boolean;
  /** Display name of the signed-in user (shown on the user-menu button). */
  userName?: string;
  labels: HeaderLabels;
  /** Called by "Cerrar sesión". */
  onLogout: () => void;
  /** Current location path (e.g. from wouter's `useLocation()`), used for `aria-current`. */
  currentPath: string;
  /** Force the compact (true) or full (false) header; default follows the 1000 px breakpoint. */
  compact?: boolean;
}
