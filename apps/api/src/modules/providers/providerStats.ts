// The voice actor stats page (ProviderStatsReport): measures over the last 12 months, each placed
// by decile among all voice actors of the same service, shown as Top (deciles 6 to 10) or Bottom
// (1 to 5). Only measures this server records are reported: profile views, sample plays, new
// favorites and completed bookings. Search appearances are not recorded, and invitations, proposals
// and response times arrive with a later part; they are left out rather than reported as zero.
import { sql } from 'drizzle-orm';
import type { ProviderStatMetric } from '@vo/sdk';
import type { Database } from '../../db/client';
import { completedBooking } from '../projects/projectStates';
import { rawRows } from '../../db/rawRows';

type Metric = ProviderStatMetric;
type MetricName = Metric['name'];

/** The stats window (spec section 9). */
export const STATS_WINDOW_MONTHS = 12;
/** The median response time window (spec section 9). */
export const RESPONSE_TIME_WINDOW_MONTHS = 6;
/** Fewer comparable voice actors than this make a decile meaningless. */
const MIN_PEERS_FOR_DECILE = 10;

export function monthsBefore(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/** Per provider counts of one measure in the window, as a subquery (provider_id, n). */
function countsOf(name: MetricName, from: Date, to: Date) {
  const start = from.toISOString();
  const end = to.toISOString();
  switch (name) {
    case 'profile_views':
      return sql`SELECT provider_id, count(*) AS n FROM profile_views
        WHERE at >= ${start}::timestamptz AND at <= ${end}::timestamptz GROUP BY provider_id`;
    case 'sample_listens':
      return sql`SELECT s.provider_id, count(*) AS n FROM sample_listens l JOIN samples s ON s.id = l.sample_id
        WHERE l.at >= ${start}::timestamptz AND l.at <= ${end}::timestamptz GROUP BY s.provider_id`;
    case 'bookings_completed':
      // Bookings made in the window whose recording was accepted (a completion date is not stored).
      return sql`SELECT provider_id, count(*) AS n FROM projects
        WHERE ${completedBooking}
          AND created_at >= ${start}::timestamptz AND created_at <= ${end}::timestamptz
        GROUP BY provider_id`;
    default:
      return sql`SELECT target_id AS provider_id, count(*) AS n FROM favorites
        WHERE target = 'provider' AND created_at >= ${start}::timestamptz AND created_at <= ${end}::timestamptz
        GROUP BY target_id`;
  }
}

export const reportedMetrics: readonly MetricName[] = [
  'profile_views',
  'sample_listens',
  'favorites',
  'bookings_completed',
];

/**
 * Decile by the share of voice actors strictly below: the best value is in the top decile, and a
 * value everyone shares (nobody viewed yet) reads as Bottom rather than as a Top result.
 */
export function decileOf(below: number, total: number): number | null {
  if (total < MIN_PEERS_FOR_DECILE) return null;
  return Math.min(10, Math.floor((10 * below) / total) + 1);
}

export async function metricFor(
  db: Database,
  providerId: number,
  serviceId: string,
  name: MetricName,
  from: Date,
  to: Date,
): Promise<Metric> {
  const rows = await rawRows<{
    mine: string | number;
    below: string | number;
    total: string | number;
  }>(
    db,
    sql`
    WITH counts AS (
      SELECT p.id, coalesce(c.n, 0) AS n
      FROM providers p LEFT JOIN (${countsOf(name, from, to)}) c ON c.provider_id = p.id
      WHERE p.service_id = ${serviceId}
    ), me AS (SELECT n FROM counts WHERE id = ${providerId})
    SELECT (SELECT n FROM me) AS mine,
      count(*) FILTER (WHERE counts.n < (SELECT n FROM me)) AS below,
      count(*) AS total
    FROM counts`,
  );
  const row = rows[0];
  const value = Number(row?.mine ?? 0);
  const decile = decileOf(Number(row?.below ?? 0), Number(row?.total ?? 0));
  return { name, value, decile, scale: decile === null ? null : decile > 5 ? 'Top' : 'Bottom' };
}
