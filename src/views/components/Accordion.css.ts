/** Styles of {@link Accordion} (native details/summary). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.target,
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  borderRadius: vars.radius.md,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { backgroundColor: vars.color.brandSubtle },
  },
});

export const chevron = style({
  transition: `transform ${vars.motion.normal} ease`,
  selectors: {
    [`${item}[open] &`]: { transform: 'rotate(180deg)' },
  },
});

export const answer = style({
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  color: vars.color.text,
});
