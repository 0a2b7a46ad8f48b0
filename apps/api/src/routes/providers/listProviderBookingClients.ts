// listProviderBookingClients: List the clients who booked a voice actor
// (GET /providers/{id}/booking_clients). The client of each booking the voice actor did not decline,
// most recent booking first, with their bookings and what the released funds of those bookings
// brought the voice actor (the ledger). Only the profile's voice actor or an admin.
import type { Handler } from '../../contract/types';
import { pictureUrls } from '../../files/pictureUrls';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { toDollars } from '../../modules/bookings/pricing';
import { bookingClientsPage } from '../../modules/payments/earnings';
import { ownedProvider } from '../../modules/providers/providerAccess';

export const listProviderBookingClients: Handler<'listProviderBookingClients'> = async ({
  params,
  query,
  viewer,
  services,
}) => {
  const provider = await ownedProvider(services.db, viewer, params.id, 'see these clients');
  const page = pageRequest(query);
  const { rows, total } = await bookingClientsPage(
    services.db,
    provider.id,
    services.config.payments.currency,
    page,
  );
  return {
    status: 200,
    body: rows.map((row) => ({
      user_id: row.userId,
      username: row.username,
      name: row.name,
      picture_small: pictureUrls(services.config.publicOrigin, row.pictureFileId).small,
      bookings_count: row.bookings,
      total_earned: toDollars(row.earnedMinor),
      last_booked_at: row.lastBookedAt.toISOString(),
    })),
    headers: { ...pagingHeaders(page, total) },
  };
};
