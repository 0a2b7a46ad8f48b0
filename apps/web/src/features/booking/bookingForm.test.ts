import { describe, expect, it } from 'vitest';
import { bookingFieldsOf, draftOf, EMPTY_DRAFT } from './bookingForm';

describe('draftOf', () => {
  it('gives back the draft a booking was sent from', () => {
    const draft = {
      ...EMPTY_DRAFT,
      script: 'Welcome to Brightside Bank.',
      audience: 1000000 as const,
      usageMonths: 24,
      revisions: 3,
      turnaround: 5,
      budget: '300',
      securePayment: true,
    };
    const checked = bookingFieldsOf(draft, null);
    if (!('fields' in checked)) throw new Error(checked.problem);
    expect(draftOf(checked.fields)).toEqual(draft);
  });

  it('shows stored values the form does not offer as its next choice up', () => {
    expect(draftOf({ usage: { value: 2, unit: 'year' }, revisions: 9, turnaround: 4 })).toMatchObject({
      audience: 10000,
      usageMonths: 24,
      revisions: 5,
      turnaround: 5,
      budget: '',
    });
  });
});
