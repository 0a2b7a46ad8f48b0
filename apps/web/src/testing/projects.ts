// Projects for the app's tests and screen stories, shaped as the API answers them (spec section 3).
// The owner is `users.client` (5530); deadlines lie far ahead, so what a story shows does not
// depend on the day it runs.
import type { Invitation, Project, Provider } from '@vo/sdk';
import { valentina } from './profiles';
import { users } from './users';

const noStats = {
  offers_received_manual: 0,
  offers_received_automatic: 0,
  offers_opened: 0,
  pending_questions: 0,
  pending_answers: 0,
};

/** An active casting of users.client, inviting automatically, as its owner gets it. */
export const activeCasting: Project = {
  id: 90412,
  public_hash: 'p7Xk2LmQ9v',
  slug: 'warm-narrator-for-brightside-bank-e-learning',
  name: 'Warm narrator for Brightside Bank e-learning',
  type: 'casting',
  status: 'active',
  deadline: '2027-01-15T17:00:00Z',
  auto_invites_enabled: true,
  closing_reason: null,
  completion_reason: null,
  cancel_reason: null,
  cancel_reason_details: null,
  charge_status: null,
  winner_selected: null,
  quote_client_confirmation: null,
  received_recording: null,
  client_feedback: null,
  received_payment: null,
  va_feedback: null,
  client_feedback_skipped_at: null,
  va_feedback_skipped_at: null,
  user_id: [users.client.id],
  provider_id: null,
  stats: noStats,
  deliverable: null,
  service_properties: {
    description:
      'Eight short e-learning modules for Brightside Bank’s new-customer onboarding. We want a warm, trustworthy, conversational narrator: a friendly financial advisor, not an announcer.',
    script: 'Welcome to Brightside Bank. Your future starts with a single step.',
    budget: 250,
    languages: [
      { id: 12, name: 'English (North American)', slug: 'english-north-american' },
      { id: 31, name: 'Spanish (Latin American)', slug: 'spanish-latin-american' },
    ],
    voice_age_genders: [{ id: 4, name: 'Middle Aged Female', slug: 'middle-aged-female' }],
    proposals_wanted: 25,
    booking: null,
  },
  secure_payment_enabled: false,
  secure_payment_status: null,
  secure_payment_amount: null,
  ready_to_release_funds_at: null,
  finance_notified_at: null,
  funds_released_at: null,
  additional_payments: [],
  created_at: '2026-11-02T14:30:00Z',
  updated_at: '2026-11-03T09:12:00Z',
};

/** The same casting as anyone else signed in gets it: no owners, no payment amounts. */
export const publicCasting: Project = (() => {
  const { user_id: _owners, secure_payment_amount: _amount, ...rest } = activeCasting;
  return rest;
})();

/** A casting in another status, or with other facts. */
export const castingWith = (changes: Partial<Project>): Project => ({ ...activeCasting, ...changes });

/** Proposals received: manual and automatic. */
export const withProposals = (manual: number, automatic = 0) => ({
  ...noStats,
  offers_received_manual: manual,
  offers_received_automatic: automatic,
});

/** A page of the client's active castings in every label of section 4 (bookings: testing/bookings). */
export const clientActiveProjects: Project[] = [
  castingWith({ id: 1, public_hash: 'a1', name: 'Radio spot for the summer sale' }),
  castingWith({
    id: 2,
    public_hash: 'a2',
    name: 'IVR prompts for the support line',
    auto_invites_enabled: false,
    stats: withProposals(3, 2),
  }),
  castingWith({ id: 3, public_hash: 'a3', name: 'Podcast intro and outro', status: 'pending_approval' }),
];

export const clientPastProjects: Project[] = [
  castingWith({
    id: 11,
    public_hash: 'p1',
    name: 'Museum audio guide',
    status: 'closed',
    closing_reason: 'client',
  }),
  castingWith({
    id: 12,
    public_hash: 'p2',
    name: 'Documentary narration: the city harbour',
    status: 'closed',
    closing_reason: 'deadline',
    stats: withProposals(6, 4),
  }),
  castingWith({
    id: 13,
    public_hash: 'p3',
    name: 'Corporate video: annual results',
    status: 'completed',
    completion_reason: 'client',
    cancel_reason: 'budget-changed',
    winner_selected: false,
  }),
];

const firstInvitation: Invitation = {
  id: 501,
  project_id: activeCasting.id,
  provider_id: 1,
  sample_id: null,
  user_id: 801,
  status: 'accepted',
  opened_at: '2026-11-03T10:00:00Z',
  rejection_reason: null,
  rejection_reason_details: null,
  type: 'automatic',
  charge_status: null,
  completion_reason: null,
  project: {
    id: activeCasting.id,
    public_hash: activeCasting.public_hash,
    slug: activeCasting.slug,
    name: activeCasting.name,
    type: 'casting',
    status: 'active',
    deadline: activeCasting.deadline,
  },
  created_at: '2026-11-03T09:00:00Z',
};

/** Voice actors the invitations name (getProvidersByIds answers them). */
export const invitedActors: Provider[] = [
  valentina,
  { ...valentina, id: 2, user: { username: 'sam.taylor', name: 'Sam Taylor' } },
  { ...valentina, id: 3, user: { username: 'lee.park', name: 'Lee Park' } },
];

/** The invitations of activeCasting: an automatic wave and one direct invitation. */
export const castingInvitations: Invitation[] = [
  firstInvitation,
  { ...firstInvitation, id: 502, provider_id: 2, user_id: 802, status: 'requested', opened_at: null },
  {
    ...firstInvitation,
    id: 503,
    provider_id: 3,
    user_id: 803,
    type: 'direct',
    status: 'declined',
    rejection_reason: 'budget-too-low',
    created_at: '2026-11-04T15:30:00Z',
  },
];
