/**
 * Layout of the review 'Revise su solicitud' (issue 27): one card per step, each a heading with its
 * 'Cambiar' and a description list; labels above values below 768 px, side by side from there. Long
 * answers wrap anywhere so a 1,000-character answer and a 50-row grid stay within a 360 px screen
 * (grids reuse the request form's responsive table, ./fields/fields.css.ts).
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { mediaQueries } from '../../../styles/breakpoints';

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const list = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: vars.space.md } },
});

export const term = style({ fontWeight: vars.fontWeight.bold, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const value = style({ margin: 0, minWidth: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: vars.color.text });

export const unanswered = style({ fontStyle: 'italic', color: vars.color.textMuted });

export const files = style({ margin: 0, paddingInlineStart: vars.space.lg });
