/**
 * Styles of /app/policy: a readable single column (max ~48 rem of text), an in-page contents list,
 * the two CMS sections. Mobile first; nothing overflows at 320 px.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  paddingBlock: vars.space.lg,
  maxWidth: '52rem',
});

export const toc = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const tocTitle = style({ fontSize: vars.fontSize.md });

export const tocList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, paddingInlineStart: vars.space.lg });

/** A titled section (anchor target: keeps some room above when scrolled to). */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  scrollMarginTop: vars.space.lg,
});

export const sectionTitle = style({ fontSize: vars.fontSize.xxl });

export const loadingBox = style({ display: 'grid', placeItems: 'center', minHeight: '8rem' });

export const muted = style({ color: vars.color.textMuted });

/** The sanitised CMS HTML. */
export const richText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});
globalStyle(`${richText} h2, ${richText} h3, ${richText} h4`, { fontSize: vars.fontSize.lg, marginTop: vars.space.sm });
globalStyle(`${richText} ul, ${richText} ol`, { paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
globalStyle(`${richText} img`, { maxWidth: '100%', height: 'auto' });
