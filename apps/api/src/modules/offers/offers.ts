// Offers (proposals, auditions): the stored row as the API's Offer, as each caller may see it, and
// as the offer machine's state. Who may do what to an offer is the machine's (offerLifecycle.ts);
// this file reads and shapes. Only signed-in callers see the extra data (price quote, votes,
// comments, the listened, downloaded and reviewed marks); the offer's voice actor sees how many
// liked it, not who.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { allowedOfferActions, parseOfferStatus, type OfferEntity } from '@vo/machines';
import type { Offer, OfferComment, Vote } from '@vo/sdk';
import { isAdmin, type Viewer } from '../../auth/viewer';
import type { Database } from '../../db/client';
import { offerComments, offerVotes, offers, projects } from '../../db/schema';
import { notFound } from '../../http/errors';
import { audioUrl } from '../samples/samples';
import { downloadUrl, type OfferLinks } from './offerDownloadLink';
import { loadProviderSummaries } from '../providers/providers';
import { projectOwnerIds } from '../projects/projects';
import { machineViewer } from '../projects/projectLifecycle';

export type OfferRow = typeof offers.$inferSelect;
export type VoteRow = typeof offerVotes.$inferSelect;
export type CommentRow = typeof offerComments.$inferSelect;

/** An offer with its project's owners (posting client first): what every rule about it reads. */
export interface LoadedOffer {
  row: OfferRow;
  ownerIds: readonly number[];
  /** The project's winner decision is made (winner_selected not null). */
  winnerDecided: boolean;
}

/** The offer as the offer machine's state. */
export function offerEntity({ row, ownerIds, winnerDecided }: LoadedOffer): OfferEntity {
  return {
    status: parseOfferStatus(row.status),
    context: {
      projectOwnerIds: ownerIds,
      providerId: row.providerId,
      winner: row.winner,
      listened: row.listened,
      downloaded: row.downloaded,
      deleted: row.deleted,
      winnerDecided: winnerDecided || row.winner,
    },
  };
}

/** Whether each project's winner decision is made. */
async function winnerDecisions(db: Database, projectIds: readonly number[]): Promise<Map<number, boolean>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({ id: projects.id, winnerSelected: projects.winnerSelected })
    .from(projects)
    .where(inArray(projects.id, [...projectIds]));
  return new Map(rows.map((row) => [row.id, row.winnerSelected !== null]));
}

export const isOwnerOf = (viewer: Viewer | null, offer: LoadedOffer): boolean =>
  viewer !== null && offer.ownerIds.includes(viewer.user.id);
export const isAuthorOf = (viewer: Viewer | null, offer: LoadedOffer): boolean =>
  viewer !== null && viewer.providerId === offer.row.providerId;

/**
 * Who may download an audition rather than only stream it (stream-only until hire, offerDownload.ts):
 * the project's owners, admins, and the voice actor for their own file.
 */
export const mayDownload = (viewer: Viewer | null, offer: LoadedOffer): viewer is Viewer =>
  viewer !== null && (isOwnerOf(viewer, offer) || isAdmin(viewer) || isAuthorOf(viewer, offer));

/**
 * Whether `viewer` may read the offer at all: a draft is its voice actor's alone, an offer in the
 * trash its voice actor's and the project's owners'; anything else anyone may read (the shared
 * proposal views are public). Admins read everything.
 */
export function canRead(viewer: Viewer | null, offer: LoadedOffer): boolean {
  if (isAdmin(viewer) || isAuthorOf(viewer, offer)) return true;
  if (offer.row.status === 'created') return false;
  return !offer.row.deleted || isOwnerOf(viewer, offer);
}

/** The offer of `id` with its project's owners, or 404 when it does not exist or the caller may not read it. */
export async function findOffer(db: Database, id: number, viewer: Viewer | null): Promise<LoadedOffer> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  const [owners, decided] = row
    ? await Promise.all([projectOwnerIds(db, [row.projectId]), winnerDecisions(db, [row.projectId])])
    : [new Map<number, number[]>(), new Map<number, boolean>()];
  const offer = row
    ? { row, ownerIds: owners.get(row.projectId) ?? [], winnerDecided: decided.get(row.projectId) ?? false }
    : null;
  if (!offer || !canRead(viewer, offer)) throw notFound('offer_not_found', 'This proposal does not exist.');
  return offer;
}

