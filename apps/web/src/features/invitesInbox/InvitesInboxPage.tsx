import { useQuery } from '@tanstack/react-query';
import { ApiError, type Invitation, type User } from '@vo/sdk';
import { viewerOf } from '@vo/machines';
import { Button, EmptyState, Heading, InvitationCard, Pagination, Skeleton, Stack, Text } from '@vo/ui';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { useUser } from '../../lib/AppContext';
import * as styles from './InvitesInboxPage.css';
import {
  checkDecline,
  DECLINE_LABELS,
  INVITATION_STATUS_LABELS,
  offeredAnswers,
  opensForTheFirstTime,
  specsPath,
} from './invitationAnswers';
import { INVITES_PAGE_SIZE, invitesInboxQuery, pageFrom } from './invitesQuery';
import { useInvitationAnswers } from './useInvitationAnswers';

/**
 * The voice actor's invites inbox (`/dashboard/invites`, spec section 2): the automatic and direct
 * invitations to castings, unread first, a page at a time. Following one to its project opens it
 * (opened_at); the voice actor accepts, declines with a reason, or archives it, as the invitation
 * machine allows. The shell shows the section 4 banners of this page above it (awards, winter sale).
 */
export function InvitesInboxPage() {
  const user = useUser();
  const [search] = useSearchParams();
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>Invitations</Heading>
        <Text tone="muted">
          Castings you were invited to, by the client or because your profile matches what they ask for.
        </Text>
      </Stack>
      {user === null ? null : <InvitationList user={user} page={pageFrom(search)} />}
    </Stack>
  );
}

function InvitationList({ user, page }: { user: User; page: number }) {
  const navigate = useNavigate();
  const query = useQuery({ ...invitesInboxQuery(page), retryOnMount: false });
  const answer = useInvitationAnswers();
  const viewer = viewerOf(user);

  if (query.isPending) return <ListSkeleton />;
  if (query.isError) {
    return (
      <EmptyState
        icon="error"
        headingLevel={2}
        title="Your invitations could not be loaded"
        message={query.error instanceof ApiError ? query.error.message : undefined}
        action={
          <Button variant="primary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  const invitations = unreadFirst(query.data.data);
  if (invitations.length === 0) {
    return (
      <EmptyState
        icon="message"
        headingLevel={2}
        title="No invitations yet"
        message="When a client invites you to a casting, or your profile matches one, the invitation shows here."
        action={
          <AppLink to="/voice-over-jobs" variant="standalone">
            See the open castings
          </AppLink>
        }
      />
    );
  }
  const totalPages = Number(query.data.headers.get('total-pages') ?? '1');
  const totalRows = Number(query.data.headers.get('total-rows') ?? String(invitations.length));
  const unread = invitations.filter((invitation) => invitation.opened_at === null).length;
  const find = (id: number) => invitations.find((invitation) => invitation.id === id);

  return (
    <Stack as="section" gap="lg" aria-labelledby="invites-list">
      <Stack gap="xs">
        <Heading level={2} id="invites-list">
          Your invitations
        </Heading>
        <Text tone="muted" aria-live="polite">
          {unread === 0 ? 'Nothing unread on this page.' : `${String(unread)} unread on this page.`}
        </Text>
      </Stack>
      <ul className={styles.list} aria-label="Your invitations">
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            <InvitationCard
              invitation={invitation}
              statusLabel={INVITATION_STATUS_LABELS[invitation.status]}
              href={specsPath(invitation)}
              allowedActions={offeredAnswers(invitation, viewer)}
              checkDecline={checkDecline}
              labels={{ ...DECLINE_LABELS, accept: { casting: 'Accept', booking: 'Accept booking' } }}
              onOpen={({ invitationId, click }) => {
                const opened = find(invitationId);
                if (opened === undefined) return;
                const at = new Date().toISOString();
                if (opensForTheFirstTime(opened, viewer, at)) {
                  answer.mutate({ invitation: opened, answer: { kind: 'open', at } });
                }
                // A plain click stays in the app; a new tab or window opens the address itself.
                if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)
                  return;
                click.preventDefault();
                void navigate(specsPath(opened));
              }}
              onAccept={({ invitationId }) => {
                const accepted = find(invitationId);
                if (accepted) answer.mutate({ invitation: accepted, answer: { kind: 'accept' } });
              }}
              onDecline={({ invitationId, reason, details }) => {
                const declined = find(invitationId);
                if (declined) {
                  answer.mutate({ invitation: declined, answer: { kind: 'decline', reason, details } });
                }
              }}
              onArchive={({ invitationId }) => {
                const archived = find(invitationId);
                if (archived) answer.mutate({ invitation: archived, answer: { kind: 'archive' } });
              }}
            />
          </li>
        ))}
      </ul>
      {totalPages > 1 ? (
        <Pagination
          currentPage={page}
          totalPages={totalPages}
          totalRows={totalRows}
          pageSize={INVITES_PAGE_SIZE}
          onPageChange={({ page: next }) => {
            void navigate(next === 1 ? '?' : `?page=${String(next)}`);
          }}
        />
      ) : null}
    </Stack>
  );
}

/** Unread invitations first, each group in the server's order (newest first). */
const unreadFirst = (invitations: readonly Invitation[]): Invitation[] => [
  ...invitations.filter((invitation) => invitation.opened_at === null),
  ...invitations.filter((invitation) => invitation.opened_at !== null),
];

function ListSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your invitations">
      <Stack gap="md">
        <Skeleton shape="rect" size="large" />
        <Skeleton shape="rect" size="large" />
        <Skeleton shape="rect" size="large" />
        <Text tone="muted">Loading your invitations…</Text>
      </Stack>
    </div>
  );
}
