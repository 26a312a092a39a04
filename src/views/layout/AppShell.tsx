/**
 * Application shell (spec 000 §2 "Layout shell", spec 001 §2 "Application shell"):
 * skip link → Header → `<main id="main" tabIndex={-1}>` (page banner slot, then the page) →
 * Footer, plus the GlobalLoader and the Toaster mounted exactly once, and the mobile-app install
 * prompt (loaded only when the browser offers installation, spec 000 §1).
 *
 * Accessibility: the skip link is the first focusable element and moves focus to `#main`
 * (without changing the URL, so it works with any router); landmarks header/nav/main/footer;
 * while the global loader is open the page is `inert` (no focus or clicks behind the overlay).
 * Importing this module also loads the global styles (reset, focus ring, reduced motion).
 *
 * @example
 * <AppShell skipLinkLabel="Saltar al contenido principal" header={…} footer={…}
 *   loader={{ open: false, message: 'Cargando' }} toasterLabels={{ close: 'Cerrar', region: 'Notificaciones' }}
 *   banner={<PageBanner title="Contacto" />}>…</AppShell>
 */
import { useContext, type MouseEvent, type ReactNode } from 'react';
import '../../styles/global.css';
import { GlobalLoader } from '../components/GlobalLoader';
import { Toaster } from '../components/Toaster';
import type { ToasterProps } from '../components/Toaster';
import { Footer } from './Footer';
import type { FooterProps } from './Footer';
import { Header } from './Header';
import { InstallPromptSlot } from './InstallPromptSlot';
import type { HeaderProps } from './Header';
import { Logo } from './Logo';
import { ShellNoticeContext } from './shellNotice';
import * as css from './AppShell.css';

/** Id of the main landmark (target of the skip link). */
export const MAIN_ID = 'main';

/** Props of {@link AppShell}. */
export interface AppShellProps {
  header: HeaderProps;
  footer: FooterProps;
  /** Page title banner (usually a `<PageBanner>`), rendered at the top of `<main>`. */
  banner?: ReactNode;
  children?: ReactNode;
  /** Text of the skip link, e.g. 'Saltar al contenido principal'. */
  skipLinkLabel: string;
  /** Global loading overlay state and message (e.g. 'Cerrando sesión'). */
  loader: { open: boolean; message: string };
  /** Spanish labels of the toast outlet. */
  toasterLabels: ToasterProps['labels'];
  /** Wrap children in vertical padding (default true); pages with full-bleed sections pass false. */
  padded?: boolean;
}

/** Moves focus to the main landmark (skip link handler). */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView?.({ block: 'start' });
}

/** See module documentation. */
export function AppShell({ header, footer, banner, children, skipLinkLabel, loader, toasterLabels, padded = true }: AppShellProps) {
  // A notice from an ancestor (src/views/layout/shellNotice.ts), e.g. the session's "No se pudo cargar su sesión".
  const notice = useContext(ShellNoticeContext);
  const page = padded ? <div className={css.content}>{children}</div> : children;
  return (
    <>
      <div className={css.page} inert={loader.open || undefined}>
        <a href={`#${MAIN_ID}`} className={css.skipLink} onClick={focusMain}>
          {skipLinkLabel}
        </a>
        <Header {...header} />
        <main id={MAIN_ID} tabIndex={-1} className={css.main}>
          {banner}
          {notice?.content}
          {notice?.replacesPage ? null : page}
        </main>
        <Footer {...footer} />
      </div>
      <GlobalLoader open={loader.open} message={loader.message} logo={<Logo alt="" height={64} />} />
      <Toaster labels={toasterLabels} />
      <InstallPromptSlot />
    </>
  );
}
