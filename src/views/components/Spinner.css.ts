/** Styles of {@link Spinner}. Under `prefers-reduced-motion` the global rule stops the rotation. */
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const spin = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'inherit',
  flexShrink: 0,
});

export const svg = style({
  display: 'block',
  animation: `${spin} 0.8s steps(8) infinite`,
});

export const size = styleVariants({
  sm: { width: '1rem', height: '1rem' },
  md: { width: '1.5rem', height: '1.5rem' },
  lg: { width: '3rem', height: '3rem', color: vars.color.brand },
});
