import { describe, expect, it } from 'vitest';
import { parseFeedbackAddresses } from './feedbackEmails';

describe('parseFeedbackAddresses', () => {
  it('takes addresses separated by commas, trimmed, empty pieces left out', () => {
    expect(parseFeedbackAddresses(' coach@example.com, jon.baker@example.com ,,')).toEqual({
      ok: true,
      emails: ['coach@example.com', 'jon.baker@example.com'],
    });
  });

  it('names the address that is not one, or the one given twice', () => {
    expect(parseFeedbackAddresses('coach@example.com, jon.baker@example')).toEqual({
      ok: false,
      problem: '“jon.baker@example” is not a valid e-mail address.',
    });
    expect(parseFeedbackAddresses('coach@example.com, Coach@Example.com')).toEqual({
      ok: false,
      problem: '“Coach@Example.com” is listed twice.',
    });
  });

  it('asks for at least one and at most 20', () => {
    expect(parseFeedbackAddresses(' , ')).toEqual({
      ok: false,
      problem: 'Enter at least one e-mail address.',
    });
    const many = Array.from({ length: 21 }, (_, i) => `p${String(i)}@example.com`).join(', ');
    expect(parseFeedbackAddresses(many)).toEqual({
      ok: false,
      problem: 'Ask at most 20 addresses at once (21 entered).',
    });
  });
});
