// A voice actor's work experience, as the document's WorkExperience, newest year first, and the
// owner's changes to it (the profile editor's credits).
import type { CreateWorkExperienceRequest, UpdateWorkExperienceRequest, WorkExperience } from '@vo/sdk';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workExperiences } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { PageRequest } from '../../http/paging';

type WorkExperienceRow = typeof workExperiences.$inferSelect;

const serialize = (w: WorkExperienceRow): WorkExperience => ({
  id: w.id,
  provider_id: w.providerId,
  year: w.year,
  title: w.title,
  client_name: w.clientName,
  role: w.role,
  description: w.description,
  url: w.url,
});

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
  return { entries: rows.map(serialize), total: count?.n ?? 0 };
}

/** Optional text: trimmed, and an empty one stored as none. */
const optional = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value.trim();

/**
 * The columns a create or update sets, after the rules the document cannot say: a title that is not
 * blank, and a year no later than the current one (a credit is work already done).
 */
function columnsOf(body: UpdateWorkExperienceRequest, now: Date) {
  if (body.title !== undefined && body.title.trim() === '')
    throw badRequest('title_required', 'Give the credit a title.', [
      { path: '/body/title', message: 'must not be blank' },
    ]);
  if (body.year !== undefined && body.year > now.getUTCFullYear())
    throw badRequest('year_in_future', `The year cannot be later than ${String(now.getUTCFullYear())}.`, [
      { path: '/body/year', message: 'must not be in the future' },
    ]);
  return {
    year: body.year,
    title: body.title?.trim(),
    clientName: optional(body.client_name),
    role: optional(body.role),
    description: optional(body.description),
    url: body.url,
  };
}

/** Adds a credit to the profile. */
export async function createWorkExperience(
  db: Database,
  providerId: number,
  body: CreateWorkExperienceRequest,
  now: Date,
): Promise<WorkExperience> {
  const columns = columnsOf(body, now);
  const [row] = await db
    .insert(workExperiences)
    .values({ ...columns, providerId, year: body.year, title: columns.title ?? body.title })
    .returning();
  if (!row) throw new Error('The credit was not stored.');
  return serialize(row);
}

/** The credit `{experienceId}` of the profile: 404 when it is another profile's or does not exist. */
async function ownCredit(db: Database, providerId: number, experienceId: number) {
  const [row] = await db
    .select()
    .from(workExperiences)
    .where(and(eq(workExperiences.id, experienceId), eq(workExperiences.providerId, providerId)))
    .limit(1);
  if (!row) throw notFound('work_experience_not_found', 'This credit is not on this profile.');
  return row;
}

/** Changes the fields sent of one of the profile's credits. */
export async function updateWorkExperience(
  db: Database,
  providerId: number,
  experienceId: number,
  body: UpdateWorkExperienceRequest,
  now: Date,
): Promise<WorkExperience> {
  await ownCredit(db, providerId, experienceId);
  const [row] = await db
    .update(workExperiences)
    .set(columnsOf(body, now))
    .where(eq(workExperiences.id, experienceId))
    .returning();
  if (!row) throw notFound('work_experience_not_found', 'This credit is not on this profile.');
  return serialize(row);
}

/** Removes one of the profile's credits. */
export async function deleteWorkExperience(db: Database, providerId: number, experienceId: number) {
  await ownCredit(db, providerId, experienceId);
  await db.delete(workExperiences).where(eq(workExperiences.id, experienceId));
}
