// appendExcludedTags: Exclude tags from a sample (POST /tags/append_excluded/{id}). The voice actor
// who owns the sample or an admin (403 otherwise, 404 for an unknown sample): the tags leave the
// sample and extraction never proposes them for it again; unknown names are created.
import { eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { isAdmin } from '../../auth/viewer';
import { samples } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { excludeFromSample } from '../../modules/attributes/tagLists';

export const appendExcludedTags: Handler<'appendExcludedTags'> = async ({
  viewer,
  services,
  params,
  body,
}) => {
  const [sample] = await services.db
    .select({ id: samples.id, providerId: samples.providerId, tags: samples.tags })
    .from(samples)
    .where(eq(samples.id, params.id))
    .limit(1);
  if (!sample) throw notFound('sample_not_found', 'No sample has this id.');
  if (!isAdmin(viewer) && viewer.providerId !== sample.providerId)
    throw forbidden(
      'sample_not_yours',
      'Only the voice actor who owns this sample can exclude tags from it.',
    );
  return { status: 200, body: await excludeFromSample(services.db, sample, body.tags, services.now()) };
};
