// samples: a voice actor's samples and demos (playlists), shared sample links and play counts
// (spec section 7 Providers: samples CRUD, demos CRUD, reorder_demos, sort_samples, hashed, listen).
// Reads are public; writes belong to the profile's own user or an admin. A sample's name and tags
// feed the voice actor's full-text search document, which is rebuilt whenever they change.
import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { Handlers } from '../../contract/types';
import type { Database } from '../../db/client';
import { demos, files, samples } from '../../db/schema';
import { recordListen } from '../../domain/counters';
import { pageRequest, pagingHeaders } from '../../domain/paging';
import {
  demoOrder,
  findOwnedProvider,
  findProvider,
  ownsProfile,
  sampleListOrder,
  toDemoResource,
  toDemoResources,
  toSampleResource,
  type DemoRow,
  type ProviderRow,
  type SampleRow,
} from '../../domain/samples';
import { rebuildSearchDocuments } from '../../domain/search';
import { HttpError, badRequest, notFound } from '../../http/errors';
import type { Viewer } from '../../auth/viewer';
import type { Services } from '../../services';

/** Section 9: a page of demos (and samples) holds 4 in the owner's edit view, 6 on the public profile. */
export const OWNER_PAGE_SIZE = 4;
export const PUBLIC_PAGE_SIZE = 6;

const unprocessable = (code: string, message: string) => new HttpError(422, code, message);

async function findSample(db: Database, provider: ProviderRow, sampleId: number, viewer: Viewer | null) {
  const [row] = await db
    .select()
    .from(samples)
    .where(and(eq(samples.id, sampleId), eq(samples.providerId, provider.id)))
    .limit(1);
  if (!row || (!row.isValid && !ownsProfile(viewer, provider)))
    throw notFound('sample_not_found', 'Sample not found.');
  return row;
}

async function findDemo(db: Database, provider: ProviderRow, demoId: number) {
  const [row] = await db
    .select()
    .from(demos)
    .where(and(eq(demos.id, demoId), eq(demos.providerId, provider.id)))
    .limit(1);
  if (!row) throw notFound('demo_not_found', 'Demo not found.');
  return row;
}

