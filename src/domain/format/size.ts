/**
 * File sizes as people read them (issue 9: "Sizes under 1 MB show in KB, never as '0 MB'"; spec 001
 * §3 Document `size_mb`). Pure: the view turns the result into 'N KB' / 'N MB' text.
 */

/** A size to show: a whole number of KB below 1 MB (at least 1), else MB with up to 2 decimals. */
export interface FileSize {
  unit: 'KB' | 'MB';
  n: number;
}

/**
 * The size to show for `mb` megabytes (1 MB = 1024 KB).
 * @example fileSize(0.84) // { unit: 'KB', n: 860 }
 * @example fileSize(0.0003) // { unit: 'KB', n: 1 }
 * @example fileSize(2.456) // { unit: 'MB', n: 2.46 }
 */
export function fileSize(mb: number): FileSize {
  if (!Number.isFinite(mb) || mb < 0) return { unit: 'KB', n: 0 };
  if (mb < 1) return { unit: 'KB', n: mb === 0 ? 0 : Math.max(1, Math.round(mb * 1024)) };
  return { unit: 'MB', n: Math.round(mb * 100) / 100 };
}
