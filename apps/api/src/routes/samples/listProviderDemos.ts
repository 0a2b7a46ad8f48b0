import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { ownsProfile, visibleProvider } from '../../modules/providers/providerAccess';
import { demoPage } from '../../modules/samples/demos';
import { OWNER_PAGE_SIZE, PUBLIC_PAGE_SIZE, toDemoResources } from '../../modules/samples/samples';

export const listProviderDemos: Handler<'listProviderDemos'> = async ({
  params,
  query,
  viewer,
  services,
}) => {
  const provider = await visibleProvider(services.db, viewer, params.id);
  const owner = ownsProfile(viewer, provider);
  const paging = pageRequest(query, owner ? OWNER_PAGE_SIZE : PUBLIC_PAGE_SIZE);
  const { rows, total } = await demoPage(services.db, provider.id, paging);
  return {
    status: 200,
    body: await toDemoResources(services.db, rows, services.config.publicOrigin, owner),
    headers: { ...pagingHeaders(paging, total) },
  };
};
