// /book/{providerId} and /book/{providerId}/{bookingLinkId}: book a voice actor at an instant quote
// (spec section 2); the voice actor's name comes with the page's data.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./BookingPage')).BookingPage,
  head: ({ site }) => ({ title: branded('Book a voice actor', site), noindex: true }),
};
