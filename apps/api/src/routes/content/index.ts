// content: testimonials (seeded, chosen by tags) and the external blog's posts and tags (fetched from
// BLOG_FEED_URL, cached in the database with an expiry). Public, optional auth.
import type { Handlers } from '../../contract/types';
import { listBlogPosts } from './listBlogPosts';
import { listBlogTags } from './listBlogTags';
import { listTestimonials } from './listTestimonials';

export const contentHandlers = {
  listTestimonials,
  listBlogPosts,
  listBlogTags,
} satisfies Handlers;
