import { describe, expect, it } from 'vitest';
import { decideChannelEvent, parseChannelEventStatus } from './channelEventMachine';

describe('a held message', () => {
  it('is delivered when approved and never delivered when rejected', () => {
    expect(decideChannelEvent('pending', { type: 'message.approve' })).toMatchObject({
      allowed: true,
      status: 'delivered',
    });
    expect(decideChannelEvent('pending', { type: 'message.reject' })).toMatchObject({
      allowed: true,
      status: 'rejected',
    });
  });

  it('cannot be decided twice', () => {
    for (const status of ['delivered', 'rejected'] as const) {
      expect(decideChannelEvent(status, { type: 'message.approve' }).allowed).toBe(false);
      expect(decideChannelEvent(status, { type: 'message.reject' }).allowed).toBe(false);
    }
    expect(() => parseChannelEventStatus('held')).toThrow(/Unknown message status/);
  });
});
