// What may be flagged: a target the reporter can see. The same rules as reading it (a draft proposal
// is its voice actor's, a booking its people's), so a flag never confirms that something hidden
// exists: an invisible target is 404, as an absent one.
import { and, eq, isNull } from 'drizzle-orm';
import type { FlagTarget } from '@vo/sdk';
import type { Viewer } from '../../auth/viewer';
import type { Database } from '../../db/client';
import { reviews, samples, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { findDeliverable } from '../deliverables/deliverables';
import { findOffer } from '../offers/offers';
import { canSee, findProject } from '../projects/projectLifecycle';

const MISSING: Record<FlagTarget, string> = {
  offer: 'This proposal does not exist.',
  deliverable: 'This recording does not exist.',
  message: 'This message does not exist.',
  user: 'This user does not exist.',
  project: 'This project does not exist.',
  sample: 'This sample does not exist.',
  review: 'This review does not exist.',
};

const missing = (target: FlagTarget) => notFound(`${target}_not_found`, MISSING[target]);

/** 404 unless `viewer` can see the target (messages are not served here yet: none exist). */
export async function requireFlaggable(
  db: Database,
  viewer: Viewer,
  target: FlagTarget,
  targetId: number,
): Promise<void> {
  switch (target) {
    case 'offer':
      await findOffer(db, targetId, viewer);
      return;
    case 'project': {
      const project = await findProject(db, String(targetId)).catch(() => null);
      if (!project || !canSee(viewer, project)) throw missing(target);
      return;
    }
    case 'user': {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, targetId), isNull(users.deletedAt)));
      if (!row) throw missing(target);
      return;
    }
    case 'sample': {
      const [row] = await db.select({ id: samples.id }).from(samples).where(eq(samples.id, targetId));
      if (!row) throw missing(target);
      return;
    }
    case 'review': {
      const [row] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, targetId));
      if (!row) throw missing(target);
      return;
    }
    case 'deliverable': {
      // Seen by the booking's client (once sent), its voice actor and admins: anyone else, and a
      // draft to anyone but its voice actor, is missing here.
      const found = await findDeliverable(db, targetId, viewer).catch(() => null);
      if (!found) throw missing(target);
      return;
    }
    case 'message':
      throw missing(target);
  }
}
