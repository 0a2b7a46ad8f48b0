// deleteOffer: Delete an offer (DELETE /offers/{id}). To the trash: the project's owners move a
// proposal there, its voice actor withdraws it; never the winner (the offer machine decides).
import type { Handler } from '../../contract/types';
import { decide, saveOffer } from '../../modules/offers/offerLifecycle';
import { findOffer } from '../../modules/offers/offers';
import { machineViewer } from '../../modules/projects/projectLifecycle';
import { publishProjectChange } from '../../modules/projects/projectLive';

export const deleteOffer: Handler<'deleteOffer'> = async ({ viewer, params, services }) => {
  const offer = await findOffer(services.db, params.id, viewer);
  const next = decide(offer, { type: 'offer.delete', by: machineViewer(viewer) });
  await saveOffer(services.db, offer.row.id, next, services.now());
  await publishProjectChange(services, offer.row.projectId, 'offers', [offer.row.providerId]);
  return { status: 204 };
};
