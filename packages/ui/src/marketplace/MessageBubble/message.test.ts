import { describe, expect, it } from 'vitest';
import { attachmentKind, formatFileSize, messageState } from './message';

describe('message helpers', () => {
  it('gives a bubble one state, the most urgent', () => {
    expect(messageState({ pending_moderation: false })).toBe('sent');
    expect(messageState({ pending_moderation: true })).toBe('pending_moderation');
    expect(messageState({ pending_moderation: true }, 'sending')).toBe('sending');
    expect(messageState({ pending_moderation: false }, 'failed')).toBe('failed');
  });

  it('tells an image by its extension (spec section 5), audio by its type, a file otherwise', () => {
    expect(attachmentKind({ name: 'a.jpg' })).toBe('image');
    expect(attachmentKind({ name: 'b.JPEG', content_type: 'image/jpeg' })).toBe('image');
    expect(attachmentKind({ name: 'c.gif' })).toBe('image');
    expect(attachmentKind({ name: 'd.png' })).toBe('image');
    // Not among the section's extensions: downloaded, not shown.
    expect(attachmentKind({ name: 'e.webp', content_type: 'image/webp' })).toBe('file');
    expect(attachmentKind({ name: 'take', content_type: 'audio/mpeg' })).toBe('audio');
    expect(attachmentKind({ name: 'take.m4a' })).toBe('audio');
    expect(attachmentKind({ name: 'take.mp3', content_type: 'application/octet-stream' })).toBe('file');
    expect(attachmentKind({ name: 'script.pdf', content_type: 'application/pdf' })).toBe('file');
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
