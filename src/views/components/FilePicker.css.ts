/** Styles of {@link FilePicker}. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const dropZone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceAlt,
  selectors: { '&[data-dragging="true"]': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSubtle } },
});

/**
 * The native file input stays in the page (focusable, labelled, drop target of the browser) but is
 * visually hidden: the browser's own button text is not Spanish everywhere, so the visible control
 * is {@link chooser}, a second <label> of the input drawn as a button.
 */
export const input = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The visible 'Seleccionar archivo' control (a label of the input). */
export const chooser = style({ cursor: 'pointer' });

globalStyle(`${input}:focus-visible + ${chooser}`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 });
globalStyle(`${input}:disabled + ${chooser}`, { cursor: 'not-allowed', opacity: 0.6 });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  minWidth: 0,
});

export const itemText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
