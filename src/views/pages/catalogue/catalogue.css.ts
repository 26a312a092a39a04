/**
 * Styles shared by the catalogue pages and the home page: two-column layout with the side menu
 * (shown from 768 px, spec 000 §2 / §9), sections, card grid, HTML content, loading boxes.
 * Mobile first; nothing overflows at 320 px.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

/** Page grid: one column on phones; side menu (16 rem) + content from 768 px. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: '15rem minmax(0, 1fr)' },
    [mediaQueries.wide]: { gridTemplateColumns: '17rem minmax(0, 1fr)' },
  },
});

/** Side menu column: hidden (and out of the accessibility tree) below 768 px. */
export const aside = style({
  display: 'none',
  '@media': {
    [mediaQueries.desktop]: { display: 'block' },
  },
});

/** Main column: vertical stack of sections. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  minWidth: 0,
});

/**
 * A titled block. No `content-visibility: auto` (tried for issue 11: it cut the home's first layout
 * from 655 to 149 layout objects): a block skipped at its estimated height took its real height in
 * the frame after it neared the viewport, so scrolling to the footer moved its links by ~66 px under
 * the pointer (a browser test's click went down on 'Términos de uso' and up beside it) and an anchor
 * below skipped blocks landed off target.
 */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  scrollMarginTop: vars.space.xl,
});

export const sectionTitle = style({ fontSize: vars.fontSize.xl });

export const subsectionTitle = style({ fontSize: vars.fontSize.lg });

/** Box that reserves room while a block loads (no layout jump when it fills). */
export const loadingBox = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '8rem',
});

/** Grid of service cards (auto-fill, one column on phones). */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

/** HTML from the content API (general information, FAQ answers). */
export const richText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});
globalStyle(`${richText} ul, ${richText} ol`, { paddingInlineStart: vars.space.lg });
globalStyle(`${richText} img`, { height: 'auto' });

export const muted = style({ color: vars.color.textMuted });

/* ---------- side menus ---------- */

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceAlt,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

export const menuTitle = style({
  fontSize: vars.fontSize.lg,
  textTransform: 'capitalize',
});

export const menuList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const menuLink = style({
  display: 'block',
  minHeight: vars.size.targetMin,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandSubtle, textDecoration: 'underline' },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

/* ---------- direction sections ---------- */

export const directionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const directionDescription = style({ color: vars.color.textMuted });
