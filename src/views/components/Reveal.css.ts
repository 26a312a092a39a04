/** Styles of RevealTogether. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const group = style({ position: 'relative', minWidth: 0 });
export const hidden = style({ visibility: 'hidden' });
export const spinner = style({
  position: 'absolute',
  insetInline: 0,
  top: vars.space.xl,
  display: 'flex',
  justifyContent: 'center',
  zIndex: 1,
});
