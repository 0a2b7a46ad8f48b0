// The voice actor's figures, shared by their dashboard's tabs and the stats page (/stats/{id}):
// visibility (views, plays, favorites, each placed Top or Bottom by decile, the profiles their
// visitors also visited, their market) and activity (invitations, proposals and what became of
// them, the median time to answer over 6 months, the invitations waiting). Each block loads and
// fails on its own. The earnings tab is EarningsFigures.
import { useQuery } from '@tanstack/react-query';
import type { ProviderStatMetric, ProviderStatsReport } from '@vo/sdk';
import { DecileScale, OutcomeBars, providerStatLabels } from '@vo/ui/charts';
import { Heading, Skeleton, Stack, Text } from '@vo/ui';
import type { ReactNode } from 'react';
import { AppLink } from '../../lib/AppLink';
import { QueryState } from '../../lib/queryState';
import * as styles from './dashboard.css';
import { alsoVisitedQuery, marketQuery, pendingInvitationsQuery, providerStatsQuery } from './dashboardQuery';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const money = (amount: number) => usd.format(amount);
export const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export function BlockSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <Stack gap="sm">
        <Skeleton shape="rect" size="medium" />
        <Skeleton shape="text" />
      </Stack>
    </div>
  );
}

/** The heading levels of a page's blocks: h2 under the page's h1, h3 inside a section. */
export type BlockLevel = 2 | 3;

/** A failure's heading inside a block: below an h2 block, and beside an h3 one (the deepest LoadFailed takes). */
export const FAILURE_LEVEL = 3;

