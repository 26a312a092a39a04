/**
 * Building blocks shared by the full header, the compact-menu drawer (MenuDrawer.tsx, loaded
 * lazily) and its inline fallback: a router link that marks the current page, and the compact
 * navigation list.
 */
import { Link } from 'wouter';
import { Icon } from '../components/Icon';
import { GUEST_NAV, isCurrentNav, MAIN_NAV, NAV_HREF } from './navigation';
import type { NavKey } from './navigation';
import type { HeaderProps, HeaderLabels } from './headerTypes';
import * as css from './Header.css';

/** Router link to a header destination, with `aria-current="page"` when it is the current page. */
export function NavLinkItem({
  navKey,
  labels,
  currentPath,
  className,
  onNavigate,
}: {
  navKey: NavKey;
  labels: HeaderLabels;
  currentPath: string;
  className: string;
  onNavigate?: () => void;
}) {
  const current = isCurrentNav(navKey, currentPath);
  return (
    <Link href={NAV_HREF[navKey]} className={className} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
      {labels[navKey]}
    </Link>
  );
}

/** Props of {@link CompactNav}. */
export interface CompactNavProps extends Pick<HeaderProps, 'authenticated' | 'userName' | 'labels' | 'onLogout' | 'currentPath'> {
  /** Called after any item is chosen (closes the drawer). */
  onDone: () => void;
}

/**
 * The compact menu's content: `<nav aria-label={labels.mainNav}>` with the main items, then the
 * account items (guests: Iniciar Sesión, Registrar; signed in: user name, Mi escritorio,
 * Mi configuración, Cerrar sesión).
 */
export function CompactNav({ authenticated, userName, labels, onLogout, currentPath, onDone }: CompactNavProps) {
  const accountKeys: readonly NavKey[] = authenticated ? ['myDesk', 'myConfiguration'] : GUEST_NAV;
  return (
    <nav aria-label={labels.mainNav} className={css.drawerNav}>
      <ul className={css.drawerList}>
        {MAIN_NAV.map((key) => (
          <li key={key}>
            <NavLinkItem navKey={key} labels={labels} currentPath={currentPath} className={css.panelItem} onNavigate={onDone} />
          </li>
        ))}
      </ul>
      <ul className={`${css.drawerList} ${css.drawerSeparator}`}>
        {authenticated && userName ? (
          <li className={css.drawerUser}>
            <Icon name="user" />
            <span>{userName}</span>
          </li>
        ) : null}
        {accountKeys.map((key) => (
          <li key={key}>
            <NavLinkItem navKey={key} labels={labels} currentPath={currentPath} className={css.panelItem} onNavigate={onDone} />
          </li>
        ))}
        {authenticated ? (
          <li>
            <button
              type="button"
              className={css.panelItem}
              onClick={() => {
                onDone();
                onLogout();
              }}
            >
              <Icon name="logout" size={18} />
              {labels.logout}
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
