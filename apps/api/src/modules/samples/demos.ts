// A voice actor's demos (spec section 5): the samples each one holds and in which order, the
// demos' own order on the profile, and their edits. Samples themselves are samples.ts.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { demos, samples } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { PageRequest } from '../../http/paging';
import type { ProviderRow } from '../providers/providerAccess';
import { demoOrder, type DemoRow } from './samples';

export async function findDemo(db: Database, provider: ProviderRow, demoId: number) {
  const [row] = await db
    .select()
    .from(demos)
    .where(and(eq(demos.id, demoId), eq(demos.providerId, provider.id)))
    .limit(1);
  if (!row) throw notFound('demo_not_found', 'Demo not found.');
  return row;
}

/** Puts `ids` into `demoId` in that order; samples it held that are not listed become unassigned. */
export async function setDemoSamples(db: Database, demoId: number, ids: readonly number[]): Promise<void> {
  await db
    .update(samples)
    .set({ demoId: null, displayOrder: 0 })
    .where(
      and(
        eq(samples.demoId, demoId),
        ids.length > 0 ? sql`${samples.id} <> ALL(${sqlIntArray(ids)})` : undefined,
      ),
    );
  for (const [index, id] of ids.entries())
    await db.update(samples).set({ demoId, displayOrder: index }).where(eq(samples.id, id));
}

/** An int[] literal built from validated integers (drizzle binds JS arrays as records otherwise). */
export const sqlIntArray = (ids: readonly number[]) => sql.raw(`ARRAY[${ids.map(Number).join(',')}]::int[]`);

/** Renumbers a provider's demos 0..n-1 in the given order (or their current order). */
export async function renumberDemos(
  db: Database,
  providerId: number,
  ordered?: readonly DemoRow[],
): Promise<void> {
  const rows =
    ordered ??
    (await db
      .select()
      .from(demos)
      .where(eq(demos.providerId, providerId))
      .orderBy(...demoOrder));
  for (const [index, demo] of rows.entries())
    if (demo.displayOrder !== index)
      await db.update(demos).set({ displayOrder: index }).where(eq(demos.id, demo.id));
}

export async function demoById(db: Database, id: number): Promise<DemoRow> {
  const [row] = await db.select().from(demos).where(eq(demos.id, id)).limit(1);
  if (!row) throw notFound('demo_not_found', 'Demo not found.');
  return row;
}

/** One page of a provider's demos in display order. */
export async function demoPage(db: Database, providerId: number, page: PageRequest) {
  const [total] = await db.select({ n: count() }).from(demos).where(eq(demos.providerId, providerId));
  const rows = await db
    .select()
    .from(demos)
    .where(eq(demos.providerId, providerId))
    .orderBy(...demoOrder)
    .limit(page.size)
    .offset(page.offset);
  return { rows, total: total?.n ?? 0 };
}

/** All of a provider's demos in display order. */
export async function providerDemos(db: Database, providerId: number): Promise<DemoRow[]> {
  return db
    .select()
    .from(demos)
    .where(eq(demos.providerId, providerId))
    .orderBy(...demoOrder);
}

/** A new demo, last in the provider's order, holding `sampleIds` in that order. */
export async function createDemo(
  db: Database,
  providerId: number,
  name: string,
  sampleIds: readonly number[],
  now: Date,
): Promise<DemoRow> {
  return db.transaction(async (tx) => {
    const [position] = await tx.select({ n: count() }).from(demos).where(eq(demos.providerId, providerId));
    const [inserted] = await tx
      .insert(demos)
      .values({ providerId, name, displayOrder: position?.n ?? 0, createdAt: now })
      .returning();
    if (!inserted) throw new Error('demo not created');
    await setDemoSamples(tx, inserted.id, sampleIds);
    return inserted;
  });
}

/** Renames a demo and/or replaces its samples (each only when given). */
export async function updateDemo(
  db: Database,
  demo: DemoRow,
  changes: { name?: string | undefined; sampleIds?: readonly number[] | undefined },
): Promise<DemoRow> {
  return db.transaction(async (tx) => {
    const [row] =
      changes.name !== undefined
        ? await tx.update(demos).set({ name: changes.name }).where(eq(demos.id, demo.id)).returning()
        : [demo];
    if (changes.sampleIds !== undefined) await setDemoSamples(tx, demo.id, changes.sampleIds);
    return row ?? demo;
  });
}

/**
 * Deletes a demo. Its samples stay on the profile, unassigned (spec section 5); the remaining demos
 * close the gap in display order.
 */
export async function deleteDemo(db: Database, demo: DemoRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(samples).set({ demoId: null, displayOrder: 0 }).where(eq(samples.demoId, demo.id));
    await tx.delete(demos).where(eq(demos.id, demo.id));
    await renumberDemos(tx, demo.providerId);
  });
}

/** Puts the provider's demos in the given order, in one transaction. */
export async function reorderDemos(
  db: Database,
  providerId: number,
  ordered: readonly DemoRow[],
): Promise<void> {
  await db.transaction((tx) => renumberDemos(tx, providerId, ordered));
}

/** Puts the demo's samples in the given order, in one transaction. */
export async function sortDemoSampleIds(db: Database, demoId: number, ids: readonly number[]): Promise<void> {
  await db.transaction((tx) => setDemoSamples(tx, demoId, ids));
}

/** The ids of the samples a demo holds. */
export async function demoSampleIds(db: Database, demoId: number): Promise<number[]> {
  const held = await db.select({ id: samples.id }).from(samples).where(eq(samples.demoId, demoId));
  return held.map((s) => s.id);
}
