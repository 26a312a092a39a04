/** Styles of the mobile-app install banner ({@link InstallPrompt}): a card pinned to the bottom. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const banner = style({
  position: 'fixed',
  insetInline: vars.space.sm,
  bottom: vars.space.sm,
  zIndex: vars.zIndex.dropdown,
  maxWidth: '32rem',
  marginInline: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});

export const text = style({ flex: '1 1 14rem', minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const body = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: vars.space.xs });
