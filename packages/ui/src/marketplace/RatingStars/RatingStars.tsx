import { forwardRef, useId, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { iconPaths } from '../../components/Icon';
import { useControllableState } from '../../internal/useControllableState';
import * as styles from './RatingStars.css';
import {
  formatRating,
  ratingMax,
  ratingText,
  showsAverageRating,
  starFillsFor,
  type StarFill,
} from './rating';
import { cx } from '../../internal/cx';
import { numberFormat } from '../../internal/intl';

export const ratingStarsModes = ['display', 'input'] as const;
export type RatingStarsMode = (typeof ratingStarsModes)[number];

export const ratingStarsSizes = ['small', 'medium', 'large'] as const;
export type RatingStarsSize = (typeof ratingStarsSizes)[number];

export interface RatingStarsProps extends Omit<HTMLAttributes<HTMLElement>, 'defaultValue' | 'onChange'> {
  /** 'display' shows a rating; 'input' lets the user choose 1 to 5 stars. @default 'display' */
  mode?: RatingStarsMode;
  /** The rating shown (display) or chosen (input, controlled). @default undefined */
  value?: number;
  /** The first choice (input, uncontrolled). @default undefined */
  defaultValue?: number;
  /** Called with the stars the user chose (input). @default undefined */
  onValueChange?: (change: { value: number }) => void;
  /** The question of the input, as its legend. @default 'Rating' */
  label?: ReactNode;
  /** With a review count, display mode shows it and hides the average below 5 reviews (spec section 5). @default undefined */
  reviewCount?: number;
  /** Shows the figure ("4.5") beside the stars in display mode. @default false */
  showValue?: boolean;
  /** Star size. @default 'medium' */
  size?: RatingStarsSize;
  /** The radios' name (input), for forms. @default generated */
  name?: string;
  /** Requires a choice (input). @default false */
  required?: boolean;
  /** Turns the input off. @default false */
  disabled?: boolean;
  /** Locale of the figures. @default 'en-US' */
  locale?: string;
}

function Star({ fill, clipId }: { fill: StarFill; clipId: string }) {
  return (
    <svg viewBox="0 0 24 24" className={styles.star} data-fill={fill} aria-hidden="true" focusable="false">
      {fill === 'half' ? (
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y="0" width="12" height="24" />
          </clipPath>
        </defs>
      ) : null}
      <path className={styles.outline} d={iconPaths.star} />
      {fill === 'empty' ? null : (
        <path
          className={styles.filled}
          d={iconPaths.star}
          clipPath={fill === 'half' ? `url(#${clipId})` : undefined}
        />
      )}
    </svg>
  );
}

const reviewsText = (count: number, locale: string) =>
  `${numberFormat(locale).format(count)} ${count === 1 ? 'review' : 'reviews'}`;

/**
 * Five stars. Display mode shows a rating to the half star, read as "4.5 out of 5". Input mode is a
 * group of native radios ("1 star" to "5 stars"): arrow keys move and choose, as the platform does.
 */
export const RatingStars = forwardRef<HTMLElement, RatingStarsProps>(function RatingStars(
  {
    mode = 'display',
    value,
    defaultValue,
    onValueChange,
    label = 'Rating',
    reviewCount,
    showValue = false,
    size = 'medium',
    name,
    required = false,
    disabled = false,
    locale = 'en-US',
    className,
    ...rest
  },
  ref,
) {
  const base = useId();
  const [chosen, setChosen] = useControllableState<number | undefined>(value, defaultValue, (next) => {
    if (next !== undefined) onValueChange?.({ value: next });
  });
  const [hovered, setHovered] = useState<number | null>(null);
  const classes = cx(styles.root, className);

  if (mode === 'display') {
    const hidden = reviewCount !== undefined && !showsAverageRating(reviewCount);
    return (
      <span ref={ref} className={classes} data-mode="display" data-size={size} {...rest}>
        {hidden || value === undefined ? null : (
          <>
            <span role="img" aria-label={ratingText(value, locale)} className={styles.stars}>
              {starFillsFor(value).map((fill, index) => (
                <Star key={index} fill={fill} clipId={`${base}-half-${String(index)}`} />
              ))}
            </span>
            {showValue ? (
              <span className={styles.figure} aria-hidden="true">
                {formatRating(value, locale)}
              </span>
            ) : null}
          </>
        )}
        {reviewCount === undefined ? null : (
          <span className={styles.count}>
            {hidden ? reviewsText(reviewCount, locale) : `(${reviewsText(reviewCount, locale)})`}
          </span>
        )}
      </span>
    );
  }

  const shown = hovered ?? chosen ?? 0;
  const groupName = name ?? `${base}-rating`;
  return (
    <fieldset
      ref={ref as Ref<HTMLFieldSetElement>}
      className={classes}
      data-mode="input"
      data-size={size}
      disabled={disabled}
      onMouseLeave={() => {
        setHovered(null);
      }}
      {...rest}
    >
      <legend className={styles.legend}>{label}</legend>
      <span className={styles.stars}>
        {Array.from({ length: ratingMax }, (_, index) => {
          const stars = index + 1;
          const id = `${base}-${String(stars)}`;
          return (
            <span key={stars} className={styles.option}>
              <input
                id={id}
                type="radio"
                className={styles.radio}
                name={groupName}
                value={stars}
                checked={chosen === stars}
                required={required}
                onChange={() => {
                  setChosen(stars);
                }}
              />
              <label
                htmlFor={id}
                className={styles.choice}
                onMouseEnter={() => {
                  if (!disabled) setHovered(stars);
                }}
              >
                <Star fill={stars <= shown ? 'full' : 'empty'} clipId={`${id}-half`} />
                <span className={styles.visuallyHidden}>
                  {stars === 1 ? '1 star' : `${String(stars)} stars`}
                </span>
              </label>
            </span>
          );
        })}
      </span>
    </fieldset>
  );
});
