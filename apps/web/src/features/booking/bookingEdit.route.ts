// /booking/{projectId}: change a booking request before the voice actor answers (spec section 2).
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./EditBookingPage')).EditBookingPage,
  head: ({ site }) => ({ title: branded('Change your booking', site), noindex: true }),
};
