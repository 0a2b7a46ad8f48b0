// The demo client's questions view: two voice actors asked about their active e-learning casting;
// the client answered one (the asker has not read the answer yet) and has not seen the other, so
// the project shows one pending question. Stored as the server stores them (modules/questions/projectQuestions).
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { projectAnswers, projectOwners, projectQuestions, projects, providers } from '../db/schema';

const HOUR = 3600 * 1000;

/** Seeds the Q&A of the demo client's first active casting; returns how many questions were stored. */
export async function seedQuestions(
  db: Database,
  input: { now: Date; clientUserId: number; exceptProviderId: number },
): Promise<number> {
  const [casting] = await db
    .select({ id: projects.id, createdAt: projects.createdAt })
    .from(projects)
    .innerJoin(projectOwners, and(eq(projectOwners.projectId, projects.id), eq(projectOwners.position, 0)))
    .where(
      and(
        eq(projectOwners.userId, input.clientUserId),
        eq(projects.type, 'casting'),
        eq(projects.status, 'active'),
      ),
    )
    .orderBy(asc(projects.id))
    .limit(1);
  if (!casting) return 0;
  // Two of the highest tiers' voice actors (not the demo voice actor, whose own question is theirs to ask).
  const askers = await db
    .select({ id: providers.id })
    .from(providers)
    .where(ne(providers.id, input.exceptProviderId))
    .orderBy(desc(providers.membershipLevel), asc(providers.id))
    .limit(2);
  const [first, second] = askers;
  if (!first || !second) return 0;
  const at = (hours: number) =>
    new Date(Math.max(input.now.getTime() - hours * HOUR, casting.createdAt.getTime() + HOUR));
  const stored = await db
    .insert(projectQuestions)
    .values([
      {
        projectId: casting.id,
        providerId: first.id,
        message:
          'Should each module be delivered as a separate file, and do you want a short pause between the chapters?',
        reviewed: true,
        createdAt: at(20),
      },
      {
        projectId: casting.id,
        providerId: second.id,
        message: 'Is a finished, edited WAV at 48 kHz fine, or would you like the raw takes as well?',
        reviewed: false,
        createdAt: at(3),
      },
    ])
    .returning({ id: projectQuestions.id });
  const answered = stored[0];
  if (answered)
    await db.insert(projectAnswers).values({
      questionId: answered.id,
      userId: input.clientUserId,
      message: 'One file per module, please, with about two seconds of silence between chapters.',
      reviewed: false,
      createdAt: at(18),
    });
  return stored.length;
}
