/**
 * Layout of the request page (spec 001 §2.4): one column; the fields' grid (./fields/fields.css.ts)
 * puts half-width fields side by side from 768 px; the submit overlay covers the page.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { mediaQueries } from '../../../styles/breakpoints';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingBlock: vars.space.lg });

export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningBg,
  color: vars.color.onStatus,
  margin: `${vars.space.lg} 0 ${vars.space.md}`,
});

export const company = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const variation = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSubtle,
  color: vars.color.text,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.md,
  '@media': { [mediaQueries.desktop]: { padding: vars.space.xl } },
});

export const stepTitle = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brand, outline: 'none' });

export const fields = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

globalStyle(`${alert} > p`, { margin: 0 });

export const actions = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.loader,
  background: vars.color.overlay,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
});

export const overlayBox = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space.xl,
  minWidth: 'min(22rem, 100%)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const overlayText = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const progress = style({ width: '100%', height: '0.75rem', accentColor: vars.color.brand });

/** Quiet line under the buttons: a draft the server could not store (empty when none). */
export const draftNotice = style({
  margin: 0,
  minHeight: '1.25em',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
