/** Styles of {@link StarRating} and {@link StarRatingInput}. Stars are gold with a dark outline (>= 3:1). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const stars = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  color: vars.color.warningFg,
  verticalAlign: 'middle',
});

export const star = style({ display: 'block', flexShrink: 0 });

/** Gold fill; the outline uses currentColor (#8A4B00, 6.80:1 on white) so shapes stay >= 3:1. */
export const starFill = style({ fill: vars.color.accent });

export const valueText = style({
  marginInlineStart: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const root = style({ display: 'inline-flex', alignItems: 'center' });

/* ---------- input ---------- */
export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});

export const inputRow = style({ display: 'inline-flex', alignItems: 'center', gap: '2px' });

export const starSlot = style({
  position: 'relative',
  display: 'inline-flex',
  width: '3rem',
  height: '3rem',
  alignItems: 'center',
  justifyContent: 'center',
});

/** Each radio covers one half of its star (left = .5, right = full): 24 × 48 px targets (WCAG 2.5.8). */
export const halfLabel = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: '50%',
  cursor: 'pointer',
  zIndex: 1,
});

export const halfLeft = style({ left: 0 });
export const halfRight = style({ right: 0 });

export const radio = style({
  position: 'absolute',
  opacity: 0,
  width: '1px',
  height: '1px',
  margin: 0,
  pointerEvents: 'none',
});

export const focusRing = style({
  borderRadius: vars.radius.md,
  selectors: {
    [`${fieldset}:focus-within &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
