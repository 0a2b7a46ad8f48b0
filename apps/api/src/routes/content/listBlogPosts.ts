// listBlogPosts: List posts of the external blog (GET /blog/posts), from the cached feed.
import type { Handler } from '../../contract/types';
import { blogFeed } from '../../modules/content/blogFeed';
import { pageRequest, pagingHeaders } from '../../http/paging';

export const listBlogPosts: Handler<'listBlogPosts'> = async ({ services, query }) => {
  const page = pageRequest(query);
  const { config } = services;
  const feed = await blogFeed(
    services.db,
    { url: config.blogFeedUrl, ttl: config.blogFeedTtl },
    services.now(),
  );
  const wanted = query.tags === undefined ? null : new Set(query.tags.split(',').map(Number));
  const posts =
    wanted === null ? feed.posts : feed.posts.filter((post) => post.tags.some((tag) => wanted.has(tag.id)));
  return {
    status: 200,
    body: posts.slice(page.offset, page.offset + page.size),
    headers: pagingHeaders(page, posts.length),
  };
};
