import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { tagPage } from '../../modules/attributes/tags';

export const listTags: Handler<'listTags'> = async ({ services, query }) => {
  const page = pageRequest(query);
  const { tags, total } = await tagPage(services.db, query, page);
  return { status: 200, body: tags, headers: { ...pagingHeaders(page, total) } };
};
