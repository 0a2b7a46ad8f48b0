export { ChannelListItem } from './ChannelListItem';
export type { ChannelListItemProps } from './ChannelListItem';
export { channelActions, channelStatuses, channelView, formatChannelTime } from './channel';
export type {
  ChannelAction,
  ChannelData,
  ChannelLastEvent,
  ChannelParticipant,
  ChannelStatus,
  ChannelView,
} from './channel';
