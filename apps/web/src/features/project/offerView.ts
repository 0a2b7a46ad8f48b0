import type { Offer, OfferAction, OfferStatus } from '@vo/sdk';
import type { Project } from '@vo/sdk/hooks';
import { isAdmin, partiesOf, projectEntityOf, type Viewer } from '@vo/machines';
import type { StatusLabelTone } from '@vo/ui';

/**
 * Who looks at a proposal: one of the project's owners (the client, a shared owner), an admin, the
 * voice actor who sent it, or anyone else (who only listens).
 */
export type OfferViewer = 'owner' | 'admin' | 'voiceActor' | 'other';

/** Whether the viewer owns the project (the parties the project machine names its owners). */
export function ownsProject(project: Project, viewer: Viewer | null): boolean {
  if (viewer === null) return false;
  const parties = partiesOf(projectEntityOf(project).context, viewer);
  return parties.includes('client') || parties.includes('sharedOwner');
}

/** The viewer of one offer on a project. */
export function offerViewerOf(offer: Offer, owning: boolean, viewer: Viewer | null): OfferViewer {
  if (owning) return 'owner';
  if (viewer !== null && viewer.providerId != null && viewer.providerId === offer.provider_id)
    return 'voiceActor';
  if (viewer !== null && isAdmin(viewer)) return 'admin';
  return 'other';
}

/**
 * Whether the server lets the caller take `action` on the offer now: its allowed_actions (the offer
 * machine's answer for the caller). The page offers nothing else.
 */
export const allows = (offer: Offer, action: OfferAction): boolean =>
  offer.allowed_actions?.includes(action) ?? false;

/** The caller's vote on an offer: none, up, down, or a vote whose way the offer alone does not tell. */
export type MyVote = 'none' | 'up' | 'down' | 'unknown';

/**
 * The viewer's vote, from the offer: `votes` lists who voted, `upvotes` and `downvotes` count the
 * ways. When both ways have votes the offer cannot tell which is the viewer's (listVotes can).
 */
export function myVoteOn(offer: Offer, userId: number): MyVote {
  if (!(offer.votes ?? []).includes(userId)) return 'none';
  if ((offer.downvotes ?? 0) === 0) return 'up';
  if ((offer.upvotes ?? 0) === 0) return 'down';
  return 'unknown';
}

/** Comments are the owners' and the voice actor's conversation (createOfferComment's callers). */
export const mayComment = (who: OfferViewer): boolean => who === 'owner' || who === 'voiceActor';

/** Comments are read by those who may write them, and by admins (listOfferComments). */
export const mayReadComments = (who: OfferViewer): boolean => mayComment(who) || who === 'admin';

/** An offer's status as the voice actor who sent it reads it. */
export const OFFER_STATUS_LABELS: Record<OfferStatus, { text: string; tone: StatusLabelTone }> = {
  created: { text: 'Draft', tone: 'neutral' },
  posted: { text: 'Sent', tone: 'info' },
  reviewed: { text: 'Reviewed', tone: 'success' },
  revision_requested: { text: 'Revision requested', tone: 'warning' },
};

/** "Maria Lopez's audition": how the page names a proposal in buttons and announcements. */
export const auditionOf = (offer: Offer): string => `${offer.provider.user.name}'s audition`;
