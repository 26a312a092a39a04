/** Layout of the payment validation page (spec 001 §2.6): one centred card with the outcome and two links. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const page = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.xl });

export const card = style({
  width: '100%',
  maxWidth: '40rem',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.lg,
});

export const text = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const success = style({ color: vars.color.successFg });
export const error = style({ color: vars.color.danger });
export const pending = style({ color: vars.color.warningFg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md });
