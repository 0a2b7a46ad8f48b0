// getCategoryPageInsights: Get a category page's market insights (GET /categoryPages/{slug}/insights),
// computed over the voice actors and projects matching its filter; 404 for a slug no page has.
import type { Handler } from '../../contract/types';
import { pageInsights, requirePage } from '../../modules/categoryPages/categoryPages';

export const getCategoryPageInsights: Handler<'getCategoryPageInsights'> = async ({ params, services }) => {
  const row = await requirePage(services.db, params.slug);
  return { status: 200, body: await pageInsights(services.db, row, services.now()) };
};
