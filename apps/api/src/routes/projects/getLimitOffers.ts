// getLimitOffers: Get the limit on proposals per project (GET /attributes/limit_offers). The bound
// of the project form's "approximate number of proposals wanted", which createProject and
// updateProject enforce (422 above it). Anyone may call it.
import type { Handler } from '../../contract/types';
import { PROPOSALS_LIMIT } from '../../modules/projects/projectChecks';

export const getLimitOffers: Handler<'getLimitOffers'> = async () =>
  Promise.resolve({ status: 200, body: { ...PROPOSALS_LIMIT } });
