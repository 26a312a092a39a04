/**
 * Header styles. Full header (>= 1000 px): logo, inline menu, account actions. Compact header
 * (< 1000 px): logo and a "Menú" button opening an end-side drawer. The current item is marked by
 * a thick underline (full) or a left bar (drawer) AND bold text, never by colour alone.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const header = style({
  position: 'relative',
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.surface,
  borderTop: `4px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.sm,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.headerHeight,
  paddingBlock: vars.space.xs,
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  minHeight: vars.size.target,
});

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  flex: '1 1 auto',
  minWidth: 0,
});

export const menuList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const menuLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  borderBottom: '3px solid transparent',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandSubtle, textDecoration: 'underline' },
    '&[aria-current="page"]': {
      borderBottomColor: vars.color.accent,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

/* ---------- user menu (disclosure) ---------- */
export const userMenu = style({ position: 'relative' });

export const userButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.target,
  maxWidth: '16rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandSubtle },
    '&[aria-expanded="true"]': { backgroundColor: vars.color.brandSubtle, borderColor: vars.color.brand },
  },
});

export const userName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const userPanel = style({
  position: 'absolute',
  right: 0,
  top: `calc(100% + ${vars.space.xxs})`,
  zIndex: vars.zIndex.dropdown,
  minWidth: '14rem',
  padding: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const panelItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: vars.size.target,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandSubtle, textDecoration: 'underline' },
    '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold, boxShadow: `inset 4px 0 0 ${vars.color.accent}` },
  },
});

/* ---------- compact ---------- */
export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.target,
  minWidth: vars.size.target,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandSubtle },
  },
});

export const drawerNav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const drawerList = style({
  display: 'flex',
  flexDirection: 'column',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const drawerSeparator = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.md,
});

export const drawerUser = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  paddingBottom: vars.space.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

/** Fallback when the drawer chunk cannot load: the compact menu shown inline under the header. */
export const inlineMenu = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  zIndex: vars.zIndex.dropdown,
  padding: vars.space.md,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});
