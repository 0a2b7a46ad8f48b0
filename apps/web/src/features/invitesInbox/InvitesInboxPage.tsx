import { useQuery } from '@tanstack/react-query';
import { type Invitation, type User } from '@vo/sdk';
import { isUnreadInvitation, viewerOf, type Viewer } from '@vo/machines';
import { EmptyState, Heading, InvitationCard, Skeleton, Stack, Text } from '@vo/ui';
import { useNavigate } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { useUser } from '../../lib/AppContext';
import {
  auditionPath,
  checkDecline,
  DECLINE_LABELS,
  INVITATION_STATUS_LABELS,
  offeredAnswers,
  opensForTheFirstTime,
  specsPath,
  useInvitationAnswers,
} from '../../lib/invitations';
import { ListPager, pagingOf, usePageParam } from '../../lib/paging';
import { QueryState } from '../../lib/queryState';
import * as styles from './InvitesInboxPage.css';
import { invitesInboxQuery } from './invitesQuery';

/**
 * The voice actor's invites inbox (`/dashboard/invites`, spec section 2): the automatic and direct
 * invitations to castings, unread first, a page at a time. Following one to its project opens it
 * (opened_at); the voice actor accepts, declines with a reason, or archives it, as the invitation
 * machine allows. The shell shows the section 4 banners of this page above it (awards, winter sale).
 */
export function InvitesInboxPage() {
  const user = useUser();
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>Invitations</Heading>
        <Text tone="muted">
          Castings you were invited to, by the client or because your profile matches what they ask for.{' '}
          <AppLink to="/dashboard/offers">Your auditions</AppLink>
        </Text>
      </Stack>
      {user === null ? null : <InvitationList user={user} />}
    </Stack>
  );
}

function InvitationList({ user }: { user: User }) {
  const { page, goToPage } = usePageParam();
  const query = useQuery({ ...invitesInboxQuery(page), retryOnMount: false });
  const answer = useInvitationAnswers();
  const viewer = viewerOf(user);

  return (
    <QueryState
      query={query}
      loading={<ListSkeleton />}
      failed={{ title: 'Your invitations could not be loaded', headingLevel: 2 }}
      isEmpty={({ data }) => data.length === 0}
      empty={
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
      }
    >
      {({ data, headers }) => (
        <InvitationPage
          invitations={unreadFirst(data)}
          headers={headers}
          page={page}
          onPage={goToPage}
          viewer={viewer}
          answer={answer}
        />
      )}
    </QueryState>
  );
}

/** A loaded page of invitations, unread first, with the pager. */
function InvitationPage({
  invitations,
  headers,
  page,
  onPage,
  viewer,
  answer,
}: {
  invitations: readonly Invitation[];
  headers: Headers;
  page: number;
  onPage: (page: number) => void;
  viewer: Viewer;
  answer: ReturnType<typeof useInvitationAnswers>;
}) {
  const navigate = useNavigate();
  const paging = pagingOf(headers, invitations.length);
  const unread = invitations.filter(isUnreadInvitation).length;
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
          <li key={invitation.id} className={styles.item}>
            <InvitationCard
              invitation={invitation}
              statusLabel={INVITATION_STATUS_LABELS[invitation.status]}
              href={specsPath(invitation)}
              allowedActions={offeredAnswers(invitation, viewer)}
              unread={isUnreadInvitation(invitation)}
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
            <AuditionLink invitation={invitation} />
          </li>
        ))}
      </ul>
      <ListPager paging={paging} page={page} onPage={onPage} />
    </Stack>
  );
}

/** An accepted casting invitation leads to the audition that answers it, while the casting is open. */
function AuditionLink({ invitation }: { invitation: Invitation }) {
  const to = auditionPath(invitation);
  return to === null ? null : (
    <AppLink to={to} variant="standalone">
      {`Your audition for ${invitation.project.name}`}
    </AppLink>
  );
}

/** Unread invitations first, each group in the server's order (newest first). */
const unreadFirst = (invitations: readonly Invitation[]): Invitation[] => [
  ...invitations.filter(isUnreadInvitation),
  ...invitations.filter((invitation) => !isUnreadInvitation(invitation)),
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
