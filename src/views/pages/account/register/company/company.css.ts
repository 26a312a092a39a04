/**
 * Styles of the company registration wizard's own pieces (spec 000 §2 Company registration): the
 * document pickers of step 2 and the upload progress bar. The frame, grid and buttons come from
 * ../register.css.ts.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../../../styles/theme.css';

export const documents = style({
  display: 'grid',
  gap: vars.space.md,
  marginTop: vars.space.lg,
});

export const documentsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
});

export const fileRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const fileName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  wordBreak: 'break-all',
});

export const noFile = style({
  color: vars.color.textMuted,
});

export const progress = style({
  display: 'grid',
  gap: vars.space.xs,
  marginTop: vars.space.md,
});

export const progressBar = style({
  width: '100%',
  height: '1rem',
  accentColor: vars.color.brand,
});
