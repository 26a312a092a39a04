/** Styles of {@link EmptyState} and {@link ErrorBlock}. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  backgroundColor: vars.color.surfaceAlt,
  borderRadius: vars.radius.lg,
});

export const emptyIcon = style({ color: vars.color.brand });

export const emptyTitle = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  borderInlineStart: `6px solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerSubtle,
  color: vars.color.danger,
});

export const errorMessage = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});
