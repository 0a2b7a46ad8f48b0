import { describe, expect, it } from 'vitest';
import { client, voiceActor, withUser } from '../../testing/hintFixtures';
import { completedGettingStartedActions, showGettingStartedBadge } from './gettingStarted';

const done = (...actions: string[]) => Object.fromEntries(actions.map((action) => [action, true]));
const noInfo = withUser(client, { address: {}, services: [] });

describe('completedGettingStartedActions', () => {
  it('counts the completed actions, not those set to false nor the voice actor checklist', () => {
    const user = withUser(client, {
      completed_actions: {
        post_project: true,
        search: false,
        favorite: true,
        add_sample: true,
        add_language: true,
      },
    });
    expect(completedGettingStartedActions(user)).toBe(2);
    expect(completedGettingStartedActions(withUser(client, { completed_actions: undefined }))).toBe(0);
  });
});

describe('showGettingStartedBadge', () => {
  it('shows to a client while fewer than 2 getting-started actions are completed', () => {
    expect(showGettingStartedBadge(withUser(noInfo, { completed_actions: {} }))).toBe(true);
    expect(showGettingStartedBadge(withUser(noInfo, { completed_actions: done('post_project') }))).toBe(true);
    expect(
      showGettingStartedBadge(withUser(noInfo, { completed_actions: done('post_project', 'favorite') })),
    ).toBe(false);
  });

  it('with country and organization type set, shows while at most 1 is completed (the same bar)', () => {
    expect(showGettingStartedBadge(withUser(client, { completed_actions: done('post_project') }))).toBe(true);
    expect(
      showGettingStartedBadge(withUser(client, { completed_actions: done('post_project', 'favorite') })),
    ).toBe(false);
  });

  it('does not count the voice actor checklist for a user who is both', () => {
    const both = withUser(voiceActor, {
      completed_actions: done('add_sample', 'add_language', 'post_project'),
    });
    expect(showGettingStartedBadge(both)).toBe(true);
  });

  it('is for clients: not for a voice actor only, nor while acting as a voice actor', () => {
    expect(showGettingStartedBadge(withUser(voiceActor, { roles: ['provider'] }))).toBe(false);
    expect(showGettingStartedBadge(client, { activeRole: 'provider' })).toBe(false);
    expect(showGettingStartedBadge(client, { activeRole: 'client' })).toBe(true);
  });
});
