/** Styles of {@link PageBanner}: navy band with a gold accent stripe. */
import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const banner = style({
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  borderBottom: `4px solid ${vars.color.accent}`,
  paddingBlock: vars.space.lg,
  vars: { [vars.color.focus]: vars.color.focusOnDark },
  '@media': {
    [mediaQueries.desktop]: { paddingBlock: vars.space.xl },
  },
});

export const inner = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xxl,
  '@media': {
    [mediaQueries.desktop]: { fontSize: vars.fontSize.xxxl },
  },
});

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.onBrandMuted,
});

export const crumb = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const crumbLink = style({
  selectors: {
    [`${banner} &`]: {
      color: vars.color.onBrand,
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: vars.size.targetMin,
    },
  },
});

export const current = style({ color: vars.color.onBrand, fontWeight: vars.fontWeight.bold });
