/** Demo mailbox layout. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '48rem' });
export const h2 = style({ fontSize: vars.fontSize.lg, color: vars.color.brand, margin: `0 0 ${vars.space.sm}` });
export const accounts = style({ margin: `0 0 ${vars.space.md}`, paddingInlineStart: vars.space.lg });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const mail = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.sm, padding: vars.space.md });
export const subject = style({ margin: 0, fontSize: vars.fontSize.md });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'stretch' });
