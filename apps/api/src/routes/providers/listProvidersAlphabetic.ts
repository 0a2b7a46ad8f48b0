// listProvidersAlphabetic: List voice actors alphabetically (GET /providers/alphabetic).
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { providers, users } from '../../db/schema';
import { pageRequest, pagingHeaders } from '../../domain/paging';
import { DEFAULT_SERVICE } from '../../domain/providerProfiles';

import { loadProviderSummaries } from '../../domain/providers';
import { pageOfIds } from '../../domain/providerSearch';

export const listProvidersAlphabetic: Handler<'listProvidersAlphabetic'> = async ({ query, services }) => {
  const page = pageRequest(query);
  const conditions = [eq(providers.serviceId, DEFAULT_SERVICE), isNull(users.deletedAt)];
  if (query.letter) conditions.push(sql`lower(${users.name}) LIKE ${`${query.letter.toLowerCase()}%`}`);
  const result = await pageOfIds(
    services.db,
    conditions,
    [asc(sql`lower(${users.name})`), asc(providers.id)],
    page,
    { joinUsers: true, countInWindow: true },
  );
  const body = await loadProviderSummaries(services.db, result.ids, services.config.publicOrigin);
  return { status: 200, body, headers: pagingHeaders(page, result.total) };
};
