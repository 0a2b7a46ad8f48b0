// getLimitOffers: Get the limit on proposals per project (GET /attributes/limit_offers). The bound
// of the project form's "approximate number of proposals wanted", which createProject and
// updateProject enforce (422 above it). Anyone may call it; a signed-in voice actor also learns where
// they stand against their monthly audition limit (modules/offers/offerQuota), which the audition
// form shows before they record.
import type { Handler } from '../../contract/types';
import { monthlyOfferUse } from '../../modules/offers/offerQuota';
import { PROPOSALS_LIMIT } from '../../modules/projects/projectChecks';

export const getLimitOffers: Handler<'getLimitOffers'> = async ({ viewer, services }) => {
  const providerId = viewer?.providerId ?? null;
  if (providerId === null) return { status: 200, body: { ...PROPOSALS_LIMIT } };
  const monthly = await monthlyOfferUse(services.db, providerId, services.now());
  return { status: 200, body: { ...PROPOSALS_LIMIT, monthly } };
};
