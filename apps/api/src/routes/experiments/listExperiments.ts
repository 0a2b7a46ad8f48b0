// listExperiments: List the running experiments (GET /experiments, designed). Testers and admins
// (x-roles): each experiment's variants, how many hold each, and the caller's own variant.
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { experimentOverview, runningExperiments } from '../../modules/experiments/experimentsTool';

export const listExperiments: Handler<'listExperiments'> = async ({ viewer, services, query }) => {
  const page = pageRequest(query);
  const names = runningExperiments();
  const shown = names.slice(page.offset, page.offset + page.size);
  const body = await Promise.all(shown.map((name) => experimentOverview(services.db, name, viewer.user.id)));
  return { status: 200, body, headers: pagingHeaders(page, names.length) };
};
