/**
 * Button styles, shared by {@link Button} and by links that look like buttons
 * (see `buttonClassName` in Button.tsx). Contrast ratios are listed in styles/theme.css.ts.
 */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  whiteSpace: 'normal',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.fast} ease, color ${vars.motion.fast} ease, border-color ${vars.motion.fast} ease`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': {
      backgroundColor: vars.color.disabledBg,
      borderColor: vars.color.disabledBg,
      color: vars.color.disabledText,
    },
    '&[data-loading]': { cursor: 'progress' },
  },
});

export const size = styleVariants({
  md: {
    minHeight: vars.size.target,
    paddingInline: vars.space.lg,
    paddingBlock: vars.space.xs,
    fontSize: vars.fontSize.md,
  },
  sm: {
    minHeight: '36px',
    paddingInline: vars.space.md,
    paddingBlock: vars.space.xxs,
    fontSize: vars.fontSize.sm,
  },
});

const enabled = '&:not(:disabled):not([aria-disabled="true"])';

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.brand,
    color: vars.color.onBrand,
    selectors: {
      [`${enabled}:hover`]: { backgroundColor: vars.color.brandStrong },
    },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.brand,
    borderColor: vars.color.brand,
    selectors: {
      [`${enabled}:hover`]: { backgroundColor: vars.color.brandSubtle },
    },
  },
  text: {
    backgroundColor: 'transparent',
    color: vars.color.link,
    paddingInline: vars.space.xs,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    selectors: {
      [`${enabled}:hover`]: { backgroundColor: vars.color.brandSubtle },
      '&:disabled, &[aria-disabled="true"]': { backgroundColor: 'transparent', borderColor: 'transparent' },
    },
  },
  danger: {
    backgroundColor: vars.color.danger,
    color: vars.color.onDanger,
    selectors: {
      [`${enabled}:hover`]: { backgroundColor: vars.color.dangerStrong },
    },
  },
});

export const fullWidth = style({ width: '100%' });

export const label = style({ display: 'inline-block' });
