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

/** The notifications bell (spec 001 §2.2), in place inside the menu; its own lazy chunk. */
const NotificationsBell = lazy(() => import('./NotificationsBell'));

/** Props of {@link MenuDrawer}. */
export interface MenuDrawerProps extends Omit<CompactNavProps, 'onDone' | 'bell'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Id of the dialog element (target of the menu button's aria-controls). */
  id: string;
  /** The menu button, focused again when the drawer closes. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** See module documentation. */
export default function MenuDrawer({ open, onOpenChange, id, returnFocusRef, ...nav }: MenuDrawerProps) {
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
      <CompactNav
        {...nav}
        onDone={() => onOpenChange(false)}
        bell={
          <ChunkBoundary>
            <Suspense fallback={null}>
              <NotificationsBell currentPath={nav.currentPath} variant="menu" />
            </Suspense>
          </ChunkBoundary>
        }
      />
    </Dialog>
  );
}
