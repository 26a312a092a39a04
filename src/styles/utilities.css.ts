/**
 * Layout utilities (vanilla-extract classes): page container (max width 1200 px, spec 000 §9
 * breakpoint 1200), vertical stack, horizontal cluster, grid of cards, visually hidden text.
 *
 * Usage: `<div className={container}>`, `<div className={stack.md}>`, `<div className={cluster.sm}>`.
 */
import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQueries } from './breakpoints';
import { vars } from './theme.css';

/** Centred page container: full width up to 1200 px, with side gutters (1 rem, 1.5 rem >= 768 px). */
export const container = style({
  width: '100%',
  maxWidth: vars.size.containerMax,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': {
    [mediaQueries.desktop]: { paddingInline: vars.space.lg },
  },
});

type Gap = 'none' | 'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
const gaps: Record<Gap, string> = {
  none: vars.space.none,
  xxs: vars.space.xxs,
  xs: vars.space.xs,
  sm: vars.space.sm,
  md: vars.space.md,
  lg: vars.space.lg,
  xl: vars.space.xl,
  xxl: vars.space.xxl,
};

/** Vertical stack with a uniform gap: `stack.md`. */
export const stack = styleVariants(gaps, (gap) => ({
  display: 'flex',
  flexDirection: 'column',
  gap,
}));

/** Horizontal wrapping cluster (buttons, tags) with a uniform gap: `cluster.sm`. */
export const cluster = styleVariants(gaps, (gap) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap,
}));

/** Responsive auto-filling grid of cards (min 16 rem per column, one column on phones). */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

/** Screen-reader-only content (same rules as the global `.visually-hidden` class). */
export const visuallyHidden = style({
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

/** List without bullets or padding (add `role="list"` to keep list semantics in Safari). */
export const plainList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
