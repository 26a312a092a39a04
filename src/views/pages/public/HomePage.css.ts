/**
 * Home page styles (spec 000 §1): full-width hero with a CSS background that stays when the hero
 * image is missing, search panel, metric counters, 16:9 video frame and its poster. Mobile first;
 * every box that waits for the backend has its size reserved (no layout shift).
 */
import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

export const home = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  // The shell pads its content; the hero sits right under the header.
  marginTop: `calc(-1 * ${vars.space.xl})`,
});

export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  minHeight: '22rem',
  paddingBlock: vars.space.xxl,
  color: vars.color.onBrand,
  backgroundColor: vars.color.brand,
  backgroundImage: `linear-gradient(135deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 55%, #0B5CAD 100%)`,
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    zIndex: -1,
    background: 'linear-gradient(90deg, rgba(0, 40, 85, 0.88) 0%, rgba(0, 40, 85, 0.7) 60%, rgba(0, 40, 85, 0.5) 100%)',
  },
  '@media': {
    [mediaQueries.desktop]: { minHeight: '26rem' },
  },
});

export const heroImage = style({
  position: 'absolute',
  inset: 0,
  zIndex: -2,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** The small notice of a hero image that did not load (issue 10): dark text on a light pill. */
export const heroNotice = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const heroInner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const heroTitle = style({
  color: vars.color.onBrand,
  fontSize: 'clamp(1.75rem, 1.2rem + 2.5vw, 3rem)',
  maxWidth: '40rem',
});

export const heroSubtitle = style({
  color: vars.color.onBrand,
  fontSize: vars.fontSize.lg,
  maxWidth: '40rem',
});

export const searchPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '40rem',
  padding: vars.space.md,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const searchStatus = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&:empty': { display: 'none' } },
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const resultLink = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  color: vars.color.link,
  selectors: { '&:hover': { backgroundColor: vars.color.brandSubtle } },
});

export const resultName = style({ fontWeight: vars.fontWeight.medium, textDecoration: 'underline' });

export const resultArea = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** 16:9 box of the video and of its poster. */
export const videoBox = style({
  position: 'relative',
  width: '100%',
  maxWidth: '56rem',
  marginInline: 'auto',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.brand,
  backgroundImage: `linear-gradient(135deg, ${vars.color.brandStrong}, ${vars.color.brand})`,
});

export const videoFrame = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
});

export const posterImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0.45,
});

export const posterText = style({
  position: 'absolute',
  insetInline: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  marginInline: 'auto',
  maxWidth: '28rem',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: 'rgba(0, 20, 45, 0.85)',
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
});
