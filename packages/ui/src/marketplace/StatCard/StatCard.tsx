import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Card } from '../../components/Card';
import { Icon, type IconName } from '../../components/Icon';
import { Skeleton } from '../../components/Skeleton';
import * as styles from './StatCard.css';
import { cx } from '../../internal/cx';

/** Which way a figure moved since the period before. */
export const statTrendDirections = ['up', 'down', 'flat'] as const;
export type StatTrendDirection = (typeof statTrendDirections)[number];

/** A change since the period before, e.g. "+12% on last month". */
export interface StatTrend {
  direction: StatTrendDirection;
  /** The change in words, read as is. */
  text: string;
  /** Whether the move is good news (for a response time, down is good). @default direction === 'up' */
  good?: boolean;
}

const trendIcons: Record<StatTrendDirection, IconName> = {
  up: 'chevronUp',
  down: 'chevronDown',
  flat: 'more',
};

export interface StatCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'onClick'> {
  /** What the figure is ("Total earnings"); names the card. */
  label: string;
  /** The figure, formatted ("$12,400"). */
  value: ReactNode;
  /** A line under the figure ("41 bookings completed"). @default undefined */
  description?: ReactNode;
  /** The change since the period before. @default undefined */
  trend?: StatTrend;
  /** An icon beside the label (decorative). @default undefined */
  icon?: IconName;
  /** Shows a placeholder while the figure loads. @default false */
  loading?: boolean;
}

/** One figure of the stats and earnings pages, with its label, an optional trend and description. */
export const StatCard = forwardRef<HTMLElement, StatCardProps>(function StatCard(
  { label, value, description, trend, icon, loading = false, className, ...rest },
  ref,
) {
  const labelId = useId();
  const tone =
    !trend || trend.direction === 'flat'
      ? 'neutral'
      : (trend.good ?? trend.direction === 'up')
        ? 'good'
        : 'bad';
  return (
    <Card
      ref={ref}
      role="group"
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      className={cx(styles.root, className)}
      data-state={loading ? 'loading' : 'ready'}
      {...rest}
    >
      <div className={styles.layout}>
        <p id={labelId} className={styles.label}>
          {icon ? <Icon name={icon} size="small" /> : null}
          {label}
        </p>
        {loading ? <Skeleton shape="rect" size="small" /> : <p className={styles.value}>{value}</p>}
        {trend && !loading ? (
          <p className={styles.trend} data-tone={tone}>
            <Icon name={trendIcons[trend.direction]} size="small" />
            {trend.text}
          </p>
        ) : null}
        {description && !loading ? <p className={styles.description}>{description}</p> : null}
      </div>
    </Card>
  );
});
