// /booking-settings: a voice actor's rates, revisions, turnaround and extras, with a live preview quote.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./BookingSettingsPage')).BookingSettingsPage,
  head: ({ site }) => ({ title: branded('Booking settings', site), noindex: true }),
};
