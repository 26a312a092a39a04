/**
 * Styles of {@link Dialog}: centred card, full-screen sheet, and end-side drawer (compact header
 * menu). Overlay and content are portalled under <body>; tokens still apply because the theme is
 * bound to :root. Animations are disabled by the global reduced-motion rule.
 */
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  // A finger on it pans nothing behind it (pinch zoom stays, as with Radix's overlay).
  touchAction: 'pinch-zoom',
  backgroundColor: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ease-out`,
});

const contentBase = style({
  position: 'fixed',
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  maxHeight: '100dvh',
});

export const content = styleVariants({
  center: [
    contentBase,
    {
      top: '50%',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      width: 'calc(100vw - 2rem)',
      maxWidth: '36rem',
      maxHeight: 'calc(100dvh - 2rem)',
      borderRadius: vars.radius.lg,
      animation: `${popIn} ${vars.motion.normal} ease-out`,
    },
  ],
  fullScreen: [
    contentBase,
    {
      inset: 0,
      width: '100vw',
      height: '100dvh',
      animation: `${fadeIn} ${vars.motion.normal} ease-out`,
    },
  ],
  drawer: [
    contentBase,
    {
      top: 0,
      right: 0,
      bottom: 0,
      width: 'min(20rem, 88vw)',
      height: '100dvh',
      animation: `${slideIn} ${vars.motion.normal} ease-out`,
    },
  ],
});

export const wide = style({
  '@media': {
    [mediaQueries.desktop]: { maxWidth: '48rem' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
});

export const description = style({
  marginTop: vars.space.xxs,
  color: vars.color.textMuted,
});

export const body = style({
  padding: vars.space.lg,
  overflowY: 'auto',
  // Scrolling past its end does not scroll the page behind (locked anyway, Dialog.tsx lockPageScroll).
  overscrollBehavior: 'contain',
  flex: '1 1 auto',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.lg,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.target,
  height: vars.size.target,
  marginTop: `calc(-1 * ${vars.space.xs})`,
  marginRight: `calc(-1 * ${vars.space.xs})`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandSubtle },
  },
});
