/**
 * Styles shared by the desk's card lists (spec 001 §2.1 Profile tab companies section, Companies
 * tab): a header row (title and actions), the brand-coloured section title, a list of cards in one
 * column on phones and two from 768 px, the card, its name and its facts (long definitions wrap).
 * A list may compose them with its own differences.
 */
import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

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

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surfaceAlt,
});

export const cardName = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

/** The facts of a card: terms in the first column, their definitions in the second. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
});

export const term = style({ fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
