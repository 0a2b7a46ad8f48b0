// listPendingMessages: List the messages held for review (GET /users/pending_messages). Admins only
// (x-roles); oldest first, each with its author and conversation, for the admin's queue, which
// approves or rejects an author's held messages with reviewUserPendingMessages.
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { pendingEventsPage, toEvents } from '../../modules/channels/channels';

export const listPendingMessages: Handler<'listPendingMessages'> = async ({ services, query }) => {
  const page = pageRequest(query);
  const { rows, total } = await pendingEventsPage(services.db, undefined, page);
  const body = [];
  for (const { event, channel } of rows)
    body.push(...(await toEvents(services.db, channel, [event], services.config.publicOrigin)));
  return { status: 200, body, headers: { ...pagingHeaders(page, total) } };
};
