/**
 * Styles of the desk profile's companies section (spec 001 §2.1 Profile tab): a header row (title and
 * 'Agregar empresa'), one card per company (facts as a definition list, 'Modificar' action) in one
 * column on phones and two from 768 px, and the add/modify company form of the dialog.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';

export { card as item, cardName as itemName, definition, facts, header, list, term, title } from '../cardList.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});

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
