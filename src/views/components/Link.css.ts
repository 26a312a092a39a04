/** Styles of the styled {@link Link}. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const base = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
  },
});

export const variant = styleVariants({
  /** Inside running text. */
  inline: [base],
  /** On its own line (lists, "back to login"): inline-flex with a 24 px minimum target. */
  standalone: [
    base,
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xxs,
      minHeight: vars.size.targetMin,
      fontWeight: vars.fontWeight.medium,
    },
  ],
});
