/** Styles of {@link Card} and {@link ServiceCard}. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const title = style({ fontSize: vars.fontSize.lg });

export const body = style({ flex: '1 1 auto', color: vars.color.text });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: 'auto',
});

export const area = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
});

export const serviceCard = style({ borderTop: `4px solid ${vars.color.brand}` });

export const description = style({
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const disabledNote = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
