// invitations: voice actors' invitations to castings and bookings (spec section 7 Invitations): the
// inboxes and a project's invitations, one invitation, its steps (open, decline with a reason,
// accept, archive; the booking flow's terms, confirmation and cancellation), a client's direct
// invitation or booking request, the public invite link's invitation, and how the automatic
// invitations go out in waves by membership level (modules/invitations/invitationWaves). Every step is decided by
// the invitation and booking machines of @vo/machines (modules/invitations/invitations).
import type { Handlers } from '../../contract/types';
import { acceptInvitation } from './acceptInvitation';
import { archiveInvitation } from './archiveInvitation';
import { createInvitation } from './createInvitation';
import { getInvitation } from './getInvitation';
import { getInvitationBatchInfo } from './getInvitationBatchInfo';
import { listInvitations } from './listInvitations';
import { setInvitation } from './setInvitation';
import { updateInvitation } from './updateInvitation';

export const invitationHandlers = {
  listInvitations,
  getInvitation,
  createInvitation,
  updateInvitation,
  acceptInvitation,
  archiveInvitation,
  setInvitation,
  getInvitationBatchInfo,
} satisfies Handlers;
