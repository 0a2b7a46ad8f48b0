// listProviderSamples: List a voice actor's samples (GET /providers/{id}/samples).
import { and, count, eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { samples } from '../../db/schema';
import { pageRequest, pagingHeaders } from '../../domain/paging';
import { OWNER_PAGE_SIZE, PUBLIC_PAGE_SIZE, sampleListOrder, toSampleResource } from '../../domain/samples';
import { ownsProfile, visibleProvider } from '../../domain/providerAccess';

export const listProviderSamples: Handler<'listProviderSamples'> = async ({
  params,
  query,
  viewer,
  services,
}) => {
  const provider = await visibleProvider(services.db, viewer, params.id);
  const owner = ownsProfile(viewer, provider);
  const paging = pageRequest(query, owner ? OWNER_PAGE_SIZE : PUBLIC_PAGE_SIZE);
  const where = and(eq(samples.providerId, provider.id), owner ? undefined : eq(samples.isValid, true));
  const [total] = await services.db.select({ n: count() }).from(samples).where(where);
  const rows = await services.db
    .select()
    .from(samples)
    .where(where)
    .orderBy(...sampleListOrder)
    .limit(paging.size)
    .offset(paging.offset);
  return {
    status: 200,
    body: rows.map((row) => toSampleResource(row, services.config.publicOrigin)),
    headers: { ...pagingHeaders(paging, total?.n ?? 0) },
  };
};
