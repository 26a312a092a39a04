/**
 * Styles of the desk profile's companies section (spec 001 §2.1 Profile tab): a header row (title and
 * 'Agregar empresa'), one card per company (facts as a definition list, 'Modificar' action) in one
 * column on phones and two from 768 px, and the add/modify company form of the dialog.
 */
import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../styles/breakpoints';
import { vars } from '../../../../styles/theme.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brand });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
});

export const itemName = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
});

export const term = style({ fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const itemActions = style({ display: 'flex', justifyContent: 'flex-end', marginTop: 'auto' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const serverMessage = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.dangerStrong,
  fontWeight: vars.fontWeight.medium,
});
