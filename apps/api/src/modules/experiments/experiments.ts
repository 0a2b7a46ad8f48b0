// A/B experiments (spec sections 3, 6 and 9). Each running experiment lists its variants, Original
// (the control) always first. A person's variant is drawn once and stored: per user when signed in,
// per visitor (x-session-id) otherwise, so the same person always sees the same variant; a visitor
// who signs in brings their variant to the account unless it already had one. Bots (search
// crawlers, prerender agents) always get Original and are never stored, so what search engines
// index is the page everyone is measured against. A tester sees the name prefixed "[TEST] ".
import { randomInt } from 'node:crypto';
import { isCrawler } from '@vo/machines';
import type { Experiment } from '@vo/sdk';
import { and, asc, eq } from 'drizzle-orm';
import type { UserRow, Viewer } from '../../auth/viewer';
import type { Database } from '../../db/client';
import { experimentAssignments } from '../../db/schema';
import { notFound } from '../../http/errors';

export const ORIGINAL = 'Original';

/** The running experiments and their variants (section 9: category_pages_cro with b, c and d). */
export const EXPERIMENTS: Readonly<Record<string, readonly string[]>> = {
  category_pages_cro: [ORIGINAL, 'b', 'c', 'd'],
};

/** The prefix a tester sees on an experiment's name (section 6). */
export const TESTER_PREFIX = '[TEST] ';

export interface ExperimentCaller {
  viewer: Viewer | null;
  sessionId: string;
  userAgent: string | undefined;
}

const shown = (user: UserRow | undefined, name: string) =>
  user?.roles.includes('tester') ? `${TESTER_PREFIX}${name}` : name;

function variantsOf(name: string): readonly string[] {
  const variants = EXPERIMENTS[name];
  if (!variants) throw notFound('experiment_not_found', 'No running experiment has this name.');
  return variants;
}

async function storedVariant(
  db: Database,
  name: string,
  who: { userId: number } | { sessionId: string },
): Promise<string | null> {
  const [row] = await db
    .select({ variant: experimentAssignments.variant })
    .from(experimentAssignments)
    .where(
      and(
        eq(experimentAssignments.experiment, name),
        'userId' in who
          ? eq(experimentAssignments.userId, who.userId)
          : eq(experimentAssignments.sessionId, who.sessionId),
      ),
    )
    .limit(1);
  return row?.variant ?? null;
}

/** Stores a variant unless one is there already (two first calls at once): the stored one wins. */
async function keepVariant(
  db: Database,
  name: string,
  who: { userId: number } | { sessionId: string },
  variant: string,
  at: Date,
): Promise<string> {
  await db
    .insert(experimentAssignments)
    .values({
      experiment: name,
      variant,
      createdAt: at,
      ...('userId' in who ? { userId: who.userId } : { sessionId: who.sessionId }),
    })
    .onConflictDoNothing();
  return (await storedVariant(db, name, who)) ?? variant;
}

/** The caller's variant of a running experiment; 404 for a name that is not running. */
export async function experimentFor(
  db: Database,
  name: string,
  caller: ExperimentCaller,
  at: Date,
): Promise<Experiment> {
  const variants = variantsOf(name);
  const answer = (current: string, cached: boolean): Experiment => ({
    name: shown(caller.viewer?.user, name),
    variants: [...variants],
    current_variant: current,
    cached,
  });
  // Crawlers: the rule is shared with the web app's server render (@vo/machines).
  if (isCrawler(caller.userAgent)) return answer(ORIGINAL, false);
  const visitor = { sessionId: caller.sessionId };
  if (caller.viewer) {
    const user = { userId: caller.viewer.user.id };
    const mine = await storedVariant(db, name, user);
    if (mine !== null && variants.includes(mine)) return answer(mine, true);
    // The visitor's variant before signing in, so signing in does not change the page.
    const before = await storedVariant(db, name, visitor);
    const brought = before !== null && variants.includes(before);
    return answer(await keepVariant(db, name, user, brought ? before : draw(variants), at), brought);
  }
  const theirs = await storedVariant(db, name, visitor);
  if (theirs !== null && variants.includes(theirs)) return answer(theirs, true);
  return answer(await keepVariant(db, name, visitor, draw(variants), at), false);
}

const draw = (variants: readonly string[]): string => variants[randomInt(variants.length)] ?? ORIGINAL;

/**
 * A user's stored experiments as the User resource lists them, and the same as ab_tests (keyed by
 * the experiment's own name, never prefixed).
 */
export async function userExperiments(
  db: Database,
  user: UserRow,
): Promise<{ experiments: Experiment[]; abTests: Record<string, string> }> {
  const rows = await db
    .select({ experiment: experimentAssignments.experiment, variant: experimentAssignments.variant })
    .from(experimentAssignments)
    .where(eq(experimentAssignments.userId, user.id))
    .orderBy(asc(experimentAssignments.experiment));
  const running = rows.filter((row) => EXPERIMENTS[row.experiment]?.includes(row.variant));
  return {
    experiments: running.map((row) => ({
      name: shown(user, row.experiment),
      variants: [...(EXPERIMENTS[row.experiment] ?? [])],
      current_variant: row.variant,
      cached: true,
    })),
    abTests: Object.fromEntries(running.map((row) => [row.experiment, row.variant])),
  };
}
