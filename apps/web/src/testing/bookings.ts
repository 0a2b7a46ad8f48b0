// Bookings for the bookings list's stories (/dashboard/bookings), shaped as the API answers them:
// the client's projects of type booking with their voice actors, and the voice actor's booking
// requests with their projects and clients. A small stateful server answers the voice actor's quick
// answers as the reference server does (the booking machine's steps, the project following them).
import type { Deliverable, Invitation, Project, Provider, User } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { bookingInvitationOf, voiceActor } from './invitations';
import { valentina } from './profiles';
import { castingWith } from './projects';
import { users } from './users';

/** The voice actor the client booked (the booked provider of every client booking below). */
export const bookedActor: Provider = {
  ...valentina,
  id: 4821,
  user_id: 9310,
  user: { username: 'maria.lopez.vo', name: 'Maria Lopez' },
  picture: null,
};

/** A booking of the client's with the booked voice actor, in a status. */
export const bookingWith = (changes: Partial<Project>): Project =>
  castingWith({
    type: 'booking',
    provider_id: bookedActor.id,
    quote_client_confirmation: true,
    auto_invites_enabled: false,
    deadline: '2027-01-20T17:00:00Z',
    ...changes,
  });

/** A sent recording (what populate=deliverable embeds once the voice actor delivered). */
export const sentRecording = (project: Pick<Project, 'id' | 'provider_id'>): Deliverable => ({
  id: 3300 + project.id,
  project_id: project.id,
  provider_id: project.provider_id ?? 0,
  status: 'posted',
  revision_request: null,
  is_draft: false,
  invitation_id: 9100 + project.id,
  files: [],
  link: 'https://recordings.example.com/take-1.wav',
  deadline: '2027-01-20T17:00:00Z',
  auto_accept_at: '2027-01-27T17:00:00Z',
  revisions_allowed: 2,
  revisions_used: 0,
  created_at: '2027-01-10T10:00:00Z',
});

/** The client's bookings in progress, in every booking label of section 4. */
export const clientBookingsInProgress: Project[] = [
  bookingWith({
    id: 41,
    public_hash: 'b41',
    name: 'Explainer for the new savings account',
    status: 'active',
  }),
  bookingWith({
    id: 42,
    public_hash: 'b42',
    name: 'Welcome message for the support line',
    status: 'booking-sent',
    quote_client_confirmation: false,
    service_properties: { ...castingWith({}).service_properties, budget: 180 },
  }),
  bookingWith({
    id: 43,
    public_hash: 'b43',
    name: 'Podcast trailer read',
    status: 'booking-accepted',
    service_properties: { ...castingWith({}).service_properties, budget: 220 },
  }),
  bookingWith({
    id: 44,
    public_hash: 'b44',
    name: 'Banking app onboarding walkthrough',
    status: 'booking-accepted',
  }),
];

/** The client's past bookings: completed, and cancelled. */
export const clientPastBookings: Project[] = [
  bookingWith({
    id: 51,
    public_hash: 'b51',
    name: 'Holiday radio spot',
    status: 'completed',
    completion_reason: 'deliverable-accepted',
  }),
  bookingWith({ id: 52, public_hash: 'b52', name: 'Museum audio guide intro', status: 'canceled' }),
];

/** The client's bookings behind the mock API: the list, each booking (43 has its recording sent) and the voice actors. */
export function clientBookingsServer(list: readonly Project[]): MockAnswers {
  return {
    listUserProjects: () => [...list],
    getProject: ({ params, reply }) => {
      const project = list.find((p) => p.public_hash === params.id);
      if (project === undefined) return reply(404, errorBody('NotFoundError', 'Project not found.'));
      return project.id === 43 ? { ...project, deliverable: sentRecording(project) } : project;
    },
    getProvidersByIds: () => [bookedActor],
  };
}

/** The client who asks the voice actor for bookings. */
export const bookingClient: User = { ...users.client, name: 'Dana Client' };

const requestProject = (
  id: number,
  name: string,
  status: Project['status'],
  changes: Partial<Project> = {},
) =>
  bookingWith({
    id,
    public_hash: `r${String(id)}`,
    name,
    status,
    provider_id: voiceActor.provider_id ?? 0,
    user_id: [bookingClient.id],
    ...changes,
  });

