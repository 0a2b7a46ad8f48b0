import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationPreferences } from '@vo/sdk';
import {
  getGetInvitationPreferencesQueryOptions,
  getUpdateInvitationPreferencesMutationOptions,
  type getInvitationPreferences,
} from '@vo/sdk/hooks';
import { Banner, Heading, Skeleton, Stack, Switch, Text } from '@vo/ui';
import { useState } from 'react';
import { AppLink } from '../../lib/AppLink';
import { useUser } from '../../lib/AppContext';
import { QueryState } from '../../lib/queryState';

const LOCAL_ERRORS = { errors: 'local' } as const;

const SETTINGS: readonly { setting: keyof InvitationPreferences; label: string; description: string }[] = [
  {
    setting: 'automatic',
    label: 'Castings that match my profile',
    description:
      'The marketplace invites you to castings in your languages and voices, in rounds by membership level.',
  },
  {
    setting: 'direct',
    label: 'Invitations from clients',
    description:
      'A client invites you from your profile or their casting. Turned off, clients are told you do not take them.',
  },
];

/**
 * Which invitations to castings the voice actor takes (`/invitation-preferences`, spec section 2's
 * Invitation settings): one switch per kind, saved as it is flipped. The invitation code honours
 * them (the server's waves leave out a voice actor who turned automatic ones off; a client's direct
 * invitation is refused with the reason). The e-mails about invitations are the notification
 * preferences'.
 */
export function InvitationPreferencesPage() {
  const user = useUser();
  // The route is for voice actors: the router sent anyone else away.
  if (user === null) return null;
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>Invitation settings</Heading>
        <Text tone="muted">
          Choose which invitations to castings you take. Each change is saved as you make it.
        </Text>
      </Stack>
      <Settings userId={user.id} />
      <Text tone="muted" size="sm">
        Invitations you take wait in your invites inbox. Whether they are also e-mailed to you is set in your{' '}
        <AppLink to="/notification-preferences">notification preferences</AppLink>.
      </Text>
    </Stack>
  );
}

function Settings({ userId }: { userId: number }) {
  const options = getGetInvitationPreferencesQueryOptions(userId);
  const query = useQuery({ ...options, meta: LOCAL_ERRORS, retryOnMount: false });
  const queryClient = useQueryClient();
  const [note, setNote] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const save = useMutation({
    ...getUpdateInvitationPreferencesMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
    // The switch moves at once; a refused change puts it back.
    onMutate: ({ data }) => {
      const before = queryClient.getQueryData<Awaited<ReturnType<typeof getInvitationPreferences>>>(
        options.queryKey,
      );
      if (before !== undefined)
        queryClient.setQueryData(options.queryKey, { ...before, data: { ...before.data, ...data } });
      return { before };
    },
    onSuccess: (result, { data }) => {
      queryClient.setQueryData(options.queryKey, result);
      const kept = Object.entries(data).every(
        ([setting, value]) => result.data[setting as keyof InvitationPreferences] === value,
      );
      // An admin acting as the voice actor: the server keeps their preferences as they were.
      setNote(
        kept
          ? { tone: 'success', text: 'Saved.' }
          : { tone: 'danger', text: 'Not saved: preferences are not changed while acting as another user.' },
      );
    },
    onError: (error, _change, context) => {
      if (context?.before !== undefined) queryClient.setQueryData(options.queryKey, context.before);
      setNote({
        tone: 'danger',
        text: `Your change was not saved: ${error instanceof Error ? error.message : 'Unexpected Error.'} Try again.`,
      });
    },
  });
  return (
    <QueryState
      query={query}
      loading={
        <div role="status" aria-busy="true" aria-label="Loading your invitation settings">
          <Skeleton lines={4} />
        </div>
      }
      failed={{ title: 'Your invitation settings could not be loaded' }}
    >
      {({ data }) => (
        <Stack gap="lg">
          {SETTINGS.map((row) => (
            <Switch
              key={row.setting}
              label={row.label}
              description={row.description}
              checked={data[row.setting]}
              onCheckedChange={({ checked }) => {
                setNote(null);
                save.mutate({ id: userId, data: { [row.setting]: checked } });
              }}
            />
          ))}
          <div role="status">
            {note === null ? null : note.tone === 'success' ? (
              <Text tone="success" weight="medium">
                {note.text}
              </Text>
            ) : (
              <Banner label="Not saved" tone="danger">
                {note.text}
              </Banner>
            )}
          </div>
        </Stack>
      )}
    </QueryState>
  );
}
