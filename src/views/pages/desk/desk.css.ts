/** Desk layout and the profile card (spec 001 §2.1); the counters' grid is src/views/components/Counter.css.ts `grid`. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { mediaQueries } from '../../../styles/breakpoints';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const profile = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const profileHeading = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brand });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'max-content 1fr', columnGap: vars.space.lg } },
});

export const term = style({ fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