/** The voice actor's booking requests: a new one, one with their changed terms, one to record. */
export const requestProjects: Project[] = [
  requestProject(61, 'Product demo voice-over', 'active'),
  requestProject(62, 'Explainer for the new savings account', 'booking-sent', {
    quote_client_confirmation: false,
  }),
  requestProject(63, 'Podcast trailer read', 'booking-accepted'),
];

const invitationFor = (project: Project, overrides: Partial<Invitation>): Invitation =>
  bookingInvitationOf(
    { id: project.id, public_hash: project.public_hash, name: project.name, status: project.status },
    voiceActor.provider_id ?? 0,
    { ...overrides, project_id: project.id },
  );

export const [newRequest, changedTerms, toRecord] = [
  invitationFor(requestProjects[0] ?? bookingWith({}), {
    status: 'requested',
    created_at: '2027-01-12T09:00:00Z',
    allowed_actions: ['accept', 'update_status'],
  }),
  invitationFor(requestProjects[1] ?? bookingWith({}), {
    status: 'terms_updated',
    opened_at: '2027-01-10T10:00:00Z',
    created_at: '2027-01-10T09:00:00Z',
    allowed_actions: ['update_status'],
  }),
  invitationFor(requestProjects[2] ?? bookingWith({}), {
    status: 'confirmed',
    opened_at: '2027-01-08T10:00:00Z',
    created_at: '2027-01-08T09:00:00Z',
    allowed_actions: [],
  }),
];

/**
 * The voice actor's booking requests behind the mock API: accepting a request moves it (and its
 * project) on, as the server does; `refuse` answers the accept with the server's 409 instead.
 */
export function bookingRequestsServer(
  initial: readonly Invitation[],
  { refuse }: { refuse?: string } = {},
): MockAnswers {
  let stored = [...initial];
  let projects = [...requestProjects];
  const unread = () => stored.filter((i) => i.status === 'requested' && i.opened_at === null).length;
  return {
    listInvitations: () => [...stored],
    getProject: ({ params, reply }) =>
      projects.find((p) => p.public_hash === params.id) ??
      reply(404, errorBody('NotFoundError', 'Project not found.')),
    getUser: () => bookingClient,
    getUserStats: ({ params }) => ({
      user_id: Number(params.id),
      pending_events: 0,
      active_projects: 0,
      past_projects: 0,
      unread_bookings_invitations: unread(),
      unread_projects_invitations: 0,
    }),
    acceptInvitation: ({ params, reply }) => {
      if (refuse !== undefined) return reply(409, errorBody('ConflictError', refuse));
      const invitation = stored.find((i) => i.id === Number(params.id));
      if (invitation === undefined) return reply(404, errorBody('NotFoundError', 'Invitation not found.'));
      const accepted: Invitation = {
        ...invitation,
        status: 'accepted',
        allowed_actions: ['update_status'],
        project: { ...invitation.project, status: 'booking-accepted' },
      };
      stored = stored.map((i) => (i.id === accepted.id ? accepted : i));
      projects = projects.map((p) =>
        p.id === accepted.project_id ? { ...p, status: 'booking-accepted' } : p,
      );
      return accepted;
    },
    updateInvitation: ({ params, body, reply }) => {
      const invitation = stored.find((i) => i.id === Number(params.id));
      if (invitation === undefined || body === undefined)
        return reply(404, errorBody('NotFoundError', 'Invitation not found.'));
      const changed: Invitation =
        body.status === 'declined'
          ? {
              ...invitation,
              status: 'declined',
              rejection_reason: body.rejection_reason ?? null,
              rejection_reason_details: body.rejection_reason_details ?? null,
              allowed_actions: [],
              project: { ...invitation.project, status: 'completed' },
            }
          : { ...invitation, opened_at: invitation.opened_at ?? body.opened_at ?? null };
      stored = stored.map((i) => (i.id === changed.id ? changed : i));
      return changed;
    },
  };
}

export { voiceActor };
