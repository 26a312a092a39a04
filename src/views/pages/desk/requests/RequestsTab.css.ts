/**
 * The desk's Requests tab (spec 001 §2.1): filter bar, request cards with status chip (contract §3.2
 * colours) and progress bar, pagination. Mobile first; nothing overflows at 360 px.
 */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';
import { mediaQueries } from '../../../../styles/breakpoints';

export const tab = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const section = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { [mediaQueries.desktop]: { padding: vars.space.lg } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brand });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' } },
});

export const search = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs, minWidth: 0 });

export const searchField = style({ flex: '1 1 auto', minWidth: 0 });

export const iconButton = style({
  flex: '0 0 auto',
  width: '2.75rem',
  height: '2.75rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSubtle },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  cursor: 'pointer',
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.md } },
});

export const cardHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.xs });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brand, minWidth: 0 });

export const chipBase = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.onStatus,
});

export const chip = styleVariants({
  info: [chipBase, { background: vars.color.infoBg }],
  success: [chipBase, { background: vars.color.successBg }],
  warning: [chipBase, { background: vars.color.warningBg }],
  danger: [chipBase, { background: vars.color.dangerBg }],
  none: [chipBase, { background: vars.color.surfaceAlt }],
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  margin: 0,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.lg } },
});

export const field = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, minWidth: 0 });

export const term = style({ fontWeight: 600, color: vars.color.textMuted, selectors: { '&::after': { content: '":"' } } });

export const value = style({ margin: 0, minWidth: 0 });

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const progressLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 700 });

export const track = style({
  height: '0.625rem',
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
});

const barBase = style({ height: '100%', borderRadius: vars.radius.pill });

export const bar = styleVariants({
  inProcess: [barBase, { background: vars.color.infoFg }],
  success: [barBase, { background: vars.color.successFg }],
  rejected: [barBase, { background: vars.color.danger }],
});

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.warningBg,
  color: vars.color.onStatus,
  fontWeight: 600,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const actionLink = style({ textDecoration: 'none' });

export const busy = style({ display: 'flex', justifyContent: 'center', padding: vars.space.lg });

export const notice = style({ margin: 0 });
