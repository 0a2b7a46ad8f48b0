// Feature requests testers file (spec section 7: feature_request POST and PATCH, for testers): each
// owned by the tester who filed it, who may change it; admins may change any.
import type { FeatureRequest, FeatureRequestStatus, UpdateFeatureRequestRequest } from '@vo/sdk';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { featureRequests } from '../../db/schema';
import type { PageRequest } from '../../http/paging';
import { forbidden, notFound } from '../../http/errors';

type Row = typeof featureRequests.$inferSelect;

export const toFeatureRequest = (row: Row): FeatureRequest => ({
  id: row.id,
  title: row.title,
  description: row.description,
  status: row.status as FeatureRequestStatus,
  user_id: row.userId,
  page_url: row.pageUrl,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Surrounding white space is not part of a title or description. */
const tidy = (text: string) => text.trim();

export async function fileRequest(
  db: Database,
  userId: number,
  input: { title: string; description: string; page_url?: string | undefined },
  at: Date,
): Promise<FeatureRequest> {
  const [row] = await db
    .insert(featureRequests)
    .values({
      userId,
      title: tidy(input.title),
      description: tidy(input.description),
      pageUrl: input.page_url ?? null,
      status: 'open',
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!row) throw new Error('feature request not stored');
  return toFeatureRequest(row);
}

/** Changes a request: its filer or an admin (403 for another tester, 404 for an unknown id). */
export async function changeRequest(
  db: Database,
  id: number,
  who: { userId: number; admin: boolean },
  change: UpdateFeatureRequestRequest,
  at: Date,
): Promise<FeatureRequest> {
  const [current] = await db.select().from(featureRequests).where(eq(featureRequests.id, id)).limit(1);
  if (!current) throw notFound('feature_request_not_found', 'No feature request has this id.');
  if (!who.admin && current.userId !== who.userId)
    throw forbidden(
      'feature_request_not_yours',
      'Only the tester who filed this feature request, or an admin, can change it.',
    );
  const [row] = await db
    .update(featureRequests)
    .set({
      ...(change.title === undefined ? {} : { title: tidy(change.title) }),
      ...(change.description === undefined ? {} : { description: tidy(change.description) }),
      ...(change.status === undefined ? {} : { status: change.status }),
      ...(change.page_url === undefined ? {} : { pageUrl: change.page_url }),
      updatedAt: at,
    })
    .where(eq(featureRequests.id, id))
    .returning();
  if (!row) throw new Error('feature request vanished');
  return toFeatureRequest(row);
}

/** One page of requests, newest first, optionally of one status or one filer. */
export async function requestPage(
  db: Database,
  filter: { status?: FeatureRequestStatus | undefined; userId?: number | undefined },
  page: PageRequest,
): Promise<{ rows: FeatureRequest[]; total: number }> {
  const where = and(
    filter.status === undefined ? undefined : eq(featureRequests.status, filter.status),
    filter.userId === undefined ? undefined : eq(featureRequests.userId, filter.userId),
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(featureRequests)
      .where(where)
      .orderBy(desc(featureRequests.createdAt), desc(featureRequests.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ n: count() }).from(featureRequests).where(where),
  ]);
  return { rows: rows.map(toFeatureRequest), total: totals[0]?.n ?? 0 };
}
