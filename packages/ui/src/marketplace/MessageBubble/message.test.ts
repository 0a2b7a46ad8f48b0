import { describe, expect, it } from 'vitest';
import { formatFileSize, messageState } from './message';

describe('message helpers', () => {
  it('gives a bubble one state, the most urgent', () => {
    expect(messageState({ pending_moderation: false })).toBe('sent');
    expect(messageState({ pending_moderation: true })).toBe('pending_moderation');
    expect(messageState({ pending_moderation: true }, 'sending')).toBe('sending');
    expect(messageState({ pending_moderation: false }, 'failed')).toBe('failed');
  });

  it('writes file sizes for people', () => {
    expect(formatFileSize(820)).toBe('820 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(182_044)).toBe('178 kB');
    expect(formatFileSize(1_572_864)).toBe('1.5 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatFileSize(0)).toBe('0 bytes');
  });
});
