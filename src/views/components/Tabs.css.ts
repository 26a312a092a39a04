/** Styles of {@link Tabs}: the active tab is marked by a thick underline AND bold text. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Tabs wrap onto several lines on narrow screens (no hidden horizontal scrolling, WCAG 1.4.10). */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const trigger = style({
  minHeight: vars.size.target,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { color: vars.color.brand, backgroundColor: vars.color.brandSubtle },
    '&[data-state="active"]': {
      color: vars.color.brand,
      borderBottomColor: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const panel = style({});
