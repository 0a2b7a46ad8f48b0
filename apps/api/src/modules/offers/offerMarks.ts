// The marks a project owner's review leaves on an offer (reviewed, listened, downloaded). Only an
// owner's view, play or download marks it, as the offer machine says; anyone else's, or a mark
// already there, changes nothing and the offer is answered as it is. A draft or an offer in the
// trash is refused (409): nobody reviews those.
import type { OfferEvent } from '@vo/machines';
import type { Offer } from '@vo/sdk';
import type { Viewer } from '../../auth/viewer';
import type { Services } from '../../services';
import { machineViewer } from '../projects/projectLifecycle';
import { publishProjectChange } from '../projects/projectLive';
import { nextOffer, requireNotDeleted, requireSent, saveOffer } from './offerLifecycle';
import { findOffer, offerResource } from './offers';

type MarkEvent = Extract<
  OfferEvent['type'],
  'offer.setAsReviewed' | 'offer.setAsListened' | 'offer.setAsDownloaded'
>;

export async function markOffer(
  services: Services,
  viewer: Viewer,
  id: number,
  type: MarkEvent,
): Promise<Offer> {
  const { db } = services;
  const offer = await findOffer(db, id, viewer);
  // Viewing a draft is its voice actor's own; playing or downloading it, nobody's.
  if (type === 'offer.setAsReviewed') requireNotDeleted(offer);
  else requireSent(offer);
  const next = nextOffer(offer, { type, by: machineViewer(viewer) });
  const row = next === null ? offer.row : await saveOffer(db, offer.row.id, next, services.now());
  // The voice actor's outbox shows the marks: it hears of a new one.
  if (next !== null)
    await publishProjectChange(services, offer.row.projectId, 'offers', [offer.row.providerId]);
  return offerResource(db, row, viewer, services);
}
