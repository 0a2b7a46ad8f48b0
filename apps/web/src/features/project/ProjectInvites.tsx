import { useQuery } from '@tanstack/react-query';
import type { Invitation, InvitationStatus, InvitationType } from '@vo/sdk';
import {
  getGetInvitationBatchInfoQueryOptions,
  getGetProvidersByIdsQueryOptions,
  getListInvitationsQueryOptions,
  getListOffersQueryOptions,
  type Project,
} from '@vo/sdk/hooks';
import {
  Button,
  defaultInvitationCardLabels,
  EmptyState,
  Heading,
  Skeleton,
  Stack,
  StatusLabel,
  Text,
  type StatusLabelTone,
} from '@vo/ui';
import { useId } from 'react';
import { AppLink } from '../../lib/AppLink';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { ListPager, pagingOf, usePageParam } from '../../lib/paging';
import { QueryState } from '../../lib/queryState';
import { formatDateTime } from './projectFormat';
import * as styles from './ProjectPage.css';
import { LOCAL_ERRORS } from './projectErrors';
import { useProjectOutlet } from './projectOutlet';

/** Invitations on one page of the project's invites view. */
const INVITES_PAGE_SIZE = 20;

/** Every status: the owners see each invitation, archived ones too (the list leaves those out by default). */
const EVERY_STATUS: InvitationStatus[] = [
  'requested',
  'opened',
  'accepted',
  'declined',
  'archived',
  'terms_updated',
  'confirmed',
  'cancelled',
];

/** One page of the invitations of a project (its owners' and admins' view); a failure stays in the tab. */
const projectInvitesQuery = (projectId: number, page: number) => ({
  ...getListInvitationsQueryOptions({
    project_id: projectId,
    page,
    size: INVITES_PAGE_SIZE,
    status: EVERY_STATUS,
  }),
  meta: LOCAL_ERRORS,
});

/** The project's proposals (the server's largest page), to lead from an answered invitation to its proposal. */
const projectProposalsQuery = (projectId: number) => ({
  ...getListOffersQueryOptions({ project_id: String(projectId), size: 100 }),
  meta: LOCAL_ERRORS,
});

/** How far the rounds of invitations went, and when the next goes out. */
const batchInfoQuery = (projectId: number) => ({
  ...getGetInvitationBatchInfoQueryOptions({ project_id: projectId }),
  meta: LOCAL_ERRORS,
});

/** The invited voice actors' names, in one request for a page of invitations. */
const invitedProvidersQuery = (ids: readonly number[]) => ({
  ...getGetProvidersByIdsQueryOptions({ ids: ids.join(','), size: Math.max(1, ids.length) }),
  meta: LOCAL_ERRORS,
});

const TYPE_NAMES: Record<InvitationType, string> = {
  automatic: 'Invited automatically',
  direct: 'Invited by you',
  booking: 'Booking',
};

const STATUS_LABELS: Record<InvitationStatus, { text: string; tone: StatusLabelTone }> = {
  requested: { text: 'not opened yet', tone: 'neutral' },
  opened: { text: 'opened', tone: 'info' },
  accepted: { text: 'proposal sent', tone: 'success' },
  declined: { text: 'declined', tone: 'danger' },
  archived: { text: 'set aside by the voice actor', tone: 'neutral' },
  terms_updated: { text: 'terms updated', tone: 'warning' },
  confirmed: { text: 'confirmed', tone: 'success' },
  cancelled: { text: 'cancelled', tone: 'danger' },
};

/** The invites tab: the project's owners and admins see whom it invited; anyone else is refused. */
export function InvitesTab() {
  const { project, managing } = useProjectOutlet();
  return managing ? <ProjectInvites project={project} /> : <AppErrorPage status={403} />;
}

/** Why the voice actor declined, as their answer said it (the same words as on their invitation card). */
function declineReason(invitation: Invitation): string | null {
  const reason = invitation.rejection_reason;
  if (invitation.status !== 'declined' || reason == null) return null;
  const { declinedBecause, reasons } = defaultInvitationCardLabels;
  const details = invitation.rejection_reason_details;
  return `${declinedBecause(reasons[reason])}${details ? ` — ${details}` : ''}`;
}

