// listBlogTags: List tags of the external blog (GET /blog/tags), most used first, from the cached feed.
import type { Handler } from '../../contract/types';
import { blogFeed } from '../../modules/content/blogFeed';
import { pageRequest, pagingHeaders } from '../../http/paging';

export const listBlogTags: Handler<'listBlogTags'> = async ({ services, query }) => {
  const page = pageRequest(query);
  const { config } = services;
  const { tags } = await blogFeed(
    services.db,
    { url: config.blogFeedUrl, ttl: config.blogFeedTtl },
    services.now(),
  );
  return {
    status: 200,
    body: tags.slice(page.offset, page.offset + page.size),
    headers: pagingHeaders(page, tags.length),
  };
};
