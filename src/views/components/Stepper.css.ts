/**
 * Styles of {@link Stepper}: numbered circles joined by a line; labels under them from 768 px,
 * only the active label on phones. States are distinguished by shape/icon and text, not colour
 * alone: completed = check icon, active = filled circle + bold label, error = error icon + "Error".
 */
import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../styles/breakpoints';
import { vars } from '../../styles/theme.css';

export const nav = style({ width: '100%' });

/** The list between the ellipses that mark steps hidden by the window (issue 26). */
export const windowRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xxs });

/** '…' before or after the list: more steps than the window shows. */
export const more = style({
  flex: '0 0 auto',
  lineHeight: '2rem',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const list = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  gap: vars.space.xxs,
});

export const item = style({
  flex: '1 1 0',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  position: 'relative',
  textAlign: 'center',
  color: vars.color.textMuted,
});

/**
 * Line joining a step to the previous one: a real (aria-hidden) element rather than a ::before
 * pseudo-element, so contrast checkers can compute the label backgrounds.
 */
export const connector = style({
  position: 'absolute',
  top: '1rem',
  right: 'calc(50% + 1.25rem)',
  left: 'calc(-50% + 1.25rem)',
  height: '2px',
  backgroundColor: vars.color.border,
});

export const circle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.round,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const circleActive = style({
  backgroundColor: vars.color.brand,
  borderColor: vars.color.brand,
  color: vars.color.onBrand,
});

export const circleDone = style({
  borderColor: vars.color.brand,
  color: vars.color.brand,
});

export const circleError = style({
  borderColor: vars.color.danger,
  color: vars.color.danger,
});

/** Non-active labels are visually hidden on phones (still read by screen readers), shown >= 768 px. */
export const label = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [mediaQueries.desktop]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clip: 'auto',
      whiteSpace: 'normal',
    },
  },
});

export const labelActive = style({
  position: 'static',
  width: 'auto',
  height: 'auto',
  overflow: 'visible',
  clip: 'auto',
  whiteSpace: 'normal',
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
});

export const errorText = style({
  display: 'block',
  color: vars.color.danger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const progress = style({
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});
