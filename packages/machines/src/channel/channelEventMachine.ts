// A message held for moderation (modules/channels/moderation.ts on the server decides which are):
// an admin approves it (delivered to the other participant) or rejects it (never delivered), with
// a real category (spec section 6). A delivered or rejected message is final.
import { setup, type EventFrom } from 'xstate';
import { decide, statusParser } from '../shared/decide';

export const CHANNEL_EVENT_STATUSES = ['pending', 'delivered', 'rejected'] as const;
export type ChannelEventStatus = (typeof CHANNEL_EVENT_STATUSES)[number];
export const parseChannelEventStatus = statusParser('message', CHANNEL_EVENT_STATUSES);

export const channelEventMachine = setup({
  types: {
    events: {} as { type: 'message.approve' } | { type: 'message.reject' },
  },
}).createMachine({
  id: 'channelEvent',
  context: {},
  initial: 'pending',
  states: {
    pending: {
      tags: ['awaiting-approval'],
      on: { 'message.approve': { target: 'delivered' }, 'message.reject': { target: 'rejected' } },
    },
    delivered: { type: 'final' },
    rejected: { type: 'final' },
  },
});

export type ChannelEventModerationEvent = EventFrom<typeof channelEventMachine>;

/** The server's check for an admin's decision on a message. */
export const decideChannelEvent = (status: ChannelEventStatus, event: ChannelEventModerationEvent) =>
  decide(channelEventMachine, { status, context: {} }, event);
