// extractTags: Extract tags from a text or a sample (POST /tags/extract_tags). Any signed-in user
// may extract from a text; a sample's tags are extracted for the voice actor who owns it or an
// admin (403 otherwise, 422 for an unknown sample). Nothing is saved.
import type { Handler } from '../../contract/types';
import { isAdmin } from '../../auth/viewer';
import { HttpError, forbidden } from '../../http/errors';
import { samples } from '../../db/schema';
import { extractTagsFrom } from '../../modules/attributes/tagExtraction';
import { excludedNamesOf } from '../../modules/attributes/tagLists';
import { eq } from 'drizzle-orm';

export const extractTags: Handler<'extractTags'> = async ({ body, viewer, services }) => {
  if (body.sample_id === undefined) {
    const tags = await extractTagsFrom(services.db, services.tagExtractor, body.text ?? '');
    return { status: 200, body: { sample_id: null, tags } };
  }
  const [sample] = await services.db
    .select({ id: samples.id, providerId: samples.providerId, name: samples.name, tags: samples.tags })
    .from(samples)
    .where(eq(samples.id, body.sample_id))
    .limit(1);
  if (!sample) throw new HttpError(422, 'sample_not_found', `There is no sample ${body.sample_id}.`);
  if (!isAdmin(viewer) && viewer.providerId !== sample.providerId)
    throw forbidden('sample_not_yours', 'Only the voice actor who owns this sample can extract its tags.');
  // A sample's text is its name (the samples table keeps no transcript or details yet); the tags
  // it already carries and those excluded from it are not proposed.
  const excluded = await excludedNamesOf(services.db, sample.id);
  const tags = await extractTagsFrom(services.db, services.tagExtractor, sample.name, [
    ...sample.tags,
    ...excluded,
  ]);
  return { status: 200, body: { sample_id: sample.id, tags } };
};
