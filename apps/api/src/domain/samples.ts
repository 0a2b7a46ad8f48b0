// The Sample and Demo resources of the document, built from the database, and the rules the
// samples operations share: who owns a profile, which samples a caller may see, demo order.
import type { Demo, Sample } from '@vo/sdk';
import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { isAdmin, type Viewer } from '../auth/viewer';
import type { Database } from '../db/client';
import { demos, providers, samples, users } from '../db/schema';
import { HttpError, forbidden, notFound } from '../http/errors';
import type { Services } from '../services';
import { ownsProfile, type ProviderRow } from './providerAccess';

export type SampleResource = Sample;
export type DemoResource = Demo;
export type SampleRow = typeof samples.$inferSelect;
export type DemoRow = typeof demos.$inferSelect;

/** Where a stored audio file is served, with HTTP range requests (files/audioRoute.ts). */
export const audioUrl = (publicOrigin: string, fileId: string) => `${publicOrigin}/files/audio/${fileId}`;

export function toSampleResource(row: SampleRow, publicOrigin: string): SampleResource {
  return {
    id: row.id,
    provider_id: row.providerId,
    hash: row.hash,
    name: row.name,
    file: audioUrl(publicOrigin, row.fileId),
    is_valid: row.isValid,
    // The column only ever holds the document's SampleType values (validated on write).
    type: row.type as SampleResource['type'],
    duration: row.durationSeconds,
    tags: row.tags,
    listen_count: row.listenCount,
    demo_id: row.demoId,
    display_order: row.displayOrder,
    created_at: row.createdAt.toISOString(),
  };
}

/** Demos with their samples in sorted order; invalid samples only when `withInvalid`. */
export async function toDemoResources(
  db: Database,
  rows: readonly DemoRow[],
  publicOrigin: string,
  withInvalid: boolean,
): Promise<DemoResource[]> {
  if (rows.length === 0) return [];
  const held = await db
    .select()
    .from(samples)
    .where(
      and(
        inArray(
          samples.demoId,
          rows.map((d) => d.id),
        ),
        withInvalid ? undefined : eq(samples.isValid, true),
      ),
    )
    .orderBy(asc(samples.displayOrder), asc(samples.id));
  return rows.map((demo) => ({
    id: demo.id,
    provider_id: demo.providerId,
    name: demo.name,
    samples: held.filter((s) => s.demoId === demo.id).map((s) => toSampleResource(s, publicOrigin)),
    display_order: demo.displayOrder,
    created_at: demo.createdAt.toISOString(),
  }));
}

export async function toDemoResource(
  db: Database,
  row: DemoRow,
  publicOrigin: string,
  withInvalid: boolean,
): Promise<DemoResource> {
  const [demo] = await toDemoResources(db, [row], publicOrigin, withInvalid);
  // toDemoResources maps one row to one resource.
  return demo as DemoResource;
}

/** A provider's demos in display order (ties by id, oldest first). */
export const demoOrder = [asc(demos.displayOrder), asc(demos.id)] as const;
/** A provider's samples, newest first. */
export const sampleListOrder = [desc(samples.createdAt), desc(samples.id)] as const;

/** Section 9: a page of demos (and samples) holds 4 in the owner's edit view, 6 on the public profile. */
export const OWNER_PAGE_SIZE = 4;
export const PUBLIC_PAGE_SIZE = 6;

export const unprocessable = (code: string, message: string) => new HttpError(422, code, message);

export async function findSample(
  db: Database,
  provider: ProviderRow,
  sampleId: number,
  viewer: Viewer | null,
) {
  const [row] = await db
    .select()
    .from(samples)
    .where(and(eq(samples.id, sampleId), eq(samples.providerId, provider.id)))
    .limit(1);
  if (!row || (!row.isValid && !ownsProfile(viewer, provider)))
    throw notFound('sample_not_found', 'Sample not found.');
  return row;
}

export async function findDemo(db: Database, provider: ProviderRow, demoId: number) {
  const [row] = await db
    .select()
    .from(demos)
    .where(and(eq(demos.id, demoId), eq(demos.providerId, provider.id)))
    .limit(1);
  if (!row) throw notFound('demo_not_found', 'Demo not found.');
  return row;
}

/** The samples named in a request, all of which must be the provider's own (422 otherwise). */
export async function ownSamples(
  db: Database,
  providerId: number,
  ids: readonly number[],
): Promise<SampleRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(samples)
    .where(inArray(samples.id, [...ids]));
  const foreign = ids.filter((id) => !rows.some((r) => r.id === id && r.providerId === providerId));
  if (foreign.length > 0) {
    throw unprocessable(
      'sample_not_owned',
      `Sample ${foreign.join(', ')} does not belong to this voice actor.`,
    );
  }
  return rows;
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

export async function nextSampleOrder(db: Database, demoId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(samples.displayOrder) })
    .from(samples)
    .where(eq(samples.demoId, demoId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

export async function demoById(db: Database, id: number): Promise<DemoRow> {
  const [row] = await db.select().from(demos).where(eq(demos.id, id)).limit(1);
  if (!row) throw notFound('demo_not_found', 'Demo not found.');
  return row;
}

/** Removes an uploaded file that will not be used (the request failed after the upload). */
export async function discardUploads(services: Services, ids: readonly string[]): Promise<void> {
  await Promise.all(ids.map((id) => services.storage.remove(id)));
}

/** The demo a sample goes into: it must be one of this voice actor's own (422 otherwise). */
export async function ownDemo(db: Database, providerId: number, demoId: number) {
  const [demo] = await db
    .select()
    .from(demos)
    .where(and(eq(demos.id, demoId), eq(demos.providerId, providerId)))
    .limit(1);
  if (!demo) throw unprocessable('demo_not_owned', `Demo ${demoId} does not belong to this voice actor.`);
  return demo;
}
