import { Heading, Stack, Tabs, Text } from '@vo/ui';
import { useSearchParams } from 'react-router';
import { useUser } from '../../lib/AppContext';
import { AppLink } from '../../lib/AppLink';
import { EarningsFigures } from './EarningsFigures';
import { ActivityFigures, VisibilityFigures } from './ProviderFigures';
import { tabOf, type DashboardTab } from './dashboardQuery';

/**
 * The voice actor's home (`/voice-actor/dashboard`, spec section 2) with its visibility, activity
 * and earnings tabs; the tab is in the address (`?tab=`), so a tab can be linked and survives a
 * reload. The route lets in voice actors only, so the user has a provider id here.
 */
export function VoiceActorDashboardPage() {
  const user = useUser();
  const [search, setSearch] = useSearchParams();
  const providerId = user?.provider_id ?? null;
  if (user === null || providerId === null) return null;
  const tab = tabOf(search);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>Your dashboard</Heading>
        <Text tone="muted">
          How clients find you, what you did with their invitations and what you earned.{' '}
          <AppLink to={`/stats/${String(providerId)}`}>Stats page</AppLink>
        </Text>
      </Stack>
      <Tabs
        label="Dashboard"
        value={tab}
        onValueChange={({ value }) => {
          setSearch(value === 'visibility' ? {} : { tab: value }, { replace: true });
        }}
        items={[
          {
            value: 'visibility' satisfies DashboardTab,
            label: 'Visibility',
            content: <VisibilityFigures providerId={providerId} level={2} />,
          },
          {
            value: 'activity' satisfies DashboardTab,
            label: 'Activity',
            content: <ActivityFigures providerId={providerId} own level={2} />,
          },
          {
            value: 'earnings' satisfies DashboardTab,
            label: 'Earnings',
            content: <EarningsFigures providerId={providerId} level={2} />,
          },
        ]}
      />
    </Stack>
  );
}
