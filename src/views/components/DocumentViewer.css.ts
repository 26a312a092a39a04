/**
 * Styles of {@link DocumentViewer}: a toolbar (zoom, pages, download) above a scrollable stage that
 * fills the rest of the full-screen dialog. Mobile first: the toolbar wraps at 320 px.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const viewer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  minHeight: '16rem',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const level = style({
  minWidth: '4.5rem',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
});

export const spacer = style({ flex: '1 1 auto' });

export const download = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
});

/** Scrollable area holding the image or the PDF page (focusable so keyboard users can scroll). */
export const stage = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflow: 'auto',
  padding: vars.space.sm,
  backgroundColor: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The image: its width follows the zoom (100 % = fit the stage's width). */
export const image = style({
  display: 'block',
  maxWidth: 'none',
  height: 'auto',
  marginInline: 'auto',
  backgroundColor: vars.color.surface,
});

export const canvas = style({
  display: 'block',
  marginInline: 'auto',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const centre = style({ display: 'grid', placeItems: 'center', minHeight: '12rem' });
