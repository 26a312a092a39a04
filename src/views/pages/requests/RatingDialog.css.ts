/** 'Calificación de servicio' dialog (spec 001 §2.5): the stars, the comment, the actions. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
