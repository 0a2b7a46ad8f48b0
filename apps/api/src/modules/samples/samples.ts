// The Sample and Demo resources of the document, built from the database, and the rules the
// samples operations share: who owns a profile, which samples a caller may see, demo order; a
// voice actor's samples and their edits. The demos' own reads and edits are demos.ts.
import type { Demo, Sample } from '@vo/sdk';
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer';
import type { Database } from '../../db/client';
import { demos, files, samples } from '../../db/schema';
import { notFound, unprocessable } from '../../http/errors';
import type { Services } from '../../services';
import type { PageRequest } from '../../http/paging';
import { ownsProfile, type ProviderRow } from '../providers/providerAccess';
import { rebuildSearchDocuments } from '../providers/search';

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

export async function nextSampleOrder(db: Database, demoId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(samples.displayOrder) })
    .from(samples)
    .where(eq(samples.demoId, demoId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
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

/** One page of a provider's samples, newest first; invalid ones only when `withInvalid` (the owner's view). */
export async function samplePage(db: Database, providerId: number, withInvalid: boolean, page: PageRequest) {
  const where = and(eq(samples.providerId, providerId), withInvalid ? undefined : eq(samples.isValid, true));
  const [total] = await db.select({ n: count() }).from(samples).where(where);
  const rows = await db
    .select()
    .from(samples)
    .where(where)
    .orderBy(...sampleListOrder)
    .limit(page.size)
    .offset(page.offset);
  return { rows, total: total?.n ?? 0 };
}

export interface NewSample {
  name: string;
  type: SampleRow['type'];
  demoId: number | undefined;
  /** The stored upload that becomes the sample's file. */
  upload: { id: string; contentType: string; size: number; originalName: string };
  /** The recording's length read from its headers (files/audioDuration.ts); null when they do not tell. */
  seconds: number | null;
}

/** Records an uploaded audio file and the sample that plays it (last in its demo, if it has one). */
export async function createSample(
  db: Database,
  provider: ProviderRow,
  sample: NewSample,
  now: Date,
): Promise<SampleRow> {
  const { upload } = sample;
  const row = await db.transaction(async (tx) => {
    await tx.insert(files).values({
      id: upload.id,
      ownerId: provider.userId,
      kind: 'audio',
      contentType: upload.contentType,
      size: upload.size,
      originalName: upload.originalName.slice(0, 255),
      createdAt: now,
    });
    const displayOrder = sample.demoId === undefined ? 0 : await nextSampleOrder(tx, sample.demoId);
    const [inserted] = await tx
      .insert(samples)
      .values({
        providerId: provider.id,
        hash: randomBytes(9).toString('base64url'),
        name: sample.name,
        fileId: upload.id,
        // The upload was sniffed as audio by storage: it is a playable file.
        isValid: true,
        // Whole seconds (the column's); a recording under half a second still has a length.
        durationSeconds: sample.seconds === null ? null : Math.max(1, Math.round(sample.seconds)),
        type: sample.type,
        demoId: sample.demoId ?? null,
        displayOrder,
        createdAt: now,
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('sample not created');
  await rebuildSearchDocuments(db, [provider.id]);
  return row;
}

export interface SampleEdit {
  name?: string | undefined;
  type?: SampleRow['type'] | undefined;
  tags?: string[] | undefined;
  demo_id?: number | null | undefined;
}

/**
 * Saves a sample edit: name, type and tags as sent; a new demo puts the sample last in it (the
 * demo must be the voice actor's own), null takes it out of its demo.
 */
export async function updateSample(
  db: Database,
  provider: ProviderRow,
  sample: SampleRow,
  body: SampleEdit,
): Promise<SampleRow> {
  const changes: Partial<typeof samples.$inferInsert> = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.type !== undefined) changes.type = body.type;
  if (body.tags !== undefined) changes.tags = body.tags;
  if (body.demo_id !== undefined && body.demo_id !== sample.demoId) {
    if (body.demo_id === null) {
      changes.demoId = null;
      changes.displayOrder = 0;
    } else {
      const demo = await ownDemo(db, provider.id, body.demo_id);
      changes.demoId = demo.id;
      changes.displayOrder = await nextSampleOrder(db, demo.id);
    }
  }
  const [row] =
    Object.keys(changes).length > 0
      ? await db.update(samples).set(changes).where(eq(samples.id, sample.id)).returning()
      : [sample];
  if (body.name !== undefined || body.tags !== undefined) await rebuildSearchDocuments(db, [provider.id]);
  return row ?? sample;
}

/** Deletes a sample, and its file when no other sample plays it (seeded samples share clips). */
export async function deleteSample(
  services: Services,
  provider: ProviderRow,
  sample: SampleRow,
): Promise<void> {
  const { db } = services;
  await db.delete(samples).where(eq(samples.id, sample.id));
  // Seeded samples share their clip: the file goes only with the last sample that plays it.
  const [others] = await db.select({ n: count() }).from(samples).where(eq(samples.fileId, sample.fileId));
  if ((others?.n ?? 0) === 0) {
    await db.delete(files).where(eq(files.id, sample.fileId));
    await services.storage.remove(sample.fileId);
  }
  await rebuildSearchDocuments(db, [provider.id]);
}

/** A sample by its public hash, or null. */
export async function sampleByHash(db: Database, hash: string): Promise<SampleRow | null> {
  const [row] = await db.select().from(samples).where(eq(samples.hash, hash)).limit(1);
  return row ?? null;
}
