// setOfferAsWinner: Select an offer as the winner (PUT /offers/{id}/set_as_winner). A project owner
// chooses this proposal: the offer machine marks it the winner and the project machine records the
// decision (an active casting closes with it), each refusing with its own message; then the
// client can book the voice actor.
import type { Handler } from '../../contract/types';
import { receivedOffers } from '../../modules/offers/offerCounts';
import { decide, saveOffer } from '../../modules/offers/offerLifecycle';
import { findOffer, offerResource } from '../../modules/offers/offers';
import {
  decide as decideProject,
  findProject,
  lifecycleColumns,
  machineViewer,
  projectEntity,
  storeDecided,
} from '../../modules/projects/projectLifecycle';
import { publishProjectChange } from '../../modules/projects/projectLive';

export const setOfferAsWinner: Handler<'setOfferAsWinner'> = async ({ viewer, params, services }) => {
  const { db } = services;
  const by = machineViewer(viewer);
  const offer = await findOffer(db, params.id, viewer);
  const next = decide(offer, { type: 'offer.setAsWinner', by });
  const project = await findProject(db, String(offer.row.projectId));
  const proposals = (await receivedOffers(db, [project.row.id])).get(project.row.id)?.received ?? 0;
  const decided = decideProject(projectEntity(project, proposals), { type: 'project.selectWinner', by });
  const now = services.now();
  await storeDecided(db, project.row.id, { ...lifecycleColumns(project.row, decided), updatedAt: now });
  const row = await saveOffer(db, offer.row.id, next, now);
  await publishProjectChange(services, offer.row.projectId, 'offers', [offer.row.providerId]);
  return { status: 200, body: await offerResource(db, row, viewer, services) };
};
