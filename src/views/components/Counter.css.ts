/** Styles of {@link Counter}. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

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
