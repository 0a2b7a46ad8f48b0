import { describe, expect, it } from 'vitest';
import { parseOfferStatus, parseProjectStatus } from '../index';

describe('statusParser', () => {
  it('returns a status the machine knows', () => {
    expect(parseProjectStatus('booking-sent')).toBe('booking-sent');
    expect(parseOfferStatus('reviewed')).toBe('reviewed');
  });

  it('throws a clear error for one it does not', () => {
    expect(() => parseOfferStatus('reviewd')).toThrow(
      'Unknown offer status "reviewd": expected one of created, posted, reviewed, revision_requested.',
    );
  });
});
