/** Layout of the sign-in style pages (login, activation): a centred card. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { mediaQueries } from '../../../styles/breakpoints';

export const wrap = style({ display: 'grid', placeItems: 'start center', paddingBlock: vars.space.lg });

export const card = style({
  width: '100%',
  maxWidth: '28rem',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [mediaQueries.desktop]: { padding: vars.space.xl } },
});

export const heading = style({ fontSize: vars.fontSize.xl, color: vars.color.brand, margin: 0 });

export const serverMessage = style({
  color: vars.color.danger,
  background: vars.color.dangerSubtle,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: 0,
});

export const links = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'flex-start' });

export const status = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, textAlign: 'center' });

export const statusIcon = style({ width: '3rem', height: '3rem' });

export const iconOk = style([statusIcon, { color: vars.color.successFg }]);
export const iconFail = style([statusIcon, { color: vars.color.danger }]);

/** Why the last session ended (issue 25), above the sign-in form. */
export const sessionEnded = style({
  color: vars.color.text,
  background: vars.color.surfaceAlt,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: 0,
});
