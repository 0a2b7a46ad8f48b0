// The feedback mails: each address of a request gets the link to the public feedback page
// (/feedback/{public_hash}), and the asker hears of each feedback that arrives (when their e-mail
// settings allow project updates). Sent as jobs, one per mail, so a mail server that is down delays
// a mail, never the request or the feedback, and a retried job sends its one mail again at most.
// Each goes through sendNotification: one sender's mails to one address past a few an hour wait
// for a digest, so a request cannot be used to flood an inbox.
import { and, eq, isNull } from 'drizzle-orm';
import { feedbackRequests, feedbacks, offers, projects, providers, users } from '../../db/schema';
import { absolute, composeMessage } from '../../mail/compose';
import type { MailMessage } from '../../mail/mailer';
import type { Services } from '../../services';
import { sendNotification } from '../notifications/notificationMail';
import { wantsMail } from '../users/emailSettings';

export const FEEDBACK_REQUEST_MAIL_JOB = 'feedbackRequestMail';
export const FEEDBACK_MAIL_JOB = 'feedbackMail';

export interface FeedbackRequestMailPayload extends Record<string, unknown> {
  feedbackRequestId: number;
  /** Which of the request's addresses (its position in emails). */
  index: number;
}

export interface FeedbackMailPayload extends Record<string, unknown> {
  feedbackId: number;
}

/** Queues one mail per address of a new request. */
export async function scheduleFeedbackRequestMails(
  services: Services,
  feedbackRequestId: number,
  addresses: number,
): Promise<void> {
  for (let index = 0; index < addresses; index += 1)
    await services.jobs.schedule(
      FEEDBACK_REQUEST_MAIL_JOB,
      { feedbackRequestId, index } satisfies FeedbackRequestMailPayload,
      { singletonKey: `feedback-request-mail-${String(feedbackRequestId)}-${String(index)}` },
    );
}

/** Queues the asker's mail about a new feedback. */
export async function scheduleFeedbackMail(services: Services, feedbackId: number): Promise<void> {
  await services.jobs.schedule(FEEDBACK_MAIL_JOB, { feedbackId } satisfies FeedbackMailPayload, {
    singletonKey: `feedback-mail-${String(feedbackId)}`,
  });
}

export interface FeedbackRequestMailInput {
  to: string;
  askerName: string;
  voiceActorName: string;
  /** The asker is the audition's voice actor (else a project owner). */
  askerIsVoiceActor: boolean;
  projectName: string;
  request: string;
  hash: string;
  publicOrigin: string;
}

export function feedbackRequestMessage(input: FeedbackRequestMailInput): MailMessage {
  const whose = input.askerIsVoiceActor ? 'their audition' : `${input.voiceActorName}’s audition`;
  return composeMessage(
    input.to,
    `${input.askerName} asks for your feedback on an audition`,
    [
      'Hi,',
      `${input.askerName} would like your opinion on ${whose} for “${input.projectName}”:`,
      input.request,
      'No account is needed: the link plays the audition and takes your feedback. If you do not know the sender, ignore this mail.',
    ],
    { href: absolute(input.publicOrigin, `/feedback/${input.hash}`), label: 'Listen and give feedback' },
  );
}

/** Sends a request's mail to its address at `index`; nothing when the request is gone. */
export async function mailFeedbackRequest(services: Services, payload: FeedbackRequestMailPayload) {
  const [row] = await services.db
    .select({
      emails: feedbackRequests.emails,
      request: feedbackRequests.request,
      hash: feedbackRequests.publicHash,
      askerId: users.id,
      askerName: users.name,
      voiceActorUserId: providers.userId,
      projectName: projects.name,
      deleted: offers.deleted,
    })
    .from(feedbackRequests)
    .innerJoin(users, eq(users.id, feedbackRequests.userId))
    .innerJoin(offers, eq(offers.id, feedbackRequests.offerId))
    .innerJoin(providers, eq(providers.id, offers.providerId))
    .innerJoin(projects, eq(projects.id, offers.projectId))
    .where(eq(feedbackRequests.id, payload.feedbackRequestId));
  const to = row?.emails[payload.index];
  if (!row || to === undefined || row.deleted) return;
  const [voiceActor] = await services.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, row.voiceActorUserId));
  await sendNotification(
    services,
    row.askerId,
    feedbackRequestMessage({
      to,
      askerName: row.askerName,
      voiceActorName: voiceActor?.name ?? 'the voice actor',
      askerIsVoiceActor: row.voiceActorUserId === row.askerId,
      projectName: row.projectName,
      request: row.request,
      hash: row.hash,
      publicOrigin: services.config.publicOrigin,
    }),
  );
}

export interface FeedbackMailInput {
  to: string;
  name: string;
  projectName: string;
  feedback: string;
  publicOrigin: string;
}

export function feedbackMessage(input: FeedbackMailInput): MailMessage {
  return composeMessage(
    input.to,
    `New feedback on the audition for “${input.projectName}”`,
    [
      `Hi ${input.name},`,
      `Someone you asked gave feedback on the audition for “${input.projectName}”:`,
      input.feedback,
    ],
    { href: absolute(input.publicOrigin, '/dashboard/feedback'), label: 'Read and reply' },
  );
}

/** Tells the asker of a new feedback, when their settings allow project updates. */
export async function mailFeedback(services: Services, payload: FeedbackMailPayload) {
  const [row] = await services.db
    .select({
      feedback: feedbacks.feedback,
      giverId: feedbacks.userId,
      askerId: users.id,
      email: users.email,
      name: users.name,
      prefs: users.prefs,
      projectName: projects.name,
    })
    .from(feedbacks)
    .innerJoin(feedbackRequests, eq(feedbackRequests.id, feedbacks.feedbackRequestId))
    .innerJoin(users, and(eq(users.id, feedbackRequests.userId), isNull(users.deletedAt)))
    .innerJoin(offers, eq(offers.id, feedbackRequests.offerId))
    .innerJoin(projects, eq(projects.id, offers.projectId))
    .where(eq(feedbacks.id, payload.feedbackId));
  // Feedback on an audition is a project update, which a user may turn off.
  if (!row || !wantsMail(row.prefs, 'project_updates')) return;
  await sendNotification(
    services,
    // Anonymous feedback has no sender account: it counts as the asker's own, so a flood of it
    // through one link reaches the asker as a few mails and a digest.
    row.giverId ?? row.askerId,
    feedbackMessage({
      to: row.email,
      name: row.name,
      projectName: row.projectName,
      feedback: row.feedback,
      publicOrigin: services.config.publicOrigin,
    }),
  );
}
