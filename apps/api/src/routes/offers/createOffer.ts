// createOffer: Submit a proposal (POST /offers, multipart). A voice actor sends an audition to an
// active casting: a recording made for its script, or samples of their own, or both; as a draft
// (status created, theirs alone) or sent (the offer machine's post: created -> posted). One offer
// per project; answering an invitation accepts it; a message becomes the proposal's first comment.
import { eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import type { Database } from '../../db/client';
import { offerComments, offers } from '../../db/schema';
import { conflict, forbidden } from '../../http/errors';
import { offerResource, offerOf, type LoadedOffer } from '../../modules/offers/offers';
import { decide } from '../../modules/offers/offerLifecycle';
import { sendWithinMonthlyLimit } from '../../modules/offers/offerQuota';
import {
  answerInvitation,
  auditionFileName,
  BRAND_NAME,
  checkRelatedSamples,
  storeAuditionFile,
  newOfferHash,
  requireAudition,
  requireOpenCasting,
} from '../../modules/offers/offerWrites';
import { findProject, machineViewer } from '../../modules/projects/projectLifecycle';
import { publishProjectChange } from '../../modules/projects/projectLive';
import { discardUploads } from '../../modules/samples/samples';
import { isUniqueViolation } from '../../modules/users/users';

const ALREADY_SENT = 'You already sent a proposal to this project: edit it instead.';

export const createOffer: Handler<'createOffer'> = async ({ viewer, body, services, request }) => {
  const { db } = services;
  const upload = request.uploads.find((u) => u.field === 'custom_sample_file');
  try {
    const providerId = viewer.providerId;
    if (providerId === null) throw forbidden('not_a_voice_actor', 'Only voice actors send proposals.');
    const project = await findProject(db, String(body.project_id));
    requireOpenCasting(project);
    // The other half of acceptShareControlLink's rule: nobody judges their own audition.
    if (project.ownerIds.includes(viewer.user.id))
      throw forbidden(
        'owner_cannot_audition',
        'You own this casting: its owners review auditions, not send them.',
      );
    if (await offerOf(db, project.row.id, providerId)) throw conflict('offer_exists', ALREADY_SENT);
    const related = [...new Set(body.related_samples ?? [])];
    await checkRelatedSamples(db, providerId, related);
    requireAudition(upload !== undefined, related);
    const invitationId =
      body.invitation_id === undefined
        ? null
        : await answerInvitation(services, viewer, body.invitation_id, project);
    const now = services.now();
    // The file, the offer and its sending are one write: refused by the monthly limit, none of it stays.
    const write = async (tx: Database) => {
      if (upload) {
        const name = auditionFileName(BRAND_NAME, project.row.name, viewer.user.name, upload.originalName);
        await storeAuditionFile(tx, upload, viewer.user.id, name, now);
      }
      const inserted = tx
        .insert(offers)
        .values({
          publicHash: newOfferHash(),
          projectId: project.row.id,
          providerId,
          invitationId,
          status: 'created',
          fileId: upload?.id ?? null,
          relatedSamples: related,
          priceQuote: body.price_quote ?? null,
          aiVoice: body.ai_voice ?? false,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      // Two sends at once: the second finds the first's row (one offer per voice actor and project).
      const [row] = await inserted.catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict('offer_exists', ALREADY_SENT);
        throw error;
      });
      if (!row) throw new Error('offer not stored');
      if (body.is_draft) return row;
      const offer: LoadedOffer = {
        row,
        ownerIds: project.ownerIds,
        winnerDecided: project.row.winnerSelected !== null,
      };
      const next = decide(offer, { type: 'offer.post', by: machineViewer(viewer) });
      const [posted] = await tx
        .update(offers)
        .set({ status: next.status, sentAt: now })
        .where(eq(offers.id, row.id))
        .returning();
      return posted ?? row;
    };
    const stored = body.is_draft ? await write(db) : await sendWithinMonthlyLimit(db, providerId, now, write);
    if (body.message !== undefined && body.message.trim() !== '') {
      await db
        .insert(offerComments)
        .values({ offerId: stored.id, userId: viewer.user.id, message: body.message, createdAt: now });
    }
    if (!body.is_draft) await publishProjectChange(services, project.row.id, 'offers');
    return { status: 201, body: await offerResource(db, stored, viewer, services) };
  } catch (error) {
    await discardUploads(
      services,
      request.uploads.map((u) => u.id),
    );
    throw error;
  }
};
