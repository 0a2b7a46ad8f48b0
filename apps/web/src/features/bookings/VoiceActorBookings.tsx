import { useQuery } from '@tanstack/react-query';
import type { Invitation, User } from '@vo/sdk';
import { isUnreadInvitation, viewerOf, type Viewer } from '@vo/machines';
import { EmptyState, Heading, InvitationCard, Stack, Text } from '@vo/ui';
import { useNavigate } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import {
  checkDecline,
  DECLINE_LABELS,
  useInvitationAnswers,
  type InvitationAnswer,
} from '../../lib/invitations';
import { ListPager, pagingOf, usePageParam } from '../../lib/paging';
import { projectStatusLabel } from '../../lib/projects';
import { QueryState } from '../../lib/queryState';
import { BookingFacts, ListSkeleton } from './BookingFacts';
import * as styles from './BookingsPage.css';
import {
  bookingAnswers,
  bookingPath,
  formatPrice,
  readsForTheFirstTime,
  summaryResource,
  waitingFor,
} from './bookingRows';
import { bookingClientQuery, bookingDetailsQuery, voiceActorBookingsQuery } from './bookingsQuery';

/** The voice actor's booking requests, unread first, with the quick answers the booking machine allows. */
export function VoiceActorBookings({ user }: { user: User }) {
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>Bookings</Heading>
        <Text tone="muted">
          Clients who booked you, unread requests first. Your rates and booking links:{' '}
          <AppLink to="/booking-settings">Booking settings</AppLink>
        </Text>
      </Stack>
      <VoiceActorBookingList viewer={viewerOf(user)} />
    </Stack>
  );
}

function VoiceActorBookingList({ viewer }: { viewer: Viewer }) {
  const { page, goToPage } = usePageParam();
  const query = useQuery({ ...voiceActorBookingsQuery(page), retryOnMount: false });
  const answer = useInvitationAnswers({
    alsoStale: (invitation) => [bookingDetailsQuery(invitation.project.public_hash).queryKey],
  });
  const navigate = useNavigate();
  return (
    <QueryState
      query={query}
      loading={<ListSkeleton label="Loading your booking requests" />}
      failed={{ title: 'Your booking requests could not be loaded', headingLevel: 2 }}
      isEmpty={({ data }) => data.length === 0}
      empty={
        <EmptyState
          icon="membership"
          headingLevel={2}
          title="No booking requests yet"
          message="Share a booking link with your clients: they book you at your rates in a few clicks."
          action={
            <AppLink to="/booking-settings" variant="standalone">
              Make a booking link
            </AppLink>
          }
        />
      }
    >
      {({ data, headers }) => {
        const unread = data.filter(isUnreadInvitation).length;
        return (
          <Stack as="section" gap="lg" aria-labelledby="booking-requests">
            <Stack gap="xs">
              <Heading level={2} id="booking-requests">
                Booking requests
              </Heading>
              <Text tone="muted" aria-live="polite">
                {unread === 0 ? 'Nothing unread on this page.' : `${String(unread)} unread on this page.`}
              </Text>
            </Stack>
            <ul className={styles.list} aria-label="Your booking requests">
              {data.map((invitation) => (
                <li key={invitation.id}>
                  <BookingRequestCard
                    invitation={invitation}
                    viewer={viewer}
                    onAnswer={(next) => {
                      answer.mutate({ invitation, answer: next });
                    }}
                    onOpen={() => {
                      void navigate(bookingPath(invitation.project.public_hash));
                    }}
                  />
                </li>
              ))}
            </ul>
            <ListPager paging={pagingOf(headers, data.length)} page={page} onPage={goToPage} />
          </Stack>
        );
      }}
    </QueryState>
  );
}

function BookingRequestCard({
  invitation,
  viewer,
  onAnswer,
  onOpen,
}: {
  invitation: Invitation;
  viewer: Viewer;
  onAnswer: (answer: InvitationAnswer) => void;
  onOpen: () => void;
}) {
  // The booking itself (its recording, whether the client confirms changed terms, its client).
  const details = useQuery(bookingDetailsQuery(invitation.project.public_hash));
  const project = details.data?.data;
  const clientId = project?.user_id?.[0];
  const client = useQuery({ ...bookingClientQuery(clientId ?? 0), enabled: clientId !== undefined });
  const label = projectStatusLabel(project ?? summaryResource(invitation), viewer);
  const quote = invitation.terms?.quote;
  const clientUser = client.data?.data;
  return (
    <InvitationCard
      invitation={invitation}
      statusLabel={label}
      href={bookingPath(invitation.project.public_hash)}
      allowedActions={bookingAnswers(invitation, viewer)}
      unread={isUnreadInvitation(invitation)}
      checkDecline={checkDecline}
      headingLevel={3}
      details={
        <BookingFacts
          person={
            clientUser === undefined
              ? null
              : {
                  name: clientUser.name,
                  pictures: {
                    picture_small: clientUser.picture_small ?? null,
                    picture_medium: clientUser.picture_medium ?? null,
                  },
                }
          }
          personRole="Client"
          price={quote === undefined ? null : formatPrice(quote.client_price)}
          net={quote === undefined ? null : formatPrice(quote.voice_actor_net)}
          waiting={waitingFor(label, 'voiceActor')}
        />
      }
      labels={{ ...DECLINE_LABELS, confirmDecline: 'Decline booking' }}
      onOpen={({ click }) => {
        const at = new Date().toISOString();
        if (readsForTheFirstTime(invitation, viewer)) onAnswer({ kind: 'open', at });
        // A plain click stays in the app; a new tab or window opens the address itself.
        if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
        click.preventDefault();
        onOpen();
      }}
      onAccept={() => {
        onAnswer({ kind: 'accept' });
      }}
      onDecline={({ reason, details: why }) => {
        onAnswer({ kind: 'decline', reason, details: why });
      }}
    />
  );
}
