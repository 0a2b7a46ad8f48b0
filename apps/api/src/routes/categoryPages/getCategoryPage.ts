// getCategoryPage: Get a category page (GET /categoryPages/{slug}): its text, filter and first voice
// actors; 404 for a slug no page has.
import type { Handler } from '../../contract/types';
import { requirePage, toCategoryPage } from '../../modules/categoryPages/categoryPages';

export const getCategoryPage: Handler<'getCategoryPage'> = async ({ params, services }) => {
  const row = await requirePage(services.db, params.slug);
  return { status: 200, body: await toCategoryPage(services.db, row, services.config.publicOrigin) };
};
