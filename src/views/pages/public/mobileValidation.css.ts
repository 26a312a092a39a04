/** Styles of /public/mobileValidation (the card itself comes from auth.css.ts). */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const card = style({ maxWidth: '40rem', lineHeight: vars.lineHeight.normal });

export const list = style({ paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const icon = style({ width: '3rem', height: '3rem', color: vars.color.brand, alignSelf: 'center' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
