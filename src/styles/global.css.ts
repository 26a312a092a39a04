/**
 * Global styles: modern reset, body typography, links, visible keyboard focus, the
 * `.visually-hidden` utility class, reduced motion, and the palette of sonner toasts.
 *
 * Import once from the application entry (AppShell also imports it, so any page rendered inside
 * the shell gets it). Accessibility rules implemented here (WCAG 2.2 AA): 2.4.7/2.4.11 focus
 * visible via `:focus-visible` (3 px ring, >= 3:1 contrast, see theme.css.ts), 2.3.3 / reduced
 * motion via `prefers-reduced-motion`, 1.4.4 text resize (rem units, no fixed heights on text).
 */
import { globalStyle } from '@vanilla-extract/css';
import { mediaQueries } from './breakpoints';
import { vars } from './theme.css';

/* ---------- reset ---------- */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('*', { margin: 0 });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollBehavior: 'smooth',
  // A classic scroll bar keeps its place while a dialog stops the page's scrolling (Dialog.tsx
  // `lockPageScroll`): nothing moves sideways, and nothing needs measuring when a dialog opens.
  scrollbarGutter: 'stable',
  '@media': {
    [mediaQueries.reducedMotion]: { scrollBehavior: 'auto' },
  },
});

globalStyle('body', {
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});

globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('button', { cursor: 'pointer' });

globalStyle('button:disabled, [aria-disabled="true"]', { cursor: 'not-allowed' });

globalStyle('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });

globalStyle('h1, h2, h3, h4, h5, h6', {
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
});

globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });

globalStyle('#root, #__app', { isolation: 'isolate' });

/* ---------- links ---------- */
globalStyle('a', {
  color: vars.color.link,
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.15em',
});

globalStyle('a:hover', { textDecorationThickness: '2px' });

/* ---------- focus ---------- */
globalStyle(':focus', { outline: 'none' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

/** Programmatic focus targets (e.g. <main tabIndex={-1}> reached through the skip link). */
globalStyle('[tabindex="-1"]:focus', { outline: 'none' });

/* ---------- utilities ---------- */
/**
 * `.visually-hidden`: content read by screen readers but not painted. Same rules as the
 * `visuallyHidden` class exported from utilities.css.ts (for code that cannot import it).
 */
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/* ---------- reduced motion ---------- */
globalStyle('*, *::before, *::after', {
  '@media': {
    [mediaQueries.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

/* ---------- sonner toasts ---------- */
/*
 * Sonner injects its own stylesheet; `:root` raises specificity so these palette overrides win
 * whatever the injection order. Its default rich colours do not all reach 4.5:1 (e.g. error text
 * hsl(360 100% 45%) on hsl(359 100% 97%) is about 4.4:1), so the status colours of the theme are
 * used instead (ratios in theme.css.ts).
 */
const toaster = ':root [data-sonner-toaster][data-sonner-theme="light"]';
globalStyle(toaster, {
  vars: {
    '--normal-bg': vars.color.surface,
    '--normal-border': vars.color.border,
    '--normal-text': vars.color.text,
    '--success-bg': vars.color.successBg,
    '--success-border': vars.color.successFg,
    '--success-text': vars.color.onStatus,
    '--info-bg': vars.color.infoBg,
    '--info-border': vars.color.infoFg,
    '--info-text': vars.color.onStatus,
    '--warning-bg': vars.color.warningBg,
    '--warning-border': vars.color.warningFg,
    '--warning-text': vars.color.onStatus,
    '--error-bg': vars.color.dangerSubtle,
    '--error-border': vars.color.danger,
    '--error-text': vars.color.danger,
  },
  fontFamily: vars.font.body,
});

globalStyle(`${toaster} [data-sonner-toast][data-styled="true"]`, {
  fontSize: vars.fontSize.sm,
});

/* Close button: sonner draws 20 px; WCAG 2.2 SC 2.5.8 asks for a 24 px target. */
globalStyle(`${toaster} [data-sonner-toast][data-styled="true"] [data-close-button]`, {
  width: vars.size.targetMin,
  height: vars.size.targetMin,
});
