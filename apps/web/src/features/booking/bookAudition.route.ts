// /proposals/{offerId}/book: book the voice actor of a casting's audition (spec section 2).
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./AuditionBookingPage')).AuditionBookingPage,
  head: ({ site }) => ({ title: branded('Book the audition’s voice actor', site), noindex: true }),
};
