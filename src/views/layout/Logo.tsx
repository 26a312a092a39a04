/**
 * Portal logo: an original, simple SVG wordmark (emblem with sun and waves + "MITUR"); it is NOT
 * the ministry's official logo. Same drawing as public/logo.svg (favicon: public/favicon.svg).
 *
 * Accessibility: `role="img"` with `aria-label={alt}`; pass `alt=""` when the logo is decorative
 * (e.g. inside the global loader, or when the surrounding link already has a name).
 *
 * @example <Logo alt="Ministerio de Turismo, ir al inicio" />
 */

/** Props of {@link Logo}. */
export interface LogoProps {
  /** Text alternative (Spanish, from props); "" marks the logo as decorative. */
  alt: string;
  /** `color` on light backgrounds (default), `inverse` (white wordmark) on navy. */
  variant?: 'color' | 'inverse';
  /** Rendered height in CSS px (width follows the 200×56 aspect ratio). Default 40. */
  height?: number;
  className?: string;
}

/** See module documentation. */
export function Logo({ alt, variant = 'color', height = 40, className }: LogoProps) {
  const ink = variant === 'inverse' ? '#FFFFFF' : '#003876';
  const a11y = alt === '' ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': alt };
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 56" height={height} width={(height * 200) / 56} className={className} focusable="false" {...a11y}>
      <circle cx="28" cy="28" r="26" fill="#003876" stroke={variant === 'inverse' ? '#FFFFFF' : 'none'} strokeWidth="2" />
      <circle cx="28" cy="22" r="8" fill="#F2A900" />
      <path d="M9 34c4.5-3.2 9-3.2 13.5 0s9 3.2 13.5 0 9-3.2 11.5-1.4" fill="none" stroke="#FFFFFF" strokeWidth="3" strokeLinecap="round" />
      <path d="M12 41c3.8-2.6 7.6-2.6 11.4 0s7.6 2.6 11.4 0 6.6-2.4 9.8-.8" fill="none" stroke="#8FB3DC" strokeWidth="3" strokeLinecap="round" />
      <text
        x="64"
        y="37"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="27"
        fontWeight="700"
        letterSpacing="2"
        fill={ink}
      >
        MITUR
      </text>
      <rect x="65" y="43" width="44" height="4" rx="2" fill="#F2A900" />
    </svg>
  );
}
