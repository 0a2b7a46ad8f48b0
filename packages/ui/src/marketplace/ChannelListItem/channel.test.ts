import { describe, expect, it } from 'vitest';
import { channelView, formatChannelTime } from './channel';
import { archivedChannel, markedUnreadChannel, starredChannel, unreadChannel, viewerId } from './fixtures';

describe('channelView', () => {
  it('sees the conversation from the viewer’s side', () => {
    expect(channelView(unreadChannel, viewerId)).toEqual({
      other: unreadChannel.participants[0],
      starred: false,
      unread: true,
      archived: false,
      preview: 'Perfect, that is exactly the pace we wanted. Could you also record the outro?',
      previewIsOwn: false,
      lastAt: '2026-11-07T11:30:00Z',
    });
    expect(channelView(starredChannel, viewerId)).toMatchObject({
      starred: true,
      unread: false,
      previewIsOwn: true,
    });
    expect(channelView(archivedChannel, viewerId)).toMatchObject({ archived: true, starred: false });
    expect(channelView(markedUnreadChannel, viewerId).unread).toBe(true);
  });

  it('falls back to the last update when the log is empty', () => {
    const view = channelView({ ...unreadChannel, last_events_log: [] }, viewerId);
    expect(view.preview).toBeNull();
    expect(view.lastAt).toBe('2026-11-07T11:30:00Z');
  });
});

describe('formatChannelTime', () => {
  const now = new Date('2026-11-07T18:00:00Z');
  it('gives the hour today, the day this year, the full date before', () => {
    expect(formatChannelTime('2026-11-07T11:30:00Z', { now, timeZone: 'UTC' })).toBe('11:30 AM');
    expect(formatChannelTime('2026-10-28T17:45:00Z', { now, timeZone: 'UTC' })).toBe('Oct 28');
    expect(formatChannelTime('2025-12-31T10:00:00Z', { now, timeZone: 'UTC' })).toBe('Dec 31, 2025');
  });
});
