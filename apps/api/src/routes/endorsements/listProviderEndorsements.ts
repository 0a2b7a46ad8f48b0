// listProviderEndorsements: List the endorsements a voice actor received (GET /providers/{id}/endorsements).
import type { Handler } from '../../contract/types';
import { profileEndorsementPage } from '../../modules/endorsements/endorsements';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { visibleProvider } from '../../modules/providers/providerAccess';

export const listProviderEndorsements: Handler<'listProviderEndorsements'> = async ({
  params,
  query,
  viewer,
  services,
}) => {
  await visibleProvider(services.db, viewer, params.id);
  const page = pageRequest(query);
  const { entries, total } = await profileEndorsementPage(services.db, params.id, page);
  return { status: 200, body: entries, headers: pagingHeaders(page, total) };
};
