// listUserChannels: List a user's conversations (GET /users/{id}/channels). The user themself or an
// admin (403 otherwise); unread first, then the most recent; status active (default), archived,
// starred or unread; keywords in the other participant's name, the project's name or the messages;
// the other participant (user_id) or the project (project_id) asked. Deleted ones never show.
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { listChannelsOf, toChannels } from '../../modules/channels/channels';
import { activeUser, selfOrAdmin } from '../../modules/users/users';

export const listUserChannels: Handler<'listUserChannels'> = async ({ viewer, services, params, query }) => {
  selfOrAdmin(viewer, params.id);
  const user = await activeUser(services.db, params.id);
  const page = pageRequest(query);
  const { rows, total } = await listChannelsOf(
    services.db,
    user.id,
    {
      status: query.status,
      keywords: query.keywords,
      otherUserId: query.user_id,
      projectId: query.project_id,
    },
    page,
  );
  // The list as its owner sees it (their status, stars and counters), also when an admin reads it.
  const owner = viewer.user.id === user.id ? viewer : { ...viewer, user, admin: viewer.admin ?? viewer.user };
  return {
    status: 200,
    body: await toChannels(services.db, rows, owner, services.config.publicOrigin),
    headers: { ...pagingHeaders(page, total) },
  };
};
