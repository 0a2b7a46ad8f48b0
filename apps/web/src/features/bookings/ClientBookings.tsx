import { useQuery } from '@tanstack/react-query';
import type { User } from '@vo/sdk';
import type { Project } from '@vo/sdk/hooks';
import { viewerOf, type Viewer } from '@vo/machines';
import { EmptyState, Heading, ProjectCard, Stack, Text } from '@vo/ui';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { ListPager, pagingOf, usePageParam } from '../../lib/paging';
import { PageTabs } from '../../lib/pageTabs';
import { projectStatusLabel } from '../../lib/projects';
import { QueryState } from '../../lib/queryState';
import { BookingFacts, ListSkeleton, type Person } from './BookingFacts';
import * as styles from './BookingsPage.css';
import { bookingPath, bookingPrice, formatPrice, waitingFor } from './bookingRows';
import {
  bookedVoiceActorsQuery,
  bookingDetailsQuery,
  clientBookingsQuery,
  scopeOf,
  type BookingScope,
} from './bookingsQuery';

const SCOPE_TITLES: Record<BookingScope, string> = {
  active: 'Bookings in progress',
  past: 'Past bookings',
};

/** The client's bookings (their projects of type booking), in progress or past, newest first. */
export function ClientBookings({ user }: { user: User }) {
  const [search] = useSearchParams();
  const scope = scopeOf(search);
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>Bookings</Heading>
        <Text tone="muted">
          The voice actors you booked and where each booking stands.{' '}
          <AppLink to="/dashboard/projects">Your castings</AppLink>
        </Text>
        <PageTabs
          label="Your bookings"
          tabs={(['active', 'past'] as const).map((tab) => ({
            key: tab,
            to: tab === 'active' ? '?' : '?show=past',
            current: tab === scope,
            children: tab === 'active' ? 'In progress' : 'Past',
          }))}
        />
      </Stack>
      <ClientBookingList userId={user.id} viewer={viewerOf(user)} scope={scope} />
    </Stack>
  );
}

function ClientBookingList({
  userId,
  viewer,
  scope,
}: {
  userId: number;
  viewer: Viewer;
  scope: BookingScope;
}) {
  const { page, goToPage } = usePageParam();
  const query = useQuery(clientBookingsQuery(userId, scope, page));
  return (
    <QueryState
      query={query}
      loading={<ListSkeleton label="Loading your bookings" />}
      failed={{ title: 'Your bookings could not be loaded', headingLevel: 2 }}
      isEmpty={({ data }) => data.length === 0}
      empty={
        <EmptyState
          icon="membership"
          headingLevel={2}
          title={scope === 'active' ? 'No bookings in progress' : 'No past bookings yet'}
          message={
            scope === 'active'
              ? 'Find a voice actor you like and book them at an instant quote from their profile.'
              : 'Bookings that are completed or cancelled show here.'
          }
          action={
            <AppLink to="/search" variant="standalone">
              Find a voice actor to book
            </AppLink>
          }
        />
      }
    >
      {({ data, headers }) => (
        <Stack gap="lg">
          <ClientBookingCards projects={data} viewer={viewer} title={SCOPE_TITLES[scope]} />
          <ListPager paging={pagingOf(headers, data.length)} page={page} onPage={goToPage} />
        </Stack>
      )}
    </QueryState>
  );
}

/** A page of the client's bookings, with their voice actors read in one request. */
function ClientBookingCards({
  projects,
  viewer,
  title,
}: {
  projects: readonly Project[];
  viewer: Viewer;
  title: string;
}) {
  const ids = [...new Set(projects.flatMap((project) => project.provider_id ?? []))];
  const actors = useQuery({ ...bookedVoiceActorsQuery(ids), enabled: ids.length > 0 });
  const actorOf = (id: number | null | undefined) => actors.data?.data.find((actor) => actor.id === id);
  return (
    <ul className={styles.list} aria-label={title}>
      {projects.map((project) => {
        const actor = actorOf(project.provider_id);
        return (
          <li key={project.id}>
            <ClientBookingCard
              project={project}
              viewer={viewer}
              actor={
                actor === undefined
                  ? null
                  : { name: actor.user.name, pictures: { picture_medium: actor.picture ?? null } }
              }
            />
          </li>
        );
      })}
    </ul>
  );
}

function ClientBookingCard({
  project,
  viewer,
  actor,
}: {
  project: Project;
  viewer: Viewer;
  actor: Person | null;
}) {
  // The lists carry no recording: once accepted, the label depends on it (sent or not yet).
  const details = useQuery({
    ...bookingDetailsQuery(project.public_hash),
    enabled: project.status === 'booking-accepted',
  });
  const label = projectStatusLabel(details.data?.data ?? project, viewer);
  const price = bookingPrice(project);
  return (
    <ProjectCard
      project={project}
      label={label}
      href={bookingPath(project.public_hash)}
      headingLevel={2}
      actions={
        <BookingFacts
          person={actor}
          personRole="Voice actor"
          price={price === null ? null : formatPrice(price)}
          waiting={waitingFor(label, 'client')}
        />
      }
    />
  );
}
