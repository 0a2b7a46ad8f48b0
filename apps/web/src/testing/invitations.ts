// Invitations for the inbox's stories, shaped as the API answers them (spec section 3).
import type { Invitation, User } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { users } from './users';

/** A voice actor with two unread invitations (the Projects badge counts them). */
export const voiceActor: User = {
  ...users.provider,
  provider_stats: { unread_bookings_invitations: 0, unread_projects_invitations: 2, bookings_accepted: 4 },
};

const providerId = voiceActor.provider_id ?? 0;

const invitation = (id: number, overrides: Partial<Invitation>, project: Partial<Invitation['project']>) =>
  ({
    id,
    project_id: 7700 + id,
    provider_id: providerId,
    sample_id: null,
    user_id: voiceActor.id,
    status: 'requested',
    opened_at: null,
    rejection_reason: null,
    rejection_reason_details: null,
    type: 'direct',
    charge_status: null,
    completion_reason: null,
    created_at: '2026-11-20T09:00:00Z',
    ...overrides,
    project: {
      id: 7700 + id,
      public_hash: `pX${String(id)}abcd`,
      slug: 'project',
      name: 'Project',
      type: 'casting',
      status: 'active',
      deadline: '2026-12-04T17:00:00Z',
      ...project,
    },
  }) satisfies Invitation;

/** A client's direct invitation, unread. */
export const unreadDirect = invitation(
  1,
  { created_at: '2026-11-24T10:00:00Z' },
  { name: 'Warm narrator for Brightside Bank e-learning', slug: 'warm-narrator-brightside' },
);

/** An automatic invitation (a wave matched the profile), unread. */
export const unreadAutomatic = invitation(
  2,
  { type: 'automatic', created_at: '2026-11-23T08:00:00Z' },
  { name: 'Documentary trailer: The Northern Lights', slug: 'northern-lights-trailer' },
);

/** An automatic invitation the voice actor opened. */
export const opened = invitation(
  3,
  {
    type: 'automatic',
    status: 'opened',
    opened_at: '2026-11-22T12:00:00Z',
    created_at: '2026-11-22T08:00:00Z',
  },
  { name: 'Friendly IVR prompts for Harbor Dental', slug: 'harbor-dental-ivr' },
);

/** A declined one, with its reason. */
export const declined = invitation(
  4,
  {
    status: 'declined',
    opened_at: '2026-11-18T12:00:00Z',
    rejection_reason: 'deadline-too-short',
    rejection_reason_details: 'I am recording an audiobook until the 5th.',
    created_at: '2026-11-18T08:00:00Z',
  },
  { name: 'Cereal radio spot, 30 seconds', slug: 'cereal-radio-spot' },
);

/**
 * A small stateful inbox behind the typed mock API: answers change the stored invitations, the list
 * leaves archived ones out, and the stats count the unread ones left (as the server does).
 */
export function inboxServer(initial: readonly Invitation[]): MockAnswers {
  let stored = [...initial];
  const change = (id: number, patch: Partial<Invitation>): Invitation | undefined => {
    stored = stored.map((invitation) => (invitation.id === id ? { ...invitation, ...patch } : invitation));
    return stored.find((invitation) => invitation.id === id);
  };
  const missing = errorBody('NotFoundError', 'Invitation not found.');
  return {
    listInvitations: () => stored.filter((invitation) => invitation.status !== 'archived'),
    getUserStats: ({ params }) => ({
      user_id: Number(params.id),
      pending_events: 0,
      active_projects: 0,
      past_projects: 0,
      unread_bookings_invitations: 0,
      unread_projects_invitations: stored.filter(
        (invitation) => invitation.opened_at === null && invitation.status !== 'archived',
      ).length,
    }),
    updateInvitation: ({ params, body, reply }) => {
      const now = '2026-11-25T10:00:00Z';
      const current = stored.find((invitation) => invitation.id === Number(params.id));
      if (current === undefined || body === undefined) return reply(404, missing);
      const saved = change(current.id, {
        opened_at: current.opened_at ?? body.opened_at ?? now,
        ...(body.status === 'declined'
          ? {
              status: 'declined',
              rejection_reason: body.rejection_reason ?? null,
              rejection_reason_details: body.rejection_reason_details ?? null,
            }
          : body.status === 'opened'
            ? { status: 'opened' }
            : {}),
      });
      return saved ?? reply(404, missing);
    },
    acceptInvitation: ({ params, reply }) =>
      change(Number(params.id), { status: 'accepted', opened_at: '2026-11-25T10:00:00Z' }) ??
      reply(404, missing),
    archiveInvitation: ({ params, reply }) =>
      change(Number(params.id), { status: 'archived' }) ?? reply(404, missing),
  };
}

/**
 * A booking's invitation as its page reads it (listInvitations with project_id): its status and its
 * terms, a $250 quote of the client's request unless the story changes them.
 */
export function bookingInvitationOf(
  project: { id: number; public_hash: string; name: string; status: Invitation['project']['status'] },
  bookedProviderId: number,
  overrides: Partial<Invitation> = {},
): Invitation {
  return {
    id: 9100 + project.id,
    project_id: project.id,
    provider_id: bookedProviderId,
    sample_id: null,
    user_id: voiceActor.id,
    status: 'confirmed',
    opened_at: null,
    rejection_reason: null,
    rejection_reason_details: null,
    type: 'booking',
    charge_status: null,
    completion_reason: null,
    created_at: '2026-11-20T09:00:00Z',
    terms: {
      booking_fields: {
        recording_length: { value: 30, unit: 'second' },
        audience_size: 100000,
        script: 'Welcome to Brightside Bank. Your future starts with a single step.',
        fixed_budget: 250,
        revisions: 2,
        usage: { value: 12, unit: 'month' },
        turnaround: 3,
        additional_services: [],
      },
      quote: {
        client_price: 250,
        platform_fee: 50,
        platform_fee_percentage: 20,
        voice_actor_net: 200,
        currency: 'USD',
        secure_payment: false,
        suggested_budget: null,
      },
      version: 1,
      set_by: 'client',
      set_at: '2026-11-20T09:00:00Z',
    },
    ...overrides,
    project: {
      id: project.id,
      public_hash: project.public_hash,
      slug: 'booking',
      name: project.name,
      type: 'booking',
      status: project.status,
      deadline: '2026-12-04T17:00:00Z',
    },
  };
}
