/**
 * Request detail page, 'Detalles' tab (spec 001 §2.5): summary facts with the status chip in the
 * spec's status colours (contract §3.2, theme `infoBg`/`successBg`/`warningBg`/`dangerBg` with
 * `onStatus` text), the answers as a definition list, grid answers as small scrollable tables and
 * the two document lists; the required-action and resolution banners. Mobile first; nothing
 * overflows at 320 px: a grid answer's table scrolls inside its own box, and words are never broken
 * mid-word in its cells (they wrap at spaces only).
 */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { mediaQueries } from '../../../styles/breakpoints';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [mediaQueries.desktop]: { padding: vars.space.lg } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brand });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, scrollMarginTop: vars.space.xxl });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brand });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xs,
  margin: 0,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(10rem, max-content) 1fr', columnGap: vars.space.lg, rowGap: vars.space.sm } },
});

export const term = style({ fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });
export const definition = style({ margin: 0, overflowWrap: 'break-word', minWidth: 0 });

export const number = style({ fontFamily: vars.font.mono });

const chipBase = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  color: vars.color.onStatus,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/** Status chip by colour key (contract §3.2). */
export const chip = styleVariants({
  info: [chipBase, { background: vars.color.infoBg }],
  success: [chipBase, { background: vars.color.successBg }],
  warning: [chipBase, { background: vars.color.warningBg }],
  danger: [chipBase, { background: vars.color.dangerBg }],
});

/** The grid answer's own scroll box: a wide table scrolls here instead of widening the page. */
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%', minWidth: 0 });

export const table = style({
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  minWidth: '100%',
});

export const caption = style({ textAlign: 'left', fontWeight: vars.fontWeight.bold, paddingBottom: vars.space.xxs });

export const cell = style({
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  textAlign: 'left',
  verticalAlign: 'top',
  // Readable at 360 px: wrap at spaces only, never inside a word (the box scrolls instead).
  overflowWrap: 'normal',
  wordBreak: 'normal',
  minWidth: '6rem',
});

export const headCell = style([cell, { background: vars.color.surfaceAlt }]);

export const docList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const docItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const docName = style({
  flex: '1 1 12rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  minHeight: vars.size.targetMin,
});

export const docPlainName = style([docName, { color: vars.color.text }]);

export const badge = style({
  flexShrink: 0,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

export const docDate = style({ flexShrink: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const centre = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });

/** Required-action banners (warning colour, spec 001 §2.5). */
export const banners = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const actionBanner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningBg,
  color: vars.color.onStatus,
  borderLeft: `4px solid ${vars.color.borderStrong}`,
});

export const bannerText = style({ flex: '1 1 14rem', minWidth: 0, margin: 0, overflowWrap: 'break-word' });

const solutionBase = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.onStatus,
});

/** Resolution banner in the status colour (contract §3.2). */
export const solution = styleVariants({
  info: [solutionBase, { background: vars.color.infoBg }],
  success: [solutionBase, { background: vars.color.successBg }],
  warning: [solutionBase, { background: vars.color.warningBg }],
  danger: [solutionBase, { background: vars.color.dangerBg }],
});

export const solutionTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const solutionText = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'break-word' });

export const footer = style({ display: 'flex', justifyContent: 'flex-end' });

/** 'Descargar comprobante' (issue 27) under the documents. */
export const receipt = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs });

export const staffNotice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
});

export const notice = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
