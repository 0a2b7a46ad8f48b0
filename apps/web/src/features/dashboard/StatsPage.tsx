import { Heading, Stack, Text } from '@vo/ui';
import { useParams } from 'react-router';
import { useUser } from '../../lib/AppContext';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { ActivityFigures, VisibilityFigures } from './ProviderFigures';
import { providerIdFrom } from './dashboardQuery';

/**
 * A voice actor's stats page (`/stats/{id}`, the provider's id): the visibility and activity
 * measures of the last 12 months with their Top or Bottom standing. For the voice actor or an admin;
 * the server refuses anyone else, and the page says so in its words.
 */
export function StatsPage() {
  const providerId = providerIdFrom(useParams().id);
  const user = useUser();
  if (providerId === null) return <AppErrorPage status={404} />;
  const own = user?.provider_id === providerId;
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{own ? 'Your stats' : 'Voice actor stats'}</Heading>
        <Text tone="muted">
          Each measure is placed Top or Bottom by decile among comparable voice actors.
        </Text>
      </Stack>
      <Stack as="section" gap="md" aria-labelledby="stats-visibility">
        <Heading level={2} id="stats-visibility">
          Visibility
        </Heading>
        <VisibilityFigures providerId={providerId} level={3} />
      </Stack>
      <Stack as="section" gap="md" aria-labelledby="stats-activity">
        <Heading level={2} id="stats-activity">
          Activity
        </Heading>
        <ActivityFigures providerId={providerId} own={own} level={3} />
      </Stack>
    </Stack>
  );
}
