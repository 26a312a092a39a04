/**
 * The leave warning while a request process runs (spec 001 §4 Payment return "Leaving the tab during
 * validation or proof upload gives the warning 'Si cierra esta pestaña el proceso de la solicitud se
 * vera afectado.'", §8): closing or reloading the tab asks through the browser's `beforeunload`
 * prompt, and an in-app link (same origin, another path) asks first in a dialog.
 *
 * `useLeaveWarning(active, message)` arms both while `active`; {@link LeaveWarningDialog} renders
 * the question with the caller's texts. Used by the request form, the required-document and payment
 * views and the payment validation page.
 *
 * @example
 * const leave = useLeaveWarning(state.hasTag('guarded'), t('payments.leaveWarning'));
 * <LeaveWarningDialog leave={leave} title=… message=… confirmLabel=… cancelLabel=… closeLabel=… />
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { lazyWithPreload } from '../app/lazyWithPreload';
import { LazyPart, useOnceTrue } from '../app/useLazyReady';
import { afterViewPainted } from '../app/afterViewPainted';
import { leaveWarningsReleased } from './leaveRelease';

/**
 * The question is a dialog of its own chunk (issue 24): the payment validation page's first view
 * loaded the dialog code (Radix Dialog, ~11 KB gzipped, three files) before its result. It is
 * fetched once the guarded view has been painted, so it is in before a citizen tries to leave.
 */
const ConfirmDialog = lazyWithPreload(() => import('./ConfirmDialog'));

/** What {@link useLeaveWarning} returns: the in-app destination waiting for an answer, and the answers. */
export interface LeaveWarning {
  /** Path (with query and hash) the user tried to open, or null when no question is pending. */
  pending: string | null;
  /** Stay on the page (closes the question). */
  stay: () => void;
  /** Leave anyway (navigates to `pending`). */
  leave: () => void;
}

/** Arms the warning while `active` (see module documentation); `message` is the beforeunload text. */
export function useLeaveWarning(active: boolean, message: string): LeaveWarning {
  const [pending, setPending] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const messageRef = useRef(message);
  messageRef.current = message;
  useEffect(() => {
    if (!active) {
      setPending(null);
      return;
    }
    void afterViewPainted().then(() => ConfirmDialog.preload().catch(() => undefined));
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (leaveWarningsReleased()) return undefined;
      e.preventDefault();
      e.returnValue = messageRef.current;
      return messageRef.current;
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const anchor = (e.target as Element | null)?.closest?.('a[href]');
      if (!anchor || anchor.getAttribute('target') === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL((anchor as HTMLAnchorElement).href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      e.preventDefault();
      e.stopPropagation();
      setPending(url.pathname + url.search + url.hash);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);
  return {
    pending,
    stay: () => setPending(null),
    leave: () => {
      const to = pending;
      setPending(null);
      if (to) navigate(to);
    },
  };
}

/** Props of {@link LeaveWarningDialog}. */
export interface LeaveWarningDialogProps {
  leave: LeaveWarning;
  title: string;
  /** The warning ('Si cierra esta pestaña el proceso de la solicitud se vera afectado.'). */
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
}

/** The in-app question of {@link useLeaveWarning}. */
export function LeaveWarningDialog({ leave, title, message, confirmLabel, cancelLabel, closeLabel }: LeaveWarningDialogProps) {
  const asked = useOnceTrue(leave.pending !== null);
  if (!asked) return null;
  return (
    <LazyPart part={ConfirmDialog} placeholder={null}>
      <ConfirmDialog
        open={leave.pending !== null}
        onOpenChange={(open) => {
          if (!open) leave.stay();
        }}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        closeLabel={closeLabel}
        tone="danger"
        onConfirm={leave.leave}
        onCancel={leave.stay}
      />
    </LazyPart>
  );
}
