// The experiments tool (spec section 2; section 6: testers see experiments): every running
// experiment with how many users and visitors hold each variant and the caller's own variant, and a
// tester or admin choosing their own variant to see it as the visitors who drew it do.
import type { ExperimentOverview } from '@vo/sdk';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { experimentAssignments } from '../../db/schema';
import { notFound, unprocessable } from '../../http/errors';
import { EXPERIMENTS } from './experiments';

/** The running experiments' names, alphabetically. */
export const runningExperiments = (): string[] => Object.keys(EXPERIMENTS).sort();

/** One running experiment as the tool shows it to the user `userId`. */
export async function experimentOverview(
  db: Database,
  name: string,
  userId: number,
): Promise<ExperimentOverview> {
  const variants = EXPERIMENTS[name];
  if (!variants) throw notFound('experiment_not_found', 'No running experiment has this name.');
  const counts = await db
    .select({ variant: experimentAssignments.variant, n: count() })
    .from(experimentAssignments)
    .where(eq(experimentAssignments.experiment, name))
    .groupBy(experimentAssignments.variant);
  const [mine] = await db
    .select({ variant: experimentAssignments.variant })
    .from(experimentAssignments)
    .where(and(eq(experimentAssignments.experiment, name), eq(experimentAssignments.userId, userId)))
    .limit(1);
  return {
    name,
    variants: variants.map((variant) => ({
      name: variant,
      assigned: counts.find((row) => row.variant === variant)?.n ?? 0,
    })),
    current_variant: mine && variants.includes(mine.variant) ? mine.variant : null,
  };
}

/** Sets the user's own variant of a running experiment (404 unknown experiment, 422 unknown variant). */
export async function chooseVariant(
  db: Database,
  name: string,
  userId: number,
  variant: string,
  at: Date,
): Promise<void> {
  const variants = EXPERIMENTS[name];
  if (!variants) throw notFound('experiment_not_found', 'No running experiment has this name.');
  if (!variants.includes(variant))
    throw unprocessable(
      'variant_not_found',
      `The experiment ${name} has no variant ${variant}: it has ${variants.join(', ')}.`,
    );
  await db
    .insert(experimentAssignments)
    .values({ experiment: name, userId, variant, createdAt: at })
    .onConflictDoUpdate({
      target: [experimentAssignments.experiment, experimentAssignments.userId],
      targetWhere: sql`${experimentAssignments.userId} IS NOT NULL`,
      set: { variant },
    });
}
