/**
 * Styles of the dynamic-form field views (spec 001 §2.4; contract §2.3 rendering notes: select,
 * text, date and time take half the width from 768 px; textarea, radio-group, checkbox-group,
 * file, grid and sub-titles take the full width).
 */
import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../../styles/breakpoints';
import { vars } from '../../../../styles/theme.css';

/** Container of a step's fields: one column on phones, two from 768 px (use on the page). */
export const fieldsLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xl },
  },
});

/** A half-width field (one column of {@link fieldsLayout}). */
export const half = style({ minWidth: 0 });

/** A full-width field (spans every column of {@link fieldsLayout}). */
export const full = style({ minWidth: 0, gridColumn: '1 / -1' });

export const subtitle = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.brand,
  paddingBlockEnd: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Live line under a field: server-validation progress and success notice. */
export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const notice = style({ color: vars.color.successFg, fontWeight: vars.fontWeight.medium });

/** Checkbox-group options drawn as toggle buttons (contract §2.3). */
export const toggles = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { backgroundColor: vars.color.brandSubtle, borderColor: vars.color.brand },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { cursor: 'not-allowed', backgroundColor: vars.color.disabledBg },
  },
});

export const bareFieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });

/* ---------- grid ---------- */
export const gridHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

/** Scrollable frame of the rows table (keyboard-focusable so it can be scrolled at 320 px). */
export const tableFrame = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const headCell = style([cell, { backgroundColor: vars.color.surfaceAlt, fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' }]);

export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const dialogFields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
