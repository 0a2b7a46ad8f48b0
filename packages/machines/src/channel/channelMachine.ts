// A participant's view of a conversation (spec section 4, Channels: archive, restore). Each
// participant has their own status: archiving moves the conversation to the caller's archived list
// only. Star, unstar, mark unread and delete change no status and are allowed in both.
import { setup, type EventFrom } from 'xstate';
import { decide, statusParser, type EntityState } from '../shared/decide';

export const CHANNEL_STATUSES = ['active', 'archived'] as const;
export type ChannelMemberStatus = (typeof CHANNEL_STATUSES)[number];
export const parseChannelStatus = statusParser('conversation', CHANNEL_STATUSES);

export const channelMachine = setup({
  types: {
    events: {} as { type: 'channel.archive' } | { type: 'channel.restore' },
  },
}).createMachine({
  id: 'channel',
  context: {},
  initial: 'active',
  states: {
    active: { tags: ['inbox'], on: { 'channel.archive': { target: 'archived' } } },
    archived: { tags: ['archived'], on: { 'channel.restore': { target: 'active' } } },
  },
});

export type ChannelStep = EventFrom<typeof channelMachine>;

/** Why the step is refused, in the words the server answers with (409). */
export const CHANNEL_REFUSALS: Record<ChannelStep['type'], string> = {
  'channel.archive': 'This conversation is already archived.',
  'channel.restore': 'This conversation is not archived.',
};

/** The server's check for a participant's step: allowed, and the status that follows. */
export const decideChannel = (status: ChannelMemberStatus, event: ChannelStep) =>
  decide(channelMachine, { status, context: {} } satisfies EntityState<typeof channelMachine>, event);
