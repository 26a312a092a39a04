/** Styles of the session notices (src/views/app/session.tsx) shown at the top of the shell's main. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** Outer band: same vertical rhythm as the page content. */
export const band = style({ paddingBlock: vars.space.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.sm });

/** "Storage full" information (warning colours: 6.8:1 on white, theme.css.ts). */
export const warning = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warningFg}`,
  borderInlineStart: `6px solid ${vars.color.warningFg}`,
  backgroundColor: vars.color.surface,
  color: vars.color.warningFg,
  fontWeight: vars.fontWeight.medium,
});
