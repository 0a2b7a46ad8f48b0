import { describe, expect, it } from 'vitest';
import {
  mergeStats,
  parseSocketMessage,
  SOCKET_RETRY_MS,
  socketUrl,
  statsFromMessage,
  statsFromUserStats,
  statsOfUser,
} from './liveStats';
import { clientUser, voiceActorUser } from './testing/fixtures';

const owner = { userId: 9310, providerId: 4821 };
const frame = (message: object) => JSON.stringify(message);

describe('live stats', () => {
  it('socket retry 10 s', () => {
    expect(SOCKET_RETRY_MS).toBe(10_000);
  });

  it('a websocket connects with an authorization query holding the bearer token', () => {
    expect(socketUrl('eyJ.a+b/c=')).toBe('/api/socket?authorization=eyJ.a%2Bb%2Fc%3D');
  });

  it('reads stats-updated messages and nothing else', () => {
    const message = {
      event: 'stats-updated',
      entity: 'User',
      entity_id: 9310,
      dummy: false,
      payload: { stats: { pending_events: 3 } },
    };
    expect(parseSocketMessage(frame(message))).toEqual(message);
    expect(
      parseSocketMessage(frame({ event: 'channel-event-created', channel_hash: 'c9Qe4TzW1k', dummy: false })),
    ).toBeNull();
    expect(parseSocketMessage('{not json')).toBeNull();
    expect(parseSocketMessage(new ArrayBuffer(2))).toBeNull();
    expect(
      parseSocketMessage(
        frame({ event: 'stats-updated', entity: 'Project', dummy: false, payload: { stats: {} } }),
      ),
    ).toBeNull();
    expect(
      parseSocketMessage(frame({ event: 'stats-updated', entity: 'User', payload: { stats: {} } })),
    ).toBeNull();
  });

  it('keeps only well-formed counters from a message', () => {
    const parsed = parseSocketMessage(
      frame({
        event: 'stats-updated',
        entity: 'Provider',
        dummy: false,
        payload: { stats: { unread_projects_invitations: 2, pending_events: -1, x: 5 } },
      }),
    );
    expect(parsed?.payload.stats).toEqual({ unread_projects_invitations: 2 });
  });

  it('stats-updated events for Provider or User update stats', () => {
    const user = {
      event: 'stats-updated',
      entity: 'User',
      entity_id: 9310,
      dummy: false,
      payload: { stats: { pending_events: 3 } },
    } as const;
    const provider = {
      event: 'stats-updated',
      entity: 'Provider',
      entity_id: 4821,
      dummy: false,
      payload: { stats: { unread_bookings_invitations: 2 } },
    } as const;
    expect(statsFromMessage(user, owner)).toEqual({ pending_events: 3 });
    expect(statsFromMessage(provider, owner)).toEqual({ unread_bookings_invitations: 2 });
    expect(statsFromMessage({ ...provider, entity_id: undefined }, owner)).toEqual({
      unread_bookings_invitations: 2,
    });
  });

  it('a dummy message, or one about someone else, changes nothing', () => {
    const user = {
      event: 'stats-updated',
      entity: 'User',
      entity_id: 9310,
      dummy: true,
      payload: { stats: { pending_events: 3 } },
    } as const;
    expect(statsFromMessage(user, owner)).toBeNull();
    expect(statsFromMessage({ ...user, dummy: false, entity_id: 1 }, owner)).toBeNull();
    expect(
      statsFromMessage({ ...user, dummy: false, entity: 'Provider' }, { userId: 9310, providerId: null }),
    ).toBeNull();
  });

  it('only the counters that changed are replaced', () => {
    expect(mergeStats({ pending_events: 1, active_projects: 2 }, { pending_events: 4 })).toEqual({
      pending_events: 4,
      active_projects: 2,
    });
  });

  it('a loaded user brings its service and provider counters; a stats answer its badge counters', () => {
    expect(statsOfUser(clientUser)).toEqual({ pending_events: 2, active_projects: 1 });
    expect(statsOfUser(voiceActorUser)).toEqual({
      unread_bookings_invitations: 1,
      unread_projects_invitations: 4,
      bookings_accepted: 23,
    });
    expect(
      statsFromUserStats({
        user_id: 5530,
        pending_events: 5,
        active_projects: 1,
        past_projects: 8,
        favorites: 3,
      }),
    ).toEqual({
      pending_events: 5,
      active_projects: 1,
    });
  });
});
