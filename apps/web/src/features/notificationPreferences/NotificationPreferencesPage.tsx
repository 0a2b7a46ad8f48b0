import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailSettings } from '@vo/sdk';
import { getUpdateUserEmailSettingsMutationOptions, type getUserEmailSettings } from '@vo/sdk/hooks';
import { Banner, Heading, Skeleton, Stack, Switch, Text } from '@vo/ui';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { useUser } from '../../lib/AppContext';
import { QueryState } from '../../lib/queryState';
import { LinkedSetting } from './LinkedSetting';
import {
  emailSettingsQuery,
  LOCAL_ERRORS,
  NEWS_SETTINGS,
  WORK_SETTINGS,
  type EmailSetting,
  type SettingRow,
} from './emailSettingsQuery';

/**
 * Which e-mails the signed-in user gets (`/notification-preferences`, spec section 2): one switch
 * per kind of mail, each saved as it is flipped (the settings pages of mail and chat apps work so),
 * with a note that says it was saved, or why not and the switch back where it was.
 */
export function NotificationPreferencesPage() {
  const user = useUser();
  const { hashId } = useParams();
  // A mail's link: its one setting, signed in or not.
  if (hashId !== undefined) return <LinkedSetting token={hashId} signedIn={user !== null} />;
  // The route needs a signed-in user: the router sent anyone else to sign in.
  if (user === null) return null;
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>Notification preferences</Heading>
        <Text tone="muted">
          {`Choose which e-mails we send to ${user.email}. Each change is saved as you make it.`}
        </Text>
      </Stack>
      <Settings userId={user.id} voiceActor={user.roles.includes('provider')} />
    </Stack>
  );
}

function Settings({ userId, voiceActor }: { userId: number; voiceActor: boolean }) {
  const query = useQuery({ ...emailSettingsQuery(userId), meta: LOCAL_ERRORS, retryOnMount: false });
  return (
    <QueryState
      query={query}
      loading={<SettingsSkeleton />}
      failed={{ title: 'Your notification preferences could not be loaded' }}
    >
      {({ data }) => <SettingsForm userId={userId} settings={data} voiceActor={voiceActor} />}
    </QueryState>
  );
}

function SettingsForm({
  userId,
  settings,
  voiceActor,
}: {
  userId: number;
  settings: EmailSettings;
  voiceActor: boolean;
}) {
  const queryClient = useQueryClient();
  const { queryKey } = emailSettingsQuery(userId);
  const [note, setNote] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const save = useMutation({
    ...getUpdateUserEmailSettingsMutationOptions({ mutation: { meta: LOCAL_ERRORS } }),
    // The switch moves at once; a refused change puts it back.
    onMutate: ({ data }) => {
      const before = queryClient.getQueryData<Awaited<ReturnType<typeof getUserEmailSettings>>>(queryKey);
      if (before !== undefined) {
        queryClient.setQueryData(queryKey, { ...before, data: { ...before.data, ...data } });
      }
      return { before };
    },
    onSuccess: (result) => {
      queryClient.setQueryData(queryKey, result);
      setNote({ tone: 'success', text: 'Saved.' });
    },
    onError: (error, _change, context) => {
      if (context?.before !== undefined) queryClient.setQueryData(queryKey, context.before);
      setNote({
        tone: 'danger',
        text: `Your change was not saved: ${error instanceof Error ? error.message : 'Unexpected Error.'} Try again.`,
      });
    },
  });
  const flip = (setting: EmailSetting, checked: boolean) => {
    setNote(null);
    save.mutate({ id: userId, data: { [setting]: checked } });
  };
  const rows = (list: readonly SettingRow[]) =>
    list.filter((row) => voiceActor || row.voiceActorsOnly !== true);
  return (
    <Stack gap="xl">
      <SettingGroup title="About your work" rows={rows(WORK_SETTINGS)} settings={settings} onFlip={flip} />
      <SettingGroup title="News and offers" rows={rows(NEWS_SETTINGS)} settings={settings} onFlip={flip} />
      <Text tone="muted" size="sm">
        Sign-in links you ask for and receipts of payments are always sent.
      </Text>
      {/* Announced politely: the switch keeps the focus. */}
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
  );
}

function SettingGroup({
  title,
  rows,
  settings,
  onFlip,
}: {
  title: string;
  rows: readonly SettingRow[];
  settings: EmailSettings;
  onFlip: (setting: EmailSetting, checked: boolean) => void;
}) {
  const headingId = useId();
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {title}
      </Heading>
      {rows.map((row) => (
        <Switch
          key={row.setting}
          label={row.label}
          description={row.description}
          checked={settings[row.setting]}
          onCheckedChange={({ checked }) => {
            onFlip(row.setting, checked);
          }}
        />
      ))}
    </Stack>
  );
}

function SettingsSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your notification preferences">
      <Stack gap="lg">
        <Skeleton lines={3} />
        <Skeleton lines={3} />
      </Stack>
    </div>
  );
}
