import { describe, expect, it } from 'vitest';
import {
  closeHint,
  hintDelay,
  navbarTourSteps,
  nextNavbarTourStep,
  shouldShowHint,
  TIP_DELAY_MS,
} from './hints';
import { clientUser, voiceActorUser } from './testing/fixtures';

const at = '2026-11-21T10:00:00Z';

describe('guided hints', () => {
  it('each hint is shown until its flag is set', () => {
    expect(shouldShowHint('tagging_tour', clientUser)).toBe(true);
    expect(shouldShowHint('tagging_tour', { ...clientUser, discovery_flags: { tagging_tour: at } })).toBe(
      false,
    );
  });

  it('search tip: not on the search page, only when orbs are enabled', () => {
    expect(shouldShowHint('search', clientUser, { page: 'other', orbsEnabled: true })).toBe(true);
    expect(shouldShowHint('search', clientUser, { page: 'search', orbsEnabled: true })).toBe(false);
    expect(shouldShowHint('search', clientUser, { page: 'other' })).toBe(false);
  });

  it('SEO tip: provider, account created before 2020-06-04', () => {
    expect(shouldShowHint('seo', voiceActorUser)).toBe(true);
    expect(shouldShowHint('seo', { ...voiceActorUser, created_at: '2020-06-04T00:00:00Z' })).toBe(false);
    expect(shouldShowHint('seo', { ...clientUser, created_at: '2019-01-01T00:00:00Z' })).toBe(false);
  });

  it('reviews tip on invite, questions, proposals and specs views; decline tip on the specs view', () => {
    for (const page of ['invite', 'questions', 'proposals', 'specs'] as const) {
      expect(shouldShowHint('reviews', voiceActorUser, { page })).toBe(true);
    }
    expect(shouldShowHint('reviews', voiceActorUser, { page: 'search' })).toBe(false);
    expect(shouldShowHint('decline', voiceActorUser, { page: 'specs' })).toBe(true);
    expect(shouldShowHint('decline', voiceActorUser, { page: 'proposals' })).toBe(false);
  });

  it('messaging-booking tip and booking-link tip, shown after 1.2 s', () => {
    expect(TIP_DELAY_MS).toBe(1200);
    expect(hintDelay('messaging_booking')).toBe(1200);
    expect(hintDelay('messaging_booking_link')).toBe(1200);
    expect(hintDelay('reviews')).toBe(0);
    expect(shouldShowHint('messaging_booking', clientUser)).toBe(true);
  });

  it('navbar tour: steps tracked by discovery flags, in the bottom navigation order', () => {
    expect(nextNavbarTourStep(undefined)).toBe('navbar_tour_home');
    expect(nextNavbarTourStep({ navbar_tour_home: at })).toBe('navbar_tour_search');
    expect(
      shouldShowHint('navbar_tour_search', { ...clientUser, discovery_flags: { navbar_tour_home: at } }),
    ).toBe(true);
    expect(
      shouldShowHint('navbar_tour_messages', { ...clientUser, discovery_flags: { navbar_tour_home: at } }),
    ).toBe(false);
  });

  it('the tour shows Membership to providers and Favorites to clients', () => {
    expect(navbarTourSteps('provider')).toContain('navbar_tour_membership');
    expect(navbarTourSteps('provider')).not.toContain('navbar_tour_favorites');
    expect(navbarTourSteps('client')).toContain('navbar_tour_favorites');
    expect(navbarTourSteps('client')).not.toContain('navbar_tour_membership');
    const seen = {
      navbar_tour_home: at,
      navbar_tour_search: at,
      navbar_tour_messages: at,
      navbar_tour_projects: at,
      navbar_tour_profile: at,
    };
    expect(nextNavbarTourStep(seen, 'provider')).toBe('navbar_tour_membership');
    expect(nextNavbarTourStep(seen, 'client')).toBe('navbar_tour_favorites');
  });

  it('navbar tour: the finished flag is set at the end', () => {
    const allButLast = Object.fromEntries(
      navbarTourSteps('client')
        .slice(0, -1)
        .map((step) => [step, at]),
    );
    expect(closeHint(allButLast, 'navbar_tour_more', at, 'client')).toEqual({
      navbar_tour_more: at,
      navbar_tour_finished: at,
    });
    expect(closeHint(undefined, 'navbar_tour_home', at, 'client')).toEqual({ navbar_tour_home: at });
    expect(nextNavbarTourStep({ navbar_tour_finished: at })).toBeNull();
    expect(shouldShowHint('navbar_tour_finished', clientUser)).toBe(false);
  });

  it('closing a hint sets its flag', () => {
    expect(closeHint({}, 'decline', at)).toEqual({ decline: at });
  });
});
