/**
 * Notifications bell and panel (spec 001 §2.2; §9 "Notification panel height 500 px"). The badge is
 * a filled pill with the count (never colour alone: the count is text and in the accessible name).
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { NOTIFICATION_PANEL_HEIGHT_PX } from '../../domain/constants';

export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  padding: `0 ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.brand,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandSubtle },
    '&[aria-expanded="true"]': { backgroundColor: vars.color.brandSubtle },
  },
});

/** In the compact menu the bell is a full-width row with its text. */
export const bellRow = style([bell, { width: '100%', justifyContent: 'flex-start', paddingInline: vars.space.sm }]);

export const badge = style({
  position: 'absolute',
  top: 2,
  insetInlineEnd: 0,
  minWidth: '1.25rem',
  height: '1.25rem',
  padding: '0 0.3rem',
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '1.25rem',
  textAlign: 'center',
});

export const badgeInline = style([badge, { position: 'static' }]);

export const panel = style({
  zIndex: vars.zIndex.dropdown,
  width: 'min(24rem, calc(100vw - 1rem))',
  height: `min(${NOTIFICATION_PANEL_HEIGHT_PX}px, calc(100dvh - 6rem))`,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

/** Inside the compact menu (already a dialog): the panel opens in place under the bell. */
export const panelInline = style([panel, { width: '100%', boxShadow: 'none', marginTop: vars.space.xs }]);

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brand });

export const close = style({
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceAlt } },
});

export const body = style({ flex: '1 1 auto', overflowY: 'auto', padding: vars.space.xs });

/** Rows stay at full contrast while a fetch runs (dimmed text would fail WCAG 1.4.3); `aria-busy` says it. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  width: '100%',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { backgroundColor: vars.color.brandSubtle } },
});

export const event = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brand });
export const title = style({ margin: 0 });
export const requestLink = style({ color: vars.color.link, textDecoration: 'underline', fontWeight: vars.fontWeight.medium });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const notice = style({ margin: `0 0 ${vars.space.xs}`, color: vars.color.danger, fontWeight: vars.fontWeight.medium });
export const centre = style({ display: 'flex', justifyContent: 'center', padding: vars.space.lg });
