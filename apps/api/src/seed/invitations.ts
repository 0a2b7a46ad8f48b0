// The demo voice actor's invites inbox: invitations to seeded active castings in the languages they
// speak, as the waves and the clients would have sent them: two automatic ones not opened yet (the
// Projects badge shows 2), a direct one they opened, and one they declined with a reason. Stored
// through `insertInvitations`, the writer the server uses.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { projects, providers } from '../db/schema';
import { insertInvitations, type NewInvitationRow } from '../modules/invitations/invitations';

const HOUR = 3600 * 1000;

/** Seeds the demo voice actor's invitations; returns how many were stored. */
export async function seedInvitations(
  db: Database,
  input: { now: Date; providerId: number },
): Promise<number> {
  const [actor] = await db
    .select({ languages: providers.languages })
    .from(providers)
    .where(eq(providers.id, input.providerId));
  const speaks = actor?.languages ?? [];
  const castings = await db
    .select({ id: projects.id, createdAt: projects.createdAt })
    .from(projects)
    .where(
      and(
        eq(projects.type, 'casting'),
        eq(projects.status, 'active'),
        speaks.length > 0
          ? sql`${projects.languages} && ${sql.raw(`ARRAY[${speaks.map((id) => String(Math.trunc(id))).join(',')}]::int[]`)}`
          : undefined,
      ),
    )
    .orderBy(asc(projects.id))
    .limit(4);
  // An invitation goes out after its casting was approved: never before the casting existed.
  const ago = (casting: { createdAt: Date }, hours: number) =>
    new Date(Math.max(input.now.getTime() - hours * HOUR, casting.createdAt.getTime() + HOUR));
  type Planned = Omit<NewInvitationRow, 'providerId'> & { createdAt: Date };
  const plans: ((casting: { id: number; createdAt: Date }) => Planned)[] = [
    (c) => ({ projectId: c.id, type: 'automatic', wave: 1, createdAt: ago(c, 2) }),
    (c) => ({ projectId: c.id, type: 'automatic', wave: 1, createdAt: ago(c, 5) }),
    (c) => {
      const createdAt = ago(c, 26);
      return {
        projectId: c.id,
        type: 'direct',
        status: 'opened',
        createdAt,
        openedAt: new Date(createdAt.getTime() + 3 * HOUR),
      };
    },
    (c) => {
      const createdAt = ago(c, 50);
      return {
        projectId: c.id,
        type: 'automatic',
        wave: 1,
        status: 'declined',
        createdAt,
        openedAt: new Date(createdAt.getTime() + HOUR),
        rejectionReason: 'deadline-too-short',
        rejectionReasonDetails:
          'I am recording an audiobook until the end of the month and could not deliver in time.',
      };
    },
  ];
  const rows = castings.flatMap((casting, i) => {
    const plan = plans[i];
    if (!plan) return [];
    const row = plan(casting);
    return [
      { providerId: input.providerId, status: 'requested', ...row, updatedAt: row.openedAt ?? row.createdAt },
    ];
  });
  return (await insertInvitations(db, rows)).length;
}
