/**
 * Shared styles of form fields (label, hint, error, text-like controls, select, checkbox, radio).
 * Error state is shown by a thicker danger border AND an icon + text message (never colour alone).
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

export const required = style({
  color: vars.color.danger,
  marginInlineStart: vars.space.xxs,
  fontWeight: vars.fontWeight.bold,
});

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const errorIcon = style({ marginTop: '0.1em' });

export const controlWrap = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
});

/** Text-like controls: input, textarea, select. */
export const control = style({
  width: '100%',
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': { outlineOffset: '1px' },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      borderWidth: '2px',
    },
    '&:disabled, &[readonly]': {
      backgroundColor: vars.color.disabledBg,
      color: vars.color.disabledText,
    },
  },
});

export const withEndAdornment = style({ paddingInlineEnd: '3.25rem' });

export const endAdornment = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: vars.space.xxs,
  display: 'flex',
  alignItems: 'center',
});

export const textarea = style({ resize: 'vertical', minHeight: '6rem' });

export const select = style({
  appearance: 'none',
  paddingInlineEnd: '2.5rem',
  cursor: 'pointer',
});

export const selectIcon = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.text,
});

/** Toggle inside a control (show/hide password): 44 × 44 px target. */
export const adornmentButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.target,
  height: vars.size.target,
  maxHeight: '100%',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.brand,
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandSubtle },
    '&[aria-pressed="true"]': { color: vars.color.brandStrong },
  },
});

/* ---------- checkbox / radio ---------- */
export const choiceRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minHeight: vars.size.targetMin,
});

export const choiceInput = style({
  flexShrink: 0,
  width: '1.5rem',
  height: '1.5rem',
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&[aria-invalid="true"]': {
      outline: `2px solid ${vars.color.danger}`,
      outlineOffset: '1px',
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const choiceLabel = style({
  paddingBlockStart: '0.05rem',
  cursor: 'pointer',
});

export const fieldset = style({
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const legend = style([label, { padding: 0, marginBottom: vars.space.xxs }]);

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const optionsHorizontal = style({
  flexDirection: 'row',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
});
