/**
 * Compact-menu drawer (header below 1000 px, spec 000 §9): a Radix Dialog (`variant="drawer"`,
 * focus trap, Escape, focus back on the menu button) holding {@link CompactNav}, with the
 * notifications bell for a signed-in user.
 *
 * Loaded lazily by Header.tsx (default export) so Radix Dialog stays out of the first-load bundle
 * on wide screens and until the menu is first used.
 */
import { lazy, Suspense, type RefObject } from 'react';
import { ChunkBoundary } from '../components/ChunkBoundary';
import { Dialog } from '../components/Dialog';
import { CompactNav } from './headerParts';
import type { CompactNavProps } from './headerParts';
import type { NotificationsBellProps } from './NotificationsBell';

/** The notifications bell (spec 001 §2.2), in the menu and in the full header; its own lazy chunk. */
const NotificationsBell = lazy(() => import('./NotificationsBell'));

/** The bell of the full header and of this menu (above the items), with its own chunk boundary. */
function HeaderBell(props: NotificationsBellProps) {
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>
        <NotificationsBell {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}

/** Props of {@link MenuDrawer}. */
export interface MenuDrawerProps extends Omit<CompactNavProps, 'onDone'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Id of the dialog element (target of the menu button's aria-controls). */
  id: string;
  /** The menu button, focused again when the drawer closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** Props of the full header's bell, reached through this chunk ({@link MenuDrawer} with `bellOnly`). */
export interface HeaderBellProps extends NotificationsBellProps {
  bellOnly: true;
}

/** See module documentation. With `bellOnly` (full header): the notifications bell alone. */
export default function MenuDrawer(props: MenuDrawerProps | HeaderBellProps) {
  if ('bellOnly' in props) return <HeaderBell currentPath={props.currentPath} />;
  return <Drawer {...props} />;
}

function Drawer({ open, onOpenChange, id, returnFocusRef, ...nav }: MenuDrawerProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      variant="drawer"
      id={id}
      returnFocusRef={returnFocusRef}
      title={nav.labels.menuTitle}
      closeLabel={nav.labels.closeMenu}
      data-testid="header-drawer"
    >
      {nav.authenticated ? <HeaderBell currentPath={nav.currentPath} variant="menu" /> : null}
      <CompactNav {...nav} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
