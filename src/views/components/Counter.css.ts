/** Styles of {@link Counter}. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { mediaQueries } from '../../styles/breakpoints';

/**
 * A list of four counters, the home's (spec 000 §1) and the desk's (spec 001 §2.1) alike: a 2 × 2
 * grid on phones, one row of four from 768 px (issue 26: the home's stacked one per row at 360 px).
 */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.md } },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.md,
  textAlign: 'center',
  minWidth: 0,
});

export const tone = styleVariants({
  plain: {},
  card: {
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
  brand: {
    backgroundColor: vars.color.brand,
    color: vars.color.onBrand,
    borderRadius: vars.radius.lg,
  },
});

export const value = style({
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: 'inherit',
  fontVariantNumeric: 'tabular-nums',
});

export const valueColor = style({
  color: vars.color.brand,
  selectors: { [`${tone.brand} &`]: { color: vars.color.onBrand } },
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  selectors: { [`${tone.brand} &`]: { color: vars.color.onBrandMuted } },
});
