// Invitations for stories and tests, shaped like the API's Invitation (spec section 3).
import type { InvitationCardInvitation } from './InvitationCard';

export const exampleInvitation: InvitationCardInvitation = {
  id: 7301,
  type: 'direct',
  status: 'requested',
  opened_at: null,
  rejection_reason: null,
  rejection_reason_details: null,
  project: {
    id: 90412,
    public_hash: 'p7Xk2LmQ9v',
    name: 'Warm narrator for Brightside Bank e-learning',
    type: 'casting',
    deadline: '2026-11-20T17:00:00Z',
  },
};

export const exampleBookingRequest: InvitationCardInvitation = {
  ...exampleInvitation,
  id: 7302,
  type: 'booking',
  project: {
    id: 90413,
    public_hash: 'b8Yl3NnR0w',
    name: 'Crunchy cereal radio spot',
    type: 'booking',
    deadline: '2026-12-03T12:00:00Z',
  },
};
