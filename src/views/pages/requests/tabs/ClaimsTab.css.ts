/**
 * 'Quejas y Reclamaciones' tab (spec 001 §2.5 Claims tab): a header with NUEVA RECLAMACIÓN, one card
 * per claim with its fields as a definition list (one column on phones, label | value from 768 px).
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';
import { mediaQueries } from '../../../../styles/breakpoints';

export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [mediaQueries.desktop]: { padding: vars.space.lg } },
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brand });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.brand });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xxs,
  margin: 0,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(9rem, max-content) 1fr', columnGap: vars.space.md } },
});

export const term = style({ fontWeight: vars.fontWeight.bold, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** A dt/dd pair; its box disappears so the pair sits in the grid of {@link fields}. */
export const row = style({ display: 'contents' });
