import { useQuery } from '@tanstack/react-query';
import { viewerOf, type Viewer } from '@vo/machines';

import { EmptyState, Heading, Inline, Skeleton, Stack, Text } from '@vo/ui';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { useUser } from '../../lib/AppContext';
import { QueryState } from '../../lib/queryState';
import { idFrom, isNotFound, providerQuery, userQuery } from './staffQuery';
import { dateOf, Experiments, Projects, StaffActions, type User } from './adminParts';
import { Powers, RestorePower } from './adminPowers';

const ROLE_LABELS: Record<string, string> = {
  client: 'Client',
  provider: 'Voice actor',
  admin: 'Admin',
  finance: 'Finance',
  tester: 'Tester',
};

/**
 * `/admin/clients/{id}` (spec section 2's admin client page; section 6's admin powers): a user's
 * account as admins see it, their blacklist state and experiments, and the powers over it: disable or
 * enable the client role, remove from the blacklist, reset and recalculate stats, delete or restore
 * the account, act as them, edit a project's status; with what staff did to the account.
 */
export function AdminClientPage() {
  const id = idFrom(useParams().id);
  if (id === null) return <NoAccount id={null} />;
  return <AdminUser key={id} userId={id} />;
}

/**
 * `/admin/voice-actors/{id}` (spec section 2's admin voice actor page): the voice actor's profile
 * {id} and, below, their account with the same powers as the client page, plus their profile's
 * performance and payment settings (section 6: see experiments and payment settings of any provider).
 */
export function AdminVoiceActorPage() {
  const id = idFrom(useParams().id);
  const provider = useQuery({ ...providerQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <NoAccount id={null} />;
  return (
    <QueryState
      query={provider}
      loading={<Skeleton shape="text" lines={6} aria-label="Loading the voice actor" />}
      failed={{ title: 'The voice actor could not be loaded', headingLevel: 1 }}
    >
      {({ data }) => (
        <AdminUser
          key={data.user_id}
          userId={data.user_id}
          voiceActor={{ id: data.id, username: data.user.username }}
        />
      )}
    </QueryState>
  );
}

function NoAccount({ id, children }: { id: number | null; children?: ReactNode }) {
  return (
    <Stack gap="md">
      <EmptyState
        icon="search"
        headingLevel={1}
        title={id === null ? 'No such account' : `No active account has the id ${String(id)}`}
        message="The account may have been deleted: an admin can restore a deleted account by its id."
      />
      {children}
    </Stack>
  );
}

function AdminUser({
  userId,
  voiceActor,
}: {
  userId: number;
  voiceActor?: { id: number; username: string };
}) {
  const query = useQuery(userQuery(userId));
  const me = useUser();
  if (query.status === 'error' && isNotFound(query.error)) {
    return (
      <NoAccount id={userId}>
        <RestorePower userId={userId} />
      </NoAccount>
    );
  }
  return (
    <QueryState
      query={query}
      loading={<Skeleton shape="text" lines={6} aria-label="Loading the account" />}
      failed={{ title: 'The account could not be loaded', headingLevel: 1 }}
    >
      {({ data }) => <Account user={data} voiceActor={voiceActor} viewer={me ? viewerOf(me) : null} />}
    </QueryState>
  );
}

function Account({
  user,
  voiceActor,
  viewer,
}: {
  user: User;
  voiceActor: { id: number; username: string } | undefined;
  viewer: Viewer | null;
}) {
  const [deleted, setDeleted] = useState(false);
  if (deleted)
    return (
      <NoAccount id={user.id}>
        <Text role="status">{`The account of ${user.name} is deleted.`}</Text>
        <RestorePower
          userId={user.id}
          onRestored={() => {
            setDeleted(false);
          }}
        />
      </NoAccount>
    );
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>{user.name}</Heading>
        <Text tone="muted">
          {voiceActor ? `Voice actor ${String(voiceActor.id)} · ` : ''}
          {`User ${String(user.id)} · ${user.email ?? 'no e-mail'} · joined ${dateOf(user.created_at)}`}
        </Text>
        <Text>{`Roles: ${user.roles.map((role) => ROLE_LABELS[role] ?? role).join(', ')}`}</Text>
        <Inline gap="md">
          <AppLink to={`/login/${String(user.id)}`}>Act as {user.name}</AppLink>
          {user.roles.includes('client') ? (
            <AppLink to={`/client/${String(user.id)}`}>Client profile</AppLink>
          ) : null}
          {voiceActor ? (
            <>
              <AppLink to={`/voice-actor/${String(voiceActor.id)}`}>Voice actor profile</AppLink>
              <AppLink to={`/profile_performance_test/${String(voiceActor.id)}`}>Profile performance</AppLink>
              <AppLink to={`/payment_settings/${String(voiceActor.id)}`}>Payment settings</AppLink>
            </>
          ) : user.provider_id !== null ? (
            <AppLink to={`/admin/voice-actors/${String(user.provider_id)}`}>Admin voice actor page</AppLink>
          ) : null}
        </Inline>
      </Stack>
      <Powers
        user={user}
        voiceActorId={voiceActor?.id ?? user.provider_id}
        onDeleted={() => {
          setDeleted(true);
        }}
      />
      <Experiments user={user} />
      <Projects userId={user.id} viewer={viewer} />
      <StaffActions userId={user.id} />
    </Stack>
  );
}
