/** Demo mailbox layout. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '48rem' });
export const h2 = style({ fontSize: vars.fontSize.lg, color: vars.color.brand, margin: `0 0 ${vars.space.sm}` });
export const accounts = style({ margin: `0 0 ${vars.space.md}`, paddingInlineStart: vars.space.lg });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const mail = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.sm, padding: vars.space.md });
export const subject = style({ margin: 0, fontSize: vars.fontSize.md });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'stretch' });

// --- simulated gateway and back office (issue 8) ---
export const fields = style({ margin: 0, display: 'grid', gap: vars.space.xs });
export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, 14rem) 1fr',
  gap: vars.space.sm,
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: '1fr', gap: 0 } },
});
globalStyle(`${fieldRow} dd`, { margin: 0, overflowWrap: 'anywhere' });
globalStyle(`${fieldRow} dt`, { color: vars.color.textMuted });
export const problem = style({
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const tableWrap = style({
  overflowX: 'auto',
  maxHeight: '28rem',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, { textAlign: 'start', padding: vars.space.xs, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });
globalStyle(`${table} thead th`, { position: 'sticky', top: 0, background: vars.color.surfaceAlt });
export const selectedRow = style({ background: vars.color.brandSubtle });
export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** A warning before an action (e.g. a payment asked on a service the citizen cannot pay online). */
export const warning = style({
  background: vars.color.warningBg,
  color: vars.color.onStatus,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
