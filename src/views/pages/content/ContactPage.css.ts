/**
 * Layout of the contact page (spec 000 §2 Contact page): branches, the message form and the map.
 * One column on phones; from 768 px the form and the map sit side by side and the branches use a
 * grid of cards.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { mediaQueries } from '../../../styles/breakpoints';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  paddingBlock: vars.space.lg,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brand });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const branchList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' } },
});

export const branch = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
});

export const branchTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brand });

export const branchData = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const branchRow = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start', overflowWrap: 'anywhere' });

export const branchIcon = style({ flexShrink: 0, marginTop: '0.15rem', color: vars.color.textMuted });

export const form = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const formIntro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const map = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const mapImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});

export const mapFrame = style([mapImage, { height: 'auto', minHeight: '18rem', border: 0 }]);

export const mapCaption = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-start', color: vars.color.textMuted });
