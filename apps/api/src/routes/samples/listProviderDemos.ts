// listProviderDemos: List a voice actor's demos (GET /providers/{id}/demos).
import { count, eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { demos } from '../../db/schema';
import { pageRequest, pagingHeaders } from '../../domain/paging';
import { OWNER_PAGE_SIZE, PUBLIC_PAGE_SIZE, demoOrder, toDemoResources } from '../../domain/samples';
import { ownsProfile, visibleProvider } from '../../domain/providerAccess';

export const listProviderDemos: Handler<'listProviderDemos'> = async ({
  params,
  query,
  viewer,
  services,
}) => {
  const provider = await visibleProvider(services.db, viewer, params.id);
  const owner = ownsProfile(viewer, provider);
  const paging = pageRequest(query, owner ? OWNER_PAGE_SIZE : PUBLIC_PAGE_SIZE);
  const [total] = await services.db
    .select({ n: count() })
    .from(demos)
    .where(eq(demos.providerId, provider.id));
  const rows = await services.db
    .select()
    .from(demos)
    .where(eq(demos.providerId, provider.id))
    .orderBy(...demoOrder)
    .limit(paging.size)
    .offset(paging.offset);
  return {
    status: 200,
    body: await toDemoResources(services.db, rows, services.config.publicOrigin, owner),
    headers: { ...pagingHeaders(paging, total?.n ?? 0) },
  };
};
