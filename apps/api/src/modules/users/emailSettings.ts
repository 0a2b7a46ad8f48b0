// Which e-mails a user receives (the notification preferences page): stored in the user's prefs,
// each setting never changed at its default. The mails a user can turn off ask here before they go;
// the mails a user asked for (a sign-in link) and those about money go whatever the settings.
import type { EmailSettings } from '@vo/sdk';

export const defaultEmailSettings: EmailSettings = {
  messages: true,
  invitations: true,
  bookings: true,
  project_updates: true,
  reviews: true,
  newsletter: false,
  promotions: false,
};

const SETTINGS = Object.keys(defaultEmailSettings) as (keyof EmailSettings)[];

/** The settings stored in a user's prefs (`prefs.email_settings`), defaults for the rest. */
export function emailSettingsOf(prefs: unknown): EmailSettings {
  const stored =
    typeof prefs === 'object' && prefs !== null && 'email_settings' in prefs
      ? prefs.email_settings
      : undefined;
  const settings = { ...defaultEmailSettings };
  if (typeof stored !== 'object' || stored === null) return settings;
  for (const name of SETTINGS) {
    const value: unknown = (stored as Record<string, unknown>)[name];
    if (typeof value === 'boolean') settings[name] = value;
  }
  return settings;
}

/** Whether the user with these prefs receives the mails of `kind`. */
export const wantsMail = (prefs: unknown, kind: keyof EmailSettings): boolean => emailSettingsOf(prefs)[kind];
