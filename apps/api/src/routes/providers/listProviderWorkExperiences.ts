// listProviderWorkExperiences: List a voice actor's work experience (GET /providers/{id}/workExperiences).
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { visibleProvider } from '../../modules/providers/providerAccess';
import { workExperiencePage } from '../../modules/providers/workExperiences';

export const listProviderWorkExperiences: Handler<'listProviderWorkExperiences'> = async ({
  params,
  query,
  viewer,
  services,
}) => {
  await visibleProvider(services.db, viewer, params.id);
  const page = pageRequest(query);
  const { entries, total } = await workExperiencePage(services.db, params.id, page);
  return { status: 200, body: entries, headers: pagingHeaders(page, total) };
};
