// listProviderWorkExperiences: List a voice actor's work experience (GET /providers/{id}/workExperiences).
import { desc, eq, sql } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { workExperiences } from '../../db/schema';
import { pageRequest, pagingHeaders } from '../../domain/paging';
import { visibleProvider } from '../../domain/providerAccess';

export const listProviderWorkExperiences: Handler<'listProviderWorkExperiences'> = async ({
  params,
  query,
  viewer,
  services,
}) => {
  const { db } = services;
  await visibleProvider(db, viewer, params.id);
  const page = pageRequest(query);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(workExperiences)
      .where(eq(workExperiences.providerId, params.id))
      .orderBy(desc(workExperiences.year), desc(workExperiences.id))
      .limit(page.size)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(workExperiences)
      .where(eq(workExperiences.providerId, params.id)),
  ]);
  const body = rows.map((w) => ({
    id: w.id,
    provider_id: w.providerId,
    year: w.year,
    title: w.title,
    client_name: w.clientName,
    role: w.role,
    description: w.description,
    url: w.url,
  }));
  return { status: 200, body, headers: pagingHeaders(page, count?.n ?? 0) };
};
