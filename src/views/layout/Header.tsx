/**
 * Site header (spec 000 §2 "Layout shell"; spec 001 §2 "Application shell").
 *
 * - Logo linking to "/".
 * - Menu: Inicio (/public), Trámites (/app/listOfServices/0), Consultas generales
 *   (/app/generalQueries), Contacto (/app/contact).
 * - Guests: Iniciar Sesión (/public/login), Registrar (/app/register).
 * - Authenticated: Mi escritorio (/app/myDesk) and a user menu with Mi configuración
 *   (/app/myConfiguration) and Cerrar sesión (`onLogout`).
 * - From 1000 px the full header is shown; below it (spec 000 §9 "Header compact below 1000") a
 *   "Menú" button opens a drawer (Radix Dialog: focus trap, Escape, focus return) with the same
 *   items. `compact` forces a variant; otherwise it follows `matchMedia(mediaQueries.headerFull)`
 *   (full header when matchMedia is unavailable).
 * - The drawer (MenuDrawer.tsx, with Radix Dialog) is a lazy chunk: preloaded when the menu button
 *   is hovered, focused or touched, mounted on first open. If the chunk cannot be loaded the same
 *   items are shown inline under the header instead, so navigation keeps working.
 * - The current item gets `aria-current="page"` (see navigation.ts for the matching rule).
 * - Signed in: the notifications bell (NotificationsBell.tsx, a lazy chunk) before Mi escritorio, and
 *   in the compact menu (MenuDrawer.tsx).
 *
 * The user menu is a disclosure (button with `aria-expanded` + `aria-controls` and a list of
 * links/buttons), not an ARIA `menu`: it needs no arrow-key model, stays tiny, and closes on
 * Escape (focus back on the button), outside click, focus leaving it, or choosing an item.
 *
 * Presentational: all texts come from `labels`; navigation is done by wouter links.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { mediaQueries } from '../../styles/breakpoints';
import { container, visuallyHidden } from '../../styles/utilities.css';
import { buttonClassName } from '../components/Button';
import { ChunkBoundary } from '../components/ChunkBoundary';
import { Icon } from '../components/Icon';
import { Logo } from './Logo';
import { CompactNav, NavLinkItem } from './headerParts';
import type { HeaderProps } from './headerTypes';
import { GUEST_NAV, MAIN_NAV } from './navigation';
import { useMediaQuery } from './useMediaQuery';
import * as css from './Header.css';

export type { HeaderLabels, HeaderProps } from './headerTypes';

function UserMenu({ userName, labels, currentPath, onLogout }: Pick<HeaderProps, 'userName' | 'labels' | 'currentPath' | 'onLogout'>) {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `user-menu-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (wrapRef.current && !wrapRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      ref={wrapRef}
      className={css.userMenu}
      onBlur={(event) => {
        if (open && wrapRef.current && event.relatedTarget && !wrapRef.current.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button ref={buttonRef} type="button" className={css.userButton} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        <Icon name="user" />
        {userName ? (
          <>
            <span className={visuallyHidden}>{labels.userMenu}:</span> <span className={css.userName}>{userName}</span>
          </>
        ) : (
          <span className={css.userName}>{labels.userMenu}</span>
        )}
        <Icon name={open ? 'chevron-up' : 'chevron-down'} size={16} />
      </button>
      <ul id={panelId} className={css.userPanel} hidden={!open}>
        <li>
          <NavLinkItem navKey="myConfiguration" labels={labels} currentPath={currentPath} className={css.panelItem} onNavigate={() => setOpen(false)} />
        </li>
        <li>
          <button
            type="button"
            className={css.panelItem}
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
          >
            <Icon name="logout" size={18} />
            {labels.logout}
          </button>
        </li>
      </ul>
    </div>
  );
}

function FullHeader({ authenticated, userName, labels, onLogout, currentPath }: HeaderProps) {
  return (
    <nav aria-label={labels.mainNav} className={css.nav}>
      <ul className={css.menuList}>
        {MAIN_NAV.map((key) => (
          <li key={key}>
            <NavLinkItem navKey={key} labels={labels} currentPath={currentPath} className={css.menuLink} />
          </li>
        ))}
      </ul>
      <ul className={css.account}>
        {authenticated ? (
          <>
            <li>
              <ChunkBoundary>
                <Suspense fallback={null}>
                  <MenuDrawer bellOnly currentPath={currentPath} />
                </Suspense>
              </ChunkBoundary>
            </li>
            <li>
              <NavLinkItem navKey="myDesk" labels={labels} currentPath={currentPath} className={css.menuLink} />
            </li>
            <li>
              <UserMenu userName={userName} labels={labels} currentPath={currentPath} onLogout={onLogout} />
            </li>
          </>
        ) : (
          GUEST_NAV.map((key) => (
            <li key={key}>
              <NavLinkItem
                navKey={key}
                labels={labels}
                currentPath={currentPath}
                className={buttonClassName({ variant: key === 'login' ? 'secondary' : 'primary', size: 'sm' })}
              />
            </li>
          ))
        )}
      </ul>
    </nav>
  );
}

const loadMenuDrawer = () => import('./MenuDrawer');
/**
 * The drawer's chunk; with `bellOnly` it renders the notifications bell of the full header (spec 001
 * §2.2) instead: no extra lazy import nor preload list in the /public first load (budget), and the
 * bell itself is a further lazy chunk.
 */
const MenuDrawer = lazy(loadMenuDrawer);

/** Starts downloading the drawer chunk (on hover/focus/touch of the menu button). */
function preloadMenuDrawer() {
  loadMenuDrawer().catch(() => {
    /* retried by React.lazy when the drawer is actually opened */
  });
}

function CompactHeader(props: HeaderProps) {
  const { currentPath, labels } = props;
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerId = `menu-drawer-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  useEffect(() => {
    setOpen(false);
  }, [currentPath]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={css.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onPointerEnter={preloadMenuDrawer}
        onFocus={preloadMenuDrawer}
        onTouchStart={preloadMenuDrawer}
        onClick={() => {
          setRequested(true);
          setOpen((v) => !v);
        }}
      >
        <Icon name="menu" />
        <span>{labels.openMenu}</span>
      </button>
      {requested ? (
        <ChunkBoundary
          fallback={
            open ? (
              <div id={drawerId} className={css.inlineMenu}>
                <CompactNav {...props} onDone={() => setOpen(false)} />
              </div>
            ) : null
          }
        >
          <Suspense fallback={null}>
            <MenuDrawer {...props} id={drawerId} open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} />
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </>
  );
}

/** See module documentation. */
export function Header(props: HeaderProps) {
  const fullByViewport = useMediaQuery(mediaQueries.headerFull, true);
  const compact = props.compact ?? !fullByViewport;
  return (
    <header className={css.header} data-header-variant={compact ? 'compact' : 'full'}>
      <div className={`${container} ${css.bar}`}>
        <Link href="/" className={css.logoLink}>
          <Logo alt={props.labels.logoAlt} />
        </Link>
        {compact ? <CompactHeader {...props} /> : <FullHeader {...props} />}
      </div>
    </header>
  );
}
