// A conversation as the inbox lists it (spec section 3 Channel: public_hash, starred, stats,
// last_events_log) and its actions (spec section 4: archive, restore, delete, star, unstar, mark unread).

import { dateTimeFormat } from '../../internal/intl';

export interface ChannelParticipant {
  id: number;
  username: string;
  name: string;
  picture_small?: string | null;
}

/** A participant's last event and read time; the log is newest first. */
export interface ChannelLastEvent {
  user_id: number;
  event_id?: number | null;
  body_preview?: string | null;
  created_at?: string | null;
  read_at?: string | null;
}

export const channelStatuses = ['active', 'archived'] as const;
export type ChannelStatus = (typeof channelStatuses)[number];

export interface ChannelData {
  public_hash: string;
  /** active or archived, for the viewer. */
  status: ChannelStatus;
  /** The ids of the participants who starred it. */
  starred: readonly number[];
  stats: { pending_events: number; unread: boolean; events?: number };
  last_events_log: readonly ChannelLastEvent[];
  participants: readonly ChannelParticipant[];
  project?: { id: number; name: string } | null;
  created_at: string;
  updated_at?: string;
}

/** Spec section 4 channel actions. */
export const channelActions = ['archive', 'restore', 'delete', 'star', 'unstar', 'mark_unread'] as const;
export type ChannelAction = (typeof channelActions)[number];

/** What the viewer sees of a conversation. */
export interface ChannelView {
  other: ChannelParticipant | undefined;
  starred: boolean;
  unread: boolean;
  archived: boolean;
  preview: string | null;
  previewIsOwn: boolean;
  lastAt: string;
}

/** The conversation from the viewer's side: the other participant, their marks, the newest event. */
export function channelView(channel: ChannelData, currentUserId: number): ChannelView {
  const last = channel.last_events_log.find(
    (entry) => entry.body_preview != null || entry.created_at != null,
  );
  return {
    other: channel.participants.find((person) => person.id !== currentUserId) ?? channel.participants[0],
    starred: channel.starred.includes(currentUserId),
    unread: channel.stats.unread || channel.stats.pending_events > 0,
    archived: channel.status === 'archived',
    preview: last?.body_preview ?? null,
    previewIsOwn: last?.user_id === currentUserId,
    lastAt: last?.created_at ?? channel.updated_at ?? channel.created_at,
  };
}

/** An inbox time: the hour today, the day this year, the full date before. */
export function formatChannelTime(
  iso: string,
  { now = new Date(), locale = 'en-US', timeZone }: { now?: Date; locale?: string; timeZone?: string } = {},
): string {
  const date = new Date(iso);
  const day = dateTimeFormat(locale, { dateStyle: 'short', timeZone });
  if (day.format(date) === day.format(now)) {
    return dateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(date);
  }
  const year = dateTimeFormat(locale, { year: 'numeric', timeZone });
  const sameYear = year.format(date) === year.format(now);
  return dateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: sameYear ? undefined : 'numeric',
    timeZone,
  }).format(date);
}
