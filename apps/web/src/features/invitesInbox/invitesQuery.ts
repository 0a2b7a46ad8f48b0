import type { QueryClient } from '@tanstack/react-query';
import type { InvitationStatus, InvitationType } from '@vo/sdk';
import { getListInvitationsQueryOptions } from '@vo/sdk/hooks';
import { pageFrom } from '../../lib/paging';

/** Invitations on one page of the inbox. */
export const INVITES_PAGE_SIZE = 10;

/** The invites inbox lists casting invitations (spec section 2): automatic and direct, not bookings. */
export const INBOX_TYPES: InvitationType[] = ['automatic', 'direct'];

/** Archiving removes an invitation from the inbox: every other casting status is listed. */
export const INBOX_STATUSES: InvitationStatus[] = ['requested', 'opened', 'accepted', 'declined'];

/** One page of the voice actor's invites inbox, unread first (listInvitations, sort=unread_first). */
export const invitesInboxQuery = (page: number) =>
  getListInvitationsQueryOptions({
    type: INBOX_TYPES,
    status: INBOX_STATUSES,
    sort: 'unread_first',
    page,
    size: INVITES_PAGE_SIZE,
  });

/** Starts the inbox's request while the screen's code loads. */
export async function prefetchInvitesInbox({
  url,
  queryClient,
}: {
  url: URL;
  queryClient: QueryClient;
}): Promise<void> {
  await queryClient.query(invitesInboxQuery(pageFrom(url.searchParams))).catch(() => undefined);
}
