// The voice actor stats page (ProviderStatsReport): measures over the last 12 months, each placed
// by decile among all voice actors of the same service, shown as Top (deciles 6 to 10) or Bottom
// (1 to 5): search appearances (a visitor once per hour on a results page, modules/providers/
// counters.ts), profile views, sample plays, new favorites, completed bookings, invitations
// received, proposals sent and shortlisted (liked by a client or chosen), and the median time to
// answer an invitation over the last 6 months, where a faster answer ranks higher.
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
    case 'search_appearances':
      return sql`SELECT provider_id, count(*) AS n FROM search_appearances
        WHERE at >= ${start}::timestamptz AND at <= ${end}::timestamptz GROUP BY provider_id`;
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
    case 'invitations_received':
      return sql`SELECT provider_id, count(*) AS n FROM invitations
        WHERE created_at >= ${start}::timestamptz AND created_at <= ${end}::timestamptz GROUP BY provider_id`;
    case 'proposals_sent':
      return sql`SELECT provider_id, count(*) AS n FROM offers
        WHERE sent_at >= ${start}::timestamptz AND sent_at <= ${end}::timestamptz GROUP BY provider_id`;
    case 'proposals_shortlisted':
      return sql`SELECT o.provider_id, count(*) AS n FROM offers o
        WHERE o.sent_at >= ${start}::timestamptz AND o.sent_at <= ${end}::timestamptz
          AND (o.winner OR EXISTS (SELECT 1 FROM offer_votes v WHERE v.offer_id = o.id AND v.direction = 'up'))
        GROUP BY o.provider_id`;
    case 'median_response_time_hours':
      // An invitation's answer: the proposal it brought (when first sent), or its decline (the
      // invitation's last change). Unanswered invitations have no response time yet.
      return sql`SELECT i.provider_id,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM (a.answered_at - i.created_at)) / 3600) AS n
        FROM invitations i
        CROSS JOIN LATERAL (SELECT coalesce(
          (SELECT min(o.sent_at) FROM offers o WHERE o.invitation_id = i.id),
          CASE WHEN i.status = 'declined' THEN i.updated_at END) AS answered_at) a
        WHERE a.answered_at IS NOT NULL
          AND i.created_at >= ${start}::timestamptz AND i.created_at <= ${end}::timestamptz
        GROUP BY i.provider_id`;
    default:
      return sql`SELECT target_id AS provider_id, count(*) AS n FROM favorites
        WHERE target = 'provider' AND created_at >= ${start}::timestamptz AND created_at <= ${end}::timestamptz
        GROUP BY target_id`;
  }
}

export const reportedMetrics: readonly MetricName[] = [
  'search_appearances',
  'profile_views',
  'sample_listens',
  'favorites',
  'bookings_completed',
  'invitations_received',
  'proposals_sent',
  'proposals_shortlisted',
  'median_response_time_hours',
];

/** A measure where less is better (a faster answer): it ranks by the voice actors strictly above. */
const lowerIsBetter = (name: MetricName) => name === 'median_response_time_hours';

/** The window a measure covers, ending at `end` (the median response time uses 6 months). */
export const metricStart = (name: MetricName, end: Date): Date =>
  monthsBefore(end, lowerIsBetter(name) ? RESPONSE_TIME_WINDOW_MONTHS : STATS_WINDOW_MONTHS);

/**
 * Decile by the share of voice actors strictly below: the best value is in the top decile, and a
 * value everyone shares (nobody viewed yet) reads as Bottom rather than as a Top result.
 */
export function decileOf(below: number, total: number): number | null {
  if (total < MIN_PEERS_FOR_DECILE) return null;
  return Math.min(10, Math.floor((10 * below) / total) + 1);
}

/**
 * One measure of a voice actor in the window, placed among the voice actors of the same service.
 * A count is 0 for a voice actor with nothing in the window; the response time exists only for
 * those who answered an invitation (null for this voice actor when they answered none), and ranks
 * the fastest highest.
 */
export async function metricFor(
  db: Database,
  providerId: number,
  serviceId: string,
  name: MetricName,
  from: Date,
  to: Date,
): Promise<Metric | null> {
  const lower = lowerIsBetter(name);
  const rows = await rawRows<{
    mine: string | number | null;
    worse: string | number;
    total: string | number;
  }>(
    db,
    sql`
    WITH counts AS (
      SELECT p.id, ${lower ? sql`c.n` : sql`coalesce(c.n, 0)`} AS n
      FROM providers p ${lower ? sql`JOIN` : sql`LEFT JOIN`} (${countsOf(name, from, to)}) c ON c.provider_id = p.id
      WHERE p.service_id = ${serviceId}
    ), me AS (SELECT n FROM counts WHERE id = ${providerId})
    SELECT (SELECT n FROM me) AS mine,
      count(*) FILTER (WHERE ${lower ? sql`counts.n > (SELECT n FROM me)` : sql`counts.n < (SELECT n FROM me)`}) AS worse,
      count(*) AS total
    FROM counts`,
  );
  const row = rows[0];
  if (lower && (row?.mine === null || row?.mine === undefined)) return null;
  const raw = Number(row?.mine ?? 0);
  const value = lower ? Math.round(raw * 10) / 10 : raw;
  const decile = decileOf(Number(row?.worse ?? 0), Number(row?.total ?? 0));
  return { name, value, decile, scale: decile === null ? null : decile > 5 ? 'Top' : 'Bottom' };
}