export const toVote = (row: VoteRow): Vote => ({
  id: row.id,
  offer_id: row.offerId,
  user_id: row.userId,
  direction: row.direction as Vote['direction'],
  created_at: row.createdAt.toISOString(),
});

export const toComment = (row: CommentRow): OfferComment => ({
  id: row.id,
  offer_id: row.offerId,
  user_id: row.userId,
  message: row.message,
  created_at: row.createdAt.toISOString(),
});

/**
 * The Offer resources of `rows`, in their order, as `viewer` sees them: one query each for the
 * voice actors' cards, the owners, the votes and the comments.
 */
export async function loadOfferResources(
  db: Database,
  rows: readonly OfferRow[],
  viewer: Viewer | null,
  links: OfferLinks,
): Promise<Offer[]> {
  if (rows.length === 0) return [];
  const { publicOrigin } = links.config;
  const ids = rows.map((row) => row.id);
  const projectIds = [...new Set(rows.map((row) => row.projectId))];
  const [cards, owners, decided, votes, comments] = await Promise.all([
    loadProviderSummaries(db, [...new Set(rows.map((row) => row.providerId))], publicOrigin),
    projectOwnerIds(db, projectIds),
    winnerDecisions(db, projectIds),
    viewer === null
      ? Promise.resolve([])
      : db.select().from(offerVotes).where(inArray(offerVotes.offerId, ids)).orderBy(asc(offerVotes.id)),
    viewer === null
      ? Promise.resolve([])
      : db
          .select()
          .from(offerComments)
          .where(inArray(offerComments.offerId, ids))
          .orderBy(asc(offerComments.createdAt), asc(offerComments.id)),
  ]);
  const cardById = new Map(cards.map((card) => [card.id, card]));
  return rows.flatMap((row) => {
    const card = cardById.get(row.providerId);
    // A voice actor whose profile was removed leaves no card to show.
    if (!card) return [];
    const offer = {
      row,
      ownerIds: owners.get(row.projectId) ?? [],
      winnerDecided: decided.get(row.projectId) ?? false,
    };
    const shown: Offer = {
      id: row.id,
      public_hash: row.publicHash,
      project_id: row.projectId,
      provider_id: row.providerId,
      provider: card,
      status: parseOfferStatus(row.status),
      is_draft: row.status === 'created',
      invitation_id: row.invitationId,
      related_samples: row.relatedSamples.slice(0, 20),
      custom_sample: row.fileId !== null,
      audio_url: row.fileId === null ? null : audioUrl(publicOrigin, row.fileId),
      winner: row.winner,
      deleted: row.deleted,
      ai_voice: row.aiVoice,
      created_at: row.createdAt.toISOString(),
    };
    if (viewer === null) return [shown];
    const own = votes.filter((vote) => vote.offerId === row.id);
    // Its voice actor learns how the owners received it, not which of them liked it.
    const seesVoters = isOwnerOf(viewer, offer) || isAdmin(viewer);
    return [
      {
        ...shown,
        allowed_actions: allowedOfferActions(offerEntity(offer), machineViewer(viewer)),
        price_quote: row.priceQuote,
        votes: seesVoters ? own.slice(0, 100).map((vote) => vote.userId) : [],
        upvotes: own.filter((vote) => vote.direction === 'up').length,
        downvotes: own.filter((vote) => vote.direction === 'down').length,
        comments: comments
          .filter((comment) => comment.offerId === row.id)
          .slice(0, 100)
          .map(toComment),
        listened: row.listened,
        downloaded: row.downloaded,
        reviewed: row.reviewed,
        download_url:
          row.fileId !== null && mayDownload(viewer, offer)
            ? downloadUrl(links, row.id, viewer.user.id)
            : null,
      },
    ];
  });
}

/** One Offer resource as `viewer` sees it. */
export async function offerResource(
  db: Database,
  row: OfferRow,
  viewer: Viewer | null,
  links: OfferLinks,
): Promise<Offer> {
  const [offer] = await loadOfferResources(db, [row], viewer, links);
  if (!offer) throw notFound('offer_not_found', 'This proposal does not exist.');
  return offer;
}

/** The offer a voice actor sent to a project, if any (one per project). */
export async function offerOf(db: Database, projectId: number, providerId: number): Promise<OfferRow | null> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.projectId, projectId), eq(offers.providerId, providerId)));
  return row ?? null;
}
