import { hasProviderProfile } from '@vo/machines';
import { useSession, useUser } from '../../lib/AppContext';
import type { BookingSide } from './bookingRows';
import { ClientBookings } from './ClientBookings';
import { VoiceActorBookings } from './VoiceActorBookings';

/**
 * `/dashboard/bookings` (spec section 2: the dashboard's bookings, type booking), swapped by the
 * active role: a client's bookings, in progress or past; a voice actor's booking requests, with the
 * quick answers the booking machine allows. Each row says its status as the project machine labels it
 * (section 4) and what waits on whom, and leads to the booking's page.
 */
export function BookingsPage() {
  const user = useUser();
  const activeRole = useSession((s) => s.context.activeRole);
  if (user === null) return null;
  const side: BookingSide = activeRole === 'provider' && hasProviderProfile(user) ? 'voiceActor' : 'client';
  return side === 'client' ? <ClientBookings user={user} /> : <VoiceActorBookings user={user} />;
}
