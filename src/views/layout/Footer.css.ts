/** Footer styles: navy band (white text 11.49:1, muted 7.58:1), yellow focus ring (7.97:1). */
import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

/**
 * No `content-visibility: auto` here: with the footer's content
 * skipped, axe (Lighthouse's accessibility audit) resolved the text of its bottom line against a
 * white background instead of the navy band and reported a contrast failure (issue 11 bench).
 */
export const footer = style({
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  borderTop: `4px solid ${vars.color.accent}`,
  paddingBlock: vars.space.xl,
  vars: { [vars.color.focus]: vars.color.focusOnDark },
});

export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: '1.4fr 1fr 1fr' },
  },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const heading = style({
  color: vars.color.onBrand,
  fontSize: vars.fontSize.lg,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const address = style({
  fontStyle: 'normal',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const rowIcon = style({ marginTop: '0.15em', color: vars.color.accent });

export const link = style({
  selectors: {
    [`${footer} &`]: {
      color: vars.color.onBrand,
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xxs,
      minHeight: vars.size.targetMin,
      textDecoration: 'underline',
    },
  },
});

export const muted = style({ color: vars.color.onBrandMuted });

export const bottom = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.onBrandMuted}`,
  color: vars.color.onBrandMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
