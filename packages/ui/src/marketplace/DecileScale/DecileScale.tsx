import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { formatNumber } from '../../internal/format';
import * as styles from './DecileScale.css';
import { cx } from '../../internal/cx';

/** Spec section 9: the scale stat shows Top or Bottom, by decile. */
export const statScales = ['Top', 'Bottom'] as const;
export type StatScale = (typeof statScales)[number];

/** One measure with its standing among comparable voice actors (the API's ProviderStatMetric). */
export interface ProviderStatMetric {
  /** The measure's name, e.g. profile_views. */
  name: string;
  value: number;
  /** 1 lowest to 10 highest; null without enough data. */
  decile?: number | null;
  /** Top or Bottom; null without enough data. */
  scale?: StatScale | null;
}

/** The stats page's measures, in words. */
export const providerStatLabels: Readonly<Record<string, string>> = {
  profile_views: 'Profile views',
  search_appearances: 'Search appearances',
  sample_listens: 'Sample listens',
  favorites: 'Favorites',
  invitations_received: 'Invitations received',
  proposals_sent: 'Proposals sent',
  proposals_shortlisted: 'Proposals shortlisted',
  bookings_completed: 'Bookings completed',
  median_response_time_hours: 'Median response time',
};

/**
 * The share a decile stands for, counted from its end of the scale: the 9th decile is the top 20%,
 * the 2nd the bottom 20%.
 */
export function decileShare(decile: number, scale: StatScale): number {
  const clamped = Math.min(10, Math.max(1, Math.round(decile)));
  return scale === 'Top' ? (11 - clamped) * 10 : clamped * 10;
}

/** The measure's value as read; hours carry their unit. */
export function formatStatValue(metric: ProviderStatMetric, locale = 'en-US'): string {
  const number = formatNumber(metric.value, { locale });
  return metric.name.endsWith('_hours') ? `${number} h` : number;
}

/** The scale's texts. */
export interface DecileScaleLabels {
  share: (scale: StatScale, percent: number) => string;
  among: string;
  notEnoughData: string;
  low: string;
  high: string;
}

export const defaultDecileScaleLabels: DecileScaleLabels = {
  share: (scale, percent) => `${scale} ${percent}%`,
  among: 'among comparable voice actors',
  notEnoughData: 'Not enough data yet',
  low: 'Lowest',
  high: 'Highest',
};

export interface DecileScaleProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The measure. */
  metric: ProviderStatMetric;
  /** The measure's name in words. @default providerStatLabels[metric.name] */
  label?: string;
  /** The value as shown. @default formatStatValue(metric) */
  value?: ReactNode;
  /** BCP 47 locale. @default 'en-US' */
  locale?: string;
  /** Texts. @default defaultDecileScaleLabels */
  labels?: Partial<DecileScaleLabels>;
}

const segments = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * A measure of the stats page with its standing among comparable voice actors: ten deciles drawn
 * in SVG with the voice actor's marked, as a meter, and the share in words ("Top 20%").
 */
export const DecileScale = forwardRef<HTMLDivElement, DecileScaleProps>(function DecileScale(
  { metric, label, value, locale = 'en-US', labels: labelsProp, className, ...rest },
  ref,
) {
  const labels = { ...defaultDecileScaleLabels, ...labelsProp };
  const labelId = useId();
  const name = label ?? providerStatLabels[metric.name] ?? metric.name;
  const decile = metric.decile ?? undefined;
  const scale = metric.scale ?? undefined;
  const known = decile !== undefined && scale !== undefined;
  const share = known ? labels.share(scale, decileShare(decile, scale)) : undefined;
  return (
    <div
      ref={ref}
      role="group"
      aria-labelledby={labelId}
      className={cx(styles.root, className)}
      data-state={known ? 'known' : 'unknown'}
      data-scale={scale}
      {...rest}
    >
      <p id={labelId} className={styles.label}>
        {name}
      </p>
      <p className={styles.value}>{value ?? formatStatValue(metric, locale)}</p>
      {known ? (
        <>
          <div
            role="meter"
            aria-label={`${name} ${labels.among}`}
            aria-valuemin={1}
            aria-valuemax={10}
            aria-valuenow={decile}
            aria-valuetext={`${share ?? ''} ${labels.among}`}
            className={styles.meter}
          >
            <svg
              aria-hidden="true"
              focusable="false"
              viewBox="0 0 100 10"
              preserveAspectRatio="none"
              className={styles.svg}
            >
              {segments.map((segment) => (
                <rect
                  key={segment}
                  className={styles.segment}
                  data-state={segment === decile ? 'current' : segment < decile ? 'below' : 'above'}
                  x={(segment - 1) * 10 + 0.5}
                  y={0}
                  width={9}
                  height={10}
                  rx={1}
                />
              ))}
            </svg>
            <div className={styles.ends} aria-hidden="true">
              <span>{labels.low}</span>
              <span>{labels.high}</span>
            </div>
          </div>
          <p className={styles.share}>
            <strong>{share}</strong> {labels.among}
          </p>
        </>
      ) : (
        <p className={styles.unknown}>{labels.notEnoughData}</p>
      )}
    </div>
  );
});
