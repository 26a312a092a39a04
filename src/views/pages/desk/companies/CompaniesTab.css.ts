/**
 * Styles of the desk's Companies tab (spec 001 §2.1): the representative manager (header actions,
 * representative cards), the company list (cards), the member-list dialog (search form, found-user
 * card, a table that scrolls inside its own box at 360 px) and the contact card. Nothing widens the
 * page: long texts wrap, the table scrolls horizontally inside its focusable region.
 */
import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../styles/breakpoints';
import { vars } from '../../../../styles/theme.css';
import * as cardList from '../cardList.css';

export { cardName, definition, header, list, title } from '../cardList.css';

export const tab = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const card = style([cardList.card, { minWidth: 0 }]);

export const facts = style([cardList.facts, { gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)' }]);

export const term = style([cardList.term, { overflowWrap: 'anywhere' }]);

export const cardActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.xs, marginTop: 'auto' });

export const search = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [mediaQueries.desktop]: { flexDirection: 'row', alignItems: 'flex-start' } },
});

export const searchField = style({ flex: '1 1 auto', minWidth: 0 });

export const searchButton = style({
  '@media': { [mediaQueries.desktop]: { marginTop: '1.9rem' } },
});

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const tableBox = style({
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const th = style({
  textAlign: 'start',
  padding: vars.space.xs,
  background: vars.color.surfaceAlt,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const td = style({ padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const message = style({ margin: 0, overflowWrap: 'anywhere' });
