// Shared ownership links (spec sections 2 and 6, the /sc/{id} address): an owner of castings makes
// an encoded id holding their ids, signed with the server's secret (the one that signs access
// tokens, for another purpose), so nobody can guess one, make one, or change one to hold other
// projects; whoever opens it signed in becomes another owner of each (project_owners, after the
// owners already there). Nothing is stored until then: the signature is the link's proof, and its
// expiry (30 days) bounds what a forwarded link can do, since a link cannot be taken back.
import { and, eq, inArray, max } from 'drizzle-orm';
import { readSignedPayload, signPayload } from '../../auth/crypto';
import { isAdmin, type Viewer } from '../../auth/viewer';
import type { Database } from '../../db/client';
import { offers, projectOwners, projects } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';
import { isUniqueViolation } from '../users/users';
import type { LoadedProject } from '../projects/projectLifecycle';

/** What the signature is for: a signature made for anything else does not open a link. */
const PURPOSE = 'share-control:v1';

/** How long a link works: long enough to reach a colleague, short enough to end a forwarded one. */
export const SHARE_CONTROL_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** What a link holds: the castings' ids and its expiry in seconds since the epoch. */
interface LinkClaims {
  p: number[];
  e: number;
}

const isClaims = (value: unknown): value is LinkClaims => {
  if (typeof value !== 'object' || value === null) return false;
  const { p, e } = value as Record<string, unknown>;
  return (
    Array.isArray(p) &&
    p.length > 0 &&
    p.length <= 20 &&
    p.every((id) => Number.isInteger(id) && (id as number) > 0) &&
    Number.isInteger(e)
  );
};

/**
 * 403 unless the caller may share the project's ownership (an owner or an admin); 409 for a
 * booking, which has one client.
 */
export function requireSharable(viewer: Viewer, project: LoadedProject): void {
  if (!isAdmin(viewer) && !project.ownerIds.includes(viewer.user.id))
    throw forbidden('not_project_owner', 'Only the casting’s owners share its ownership.');
  if (project.row.type !== 'casting')
    throw conflict('not_a_casting', 'Only a casting’s ownership is shared: a booking has one client.');
}

/** The link's encoded id for these projects, working until `expiresAt`. */
export function encodeShareControlLink(
  projectIds: readonly number[],
  expiresAt: Date,
  secret: string,
): string {
  const claims: LinkClaims = { p: [...projectIds], e: Math.floor(expiresAt.getTime() / 1000) };
  return signPayload(claims, secret, PURPOSE);
}

const INVALID =
  'This ownership link is not valid: check that it was copied whole, or ask the casting’s owner for a new one.';
const EXPIRED = 'This ownership link has expired: ask the casting’s owner for a new one.';

/** The project ids of a link the server signed and that still works; 404 with why otherwise. */
export function decodeShareControlLink(id: string, secret: string, now: Date): number[] {
  const claims = readSignedPayload(id, secret, PURPOSE);
  if (!isClaims(claims)) throw notFound('share_link_invalid', INVALID);
  if (claims.e * 1000 <= now.getTime()) throw notFound('share_link_expired', EXPIRED);
  return [...new Set(claims.p)];
}

/** The link's castings that still exist, in the link's order; 404 when none does. */
export async function linkedCastings(db: Database, ids: readonly number[]) {
  const rows = await db
    .select()
    .from(projects)
    .where(and(inArray(projects.id, [...ids]), eq(projects.type, 'casting')));
  const found = ids.flatMap((id) => rows.filter((row) => row.id === id));
  if (found.length === 0)
    throw notFound('share_link_projects_gone', 'The casting this ownership link shares no longer exists.');
  return found;
}

/**
 * 403 when the caller is a voice actor who auditioned for one of the castings (any audition, a draft
 * or one in the trash too): an owner likes, trashes and chooses the winner, and nobody judges their
 * own audition.
 */
export async function requireNoAudition(db: Database, viewer: Viewer, projectIds: readonly number[]) {
  if (viewer.providerId === null) return;
  const [own] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.providerId, viewer.providerId), inArray(offers.projectId, [...projectIds])))
    .limit(1);
  if (own)
    throw forbidden(
      'auditioned_for_project',
      'You auditioned for this casting: a voice actor cannot become an owner of a casting they auditioned for.',
    );
}

/**
 * Adds the user as the project's next owner; false when they already own it (nothing changes, the
 * posting client stays first). Two people opening links at once may reach for the same position:
 * the one who loses takes the next.
 */
export async function addOwner(db: Database, projectId: number, userId: number): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const [last] = await tx
          .select({ position: max(projectOwners.position) })
          .from(projectOwners)
          .where(eq(projectOwners.projectId, projectId));
        const added = await tx
          .insert(projectOwners)
          .values({ projectId, userId, position: (last?.position ?? -1) + 1 })
          .onConflictDoNothing({ target: [projectOwners.projectId, projectOwners.userId] })
          .returning({ userId: projectOwners.userId });
        return added.length > 0;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}
