// channels: conversations between clients and voice actors and their messages (spec section 7,
// Channels). Only clients start one; each participant has their own status, star and counters;
// admins read any conversation without marking it read. Moderation, counters and live pushes live
// in modules/channels.
import type { Handlers } from '../../contract/types';
import { archiveChannel } from './archiveChannel';
import { createChannel } from './createChannel';
import { createChannelEvent } from './createChannelEvent';
import { deleteChannel } from './deleteChannel';
import { getChannel } from './getChannel';
import { listChannelEvents } from './listChannelEvents';
import { markChannelUnread } from './markChannelUnread';
import { removeChannelStar } from './removeChannelStar';
import { restoreChannel } from './restoreChannel';
import { starChannel } from './starChannel';

export const channelHandlers = {
  createChannel,
  getChannel,
  deleteChannel,
  archiveChannel,
  restoreChannel,
  starChannel,
  removeChannelStar,
  markChannelUnread,
  listChannelEvents,
  createChannelEvent,
} satisfies Handlers;
