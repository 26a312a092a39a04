/**
 * Layout of the payments tab and the required-document tab (spec 001 §2.5): one column of panels,
 * payment records as small definition lists that wrap at 360 px, a progress bar while uploading.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css';
import { mediaQueries } from '../../../../styles/breakpoints';

export const tab = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.md,
  minWidth: 0,
  '@media': { [mediaQueries.desktop]: { padding: vars.space.lg } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brand });

export const amount = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'baseline' });
export const amountValue = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningBg,
  color: vars.color.onStatus,
});

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
});

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.md, flexWrap: 'wrap' });

export const progressBox = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const progress = style({ width: '100%', height: '0.75rem', accentColor: vars.color.brand });
export const progressText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const payments = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const payment = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  minWidth: 0,
});

export const paymentFields = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

globalStyle(`${paymentFields} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${paymentFields} dd`, { margin: 0, overflowWrap: 'anywhere', fontWeight: vars.fontWeight.medium });

export const hiddenForm = style({ display: 'none' });
