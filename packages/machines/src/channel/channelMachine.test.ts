import { describe, expect, it } from 'vitest';
import { CHANNEL_REFUSALS, decideChannel, parseChannelStatus } from './channelMachine';

describe('channel (one participant’s view)', () => {
  it('archives an active conversation and restores an archived one', () => {
    expect(decideChannel('active', { type: 'channel.archive' })).toMatchObject({
      allowed: true,
      status: 'archived',
    });
    expect(decideChannel('archived', { type: 'channel.restore' })).toMatchObject({
      allowed: true,
      status: 'active',
    });
  });

  it('refuses to archive twice or to restore what is not archived', () => {
    expect(decideChannel('archived', { type: 'channel.archive' }).allowed).toBe(false);
    expect(decideChannel('active', { type: 'channel.restore' }).allowed).toBe(false);
    expect(CHANNEL_REFUSALS['channel.archive']).toBe('This conversation is already archived.');
  });

  it('parses only the statuses it knows', () => {
    expect(parseChannelStatus('archived')).toBe('archived');
    expect(() => parseChannelStatus('deleted')).toThrow(/Unknown conversation status "deleted"/);
  });
});
