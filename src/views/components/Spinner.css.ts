/** Styles of {@link Spinner}. Under `prefers-reduced-motion` the global rule stops the rotation. */
import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
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
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  animation: `${spin} 0.8s steps(8) infinite`,
});

// Spoke i (the (i+1)-th line) points 45·i degrees clockwise from twelve o'clock, turned about the
// drawing's centre. The one at twelve is the brightest, the one behind it (counter-clockwise, the
// last) next, down to the one ahead of it: each step of the turn moves the bright head on.
globalStyle(`${svg} line`, { transformBox: 'view-box', transformOrigin: 'center' });
for (let i = 1; i < 8; i += 1) {
  globalStyle(`${svg} line:nth-child(${i + 1})`, { transform: `rotate(${i * 45}deg)`, opacity: Number((1 - (8 - i) * 0.11).toFixed(2)) });
}

export const size = styleVariants({
  sm: { width: '1rem', height: '1rem' },
  md: { width: '1.5rem', height: '1.5rem' },
  lg: { width: '3rem', height: '3rem', color: vars.color.brand },
});
