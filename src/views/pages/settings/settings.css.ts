/** Layout of /app/myConfiguration (spec 001 §2.7): profile card, the two account buttons, the contact form. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { mediaQueries } from '../../../styles/breakpoints';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.md,
  minWidth: 0,
  '@media': { [mediaQueries.desktop]: { padding: vars.space.lg } },
});

export const profile = style([
  card,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space.md,
    '@media': { [mediaQueries.desktop]: { flexDirection: 'row', textAlign: 'start' } },
  },
]);

export const avatar = style({
  width: '6rem',
  height: '6rem',
  flex: '0 0 auto',
  borderRadius: vars.radius.round,
  objectFit: 'cover',
  background: vars.color.brand,
  color: vars.color.onBrand,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: '1 1 auto' });

export const name = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brand, overflowWrap: 'anywhere' });

export const document = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'center',
  '@media': { [mediaQueries.desktop]: { justifyContent: 'flex-end' } },
});

export const section = style([card, { display: 'flex', flexDirection: 'column', gap: vars.space.md }]);

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brand });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [mediaQueries.desktop]: { gridColumn: '1 / -1' } } });

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const legend = style({ padding: 0, fontWeight: vars.fontWeight.medium, marginBottom: vars.space.xs });

export const formActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
});

export const success = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.successBg,
  color: vars.color.onStatus,
});
