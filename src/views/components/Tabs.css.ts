/** Styles of {@link Tabs}: the active tab is marked by a thick underline AND bold text. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { mediaQueries } from '../../styles/breakpoints';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/**
 * One row of tabs at every width (issue 9: no two-row tab lists at 360 px). Below the desktop
 * layout the tabs share the row and a long label wraps inside its own tab ('Mis / solicitudes');
 * only when even that does not fit (five long labels) the row scrolls inside itself with a visible
 * thin scrollbar. The page never widens (WCAG 1.4.10) and the selected tab is kept in view (Tabs.tsx).
 */
export const list = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: 0,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const trigger = style({
  flex: '1 1 auto',
  whiteSpace: 'normal',
  overflowWrap: 'normal',
  textAlign: 'center',
  lineHeight: 1.2,
  fontSize: vars.fontSize.sm,
  minHeight: vars.size.target,
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  '@media': {
    [mediaQueries.desktop]: {
      flex: '0 0 auto',
      whiteSpace: 'nowrap',
      marginRight: vars.space.xxs,
      fontSize: vars.fontSize.md,
      padding: `${vars.space.xs} ${vars.space.md}`,
    },
  },
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { color: vars.color.brand, backgroundColor: vars.color.brandSubtle },
    '&[data-state="active"]': {
      color: vars.color.brand,
      borderBottomColor: vars.color.brand,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const panel = style({});
