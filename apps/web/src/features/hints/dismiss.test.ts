import { describe, expect, it } from 'vitest';
import { dismissalEvent } from './dismiss';
import { client, withUser } from '../../testing/hintFixtures';

const now = new Date('2022-12-01T10:30:00Z');

describe('dismissalEvent', () => {
  it('closes a guided hint by setting its discovery flag to the time it was closed', () => {
    expect(dismissalEvent({ kind: 'discoveryFlag', flag: 'reviews' }, client, now)).toEqual({
      type: 'session.closeHint',
      flag: 'reviews',
      at: '2022-12-01T10:30:00.000Z',
    });
  });

  it('saves a banner’s UI preference as true', () => {
    expect(dismissalEvent({ kind: 'uiPreference', flag: 'jump2023_promo' }, client, now)).toEqual({
      type: 'session.savePreferences',
      uiPreferences: { jump2023_promo: true },
    });
  });

  it('adds the promo code to the codes already dismissed, once', () => {
    const user = withUser(client, { ui_preferences: { promo_banners_dismissed: ['WINTER22'] } });
    expect(dismissalEvent({ kind: 'promoCode', code: 'SPRING25' }, user, now)).toEqual({
      type: 'session.savePreferences',
      uiPreferences: { promo_banners_dismissed: ['WINTER22', 'SPRING25'] },
    });
    const again = withUser(client, { ui_preferences: { promo_banners_dismissed: ['SPRING25'] } });
    expect(dismissalEvent({ kind: 'promoCode', code: 'SPRING25' }, again, now)).toEqual({
      type: 'session.savePreferences',
      uiPreferences: { promo_banners_dismissed: ['SPRING25'] },
    });
    expect(dismissalEvent({ kind: 'promoCode', code: 'SPRING25' }, null, now)).toEqual({
      type: 'session.savePreferences',
      uiPreferences: { promo_banners_dismissed: ['SPRING25'] },
    });
  });

  it('sends nothing for what cannot be dismissed', () => {
    expect(dismissalEvent({ kind: 'none' }, client, now)).toBeNull();
  });
});
