// The Sample and Demo resources of the document, built from the database, and the rules the
// samples operations share: who owns a profile, which samples a caller may see, demo order.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { components } from '@vo/sdk';
import type { Database } from '../db/client';
import { demos, providers, samples, users } from '../db/schema';
import { isAdmin, type Viewer } from '../auth/viewer';
import { forbidden, notFound } from '../http/errors';

export type SampleResource = components['schemas']['Sample'];
export type DemoResource = components['schemas']['Demo'];
export type SampleRow = typeof samples.$inferSelect;
export type DemoRow = typeof demos.$inferSelect;
export type ProviderRow = typeof providers.$inferSelect;

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

/** True when the viewer is the provider's own user or an admin (the profile edit view). */
export const ownsProfile = (viewer: Viewer | null, provider: ProviderRow) =>
  viewer !== null && (viewer.user.id === provider.userId || isAdmin(viewer));

/**
 * The provider of a `{id}` path. A profile whose account was deleted is gone for everyone but its
 * owner and admins.
 */
export async function findProvider(db: Database, id: number, viewer: Viewer | null): Promise<ProviderRow> {
  const [row] = await db
    .select({ provider: providers, deletedAt: users.deletedAt })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.id, id))
    .limit(1);
  if (!row || (row.deletedAt !== null && !ownsProfile(viewer, row.provider)))
    throw notFound('provider_not_found', 'Profile not found.');
  return row.provider;
}

/** The provider of a `{id}` path, for a write: only its own user or an admin. */
export async function findOwnedProvider(
  db: Database,
  id: number,
  viewer: Viewer | null,
): Promise<ProviderRow> {
  const provider = await findProvider(db, id, viewer);
  if (!ownsProfile(viewer, provider))
    throw forbidden('not_profile_owner', 'Only the voice actor or an admin can change this profile.');
  return provider;
}
