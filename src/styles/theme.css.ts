/**
 * Design tokens of the MITUR portal as a vanilla-extract global theme (zero runtime CSS variables).
 *
 * The theme is attached to `:root` with `createGlobalTheme` (not to a class) so that the variables
 * also reach content rendered in Radix portals (dialogs, drawers) and sonner toasts, which are
 * mounted directly under `<body>`.
 *
 * Usage: `import { vars } from '../styles/theme.css'` and reference e.g. `vars.color.brand`.
 *
 * Colour contrast (WCAG 2.x relative-luminance ratio, computed for every pair actually used;
 * AA requires >= 4.5:1 for text and >= 3:1 for UI component boundaries and focus indicators):
 *
 * | foreground            | background                 | ratio  | use                                  |
 * |-----------------------|----------------------------|--------|--------------------------------------|
 * | #FFFFFF (onBrand)     | #003876 brand              | 11.49  | primary button, footer text          |
 * | #FFFFFF (onBrand)     | #002855 brandStrong        | 14.64  | primary button hover                 |
 * | #003876 brand         | #FFFFFF surface            | 11.49  | nav links, headings, secondary button|
 * | #003876 brand         | #E8EEF6 brandSubtle        |  9.85  | current nav item, hover backgrounds  |
 * | #0B5CAD link          | #FFFFFF surface            |  6.67  | inline links, text button            |
 * | #0B5CAD link          | #F3F5F8 surfaceAlt         |  6.11  | links on grey blocks                 |
 * | #1A1A1A text          | #FFFFFF surface            | 17.40  | body text                            |
 * | #1A1A1A text          | #F3F5F8 surfaceAlt         | 15.94  | body text on grey blocks             |
 * | #4A5563 textMuted     | #FFFFFF surface            |  7.58  | hints, secondary text                |
 * | #4A5563 textMuted     | #F3F5F8 surfaceAlt         |  6.94  | hints on grey blocks                 |
 * | #4A5563 disabledText  | #E4E8EE disabledBg         |  6.16  | disabled controls (exempt anyway)    |
 * | #1A1A1A onAccent      | #F2A900 accent (warm gold) |  8.66  | accent badges/stripes with text      |
 * | #1A1A1A onStatus      | #ADD8E6 infoBg             | 11.39  | status "info" (spec 001 colours)     |
 * | #1A1A1A onStatus      | #CEE6D6 successBg          | 13.19  | status "success"                     |
 * | #1A1A1A onStatus      | #ECE6BB warningBg          | 13.76  | status "warning"                     |
 * | #1A1A1A onStatus      | #FF657A dangerBg           |  6.13  | status "danger"                      |
 * | #FFFFFF onDanger      | #B42318 danger             |  6.57  | danger button                        |
 * | #B42318 danger        | #FFFFFF surface            |  6.57  | field error text and icon            |
 * | #B42318 danger        | #FDECEC dangerSubtle       |  5.76  | error block text                     |
 * | #1D6B3A successFg     | #FFFFFF surface            |  6.53  | success icons/text                   |
 * | #1D6B3A successFg     | #CEE6D6 successBg          |  4.95  | success text on success background   |
 * | #8A4B00 warningFg     | #FFFFFF surface            |  6.80  | warning icons/text                   |
 * | #0B5CAD infoFg        | #FFFFFF surface            |  6.67  | info icons/text                      |
 * | #C8D3E0 onBrandMuted  | #003876 brand              |  7.58  | footer secondary text                |
 * | #6B7785 borderStrong  | #FFFFFF surface            |  4.56  | input borders (>= 3:1 non-text)      |
 * | #6B7785 borderStrong  | #F3F5F8 surfaceAlt         |  4.18  | input borders on grey (>= 3:1)       |
 * | #005FCC focus         | #FFFFFF surface            |  5.98  | focus ring (>= 3:1)                  |
 * | #005FCC focus         | #F3F5F8 surfaceAlt         |  5.48  | focus ring on grey                   |
 * | #FFD166 focusOnDark   | #003876 brand              |  7.97  | focus ring inside the navy footer    |
 *
 * Decorative borders (#D5DBE3) separate blocks only and never carry meaning on their own.
 *
 * Spec references: spec 001 §3.2 / existing-portal-contract §3.2 status colours
 * (info #ADD8E6, success #cee6d6, warning #ece6bb, danger #ff657a, used as backgrounds with dark text).
 */
