import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../domain/paging';
import { tagPage } from '../../domain/tags';

export const listTags: Handler<'listTags'> = async ({ services, query }) => {
  const page = pageRequest(query);
  const { tags, total } = await tagPage(services.db, query, page);
  return { status: 200, body: tags, headers: { ...pagingHeaders(page, total) } };
};
