// The Q&A's e-mails: a new question tells the project's owners, a new answer tells the voice actor
// who asked (and the asker's follow-up tells the owners). Each links to the project's questions view,
// /projects/{hash}/questions. Sent as a job, so a mail server that is down delays the mail, never
// the question or the answer.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { projectAnswers, projectOwners, projectQuestions, projects, providers, users } from '../../db/schema';
import type { Services } from '../../services';
import { composeMessage } from '../../mail/compose';
import type { MailMessage } from '../../mail/mailer';
import { sendNotification } from '../notifications/notificationMail';
import { wantsMail } from '../users/emailSettings';

export const QA_MAIL_JOB = 'qaMail';

export interface QaMailPayload extends Record<string, unknown> {
  /** A new question (mails the owners) or a new answer (mails the other side of the thread). */
  kind: 'question' | 'answer';
  id: number;
}

/** Queues the mail of a new question or answer; scheduled once per message. */
export async function scheduleQaMail(services: Services, payload: QaMailPayload): Promise<void> {
  await services.jobs.schedule(QA_MAIL_JOB, payload, {
    singletonKey: `qa-mail-${payload.kind}-${payload.id}`,
  });
}

export interface QaMailInput {
  to: string;
  /** The recipient's name. */
  name: string;
  kind: 'question' | 'answer';
  /** Who wrote the message. */
  author: string;
  message: string;
  project: { name: string; publicHash: string };
  publicOrigin: string;
}

export function qaMessage(input: QaMailInput): MailMessage {
  const href = new URL(`/projects/${input.project.publicHash}/questions`, input.publicOrigin).toString();
  const subject =
    input.kind === 'question'
      ? `New question on "${input.project.name}"`
      : `New answer on "${input.project.name}"`;
  const paragraphs = [
    `Hi ${input.name},`,
    input.kind === 'question'
      ? `${input.author} asked a question about your project "${input.project.name}":`
      : `${input.author} answered in the questions of "${input.project.name}":`,
    input.message,
  ];
  const label = input.kind === 'question' ? 'Answer the question' : 'Read the answer';
  return composeMessage(input.to, subject, paragraphs, { href, label });
}

/** The recipients (e-mail and name) of the project's owners, or of one user. */
async function recipients(services: Services, filter: { projectId: number } | { userId: number }) {
  const base = services.db
    .select({ id: users.id, email: users.email, name: users.name, prefs: users.prefs })
    .from(users);
  if ('userId' in filter) return base.where(and(eq(users.id, filter.userId), isNull(users.deletedAt)));
  const owners = services.db
    .select({ userId: projectOwners.userId })
    .from(projectOwners)
    .where(eq(projectOwners.projectId, filter.projectId));
  return base.where(and(inArray(users.id, owners), isNull(users.deletedAt)));
}

/** Sends a question's or an answer's mail; nothing when it was deleted meanwhile. */
export async function mailQa(services: Services, payload: QaMailPayload): Promise<void> {
  const { db } = services;
  const [question] =
    payload.kind === 'question'
      ? await db
          .select({ id: projectQuestions.id })
          .from(projectQuestions)
          .where(eq(projectQuestions.id, payload.id))
      : await db
          .select({ id: projectAnswers.questionId })
          .from(projectAnswers)
          .where(eq(projectAnswers.id, payload.id));
  if (!question) return;
  const [thread] = await db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      publicHash: projects.publicHash,
      askerUserId: providers.userId,
      askerName: users.name,
      questionMessage: projectQuestions.message,
    })
    .from(projectQuestions)
    .innerJoin(projects, eq(projects.id, projectQuestions.projectId))
    .innerJoin(providers, eq(providers.id, projectQuestions.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(projectQuestions.id, question.id));
  if (!thread) return;
  let author = thread.askerName;
  let senderId = thread.askerUserId;
  let message = thread.questionMessage;
  let to: { projectId: number } | { userId: number } = { projectId: thread.projectId };
  let kind: QaMailInput['kind'] = 'question';
  if (payload.kind === 'answer') {
    const [answer] = await db
      .select({ userId: projectAnswers.userId, message: projectAnswers.message, name: users.name })
      .from(projectAnswers)
      .innerJoin(users, eq(users.id, projectAnswers.userId))
      .where(eq(projectAnswers.id, payload.id));
    if (!answer) return;
    author = answer.name;
    senderId = answer.userId;
    message = answer.message;
    kind = 'answer';
    // The asker's follow-up goes to the owners; anyone else's answer to the asker.
    if (answer.userId !== thread.askerUserId) to = { userId: thread.askerUserId };
  }
  for (const person of await recipients(services, to)) {
    // Questions and answers are project updates, which a user may turn off.
    if (!wantsMail(person.prefs, 'project_updates')) continue;
    // Capped per sender and address: a burst of questions reaches an owner as a few mails and a digest.
    await sendNotification(
      services,
      senderId,
      qaMessage({
        to: person.email,
        name: person.name,
        kind,
        author,
        message,
        project: { name: thread.projectName, publicHash: thread.publicHash },
        publicOrigin: services.config.publicOrigin,
      }),
    );
  }
}
