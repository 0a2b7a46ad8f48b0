import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { ownsProfile, visibleProvider } from '../../modules/providers/providerAccess';
import {
  OWNER_PAGE_SIZE,
  PUBLIC_PAGE_SIZE,
  samplePage,
  toSampleResource,
} from '../../modules/samples/samples';

export const listProviderSamples: Handler<'listProviderSamples'> = async ({
  params,
  query,
  viewer,
  services,
}) => {
  const provider = await visibleProvider(services.db, viewer, params.id);
  const owner = ownsProfile(viewer, provider);
  const paging = pageRequest(query, owner ? OWNER_PAGE_SIZE : PUBLIC_PAGE_SIZE);
  const { rows, total } = await samplePage(services.db, provider.id, owner, paging);
  return {
    status: 200,
    body: rows.map((row) => toSampleResource(row, services.config.publicOrigin)),
    headers: { ...pagingHeaders(paging, total) },
  };
};
