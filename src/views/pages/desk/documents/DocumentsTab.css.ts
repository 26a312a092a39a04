/** The desk's Documents tab (spec 001 §2.1): rows as a list that fits 360 px without overflow. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';
import { mediaQueries } from '../../../../styles/breakpoints';

export const tab = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** Rows stay at full contrast while a fetch runs (dimmed text would fail WCAG 1.4.3); `aria-busy` says it. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  minWidth: 0,
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', columnGap: vars.space.md },
  },
});

export const name = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const open = style({
  appearance: 'none',
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  textAlign: 'start',
  color: vars.color.link,
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: vars.size.targetMin,
  overflowWrap: 'anywhere',
  fontWeight: vars.fontWeight.medium,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const metaItem = style({ display: 'flex', gap: vars.space.xxs, margin: 0 });
export const metaTerm = style({ fontWeight: vars.fontWeight.bold });
export const metaValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const centre = style({ display: 'flex', justifyContent: 'center', padding: vars.space.lg });
export const pagination = style({ display: 'flex', justifyContent: 'center' });
