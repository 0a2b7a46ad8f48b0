// A project's Q&A (spec section 7, GET/POST projects/{id}/qa): voice actors' questions and the
// threads of answers under them, the ProjectQuestion resource, and the two counters the Project's
// stats carry: pending_questions (questions no owner has reviewed) and pending_answers (answers by
// others than the asker that the asking voice actor has not reviewed). Who may ask or answer, and in
// which status, is the project machine's (modules/projects/projectLifecycle `decide`); this file reads and writes.
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ProjectAnswer, ProjectQuestion } from '@vo/sdk';
import type { Database } from '../../db/client';
import { projectAnswers, projectQuestions, providers } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { PageRequest } from '../../http/paging';
import { loadProviderSummaries } from '../providers/providers';

export type QuestionRow = typeof projectQuestions.$inferSelect;
export type AnswerRow = typeof projectAnswers.$inferSelect;

const toAnswer = (row: AnswerRow): ProjectAnswer => ({
  id: row.id,
  question_id: row.questionId,
  user_id: row.userId,
  message: row.message,
  created_at: row.createdAt.toISOString(),
  reviewed: row.reviewed,
});

/**
 * The ProjectQuestion resources of the given rows, in their order, each with its answers (oldest
 * first) and the asking voice actor's card: one query for the answers, one for the cards.
 */
export async function loadQuestionResources(
  db: Database,
  rows: readonly QuestionRow[],
  publicOrigin: string,
): Promise<ProjectQuestion[]> {
  if (rows.length === 0) return [];
  const [answers, cards] = await Promise.all([
    db
      .select()
      .from(projectAnswers)
      .where(
        inArray(
          projectAnswers.questionId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(projectAnswers.createdAt), asc(projectAnswers.id)),
    loadProviderSummaries(db, [...new Set(rows.map((r) => r.providerId))], publicOrigin),
  ]);
  const cardById = new Map(cards.map((c) => [c.id, c]));
  return rows.map((row) => {
    const card = cardById.get(row.providerId);
    return {
      id: row.id,
      project_id: row.projectId,
      provider_id: row.providerId,
      ...(card ? { provider: card } : {}),
      message: row.message,
      // The document bounds a thread to 100 answers.
      answers: answers
        .filter((a) => a.questionId === row.id)
        .slice(0, 100)
        .map(toAnswer),
      created_at: row.createdAt.toISOString(),
      reviewed: row.reviewed,
    };
  });
}

/** One page of a project's questions, oldest first, and the total. */
export async function questionPage(
  db: Database,
  projectId: number,
  page: PageRequest,
): Promise<{ rows: QuestionRow[]; total: number }> {
  const ofProject = eq(projectQuestions.projectId, projectId);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(projectQuestions).where(ofProject),
    db
      .select()
      .from(projectQuestions)
      .where(ofProject)
      .orderBy(asc(projectQuestions.createdAt), asc(projectQuestions.id))
      .limit(page.size)
      .offset(page.offset),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A question of the project; 404 when the id names none (or one of another project). */
export async function findQuestion(
  db: Database,
  projectId: number,
  questionId: number,
): Promise<QuestionRow> {
  const [row] = await db
    .select()
    .from(projectQuestions)
    .where(and(eq(projectQuestions.id, questionId), eq(projectQuestions.projectId, projectId)));
  if (!row) throw notFound('question_not_found', 'Question not found.');
  return row;
}

/** The user id of a question's asking voice actor (the provider's account). */
export async function askerUserId(db: Database, providerId: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: providers.userId })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row?.userId ?? null;
}

export interface QaStats {
  pending_questions: number;
  pending_answers: number;
}

/** stats.pending_questions and stats.pending_answers of the given projects (absent: both 0). */
export async function qaStats(db: Database, projectIds: readonly number[]): Promise<Map<number, QaStats>> {
  const stats = new Map<number, QaStats>();
  if (projectIds.length === 0) return stats;
  const ids = [...projectIds];
  const [questions, answers] = await Promise.all([
    db
      .select({ projectId: projectQuestions.projectId, n: count() })
      .from(projectQuestions)
      .where(and(inArray(projectQuestions.projectId, ids), eq(projectQuestions.reviewed, false)))
      .groupBy(projectQuestions.projectId),
    db
      .select({ projectId: projectQuestions.projectId, n: count() })
      .from(projectAnswers)
      .innerJoin(projectQuestions, eq(projectQuestions.id, projectAnswers.questionId))
      .innerJoin(providers, eq(providers.id, projectQuestions.providerId))
      .where(
        and(
          inArray(projectQuestions.projectId, ids),
          eq(projectAnswers.reviewed, false),
          ne(projectAnswers.userId, providers.userId),
        ),
      )
      .groupBy(projectQuestions.projectId),
  ]);
  const entry = (id: number) => stats.get(id) ?? { pending_questions: 0, pending_answers: 0 };
  for (const q of questions) stats.set(q.projectId, { ...entry(q.projectId), pending_questions: q.n });
  for (const a of answers) stats.set(a.projectId, { ...entry(a.projectId), pending_answers: a.n });
  return stats;
}

/**
 * Marks the given questions of a project reviewed; answers the ids that are not questions of it
 * (unknown, or another project's), so the caller can answer 404 or 422.
 */
export async function markQuestionsReviewed(
  db: Database,
  projectId: number,
  questionIds: readonly number[],
): Promise<{ unknown: number[]; elsewhere: number[] }> {
  const found = await db
    .select({ id: projectQuestions.id, projectId: projectQuestions.projectId })
    .from(projectQuestions)
    .where(inArray(projectQuestions.id, [...questionIds]));
  const problems = classify(questionIds, found, projectId);
  if (problems.unknown.length || problems.elsewhere.length) return problems;
  await db
    .update(projectQuestions)
    .set({ reviewed: true })
    .where(and(inArray(projectQuestions.id, [...questionIds]), eq(projectQuestions.reviewed, false)));
  return problems;
}

/** The answers of the given ids with their question's project and asker, for set_answers_as_reviewed. */
export async function answersWithQuestions(db: Database, answerIds: readonly number[]) {
  return db
    .select({
      id: projectAnswers.id,
      projectId: projectQuestions.projectId,
      providerId: projectQuestions.providerId,
    })
    .from(projectAnswers)
    .innerJoin(projectQuestions, eq(projectQuestions.id, projectAnswers.questionId))
    .where(inArray(projectAnswers.id, [...answerIds]));
}

export async function markAnswersReviewed(db: Database, answerIds: readonly number[]): Promise<void> {
  await db
    .update(projectAnswers)
    .set({ reviewed: true })
    .where(and(inArray(projectAnswers.id, [...answerIds]), sql`${projectAnswers.reviewed} = false`));
}

/** Which of the ids were not found at all, and which belong to another project. */
export function classify(
  ids: readonly number[],
  found: readonly { id: number; projectId: number }[],
  projectId: number,
): { unknown: number[]; elsewhere: number[] } {
  const byId = new Map(found.map((f) => [f.id, f.projectId]));
  return {
    unknown: ids.filter((id) => !byId.has(id)),
    elsewhere: ids.filter((id) => byId.has(id) && byId.get(id) !== projectId),
  };
}
