// deleteProvider: Delete a voice actor profile (DELETE /providers/{id}).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { favorites, files, providers, samples, users } from '../../db/schema';
import { profileNotFound, providerRow } from '../../domain/providerProfiles';

export const deleteProvider: Handler<'deleteProvider'> = async ({ params, services }) => {
  const { db } = services;
  const row = await providerRow(db, params.id);
  if (!row) throw profileNotFound();
  const fileIds = await db.transaction(async (tx) => {
    const sampleFiles = await tx
      .select({ fileId: samples.fileId })
      .from(samples)
      .where(eq(samples.providerId, params.id));
    await tx
      .delete(favorites)
      .where(and(eq(favorites.target, 'provider'), eq(favorites.targetId, params.id)));
    // Samples, demos, work experience and profile views go with the profile (cascade).
    await tx.delete(providers).where(eq(providers.id, params.id));
    await tx
      .update(users)
      .set({ roles: sql`array_remove(${users.roles}, 'provider')` })
      .where(eq(users.id, row.userId));
    const ids = sampleFiles.map((s) => s.fileId);
    if (ids.length > 0) await tx.delete(files).where(inArray(files.id, ids));
    return ids;
  });
  await Promise.all(fileIds.map((id) => services.storage.remove(id)));
  return { status: 204 };
};
