// invitations: voice actors' invitations to castings and bookings (spec section 7 Invitations).
// This map holds the batch information; the lead merges it with the other invitation operations.
import type { Handlers } from '../../contract/types';
import { getInvitationBatchInfo } from './getInvitationBatchInfo';

export const invitationHandlers = {
  getInvitationBatchInfo,
} satisfies Handlers;
