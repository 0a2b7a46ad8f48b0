// /dashboard/bookings and its aliases: a client's bookings, or a voice actor's booking requests.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./BookingsPage')).BookingsPage,
  head: ({ site }) => ({ title: branded('Bookings', site), noindex: true }),
};
