// listActivePromoCodes: the promos running now with their banners (GET /promo_codes/active). Public;
// with user_id (the caller's own, or any for an admin), error says why that user cannot use each.
import { eq } from 'drizzle-orm';
import { isAdmin } from '../../auth/viewer';
import type { Handler } from '../../contract/types';
import { providers } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { pageRequest, pagingHeaders, slicePage } from '../../http/paging';
import { activePromos } from '../../modules/subscriptions/promos';

export const listActivePromoCodes: Handler<'listActivePromoCodes'> = async ({ query, viewer, services }) => {
  const userId = query.user_id ?? null;
  if (userId !== null && userId !== viewer?.user.id && !isAdmin(viewer)) {
    throw forbidden('not_own_user', 'You can check the promos for yourself only.');
  }
  const [provider] =
    userId === null
      ? []
      : await services.db
          .select({ id: providers.id, languages: providers.languages })
          .from(providers)
          .where(eq(providers.userId, userId));
  const promos = await activePromos(services.db, {
    providerId: provider?.id ?? null,
    languages: provider?.languages ?? null,
    now: services.now(),
  });
  const page = pageRequest(query);
  return { status: 200, body: slicePage(promos, page), headers: { ...pagingHeaders(page, promos.length) } };
};
