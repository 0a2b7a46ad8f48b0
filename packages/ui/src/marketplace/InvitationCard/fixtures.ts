// Invitations for stories and tests, shaped like the API's Invitation (spec section 3).
import type { StatusLabelText } from '../ProjectCard';
import type { InvitationCardInvitation } from './InvitationCard';

/**
 * How the stories word and colour the invitation statuses they show. Story dressing: the app
 * derives the label from the contract's InvitationStatus; the card keeps no list of its own.
 */
export const exampleInvitationStatusLabels = {
  requested: { text: 'New', tone: 'info' },
  opened: { text: 'Opened', tone: 'neutral' },
  accepted: { text: 'Accepted', tone: 'success' },
  declined: { text: 'Declined', tone: 'danger' },
  archived: { text: 'Archived', tone: 'neutral' },
  terms_updated: { text: 'Terms updated', tone: 'warning' },
  confirmed: { text: 'Confirmed', tone: 'success' },
  cancelled: { text: 'Cancelled', tone: 'danger' },
} satisfies Record<string, StatusLabelText>;

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