/**
 * The invitations of a project (listInvitations with project_id, every status): who was invited, how,
 * where each stands, why a voice actor declined, the proposal an answered one led to, and when the
 * next round of invitations goes out.
 */
export function ProjectInvites({ project }: { project: Project }) {
  const headingId = useId();
  const { page, goToPage } = usePageParam();
  const query = useQuery(projectInvitesQuery(project.id, page));
  const invitations: Invitation[] = query.data?.data ?? [];
  const ids = [...new Set(invitations.map((invitation) => invitation.provider_id))];
  const providers = useQuery({ ...invitedProvidersQuery(ids), enabled: ids.length > 0 });
  const nameOf = new Map((providers.data?.data ?? []).map((provider) => [provider.id, provider.user.name]));
  const answered = invitations.some((invitation) => invitation.status === 'accepted');
  const proposals = useQuery({ ...projectProposalsQuery(project.id), enabled: answered });
  const proposalOf = new Map((proposals.data?.data ?? []).map((offer) => [offer.provider_id, offer.id]));
  const rounds = useQuery({ ...batchInfoQuery(project.id), enabled: project.auto_invites_enabled === true });
  const nextRound = rounds.data?.data.next_batch_at ?? null;

  const body = (
    <QueryState
      query={query}
      loading={
        <div role="status" aria-busy="true" aria-label="Loading the invitations">
          <Skeleton lines={5} />
        </div>
      }
      failed={{ title: 'The invitations could not be loaded', headingLevel: 3 }}
      isEmpty={({ data }) => data.length === 0}
      empty={
        <EmptyState
          icon="message"
          headingLevel={3}
          title="No invitations yet"
          message={
            project.auto_invites_enabled
              ? 'Matching voice actors are invited in rounds, highest membership first: the first ones show here soon.'
              : 'Invite voice actors from their profiles or from search, or turn auto invites on.'
          }
          action={
            <AppLink to="/search" variant="standalone">
              Search voice actors
            </AppLink>
          }
        />
      }
    >
      {({ headers }) => {
        const paging = pagingOf(headers, invitations.length);
        return (
          <Stack gap="md">
            <ul className={styles.list} aria-label="Invited voice actors">
              {invitations.map((invitation) => {
                const status = STATUS_LABELS[invitation.status];
                const name =
                  nameOf.get(invitation.provider_id) ?? `Voice actor ${String(invitation.provider_id)}`;
                const why = declineReason(invitation);
                const proposal =
                  invitation.status === 'accepted' ? proposalOf.get(invitation.provider_id) : undefined;
                return (
                  <li key={invitation.id} className={styles.row}>
                    <Stack gap="xs">
                      <AppLink to={`/voice-actor/${String(invitation.provider_id)}`}>{name}</AppLink>
                      <Text as="span" size="sm" tone="muted">
                        {`${TYPE_NAMES[invitation.type]} on ${formatDateTime(invitation.created_at)}`}
                      </Text>
                      {why === null ? null : (
                        <Text as="span" size="sm">
                          {why}
                        </Text>
                      )}
                      {proposal === undefined ? null : (
                        <AppLink to={`../proposals/details/${String(proposal)}`} variant="standalone">
                          {`See ${name}’s proposal`}
                        </AppLink>
                      )}
                    </Stack>
                    <StatusLabel tone={status.tone}>{status.text}</StatusLabel>
                  </li>
                );
              })}
            </ul>
            <ListPager paging={paging} page={page} onPage={goToPage} />
            {providers.isError ? (
              <Button variant="secondary" onClick={() => void providers.refetch()}>
                Load the voice actors' names again
              </Button>
            ) : null}
          </Stack>
        );
      }}
    </QueryState>
  );
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Invites
      </Heading>
      <Text tone="muted">
        {project.auto_invites_enabled
          ? 'Now inviting: the platform invites matching voice actors besides the ones you invite.'
          : 'Client-invites only: only the voice actors you invite are invited.'}
      </Text>
      {nextRound === null ? null : (
        <Text>{`The next round of invitations goes out on ${formatDateTime(nextRound)}.`}</Text>
      )}
      {body}
    </Stack>
  );
}
