// createFlag: Flag content that breaks the rules (POST /flags, the /flagging screen). Any signed-in
// user reports what they can see (404 otherwise, as for a target that does not exist). One flag per
// reporter and target: reporting the same thing again updates the description and the kind (soft or
// full) instead of piling up reports, so a moderator's count is of people, not of clicks.
import { sql } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { flags } from '../../db/schema';
import { requireFlaggable } from '../../modules/flags/flagTargets';

export const createFlag: Handler<'createFlag'> = async ({ viewer, body, services }) => {
  const { db } = services;
  await requireFlaggable(db, viewer, body.target, body.target_id);
  const description = body.description?.trim() || null;
  const { soft } = body;
  const [row] = await db
    .insert(flags)
    .values({
      userId: viewer.user.id,
      target: body.target,
      targetId: body.target_id,
      description,
      soft,
      createdAt: services.now(),
    })
    .onConflictDoUpdate({
      target: [flags.userId, flags.target, flags.targetId],
      set: {
        description: sql`excluded.description`,
        soft: sql`excluded.soft`,
        createdAt: sql`excluded.created_at`,
      },
    })
    .returning();
  if (!row) throw new Error('flag not stored');
  return {
    status: 201,
    body: {
      id: row.id,
      user_id: row.userId,
      target: body.target,
      target_id: row.targetId,
      description: row.description,
      soft: row.soft,
      created_at: row.createdAt.toISOString(),
    },
  };
};
