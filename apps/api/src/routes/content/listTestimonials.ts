// listTestimonials: List testimonials (GET /testimonials).
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { testimonialPage } from '../../modules/content/testimonials';

export const listTestimonials: Handler<'listTestimonials'> = async ({ services, query }) => {
  const page = pageRequest(query);
  const tags = query.tags === undefined ? [] : [...new Set(query.tags.split(','))];
  const { rows, total } = await testimonialPage(services.db, tags, page, services.config.publicOrigin);
  return { status: 200, body: rows, headers: pagingHeaders(page, total) };
};
