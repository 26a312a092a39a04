/** Styles of {@link TariffDialog} (spec 001 §2.4 'Tarifas del servicio'): price cards and radio cards of variations. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const prices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const description = style({ color: vars.color.textMuted, marginBlockEnd: vars.space.sm });

export const variations = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.sm,
});

/** A variation as a radio card: the whole card is the label of its radio. */
export const variation = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  minWidth: 0,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, borderWidth: '2px', backgroundColor: vars.color.brandSubtle },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const variationText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const variationConcept = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const variationPrice = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, alignSelf: 'center' });
