/**
 * Star ratings (spec 001 §2.3 service rating; §2.5 'Calificación de servicio': half steps,
 * default 3; existing-portal-contract C3 rating 0–5 in halves).
 *
 * - {@link StarRating}: read-only display. One `role="img"` element whose accessible name is
 *   `label(value, max)` (e.g. "4.5 de 5"); the stars are decorative. `showValue` also prints the
 *   number, so the value is never conveyed by the star shapes alone.
 * - {@link StarRatingInput}: a native radio group of half-star values (0.5 … 5), keyboard arrows
 *   move by half a star; each radio's name is `label(value, max)`.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utilities.css';
import * as css from './StarRating.css';

/** Rounds to the nearest half and clamps into 0..max. */
export function roundToHalf(value: number, max = 5): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.round(value * 2) / 2));
}

type Fill = 'full' | 'half' | 'empty';

/** Fill of each star for a value (rounded to halves). */
export function starFills(value: number, max = 5): Fill[] {
  const v = roundToHalf(value, max);
  return Array.from({ length: max }, (_, i) => (v >= i + 1 ? 'full' : v >= i + 0.5 ? 'half' : 'empty'));
}

const STAR = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z';

function StarIcon({ fill, size, clipId }: { fill: Fill; size: number; clipId: string }) {
  return (
    <svg className={css.star} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {fill === 'half' ? (
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y="0" width="12" height="24" />
          </clipPath>
        </defs>
      ) : null}
      {fill === 'full' ? <path d={STAR} className={css.starFill} /> : null}
      {fill === 'half' ? <path d={STAR} className={css.starFill} clipPath={`url(#${clipId})`} /> : null}
      <path d={STAR} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}

/** Formats the accessible text of a rating, e.g. `(v, m) => \`${v} de ${m}\``. */
export type RatingLabel = (value: number, max: number) => string;

/** Props of {@link StarRating}. */
export interface StarRatingProps {
  /** Rating value; rounded to the nearest half for display. */
  value: number;
  max?: number;
  /** Accessible text, e.g. `(v, m) => \`${v} de ${m}\`` → "4.5 de 5". */
  label: RatingLabel;
  /** Star size in px (default 20). */
  size?: number;
  /** Also print the numeric value next to the stars. */
  showValue?: boolean;
  className?: string;
}

/** See module documentation. */
export function StarRating({ value, max = 5, label, size = 20, showValue = false, className }: StarRatingProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const rounded = roundToHalf(value, max);
  return (
    <span className={className ? `${css.root} ${className}` : css.root}>
      <span className={css.stars} role="img" aria-label={label(rounded, max)}>
        {starFills(rounded, max).map((fill, i) => (
          <StarIcon key={i} fill={fill} size={size} clipId={`star-${uid}-${i}`} />
        ))}
      </span>
      {showValue ? (
        <span className={css.valueText} aria-hidden="true">
          {rounded}
        </span>
      ) : null}
    </span>
  );
}

/** Props of {@link StarRatingInput}. */
export interface StarRatingInputProps {
  /** Group label, e.g. "Calificación". */
  legend: ReactNode;
  /** Current value (0.5 steps). */
  value: number;
  onChange: (value: number) => void;
  /** Accessible name of each option, e.g. "3.5 de 5". */
  label: RatingLabel;
  max?: number;
  name?: string;
  disabled?: boolean;
}

/** See module documentation. */
export function StarRatingInput({ legend, value, onChange, label, max = 5, name, disabled = false }: StarRatingInputProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const groupName = name ?? `rating-${uid}`;
  const current = roundToHalf(value, max);
  const fills = starFills(current, max);
  return (
    <fieldset className={css.fieldset} disabled={disabled}>
      <legend className={css.legend}>{legend}</legend>
      <span className={`${css.inputRow} ${css.stars} ${css.focusRing}`}>
        {fills.map((fill, i) => (
          <span key={i} className={css.starSlot}>
            {[i + 0.5, i + 1].map((optionValue, half) => {
              const optionId = `${groupName}-${optionValue}`;
              return (
                <label key={optionValue} htmlFor={optionId} className={`${css.halfLabel} ${half === 0 ? css.halfLeft : css.halfRight}`}>
                  <input
                    id={optionId}
                    className={css.radio}
                    type="radio"
                    name={groupName}
                    value={optionValue}
                    checked={current === optionValue}
                    onChange={() => onChange(optionValue)}
                  />
                  <span className={visuallyHidden}>{label(optionValue, max)}</span>
                </label>
              );
            })}
            <StarIcon fill={fill} size={32} clipId={`star-in-${uid}-${i}`} />
          </span>
        ))}
        <span className={css.valueText} aria-hidden="true">
          {current}
        </span>
      </span>
    </fieldset>
  );
}
