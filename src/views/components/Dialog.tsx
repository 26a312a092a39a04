/**
 * Modal dialog built on Radix Dialog (focus trap, Escape, focus return, `aria-modal`, labelled by
 * its title and described by its description).
 *
 * Variants: `center` (default card), `fullScreen` (e.g. 'Tarifas del servicio', spec 001 §2.4; the
 * `fullScreen` boolean is a shortcut), `drawer` (end-side panel, used by the compact header menu).
 *
 * `dismissible={false}` keeps the dialog open on Escape and outside clicks and hides the close
 * button (for steps that must be answered, e.g. while a proof of payment is being sent).
 * Portalled content still receives the theme because tokens are bound to :root.
 *
 * While it is open the page behind does not scroll ({@link lockPageScroll}: inline styles on
 * <body>). The overlay is a plain element, not Radix's `Overlay`, whose scroll lock (react-remove-scroll)
 * adds a style sheet and a custom property on <body>: every element of the page was restyled when a
 * dialog opened and again when it closed (issue 24: 10-25 ms each at 4x CPU on the request form).
 * Radix still traps the focus, hides the rest of the page from assistive technology (`aria-hidden`),
 * blocks outside pointer events, closes on Escape and on a press outside, and returns the focus.
 *
 * Mounted only while open (`forceMount` and a plain condition), without Radix's Presence: Presence
 * read each part's computed `animationName` when it mounted and when its state changed, each read
 * computing the styles of the whole page with the new dialog inside the commit that opened it (issue
 * 24: the request form's tariff dialog, open on arrival, ~35 ms at 4x CPU of `getAnimationName`). The
 * dialog has entry animations only (Dialog.css.ts), so nothing waited for an exit animation anyway.
 *
 * The focus moves into the dialog once the frame that shows it has been painted ({@link focusInto}:
 * its first control, as Radix chooses it, else the dialog itself), not inside the commit that opens
 * it: Radix's own move looked for the first tabbable element through each candidate's computed style
 * and focused it, which made the browser compute the styles and layout of the whole page with the new
 * dialog inside that commit (issue 24: the request form's tariff dialog, open on arrival, was one task
 * of 110-440 ms at 4x CPU; opening a grid row's dialog likewise). A field the dialog focuses itself
 * (`autoFocus`) keeps the focus.
 *
 * @example
 * <Dialog open={open} onOpenChange={setOpen} title="Nueva reclamación" closeLabel="Cerrar"
 *   footer={<Button onClick={send}>ENVIAR</Button>}>…</Dialog>
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, type ReactNode, type RefObject } from 'react';
import { afterNextPaint } from '../../frame';
import { visuallyHidden } from '../../styles/utilities.css';
import { Icon } from './Icon';
import * as css from './Dialog.css';

/** Layout of the dialog. */
export type DialogVariant = 'center' | 'fullScreen' | 'drawer';

/** Props of {@link Dialog}. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Dialog title (accessible name). */
  title: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  /** Optional description (accessible description). */
  description?: ReactNode;
  /** Body. */
  children?: ReactNode;
  /** Action buttons, right-aligned (first child appears last on narrow screens). */
  footer?: ReactNode;
  /** Accessible name of the close (×) button, e.g. "Cerrar". */
  closeLabel: string;
  variant?: DialogVariant;
  /** Shortcut for `variant="fullScreen"`. */
  fullScreen?: boolean;
  /** Wider centred card (48 rem from 768 px). */
  wide?: boolean;
  /** Default true; false ignores Escape/outside clicks and hides the × button. */
  dismissible?: boolean;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Optional element that opens the dialog (rendered through Radix `Trigger asChild`). */
  trigger?: ReactNode;
  className?: string;
  /** Id of the dialog element (for `aria-controls` of an opener that is not a Radix trigger). */
  id?: string;
  /**
   * Element to focus when the dialog closes. Needed when the dialog is opened by a button that is
   * not a Radix `Trigger` (Radix only restores focus to its own trigger).
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Extra attributes for tests (`data-testid`). */
  'data-testid'?: string;
}

/** Modal dialogs open now (a nested dialog keeps the lock of the first). */
let scrollLocks = 0;
/** Puts <body>'s inline styles back as they were before the first lock. */
let restoreBody: (() => void) | null = null;

