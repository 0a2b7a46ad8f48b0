import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../../components/Heading';
import { StatCard } from '../StatCard';
import { formatMoney, formatNumber } from '../../internal/format';
import * as styles from './OverallEarnings.css';
import { cx } from '../../internal/cx';

/** A voice actor's earnings since joining (the API's OverallEarningStats). */
export interface OverallEarningStats {
  currency: string;
  /** Net earnings released to the voice actor. */
  total_earnings: number;
  /** Paid by clients and held by Secure Payment, not yet released. */
  pending_earnings?: number | null;
  bookings_completed: number;
  clients_count?: number | null;
  /** Mean net earnings per completed booking; null with no bookings. */
  average_booking_value?: number | null;
}

/** The block's texts. */
export interface OverallEarningsLabels {
  title: string;
  total: string;
  totalDescription: string;
  pending: string;
  pendingDescription: string;
  bookings: string;
  clients: string;
  average: string;
  noAverage: string;
}

export const defaultOverallEarningsLabels: OverallEarningsLabels = {
  title: 'Overall earnings',
  total: 'Total earnings',
  totalDescription: 'Released to you since you joined',
  pending: 'Pending earnings',
  pendingDescription: 'Held by Secure Payment until released',
  bookings: 'Bookings completed',
  clients: 'Clients',
  average: 'Average booking value',
  noAverage: 'No bookings yet',
};

export interface OverallEarningsProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The totals; leave out while loading. @default undefined */
  stats?: OverallEarningStats;
  /** Shows placeholders while the totals load. @default false */
  loading?: boolean;
  /** The heading. @default labels.title */
  title?: ReactNode;
  /** The heading's level. @default 2 */
  headingLevel?: HeadingLevel;
  /** BCP 47 locale. @default 'en-US' */
  locale?: string;
  /** Texts. @default defaultOverallEarningsLabels */
  labels?: Partial<OverallEarningsLabels>;
}

/** The earnings since joining as stat cards: released, pending, bookings, clients, average booking. */
export const OverallEarnings = forwardRef<HTMLElement, OverallEarningsProps>(function OverallEarnings(
  {
    stats,
    loading = false,
    title,
    headingLevel = 2,
    locale = 'en-US',
    labels: labelsProp,
    className,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultOverallEarningsLabels, ...labelsProp };
  const headingId = useId();
  const busy = loading || !stats;
  const money = (amount: number) => formatMoney(amount, { currency: stats?.currency ?? 'USD', locale });
  const count = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : formatNumber(value, { locale });
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className={cx(styles.root, className)}
      data-state={busy ? 'loading' : 'ready'}
      {...rest}
    >
      <Heading level={headingLevel} size="lg" id={headingId}>
        {title ?? labels.title}
      </Heading>
      <div className={styles.grid}>
        <StatCard
          label={labels.total}
          value={stats ? money(stats.total_earnings) : ''}
          description={labels.totalDescription}
          loading={busy}
        />
        {busy || (stats.pending_earnings !== null && stats.pending_earnings !== undefined) ? (
          <StatCard
            label={labels.pending}
            value={
              stats?.pending_earnings !== null && stats?.pending_earnings !== undefined
                ? money(stats.pending_earnings)
                : ''
            }
            description={labels.pendingDescription}
            loading={busy}
          />
        ) : null}
        <StatCard label={labels.bookings} value={count(stats?.bookings_completed)} loading={busy} />
        {busy || (stats.clients_count !== null && stats.clients_count !== undefined) ? (
          <StatCard label={labels.clients} value={count(stats?.clients_count)} loading={busy} />
        ) : null}
        <StatCard
          label={labels.average}
          value={
            stats?.average_booking_value !== null && stats?.average_booking_value !== undefined
              ? money(stats.average_booking_value)
              : labels.noAverage
          }
          loading={busy}
        />
      </div>
    </section>
  );
});
