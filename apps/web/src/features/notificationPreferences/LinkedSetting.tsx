import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetEmailSettingByTokenQueryOptions,
  getUpdateEmailSettingByTokenMutationOptions,
} from '@vo/sdk/hooks';
import { Banner, Button, Heading, Skeleton, Stack, Text } from '@vo/ui';
import { useState } from 'react';
import { AppLink } from '../../lib/AppLink';
import { QueryState } from '../../lib/queryState';
import { LOCAL_ERRORS, NEWS_SETTINGS, WORK_SETTINGS } from './emailSettingsQuery';

/** The setting's name as the page's switches say it, lower-cased inside a sentence. */
const labelOf = (setting: string): string =>
  [...WORK_SETTINGS, ...NEWS_SETTINGS].find((row) => row.setting === setting)?.label ?? setting;

/**
 * The hash form of the notification preferences (`/notification-preferences/{hash_id}`, spec
 * section 2): opened from a mail's link, without signing in, it shows the one kind of mail the link
 * is for (the casting invitations of an invitation mail) and turns it off or on again. The other
 * settings need signing in.
 */
export function LinkedSetting({ token, signedIn }: { token: string; signedIn: boolean }) {
  const options = getGetEmailSettingByTokenQueryOptions(token);
  const query = useQuery({ ...options, meta: LOCAL_ERRORS, retry: false });
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    ...getUpdateEmailSettingByTokenMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
    onSuccess: (result) => {
      queryClient.setQueryData(options.queryKey, result);
    },
    onError: (failure) => {
      setError(failure instanceof Error ? failure.message : 'Unexpected Error.');
    },
  });
  return (
    <Stack gap="xl">
      <Heading level={1}>Notification preferences</Heading>
      <QueryState
        query={query}
        loading={
          <div role="status" aria-busy="true" aria-label="Loading your notification preference">
            <Skeleton lines={3} />
          </div>
        }
        failed={{ title: 'This link does not open a notification preference' }}
      >
        {({ data }) => {
          const label = labelOf(data.setting);
          return (
            <Stack gap="md">
              <Text>{`E-mails about: ${label}, for the account ${data.email_hint}.`}</Text>
              <div role="status">
                <Text weight="medium" tone={data.enabled ? 'default' : 'success'}>
                  {data.enabled
                    ? `You receive these e-mails.`
                    : `You no longer receive these e-mails. ${
                        data.setting === 'invitations' ? 'Invitations still wait in your invites inbox.' : ''
                      }`}
                </Text>
              </div>
              <div>
                <Button
                  variant={data.enabled ? 'danger' : 'secondary'}
                  loading={save.isPending}
                  onClick={() => {
                    setError(null);
                    save.mutate({ token, data: { enabled: !data.enabled } });
                  }}
                >
                  {data.enabled ? `Turn off e-mails about ${label.toLowerCase()}` : 'Turn them on again'}
                </Button>
              </div>
              {error === null ? null : (
                <Banner label="Not saved" tone="danger">
                  {`Your change was not saved: ${error} Try again.`}
                </Banner>
              )}
            </Stack>
          );
        }}
      </QueryState>
      <Text tone="muted" size="sm">
        {signedIn ? (
          <AppLink to="/notification-preferences">See all your notification preferences</AppLink>
        ) : (
          <>
            The other e-mails are chosen in your notification preferences:{' '}
            <AppLink to="/notification-preferences">sign in to see them</AppLink>.
          </>
        )}
      </Text>
    </Stack>
  );
}