/**
 * Stops the page behind the open dialogs from scrolling, as Radix's overlay did, with inline styles
 * on <body> only: `overflow: hidden` (the viewport takes it from <body>) and `overscroll-behavior:
 * contain`. A classic scroll bar's place stays reserved (`scrollbar-gutter: stable` on <html>,
 * src/styles/global.css.ts), so nothing moves when the bar goes and nothing is measured: reading the
 * bar's width forced a style and layout pass inside the click that opened a dialog (issue 24, the
 * grid dialog: ~5 ms at 4x CPU). No style sheet nor attribute: those restyle the whole document.
 * Counted: the first lock applies, the last unlock restores.
 * @returns the unlock function (idempotent)
 */
export function lockPageScroll(): () => void {
  scrollLocks += 1;
  if (scrollLocks === 1) {
    const { style } = document.body;
    const before = { overflow: style.overflow, overscrollBehavior: style.overscrollBehavior };
    style.overflow = 'hidden';
    style.overscrollBehavior = 'contain';
    restoreBody = () => {
      style.overflow = before.overflow;
      style.overscrollBehavior = before.overscrollBehavior;
    };
  }
  let locked = true;
  return () => {
    if (!locked) return;
    locked = false;
    scrollLocks -= 1;
    if (scrollLocks === 0) {
      restoreBody?.();
      restoreBody = null;
    }
  };
}

/** What can take the focus in a dialog, links excluded (Radix's FocusScope skips them too). */
const FOCUSABLE = 'button, input, select, textarea, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * Moves the focus into `dialog` once its frame is painted, unless it is already inside: its first
 * enabled, visible control (a text box's text selected, as Radix does), else the dialog itself.
 * @returns a function that cancels the move if it has not happened yet
 */
export function focusInto(dialog: HTMLElement): () => void {
  return afterNextPaint(() => {
    if (!dialog.isConnected || dialog.contains(document.activeElement)) return;
    const first = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
      // checkVisibility reads the styles the painted frame already computed (absent in jsdom: shown).
      (el) => !(el as HTMLButtonElement).disabled && !el.closest('[hidden], [inert], [aria-hidden="true"]') && (el.checkVisibility?.() ?? true),
    );
    const target = first ?? dialog;
    target.focus();
    if (target instanceof HTMLInputElement && /^(text|search|email|tel|url|password|)$/.test(target.type)) target.select();
  });
}

/** See module documentation. */
export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  closeLabel,
  variant: variantProp = 'center',
  fullScreen = false,
  wide = false,
  dismissible = true,
  role = 'dialog',
  trigger,
  className,
  id,
  returnFocusRef,
  'data-testid': testId,
}: DialogProps) {
  const variant: DialogVariant = fullScreen ? 'fullScreen' : variantProp;
  const prevent = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  const contentClass = [css.content[variant], wide && variant === 'center' ? css.wide : '', className ?? ''].filter(Boolean).join(' ');
  const descriptionProps = description ? {} : { 'aria-describedby': undefined };
  useEffect(() => (open ? lockPageScroll() : undefined), [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      {open ? (
        <RadixDialog.Portal forceMount>
          {/* Outside the content: a press on it dismisses the dialog like any outside press (Radix's
            DismissableLayer). <body> has pointer-events: none while a modal is open; the overlay takes them, as Radix's did. */}
          <div className={css.overlay} data-state={open ? 'open' : 'closed'} style={{ pointerEvents: 'auto' }} />
          <RadixDialog.Content
            forceMount
            className={contentClass}
            role={role}
            onEscapeKeyDown={prevent}
            onPointerDownOutside={prevent}
            onInteractOutside={prevent}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              if (event.currentTarget instanceof HTMLElement) focusInto(event.currentTarget);
            }}
            onCloseAutoFocus={(event) => {
              if (returnFocusRef?.current) {
                event.preventDefault();
                returnFocusRef.current.focus();
              }
            }}
            {...(id ? { id } : {})}
            data-testid={testId}
            data-variant={variant}
            {...descriptionProps}
          >
            <div className={css.header}>
              <div>
                <RadixDialog.Title className={hideTitle ? visuallyHidden : css.title}>{title}</RadixDialog.Title>
                {description ? <RadixDialog.Description className={css.description}>{description}</RadixDialog.Description> : null}
              </div>
              {dismissible ? (
                <RadixDialog.Close className={css.close} aria-label={closeLabel}>
                  <Icon name="close" />
                </RadixDialog.Close>
              ) : null}
            </div>
            {children !== undefined && children !== null ? <div className={css.body}>{children}</div> : null}
            {footer ? <div className={css.footer}>{footer}</div> : null}
          </RadixDialog.Content>
        </RadixDialog.Portal>
      ) : null}
    </RadixDialog.Root>
  );
}

/** Radix `Close` re-exported so footers can close the dialog: `<DialogClose asChild><Button>…</Button></DialogClose>`. */
export const DialogClose = RadixDialog.Close;
