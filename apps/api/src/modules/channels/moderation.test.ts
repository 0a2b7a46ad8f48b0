// The moderation rule's patterns: what counts as contact details or an outside link, and what does
// not (the marketplace's own links, prices, dates, durations, word counts).
import { describe, expect, it } from 'vitest';
import { contactDetailsIn } from './moderation';

const origin = 'https://voicemarket.example';
const reasons = (text: string) => contactDetailsIn(text, origin);

describe('contactDetailsIn', () => {
  it.each([
    ['write to jane.doe@example.com please', 'email'],
    ['jane (at) example (dot) com', 'email'],
    ['jane at gmail dot com', 'email'],
    ['call me on +1 555 010 9999', 'phone'],
    ['my number is 0612 345 678', 'phone'],
    ['(555) 010-99-99 after six', 'phone'],
    ['skype: jane.doe.vo', 'handle'],
    ['add me on WhatsApp', 'handle'],
    ['telegram @janevo', 'handle'],
    ['see https://portfolio.example.org/reel', 'link'],
    ['my site www.janevoice.net', 'link'],
    ['janevoice.com has my reel', 'link'],
  ])('holds %j for %s', (text, reason) => {
    expect(reasons(text)).toContain(reason);
  });

  it.each([
    'Could you record a second take with a slower pace?',
    'The budget is $1,250.00 for 2 revisions',
    'Deadline 2026-11-20 17:00, about 5000 words',
    'It runs 1500 seconds, 25 minutes in all',
    `Here is the project: ${origin}/projects/p7Xk2LmQ9v`,
    'I am at the studio on Monday',
  ])('lets %j through', (text) => {
    expect(reasons(text)).toEqual([]);
  });
});
