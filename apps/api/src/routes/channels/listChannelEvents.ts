// listChannelEvents: List the messages of a conversation (GET /channels/{hash}/events). Participants
// and admins read it (403 otherwise): newest first by page, or after a sequence oldest first (the
// catch-up after a disconnect). A held message shows to its author (and admins) only. Reading the
// first page, or a catch-up, marks the conversation read up to the newest event shown, for a
// participant reading for themself only: while an admin acts as them, nothing is marked read.
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { announceBadge } from '../../modules/channels/channelLive';
import { markRead } from '../../modules/channels/channelWrites';
import {
  eventsPage,
  findChannel,
  readMarksRead,
  requireReader,
  toEvents,
} from '../../modules/channels/channels';

/** A thread's page: enough for a screenful of messages. */
const EVENTS_PAGE_SIZE = 30;

export const listChannelEvents: Handler<'listChannelEvents'> = async ({
  viewer,
  params,
  query,
  services,
}) => {
  const channel = await findChannel(services.db, params.hash);
  requireReader(channel, viewer);
  const page = pageRequest(query, EVENTS_PAGE_SIZE);
  const { rows, total } = await eventsPage(services.db, channel, viewer, page, query.after_sequence);
  const readsNewest = query.after_sequence !== undefined || page.page === 1;
  if (readsNewest && readMarksRead(channel, viewer)) {
    const upTo = Math.max(query.after_sequence ?? 0, ...rows.map((row) => row.sequence));
    if (await markRead(services.db, channel.id, viewer.user.id, upTo, services.now()))
      await announceBadge(services, viewer.user.id);
  }
  return {
    status: 200,
    body: await toEvents(services.db, channel, rows, services.config.publicOrigin),
    headers: { ...pagingHeaders(page, total) },
  };
};
