// getPublicEndorsement: Get an endorsement's public view (GET /endorsements/public/{hash}).
import type { Handler } from '../../contract/types';
import { findEndorsement, toEndorsement } from '../../modules/endorsements/endorsements';

export const getPublicEndorsement: Handler<'getPublicEndorsement'> = async ({ params, services }) => {
  const row = await findEndorsement(services.db, params.hash);
  // Public: anyone with the link sees it, so never the asked person's address.
  return { status: 200, body: await toEndorsement(services, row, 'public') };
};
