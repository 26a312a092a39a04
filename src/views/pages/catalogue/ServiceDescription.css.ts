/**
 * Styles of the service description page (spec 001 §2.3), including its print stylesheet: "print
 * (print width 400 px)" — while the page is mounted `printScope` is set on <body>, and in print
 * the header, footer, navigation, buttons and share links are hidden and the main content is
 * 400 px wide.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';

/** Class put on <body> while the page is mounted; scopes the print rules to this page. */
export const printScope = style({});

const PRINT = 'print';

globalStyle(
  [
    `${printScope} header`,
    `${printScope} footer`,
    `${printScope} nav`,
    `${printScope} button`,
    `${printScope} [data-print-hide]`,
    `${printScope} [data-sonner-toaster]`,
  ].join(', '),
  { '@media': { [PRINT]: { display: 'none !important' } } },
);

globalStyle(`${printScope} #main`, {
  '@media': { [PRINT]: { width: '400px', maxWidth: '400px', marginInline: 'auto', padding: 0 } },
});

globalStyle(`${printScope} #main *`, {
  '@media': { [PRINT]: { boxShadow: 'none !important', overflow: 'visible !important' } },
});

/** Readable column. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  maxWidth: '60rem',
  marginInline: 'auto',
  minWidth: 0,
});

/** Rating, print, share and INICIAR SOLICITUD. */
export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': {
    [mediaQueries.desktop]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
    },
  },
});

export const rating = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const requestBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const plainText = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

/** Horizontal scroll for tables on narrow screens (320 px). */
export const tableWrap = style({
  width: '100%',
  overflowX: 'auto',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

globalStyle(`${table} thead th`, {
  backgroundColor: vars.color.surfaceAlt,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
});

export const amount = style({ textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/**
 * Table that reflows below 768 px (tariffs: long concepts and amounts do not fit 320 px): each row
 * becomes a block, each cell a line prefixed by its column name (`data-label`); the header row is
 * kept for assistive technology but visually hidden.
 */
export const stackedTable = style({});

const NARROW = `not ${mediaQueries.desktop}`;

globalStyle(`${stackedTable} thead`, {
  '@media': {
    [NARROW]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

globalStyle(`${stackedTable} tbody, ${stackedTable} tr, ${stackedTable} tbody th, ${stackedTable} tbody td`, {
  '@media': { [NARROW]: { display: 'block', width: '100%' } },
});

globalStyle(`${stackedTable} tbody tr`, {
  '@media': { [NARROW]: { paddingBlock: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` } },
});

globalStyle(`${stackedTable} tbody th, ${stackedTable} tbody td`, {
  '@media': { [NARROW]: { padding: `${vars.space.xxs} 0`, borderBottom: 'none', textAlign: 'start', whiteSpace: 'normal' } },
});

globalStyle(`${stackedTable} tbody td[data-label]::before`, {
  '@media': {
    [NARROW]: { content: 'attr(data-label) ": "', fontWeight: vars.fontWeight.bold, color: vars.color.textMuted },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  margin: 0,
});

export const requirement = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const requirementName = style({ fontWeight: vars.fontWeight.bold });

export const tariff = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const comments = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  transition: `opacity ${vars.motion.fast}`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const comment = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const commentHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const commentMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const pagingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
