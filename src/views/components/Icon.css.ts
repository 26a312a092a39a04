/** Styles of {@link Icon}: inline with text, never shrunk by flex containers. */
import { style } from '@vanilla-extract/css';

export const icon = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  flexShrink: 0,
});
