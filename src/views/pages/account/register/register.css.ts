/**
 * Styles of the registration page and its citizen wizard (spec 000 §2 Citizen registration):
 * a card holding the stepper, one fieldset per step laid out as a one-column grid on phones and
 * two columns from 768 px (spec 000 §9 breakpoints), the navigation buttons and the copyright line.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../styles/breakpoints';
import { vars } from '../../../../styles/theme.css';

export const page = style({
  paddingBlock: vars.space.xl,
});

export const wizard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  boxShadow: vars.shadow.sm,
  '@media': {
    [mediaQueries.desktop]: { padding: vars.space.xl },
  },
});

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  width: '100%',
});

export const stepHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '4px' },
  },
});

export const requiredNote = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** Fields of a step: one column, two from 768 px. */
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.lg },
  },
});

/** A field that spans the whole row of {@link grid}. */
export const wide = style({
  '@media': {
    [mediaQueries.desktop]: { gridColumn: '1 / -1' },
  },
});

/** Phone: the prefix select and the 7-digit number side by side. */
export const phoneRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(5.5rem, 7rem) minmax(0, 1fr)',
  gap: vars.space.xs,
  alignItems: 'start',
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const statusOk = style([status, { color: vars.color.successFg }]);

/** A security question and its answer. */
export const questionPair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.lg },
  },
});

/** The scrollable terms text (keyboard-scrollable: it is focusable). */
export const terms = style({
  maxHeight: '22rem',
  overflowY: 'auto',
  padding: vars.space.md,
  marginBottom: vars.space.md,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

globalStyle(`${terms} h2, ${terms} h3`, { fontSize: vars.fontSize.lg, marginBlock: `${vars.space.md} ${vars.space.xs}` });

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const confirmation = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  paddingBlock: vars.space.lg,
});

export const confirmationIcon = style({ color: vars.color.successFg });

/** The 'answers not saved' panel's icon (issue 10). */
export const answersFailedIcon = style({ color: vars.color.warningFg });

export const copyright = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The wizard form: the step, the notice and the buttons, spaced apart. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
