/**
 * Layout of /app/generalQueries (spec 000 §2 General queries page): a grid of map cards (one column
 * on phones, auto-fill from 768 px) and the filterable document list. Mobile first; nothing
 * overflows at 320 px.
 */
import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0, paddingTop: vars.space.md });

export const intro = style({ color: vars.color.textMuted });

export const centre = style({ display: 'grid', placeItems: 'center', minHeight: '10rem' });

export const mapGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' } },
});

/** A map card: the whole card is one button. */
export const mapCard = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  padding: 0,
  overflow: 'hidden',
  textAlign: 'start',
  font: 'inherit',
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  cursor: 'zoom-in',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const mapImage = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceAlt,
});

export const mapTitle = style({
  padding: vars.space.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  overflowWrap: 'anywhere',
});

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 16rem) minmax(0, 1fr)' } },
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brand });

export const docList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const docItem = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

/** A document row: a button (viewable) or a download link, full width. */
export const docAction = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.target,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  textAlign: 'start',
  color: vars.color.link,
  textDecoration: 'none',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandSubtle, textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const docTitle = style({ flex: '1 1 auto' });

export const badge = style({
  flexShrink: 0,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});
