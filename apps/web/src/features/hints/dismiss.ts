import type { User } from '@vo/sdk';
import type { SessionEvent } from '@vo/machines';
import type { Dismissal } from './visibleHints';

/** Sends an event to the session machine (its `send`). */
export type SendSessionEvent = (event: SessionEvent) => void;

/**
 * The session event that stores a dismissal, or null when there is nothing to store. A discovery flag
 * is set to the time it was closed; a UI preference to true; a promo code is added to the codes
 * already dismissed. The session machine merges it into the user at once and decides what it saves
 * (UI preferences are not saved while an admin acts as someone else, spec section 6).
 */
export function dismissalEvent(dismissal: Dismissal, user: User | null, now: Date): SessionEvent | null {
  switch (dismissal.kind) {
    case 'discoveryFlag':
      return { type: 'session.closeHint', flag: dismissal.flag, at: now.toISOString() };
    case 'uiPreference':
      return { type: 'session.savePreferences', uiPreferences: { [dismissal.flag]: true } };
    case 'promoCode': {
      const existing = user?.ui_preferences?.promo_banners_dismissed ?? [];
      const codes = existing.includes(dismissal.code) ? existing : [...existing, dismissal.code];
      return { type: 'session.savePreferences', uiPreferences: { promo_banners_dismissed: codes } };
    }
    case 'none':
      return null;
  }
}
