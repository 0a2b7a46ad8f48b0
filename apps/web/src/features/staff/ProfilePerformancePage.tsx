import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProviderStatName, ProviderStatsReport } from '@vo/sdk';
import { getGetProviderStatsQueryKey, recalculateStats } from '@vo/sdk/hooks';
import { Button, Heading, Inline, Skeleton, Stack, Text } from '@vo/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { allQueries, QueryState } from '../../lib/queryState';
import { LOCAL_ERRORS, idFrom, providerQuery, providerStatsQuery, refusalOf } from './staffQuery';

export const METRIC_LABELS: Record<ProviderStatName, string> = {
  profile_views: 'Profile views',
  search_appearances: 'Search appearances',
  sample_listens: 'Sample listens',
  favorites: 'Favorites',
  invitations_received: 'Invitations received',
  proposals_sent: 'Proposals sent',
  proposals_shortlisted: 'Proposals shortlisted',
  bookings_completed: 'Bookings completed',
  median_response_time_hours: 'Median response time (hours)',
};

/**
 * `/profile_performance_test/{id}` (spec section 2; admins): how the voice actor profile {id}
 * performs: each measure of the last 12 months (the median response time over 6) with its decile and
 * its Top or Bottom standing among comparable voice actors, as a table; the stats reset and
 * recalculated on demand.
 */
export function ProfilePerformancePage() {
  const id = idFrom(useParams().id);
  const provider = useQuery({ ...providerQuery(id ?? 0), enabled: id !== null });
  const stats = useQuery({ ...providerStatsQuery(id ?? 0), enabled: id !== null });
  if (id === null)
    return (
      <Stack gap="md">
        <Heading level={1}>Profile performance</Heading>
        <Text role="alert">This address names no voice actor.</Text>
      </Stack>
    );
  return (
    <QueryState
      query={allQueries([provider, stats])}
      loading={<Skeleton shape="text" lines={8} aria-label="Loading the profile’s performance" />}
      failed={{ title: 'The profile’s performance could not be loaded', headingLevel: 1 }}
    >
      {([{ data: voiceActor }, { data: report }]) => (
        <Stack gap="lg">
          <Stack gap="xs">
            <Heading level={1}>{`Profile performance: ${voiceActor.user.name}`}</Heading>
            <Text tone="muted">{`From ${report.period_start} to ${report.period_end} (${String(report.window_months)} months; response time over ${String(report.response_time_window_months)})`}</Text>
            <Inline gap="md">
              <AppLink to={`/voice-actor/${String(voiceActor.id)}`}>Public profile</AppLink>
              <AppLink to={`/admin/voice-actors/${String(voiceActor.id)}`}>Admin voice actor page</AppLink>
            </Inline>
          </Stack>
          <MetricsTable report={report} />
          <Recalculate providerId={voiceActor.id} />
        </Stack>
      )}
    </QueryState>
  );
}

function MetricsTable({ report }: { report: ProviderStatsReport }) {
  return (
    <table aria-label="Performance measures">
      <thead>
        <tr>
          <th scope="col">Measure</th>
          <th scope="col">Value</th>
          <th scope="col">Decile</th>
          <th scope="col">Standing</th>
        </tr>
      </thead>
      <tbody>
        {report.metrics.map((metric) => (
          <tr key={metric.name}>
            <th scope="row">{METRIC_LABELS[metric.name]}</th>
            <td>{String(metric.value)}</td>
            <td>
              {metric.decile === null || metric.decile === undefined
                ? 'Not enough data'
                : String(metric.decile)}
            </td>
            <td>{metric.scale ?? 'Not enough data'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Recalculate({ providerId }: { providerId: number }) {
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<{ tone: 'done' | 'refused'; text: string } | null>(null);
  const run = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: () => recalculateStats({ entity: 'Provider', entity_id: providerId }),
    onMutate: () => {
      setSaid(null);
    },
    onSuccess: async () => {
      setSaid({ tone: 'done', text: 'The stats were reset and recalculated.' });
      await queryClient.invalidateQueries({ queryKey: getGetProviderStatsQueryKey(providerId) });
    },
    onError: (error) => {
      setSaid({ tone: 'refused', text: refusalOf(error) });
    },
  });
  return (
    <Stack gap="xs">
      <Inline gap="sm">
        <Button
          variant="secondary"
          loading={run.isPending}
          onClick={() => {
            run.mutate();
          }}
        >
          Reset and recalculate stats
        </Button>
      </Inline>
      {said === null ? null : said.tone === 'done' ? (
        <Text role="status">{said.text}</Text>
      ) : (
        <Text role="alert" tone="danger">
          {said.text}
        </Text>
      )}
    </Stack>
  );
}
