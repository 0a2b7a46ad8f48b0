// listSubscriptionChangesLog: the steps of a plan-change process, oldest first (GET
// /subscription/changes_log/{processId}), for the voice actor who owns it.
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { memberViewer } from '../../modules/subscriptions/changePlan';
import { assertOwnProcess, changesLog, processOf } from '../../modules/subscriptions/processes';

export const listSubscriptionChangesLog: Handler<'listSubscriptionChangesLog'> = async ({
  viewer,
  params,
  query,
  services,
}) => {
  const process = await processOf(services.db, params.processId);
  assertOwnProcess(memberViewer(viewer, viewer.providerId ?? 0), process);
  const page = pageRequest(query);
  const { rows, total } = await changesLog(services, process.id, { offset: page.offset, limit: page.size });
  return { status: 200, body: rows, headers: { ...pagingHeaders(page, total) } };
};
