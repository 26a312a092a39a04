/** Styles of {@link Pagination}: 44 px targets; current page is filled AND bold AND aria-current. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.brandSubtle },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.bold,
    },
    '&:disabled': {
      color: vars.color.disabledText,
      backgroundColor: vars.color.disabledBg,
    },
  },
});

export const gap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5rem',
  color: vars.color.textMuted,
});
