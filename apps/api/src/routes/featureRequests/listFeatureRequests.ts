// listFeatureRequests: List feature requests (GET /feature_request, designed). Testers and admins
// (x-roles); newest first, of one status or only the caller's own.
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { requestPage } from '../../modules/featureRequests/featureRequests';

export const listFeatureRequests: Handler<'listFeatureRequests'> = async ({ viewer, services, query }) => {
  const page = pageRequest(query);
  const { rows, total } = await requestPage(
    services.db,
    { status: query.status, userId: query.mine === true ? viewer.user.id : undefined },
    page,
  );
  return { status: 200, body: rows, headers: pagingHeaders(page, total) };
};