/** The samples named in a request, all of which must be the provider's own (422 otherwise). */
async function ownSamples(db: Database, providerId: number, ids: readonly number[]): Promise<SampleRow[]> {
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
async function setDemoSamples(db: Database, demoId: number, ids: readonly number[]): Promise<void> {
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
const sqlIntArray = (ids: readonly number[]) => sql.raw(`ARRAY[${ids.map(Number).join(',')}]::int[]`);

/** Renumbers a provider's demos 0..n-1 in the given order (or their current order). */
async function renumberDemos(db: Database, providerId: number, ordered?: readonly DemoRow[]): Promise<void> {
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

async function nextSampleOrder(db: Database, demoId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(samples.displayOrder) })
    .from(samples)
    .where(eq(samples.demoId, demoId));
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

async function demoById(db: Database, id: number): Promise<DemoRow> {
  const [row] = await db.select().from(demos).where(eq(demos.id, id)).limit(1);
  if (!row) throw notFound('demo_not_found', 'Demo not found.');
  return row;
}

/** Removes an uploaded file that will not be used (the request failed after the upload). */
async function discardUploads(services: Services, ids: readonly string[]): Promise<void> {
  await Promise.all(ids.map((id) => services.storage.remove(id)));
}

/** The demo a sample goes into: it must be one of this voice actor's own (422 otherwise). */
async function ownDemo(db: Database, providerId: number, demoId: number) {
  const [demo] = await db
    .select()
    .from(demos)
    .where(and(eq(demos.id, demoId), eq(demos.providerId, providerId)))
    .limit(1);
  if (!demo) throw unprocessable('demo_not_owned', `Demo ${demoId} does not belong to this voice actor.`);
  return demo;
}

export const sampleHandlers = {
  listProviderSamples: async ({ params, query, viewer, services }) => {
    const provider = await findProvider(services.db, params.id, viewer);
    const owner = ownsProfile(viewer, provider);
    const paging = pageRequest(query, owner ? OWNER_PAGE_SIZE : PUBLIC_PAGE_SIZE);
    const where = and(eq(samples.providerId, provider.id), owner ? undefined : eq(samples.isValid, true));
    const [total] = await services.db.select({ n: count() }).from(samples).where(where);
    const rows = await services.db
      .select()
      .from(samples)
      .where(where)
      .orderBy(...sampleListOrder)
      .limit(paging.size)
      .offset(paging.offset);
    return {
      status: 200,
      body: rows.map((row) => toSampleResource(row, services.config.publicOrigin)),
      headers: { ...pagingHeaders(paging, total?.n ?? 0) },
    };
  },

  getProviderSample: async ({ params, viewer, services }) => {
    const provider = await findProvider(services.db, params.id, viewer);
    const row = await findSample(services.db, provider, params.sampleId, viewer);
    return { status: 200, body: toSampleResource(row, services.config.publicOrigin) };
  },

  createProviderSample: async ({ params, body, viewer, services, request }) => {
    const upload = request.uploads.find((u) => u.field === 'file' && u.id === body.file);
    try {
      const provider = await findOwnedProvider(services.db, params.id, viewer);
      // The multipart reader stores every file part and puts its id in the body; without a stored
      // part the field was sent as plain text.
      if (!upload) throw badRequest('file_required', 'A valid file is required: attach the audio file.');
      if (body.demo_id !== undefined) await ownDemo(services.db, provider.id, body.demo_id);
      const now = services.now();
      const row = await services.db.transaction(async (tx) => {
        await tx.insert(files).values({
          id: upload.id,
          ownerId: provider.userId,
          kind: 'audio',
          contentType: upload.contentType,
          size: upload.size,
          originalName: upload.originalName.slice(0, 255),
          createdAt: now,
        });
        const displayOrder = body.demo_id === undefined ? 0 : await nextSampleOrder(tx, body.demo_id);
        const [inserted] = await tx
          .insert(samples)
          .values({
            providerId: provider.id,
            hash: randomBytes(9).toString('base64url'),
            name: body.name,
            fileId: upload.id,
            // The upload was sniffed as audio by storage: it is a playable file.
            isValid: true,
            type: body.type,
            demoId: body.demo_id ?? null,
            displayOrder,
            createdAt: now,
          })
          .returning();
        return inserted;
      });
      if (!row) throw new Error('sample not created');
      await rebuildSearchDocuments(services.db, [provider.id]);
      return { status: 201, body: toSampleResource(row, services.config.publicOrigin) };
    } catch (error) {
      await discardUploads(
        services,
        request.uploads.map((u) => u.id),
      );
      throw error;
    }
  },

  updateProviderSample: async ({ params, body, viewer, services }) => {
    const provider = await findOwnedProvider(services.db, params.id, viewer);
    const sample = await findSample(services.db, provider, params.sampleId, viewer);
    const changes: Partial<typeof samples.$inferInsert> = {};
    if (body.name !== undefined) changes.name = body.name;
    if (body.type !== undefined) changes.type = body.type;
    if (body.tags !== undefined) changes.tags = body.tags;
    if (body.demo_id !== undefined && body.demo_id !== sample.demoId) {
      if (body.demo_id === null) {
        changes.demoId = null;
        changes.displayOrder = 0;
      } else {
        const demo = await ownDemo(services.db, provider.id, body.demo_id);
        changes.demoId = demo.id;
        changes.displayOrder = await nextSampleOrder(services.db, demo.id);
      }
    }
    const [row] =
      Object.keys(changes).length > 0
        ? await services.db.update(samples).set(changes).where(eq(samples.id, sample.id)).returning()
        : [sample];
    if (body.name !== undefined || body.tags !== undefined)
      await rebuildSearchDocuments(services.db, [provider.id]);
    return { status: 200, body: toSampleResource(row ?? sample, services.config.publicOrigin) };
  },

  deleteProviderSample: async ({ params, viewer, services }) => {
    const provider = await findOwnedProvider(services.db, params.id, viewer);
    const sample = await findSample(services.db, provider, params.sampleId, viewer);
    await services.db.delete(samples).where(eq(samples.id, sample.id));
    // Seeded samples share their clip: the file goes only with the last sample that plays it.
    const [others] = await services.db
      .select({ n: count() })
      .from(samples)
      .where(eq(samples.fileId, sample.fileId));
    if ((others?.n ?? 0) === 0) {
      await services.db.delete(files).where(eq(files.id, sample.fileId));
      await services.storage.remove(sample.fileId);
    }
    await rebuildSearchDocuments(services.db, [provider.id]);
    return { status: 204 };
  },

  listProviderDemos: async ({ params, query, viewer, services }) => {
    const provider = await findProvider(services.db, params.id, viewer);
    const owner = ownsProfile(viewer, provider);
    const paging = pageRequest(query, owner ? OWNER_PAGE_SIZE : PUBLIC_PAGE_SIZE);
    const [total] = await services.db
      .select({ n: count() })
      .from(demos)
      .where(eq(demos.providerId, provider.id));
    const rows = await services.db
      .select()
      .from(demos)
      .where(eq(demos.providerId, provider.id))
      .orderBy(...demoOrder)
      .limit(paging.size)
      .offset(paging.offset);
    return {
      status: 200,
      body: await toDemoResources(services.db, rows, services.config.publicOrigin, owner),
      headers: { ...pagingHeaders(paging, total?.n ?? 0) },
    };
  },

  getProviderDemo: async ({ params, viewer, services }) => {
    const provider = await findProvider(services.db, params.id, viewer);
    const demo = await findDemo(services.db, provider, params.demoId);
    return {
      status: 200,
      body: await toDemoResource(
        services.db,
        demo,
        services.config.publicOrigin,
        ownsProfile(viewer, provider),
      ),
    };
  },

  createProviderDemo: async ({ params, body, viewer, services }) => {
    const provider = await findOwnedProvider(services.db, params.id, viewer);
    const ids = body.sample_ids ?? [];
    await ownSamples(services.db, provider.id, ids);
    const demo = await services.db.transaction(async (tx) => {
      const [position] = await tx.select({ n: count() }).from(demos).where(eq(demos.providerId, provider.id));
      const [inserted] = await tx
        .insert(demos)
        .values({
          providerId: provider.id,
          name: body.name,
          displayOrder: position?.n ?? 0,
          createdAt: services.now(),
        })
        .returning();
      if (!inserted) throw new Error('demo not created');
      await setDemoSamples(tx, inserted.id, ids);
      return inserted;
    });
    return {
      status: 201,
      body: await toDemoResource(services.db, demo, services.config.publicOrigin, true),
    };
  },

  updateProviderDemo: async ({ params, body, viewer, services }) => {
    const provider = await findOwnedProvider(services.db, params.id, viewer);
    const demo = await findDemo(services.db, provider, params.demoId);
    if (body.sample_ids !== undefined) await ownSamples(services.db, provider.id, body.sample_ids);
    const updated = await services.db.transaction(async (tx) => {
      const [row] =
        body.name !== undefined
          ? await tx.update(demos).set({ name: body.name }).where(eq(demos.id, demo.id)).returning()
          : [demo];
      if (body.sample_ids !== undefined) await setDemoSamples(tx, demo.id, body.sample_ids);
      return row ?? demo;
    });
    return {
      status: 200,
      body: await toDemoResource(services.db, updated, services.config.publicOrigin, true),
    };
  },

  deleteProviderDemo: async ({ params, viewer, services }) => {
    const provider = await findOwnedProvider(services.db, params.id, viewer);
    const demo = await findDemo(services.db, provider, params.demoId);
    await services.db.transaction(async (tx) => {
      // Deleting a playlist leaves its samples unassigned (spec section 5): they stay on the profile.
      await tx.update(samples).set({ demoId: null, displayOrder: 0 }).where(eq(samples.demoId, demo.id));
      await tx.delete(demos).where(eq(demos.id, demo.id));
      await renumberDemos(tx, provider.id);
    });
    return { status: 204 };
  },

  reorderProviderDemos: async ({ params, body, viewer, services }) => {
    const provider = await findOwnedProvider(services.db, params.id, viewer);
    const rows = await services.db
      .select()
      .from(demos)
      .where(eq(demos.providerId, provider.id))
      .orderBy(...demoOrder);
    const last = rows.length - 1;
    if (body.from > last || body.to > last) {
      throw unprocessable(
        'position_out_of_range',
        rows.length === 0
          ? 'This voice actor has no demos to reorder.'
          : `Positions go from 0 to ${last}: this voice actor has ${rows.length} demos.`,
      );
    }
    const ordered = [...rows];
    const [moved] = ordered.splice(body.from, 1);
    if (moved) ordered.splice(body.to, 0, moved);
    await services.db.transaction((tx) => renumberDemos(tx, provider.id, ordered));
    return { status: 200, body: { ok: true } };
  },

  getDemo: async ({ params, viewer, services }) => {
    const demo = await demoById(services.db, params.id);
    const provider = await findProvider(services.db, demo.providerId, viewer).catch(() => {
      throw notFound('demo_not_found', 'Demo not found.');
    });
    return {
      status: 200,
      body: await toDemoResource(
        services.db,
        demo,
        services.config.publicOrigin,
        ownsProfile(viewer, provider),
      ),
    };
  },

  sortDemoSamples: async ({ params, body, viewer, services }) => {
    const demo = await demoById(services.db, params.id);
    const provider = await findOwnedProvider(services.db, demo.providerId, viewer);
    const held = await services.db
      .select({ id: samples.id })
      .from(samples)
      .where(eq(samples.demoId, demo.id));
    const given = new Set(body.sample_ids);
    if (held.length !== given.size || held.some((s) => !given.has(s.id))) {
      throw unprocessable(
        'samples_mismatch',
        `List exactly the demo's samples (${held.map((s) => s.id).join(', ') || 'none'}).`,
      );
    }
    await services.db.transaction((tx) => setDemoSamples(tx, demo.id, body.sample_ids));
    return {
      status: 200,
      body: await toDemoResource(
        services.db,
        demo,
        services.config.publicOrigin,
        ownsProfile(viewer, provider),
      ),
    };
  },

  getSampleByHash: async ({ params, viewer, services }) => {
    const [row] = await services.db.select().from(samples).where(eq(samples.hash, params.hash)).limit(1);
    if (!row) throw notFound('sample_not_found', 'Sample not found.');
    const provider = await findProvider(services.db, row.providerId, viewer).catch(() => {
      throw notFound('sample_not_found', 'Sample not found.');
    });
    if (!row.isValid && !ownsProfile(viewer, provider))
      throw notFound('sample_not_found', 'Sample not found.');
    return { status: 200, body: toSampleResource(row, services.config.publicOrigin) };
  },

  listenSample: async ({ body, viewer, sessionId, services }) => {
    // Counted once per listener per sample per window (domain/counters.ts).
    if (!(await recordListen(services.db, body.sampleId, viewer, sessionId, services.now())))
      throw notFound('sample_not_found', `No sample has the id ${body.sampleId}.`);
    return { status: 200, body: { ok: true } };
  },
} satisfies Handlers;
