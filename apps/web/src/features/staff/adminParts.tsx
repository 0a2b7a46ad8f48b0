// The admin pages' sections beside the powers: the user's experiments, their projects with the
// status an admin may set, and what staff did on the account.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROJECT_STATUSES, projectCan, projectEntityOf, type Viewer } from '@vo/machines';
import type { ProjectStatus, StaffAction } from '@vo/sdk';
import {
  type getUser,
  type listUserProjects,
  getListStaffActionsQueryKey,
  getListUserProjectsQueryKey,
  updateProject,
} from '@vo/sdk/hooks';
import { Button, Heading, Inline, Select, Skeleton, Stack, Text } from '@vo/ui';
import { useId, useState } from 'react';

import { AppLink } from '../../lib/AppLink';

import { QueryState } from '../../lib/queryState';
import { LOCAL_ERRORS, refusalOf, staffActionsQuery, userProjectsQuery } from './staffQuery';
import { Section } from './staffUi';

/** A user and a project as the generated hooks answer them. */
export type User = Awaited<ReturnType<typeof getUser>>['data'];
export type Project = Awaited<ReturnType<typeof listUserProjects>>['data'][number];

export const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );

export const STATUS_LABELS: Record<ProjectStatus, string> = {
  draft: 'Draft',
  pending_approval: 'Pending approval',
  disapproved: 'Disapproved',
  active: 'Active',
  closed: 'Closed',
  canceled: 'Canceled',
  replaced: 'Replaced',
  'booking-sent': 'Booking sent',
  'booking-accepted': 'Booking accepted',
  completed: 'Completed',
};

/** How the actions log names what staff did (the operation's id for the rest). */
const ACTION_LABELS: Record<string, string> = {
  setClientRole: 'Changed the client role',
  deleteUser: 'Deleted the account',
  restoreUser: 'Restored the account',
  removeUserFromBlacklist: 'Removed from the blacklist',
  reviewUserPendingMessages: 'Reviewed held messages',
  updateUser: 'Edited the account',
  updateUserService: 'Changed a service',
  setUserNpsDate: 'Set the NPS date',
  acceptUserTerms: 'Accepted the terms',
  updateUserEmailSettings: 'Changed the e-mail settings',
};

export function Experiments({ user }: { user: User }) {
  const experiments = user.experiments ?? [];
  return (
    <Section title="Experiments">
      {experiments.length === 0 ? (
        <Text tone="muted">{`${user.name} takes part in no running experiment yet.`}</Text>
      ) : (
        <ul aria-label="Experiments">
          {experiments.map((experiment) => (
            <li key={experiment.name}>
              <Text>{`${experiment.name}: variant ${experiment.current_variant} of ${experiment.variants.join(', ')}`}</Text>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function Projects({ userId, viewer }: { userId: number; viewer: Viewer | null }) {
  const query = useQuery(userProjectsQuery(userId));
  return (
    <Section title="Projects">
      <QueryState
        query={query}
        loading={<Skeleton shape="text" lines={3} aria-label="Loading the projects" />}
        failed={{ title: 'The projects could not be loaded', headingLevel: 3 }}
        isEmpty={({ data }) => data.length === 0}
        empty={<Text tone="muted">No projects.</Text>}
      >
        {({ data }) => (
          <ul aria-label="Projects">
            {data.map((project) => (
              <li key={project.id}>
                <ProjectStatusEditor project={project} userId={userId} viewer={viewer} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}

/** A project's status, and the statuses the project machine lets an admin set it to. */
function ProjectStatusEditor({
  project,
  userId,
  viewer,
}: {
  project: Project;
  userId: number;
  viewer: Viewer | null;
}) {
  const queryClient = useQueryClient();
  const nameId = useId();
  const entity = projectEntityOf(project);
  const allowed = viewer
    ? PROJECT_STATUSES.filter(
        (status) =>
          status !== project.status && projectCan(entity, { type: 'project.setStatus', status, by: viewer }),
      )
    : [];
  const [status, setStatus] = useState<ProjectStatus | ''>('');
  const [said, setSaid] = useState<{ tone: 'done' | 'refused'; text: string } | null>(null);
  const save = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: (next: ProjectStatus) => updateProject(String(project.id), { status: next }),
    onMutate: () => {
      setSaid(null);
    },
    onSuccess: async (reply) => {
      setStatus('');
      setSaid({
        tone: 'done',
        text: `${project.name} is now ${STATUS_LABELS[reply.data.status].toLowerCase()}.`,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getListUserProjectsQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: getListStaffActionsQueryKey() }),
      ]);
    },
    onError: (error) => {
      setSaid({ tone: 'refused', text: refusalOf(error) });
    },
  });
  return (
    <Stack as="article" gap="xs" aria-labelledby={nameId}>
      <Heading level={3} id={nameId}>
        <AppLink to={`/projects/${project.public_hash}`}>{project.name}</AppLink>
      </Heading>
      <Text size="sm">{`${project.type === 'booking' ? 'Booking' : 'Casting'} · ${STATUS_LABELS[project.status]}`}</Text>
      {allowed.length > 0 ? (
        <Inline gap="sm" align="end">
          <Select
            label={`New status of ${project.name}`}
            placeholder="Choose a status"
            options={allowed.map((value) => ({ value, label: STATUS_LABELS[value] }))}
            value={status}
            onValueChange={({ value }) => {
              const next = PROJECT_STATUSES.find((s) => s === value);
              setStatus(next ?? '');
            }}
          />
          <Button
            size="small"
            disabled={status === ''}
            loading={save.isPending}
            onClick={() => {
              if (status !== '') save.mutate(status);
            }}
          >
            Set the status
          </Button>
        </Inline>
      ) : null}
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

export function StaffActions({ userId }: { userId: number }) {
  const query = useQuery(staffActionsQuery(`/users/${String(userId)}`));
  return (
    <Section title="What staff did on this account">
      <QueryState
        query={query}
        loading={<Skeleton shape="text" lines={3} aria-label="Loading the staff actions" />}
        failed={{ title: 'The staff actions could not be loaded', headingLevel: 3 }}
        isEmpty={({ data }) => data.length === 0}
        empty={<Text tone="muted">No staff action on this account yet.</Text>}
      >
        {({ data }) => (
          <ul aria-label="Staff actions">
            {data.map((action) => (
              <li key={action.id}>
                <Text size="sm">{actionLine(action)}</Text>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}

const actionLine = (action: StaffAction) =>
  `${timeOf(action.at)} · ${action.actor_name}${action.acting_as_id === null ? '' : ` (acting as user ${String(action.acting_as_id)})`}: ${ACTION_LABELS[action.operation_id] ?? action.operation_id}`;