export function Block({
  id,
  title,
  level,
  children,
}: {
  id: string;
  title: string;
  level: BlockLevel;
  children: ReactNode;
}) {
  return (
    <Stack as="section" gap="sm" aria-labelledby={id}>
      <Heading level={level} id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The measures of the stats report, read once for both tabs that show them. */
function useStats(providerId: number) {
  return useQuery(providerStatsQuery(providerId));
}

const metricOf = (report: ProviderStatsReport, name: ProviderStatMetric['name']) =>
  report.metrics.find((metric) => metric.name === name);

/** One measure: its value and standing by decile (Top or Bottom), and what it counts. */
function MetricCard({ metric, description }: { metric: ProviderStatMetric; description?: string }) {
  const label = providerStatLabels[metric.name] ?? metric.name;
  return (
    <Stack gap="xxs">
      <DecileScale metric={metric} label={label} />
      {description ? <Text tone="muted">{description}</Text> : null}
    </Stack>
  );
}

const VISIBILITY_FAILED = {
  title: 'The visibility measures could not be loaded',
  headingLevel: FAILURE_LEVEL,
} as const;
const ACTIVITY_FAILED = {
  title: 'The activity measures could not be loaded',
  headingLevel: FAILURE_LEVEL,
} as const;

export function VisibilityFigures({ providerId, level }: { providerId: number; level: BlockLevel }) {
  const stats = useStats(providerId);
  return (
    <Stack gap="xl">
      <Block level={level} id="visibility-measures" title="Your visibility">
        <QueryState
          query={stats}
          loading={<BlockSkeleton label="Loading your stats" />}
          failed={VISIBILITY_FAILED}
        >
          {({ data }) => (
            <Stack gap="sm">
              <Text tone="muted">
                {`From ${dateOnly.format(new Date(data.period_start))} to ${dateOnly.format(new Date(data.period_end))}, among comparable voice actors.`}
              </Text>
              <div className={styles.figures}>
                {(['search_appearances', 'profile_views', 'sample_listens', 'favorites'] as const).flatMap(
                  (name) => {
                    const metric = metricOf(data, name);
                    return metric ? [<MetricCard key={name} metric={metric} />] : [];
                  },
                )}
              </div>
            </Stack>
          )}
        </QueryState>
      </Block>
      <AlsoVisited providerId={providerId} level={level} />
      <Market providerId={providerId} level={level} />
    </Stack>
  );
}

function AlsoVisited({ providerId, level }: { providerId: number; level: BlockLevel }) {
  const query = useQuery(alsoVisitedQuery(providerId));
  return (
    <Block level={level} id="also-visited" title="Your visitors also visited">
      <QueryState
        query={query}
        loading={<BlockSkeleton label="Loading the profiles your visitors also visited" />}
        failed={{ title: 'These profiles could not be loaded', headingLevel: FAILURE_LEVEL }}
        isEmpty={({ data }) => data.length === 0}
        empty={<Text tone="muted">No visitor of your profile has visited another one yet.</Text>}
      >
        {({ data }) => (
          <ul className={styles.list} aria-label="Profiles your visitors also visited">
            {data.map((provider) => (
              <li key={provider.id}>
                <AppLink to={`/voice-actor/${String(provider.id)}`}>{provider.user.name}</AppLink>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Block>
  );
}

function Market({ providerId, level }: { providerId: number; level: BlockLevel }) {
  const query = useQuery(marketQuery(providerId));
  return (
    <Block level={level} id="market" title="Your market">
      <QueryState
        query={query}
        loading={<BlockSkeleton label="Loading your market" />}
        failed={{ title: 'Your market could not be loaded', headingLevel: FAILURE_LEVEL }}
        isEmpty={({ data }) => data.segments.length === 0}
        empty={
          <Text tone="muted">
            Add your languages and voice age and gender to your profile to see the projects posted for them.
          </Text>
        }
      >
        {({ data }) => (
          <table className={styles.table}>
            <caption className={styles.caption}>
              Projects posted in the last {data.window_months} months
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  Language
                </th>
                <th scope="col" className={styles.cell}>
                  Voice
                </th>
                <th scope="col" className={styles.cell} data-numeric="">
                  Projects
                </th>
                <th scope="col" className={styles.cell} data-numeric="">
                  Voice actors
                </th>
                <th scope="col" className={styles.cell} data-numeric="">
                  Average budget
                </th>
              </tr>
            </thead>
            <tbody>
              {data.segments.map((segment) => (
                <tr key={`${String(segment.language.id)}-${String(segment.voice_age_gender.id)}`}>
                  <th scope="row" className={styles.cell}>
                    {segment.language.name}
                  </th>
                  <td className={styles.cell}>{segment.voice_age_gender.name}</td>
                  <td className={styles.cell} data-numeric="">
                    {segment.projects_count}
                  </td>
                  <td className={styles.cell} data-numeric="">
                    {segment.providers_count}
                  </td>
                  <td className={styles.cell} data-numeric="">
                    {segment.average_budget == null ? '—' : money(segment.average_budget)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </Block>
  );
}

export function ActivityFigures({
  providerId,
  own,
  level,
}: {
  providerId: number;
  own: boolean;
  level: BlockLevel;
}) {
  const stats = useStats(providerId);
  return (
    <Stack gap="xl">
      <Block level={level} id="activity-outcomes" title="Invitations and auditions">
        <QueryState
          query={stats}
          loading={<BlockSkeleton label="Loading your activity" />}
          failed={ACTIVITY_FAILED}
        >
          {({ data }) => {
            const count = (name: ProviderStatMetric['name']) => metricOf(data, name)?.value ?? 0;
            const response = metricOf(data, 'median_response_time_hours');
            return (
              <Stack gap="lg">
                <OutcomeBars
                  title="What became of your invitations"
                  description={`Last ${String(data.window_months)} months`}
                  bars={[
                    {
                      key: 'invitations',
                      label: 'Invitations received',
                      value: count('invitations_received'),
                    },
                    { key: 'proposals', label: 'Proposals sent', value: count('proposals_sent') },
                    {
                      key: 'shortlisted',
                      label: 'Proposals shortlisted',
                      value: count('proposals_shortlisted'),
                      tone: 'success',
                    },
                    {
                      key: 'bookings',
                      label: 'Bookings completed',
                      value: count('bookings_completed'),
                      tone: 'success',
                    },
                  ]}
                />
                {response ? (
                  <MetricCard
                    metric={response}
                    description={`Median time to answer an invitation, last ${String(data.response_time_window_months)} months`}
                  />
                ) : (
                  <Text tone="muted">
                    Your median response time shows once you have answered an invitation in the last{' '}
                    {data.response_time_window_months} months.
                  </Text>
                )}
              </Stack>
            );
          }}
        </QueryState>
      </Block>
      {own ? <PendingInvitations providerId={providerId} level={level} /> : null}
    </Stack>
  );
}

function PendingInvitations({ providerId, level }: { providerId: number; level: BlockLevel }) {
  const query = useQuery(pendingInvitationsQuery(providerId));
  return (
    <Block level={level} id="pending-invitations" title="Invitations waiting for your answer">
      <QueryState
        query={query}
        loading={<BlockSkeleton label="Loading your invitations" />}
        failed={{ title: 'Your invitations could not be loaded', headingLevel: FAILURE_LEVEL }}
        isEmpty={({ data }) => data.length === 0}
        empty={<Text tone="muted">Nothing waits for your answer.</Text>}
      >
        {({ data }) => (
          <Stack gap="sm">
            <ul className={styles.list} aria-label="Invitations waiting for your answer">
              {data.map((invitation) => (
                <li key={invitation.id}>
                  <AppLink to={`/projects/${invitation.project.public_hash}/specs`}>
                    {invitation.project.name}
                  </AppLink>
                </li>
              ))}
            </ul>
            <AppLink to="/dashboard/invites">All invitations</AppLink>
          </Stack>
        )}
      </QueryState>
    </Block>
  );
}
