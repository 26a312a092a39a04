/** Styles of {@link GlobalLoader}: full-screen white veil above everything but toasts. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.loader,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  backgroundColor: 'rgba(255, 255, 255, 0.96)',
  textAlign: 'center',
});

export const logo = style({ width: 'min(14rem, 60vw)' });

export const message = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brand,
});
