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

/**
 * The rows table of a grid field. Below {@link GRID_TABLE_MIN_WIDTH} px each row is a card (one
 * "label: value" line per column, the remove action at its foot) so the form never grows wider than
 * a 360 px phone and every row's remove action stays on screen; from that width on it is a table in
 * its own scroll box (keyboard-focusable so it can be scrolled). The table keeps explicit ARIA roles
 * (set in GridField.tsx) so the card layout stays a table for assistive technology.
 */
export const GRID_TABLE_MIN_WIDTH = 480;
const tableQuery = `screen and (min-width: ${GRID_TABLE_MIN_WIDTH}px)`;

export const tableFrame = style({
  maxWidth: '100%',
  minWidth: 0,
  '@media': {
    [tableQuery]: { overflowX: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md },
  },
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const table = style({
  display: 'block',
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [tableQuery]: { display: 'table' } },
});

/** Header row group: visually hidden on phones (each card cell shows its column label), a header row from 480 px. */
export const head = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': { [tableQuery]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto', display: 'table-header-group' } },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { [tableQuery]: { display: 'table-row-group' } },
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [tableQuery]: { display: 'table-row', padding: 0, border: 0, borderRadius: 0 } },
});

export const cell = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(5rem, 40%) minmax(0, 1fr)',
  columnGap: vars.space.sm,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'break-word',
  selectors: {
    '&::before': { content: 'attr(data-label)', fontWeight: vars.fontWeight.bold, color: vars.color.textMuted },
  },
  '@media': {
    [tableQuery]: {
      display: 'table-cell',
      padding: `${vars.space.xs} ${vars.space.sm}`,
      borderBottom: `1px solid ${vars.color.border}`,
      overflowWrap: 'normal',
      selectors: { '&::before': { content: 'none' } },
    },
  },
});

/** The remove action's cell: at the foot of the card on phones, a plain cell from 480 px. */
export const actionCell = style([
  cell,
  {
    display: 'flex',
    justifyContent: 'flex-end',
    selectors: { '&::before': { content: 'none' } },
  },
]);

export const headCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  backgroundColor: vars.color.surfaceAlt,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const dialogFields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
