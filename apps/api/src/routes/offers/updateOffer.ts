// updateOffer: Update an offer (PATCH /offers/{id}, JSON or multipart with a new recording). Its
// voice actor edits a draft or a sent proposal (samples, price, recording) and sends it (a draft,
// or again after a revision request: the offer machine's post); a project owner asks for a new take
// (revision_requested) and nothing else. Refused on an offer in the trash or a project that no
// longer receives proposals (409); a sent proposal keeps a recording or a sample (422).
import type { Handler } from '../../contract/types';
import type { Database } from '../../db/client';
import { conflict, forbidden } from '../../http/errors';
import { decide, requireNotDeleted, saveOffer } from '../../modules/offers/offerLifecycle';
import { sendWithinMonthlyLimit } from '../../modules/offers/offerQuota';
import { findOffer, isAuthorOf, isOwnerOf, offerEntity, offerResource } from '../../modules/offers/offers';
import {
  auditionFileName,
  BRAND_NAME,
  checkRelatedSamples,
  storeAuditionFile,
  requireAudition,
  requireOpenCasting,
} from '../../modules/offers/offerWrites';
import { findProject, machineViewer } from '../../modules/projects/projectLifecycle';
import { publishProjectChange } from '../../modules/projects/projectLive';
import { discardUploads } from '../../modules/samples/samples';

export const updateOffer: Handler<'updateOffer'> = async ({ viewer, params, body, services, request }) => {
  const { db } = services;
  const upload = request.uploads.find((u) => u.field === 'custom_sample_file');
  try {
    const offer = await findOffer(db, params.id, viewer);
    const by = machineViewer(viewer);
    const status = 'status' in body ? body.status : undefined;
    const edits = {
      relatedSamples: body.related_samples,
      priceQuote: body.price_quote,
      aiVoice: body.ai_voice,
      file: upload,
    };
    const editing =
      edits.relatedSamples !== undefined ||
      edits.priceQuote !== undefined ||
      edits.aiVoice !== undefined ||
      upload !== undefined;

    // A project owner asks for a new take; the rest of a proposal is its voice actor's.
    if (status === 'revision_requested') {
      if (editing || body.is_draft !== undefined)
        throw forbidden('offer_fields_author_only', 'A project owner may only ask for a new take.');
      const next = decide(offer, { type: 'offer.requestRevision', by });
      const row = await saveOffer(db, offer.row.id, next, services.now());
      await publishProjectChange(services, offer.row.projectId, 'offers', [offer.row.providerId]);
      return { status: 200, body: await offerResource(db, row, viewer, services) };
    }
    if (!isAuthorOf(viewer, offer)) {
      throw isOwnerOf(viewer, offer)
        ? forbidden('offer_fields_author_only', 'A project owner may only ask for a new take.')
        : forbidden('offer_not_yours', 'Only the voice actor who wrote this proposal may change it.');
    }
    requireNotDeleted(offer);
    const project = await findProject(db, String(offer.row.projectId));
    requireOpenCasting(project);
    if (body.is_draft === true && offer.row.status !== 'created')
      throw conflict('offer_sent', 'A sent proposal cannot become a draft again.');

    const sending = body.is_draft === false || status === 'posted';
    const next = sending ? decide(offer, { type: 'offer.post', by }) : null;
    const related =
      edits.relatedSamples === undefined ? offer.row.relatedSamples : [...new Set(edits.relatedSamples)];
    if (edits.relatedSamples !== undefined) await checkRelatedSamples(db, offer.row.providerId, related);
    const fileId = upload?.id ?? offer.row.fileId;
    if ((next?.status ?? offer.row.status) !== 'created') requireAudition(fileId !== null, related);
    const now = services.now();
    // A draft sent for the first time counts against the monthly limit; a resend does not.
    const firstSend = next !== null && offer.row.sentAt === null;
    const write = async (tx: Database) => {
      if (upload) {
        const name = auditionFileName(BRAND_NAME, project.row.name, viewer.user.name, upload.originalName);
        await storeAuditionFile(tx, upload, viewer.user.id, name, now);
      }
      return saveOffer(tx, offer.row.id, next ?? offerEntity(offer), now, {
        relatedSamples: related,
        fileId,
        ...(edits.priceQuote === undefined ? {} : { priceQuote: edits.priceQuote }),
        ...(edits.aiVoice === undefined ? {} : { aiVoice: edits.aiVoice }),
        ...(firstSend ? { sentAt: now } : {}),
      });
    };
    const row = firstSend
      ? await sendWithinMonthlyLimit(db, offer.row.providerId, now, write)
      : await write(db);
    // A draft stays its voice actor's: the owners hear of a proposal once it is sent.
    if (row.status !== 'created') await publishProjectChange(services, offer.row.projectId, 'offers');
    return { status: 200, body: await offerResource(db, row, viewer, services) };
  } catch (error) {
    await discardUploads(
      services,
      request.uploads.map((u) => u.id),
    );
    throw error;
  }
};
