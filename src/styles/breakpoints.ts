/**
 * Layout breakpoints of the portal (spec 000 §9 "Breakpoints 320, 768 (desktop layout; side menu),
 * 1000 (header switch), 1200"; spec 001 §2 application shell "Desktop layout breakpoint is 768 px;
 * header compact below 1000 px").
 *
 * Plain TypeScript (no vanilla-extract) so it can be used both inside `*.css.ts` files and at run
 * time (e.g. `window.matchMedia(mediaQueries.headerFull)`).
 *
 * All values are CSS pixels; the design is mobile first, so every query is a `min-width` query.
 */

/** Breakpoint widths in CSS px. */
export const breakpoints = {
  /** Smallest supported viewport (cheap phones); nothing may overflow horizontally at 320 px. */
  mobile: 320,
  /** Desktop layout (side menu of procedures, multi-column grids) from 768 px. */
  desktop: 768,
  /** Full header (inline navigation) from 1000 px; below it the compact menu (drawer) is used. */
  headerFull: 1000,
  /** Wide screens; also the maximum content width of the container utility. */
  wide: 1200,
} as const;

/** Name of one breakpoint of {@link breakpoints}. */
export type BreakpointName = keyof typeof breakpoints;

/**
 * Media-query strings (without the `@media` keyword), usable in vanilla-extract
 * `'@media': { [mediaQueries.desktop]: {...} }` and in `window.matchMedia(...)`.
 */
export const mediaQueries = {
  /** Viewport >= 768 px: desktop layout. */
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  /** Viewport >= 1000 px: full header; the compact header is used when this does NOT match. */
  headerFull: `screen and (min-width: ${breakpoints.headerFull}px)`,
  /** Viewport >= 1200 px. */
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  /** The user asked the system to minimise non-essential motion. */
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
