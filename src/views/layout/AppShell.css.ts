/** AppShell styles: sticky footer layout, skip link shown on focus, main focus target. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const main = style({
  flex: '1 0 auto',
  // The footer starts below the fold, so content arriving from the backend never pushes visible
  // parts of the page (no layout shift).
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
});

export const content = style({
  flex: '1 0 auto',
  paddingBlock: vars.space.xl,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: vars.space.xs,
  zIndex: vars.zIndex.skipLink,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus, &:focus-visible': {
      transform: 'translateY(0)',
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
