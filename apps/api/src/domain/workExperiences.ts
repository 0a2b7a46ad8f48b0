// A voice actor's work experience, as the document's WorkExperience, newest year first.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { workExperiences } from '../db/schema';
import type { PageRequest } from './paging';

/** One page of a profile's work experience and how many entries it has in all. */
export async function workExperiencePage(db: Database, providerId: number, page: PageRequest) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(workExperiences)
      .where(eq(workExperiences.providerId, providerId))
      .orderBy(desc(workExperiences.year), desc(workExperiences.id))
      .limit(page.size)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(workExperiences)
      .where(eq(workExperiences.providerId, providerId)),
  ]);
  const entries = rows.map((w) => ({
    id: w.id,
    provider_id: w.providerId,
    year: w.year,
    title: w.title,
    client_name: w.clientName,
    role: w.role,
    description: w.description,
    url: w.url,
  }));
  return { entries, total: count?.n ?? 0 };
}