import { createGlobalTheme } from '@vanilla-extract/css';

/** System font stack: no web fonts are downloaded (performance budget for cheap phones). */
export const systemFontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/** Monospace stack (request numbers, codes). */
export const monoFontStack = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "Courier New", monospace';

/**
 * The theme contract, bound to `:root`. Every property is a CSS custom property reference
 * (`var(--…)`) that can be used in any vanilla-extract style.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    /** Institutional navy of the ministry. */
    brand: '#003876',
    /** Darker navy for hover/active states. */
    brandStrong: '#002855',
    /** Very light navy tint for hover and "current" backgrounds. */
    brandSubtle: '#E8EEF6',
    /** Text/icons placed on `brand` or `brandStrong`. */
    onBrand: '#FFFFFF',
    /** Secondary text on `brand` (footer). */
    onBrandMuted: '#C8D3E0',
    /** Link blue (inline links, text buttons). */
    link: '#0B5CAD',
    /** Warm accent (gold), decorative stripes and badges; text on it uses `onAccent`. */
    accent: '#F2A900',
    onAccent: '#1A1A1A',

    text: '#1A1A1A',
    textMuted: '#4A5563',
    surface: '#FFFFFF',
    surfaceAlt: '#F3F5F8',
    /** Decorative separators only. */
    border: '#D5DBE3',
    /** Boundaries of interactive controls (inputs, checkboxes); >= 3:1 against surfaces. */
    borderStrong: '#6B7785',
    disabledBg: '#E4E8EE',
    disabledText: '#4A5563',

    /** Focus indicator on light surfaces. */
    focus: '#005FCC',
    /** Focus indicator on navy surfaces. */
    focusOnDark: '#FFD166',

    /** Spec 001 status colours (backgrounds; text on them uses `onStatus`). */
    infoBg: '#ADD8E6',
    successBg: '#CEE6D6',
    warningBg: '#ECE6BB',
    dangerBg: '#FF657A',
    onStatus: '#1A1A1A',

    /** Foreground (text/icon) variants of the statuses, for use on white. */
    infoFg: '#0B5CAD',
    successFg: '#1D6B3A',
    warningFg: '#8A4B00',
    /** Danger/destructive colour (error text, danger button background). */
    danger: '#B42318',
    dangerStrong: '#8F1B12',
    onDanger: '#FFFFFF',
    /** Light danger tint for error blocks. */
    dangerSubtle: '#FDECEC',

    /** Backdrop of dialogs and of the global loader. */
    overlay: 'rgba(0, 20, 45, 0.55)',
  },
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4rem',
  },
  radius: {
    none: '0',
    sm: '4px',
    md: '8px',
    lg: '12px',
    pill: '999px',
    round: '50%',
  },
  font: {
    body: systemFontStack,
    mono: monoFontStack,
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    xxxl: '2.25rem',
    display: '3rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  lineHeight: {
    tight: '1.2',
    normal: '1.5',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 20, 45, 0.12)',
    md: '0 2px 8px rgba(0, 20, 45, 0.14)',
    lg: '0 8px 28px rgba(0, 20, 45, 0.22)',
  },
  /** Stacking order; sonner toasts use their own very high z-index and stay on top. */
  zIndex: {
    base: '0',
    header: '100',
    dropdown: '200',
    overlay: '1000',
    dialog: '1001',
    loader: '2000',
    skipLink: '3000',
  },
  /** Minimum interactive target (WCAG 2.2 SC 2.5.8 asks >= 24 px; we aim at 44 px for primary controls). */
  size: {
    targetMin: '24px',
    target: '44px',
    containerMax: '1200px',
    headerHeight: '64px',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
  },
});

/** Type of the theme variables object. */
export type ThemeVars = typeof vars;
