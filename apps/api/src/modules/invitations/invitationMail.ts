// The casting loop's e-mails: an invitation to each invited voice actor (the project's automated
// invitation link /ai/{hash} for a wave's invitation, the manual one /mi/{hash} for a direct one:
// spec section 2 makes both aliases of /projects/{id}), and the client's notice that their project
// was approved (/projects/{hash}) or disapproved. Links are absolute, on
// the address users reach the server at (config.publicOrigin, PUBLIC_ORIGIN).
//
// An invitation's mail is sent once: the invitation is claimed (notified_at set) before the mail
// goes, and released again when the mail server refuses it, so a retried job mails only whom the
// failed run did not reach.
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { invitations, projectOwners, projects, providers, users } from '../../db/schema';
import type { Services } from '../../services';
import type { MailMessage } from '../../mail/mailer';
import { absolute, composeMessage } from '../../mail/compose';
import { sendNotification } from '../notifications/notificationMail';
import { wantsMail } from '../users/emailSettings';
import { emailSettingLink } from '../users/emailSettingLinks';

const when = (date: Date) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date) + ' UTC';

/**
 * The address an invitation's mail opens: the project page under its automated invitation alias
 * (/ai/{hash}) for an automatic invitation, the manual one (/mi/{hash}) otherwise.
 */
export function invitationPath(invitation: { type: string }, project: { publicHash: string }): string {
  return `/${invitation.type === 'automatic' ? 'ai' : 'mi'}/${project.publicHash}`;
}

export interface InvitationMailInput {
  to: string;
  voiceActorName: string;
  invitation: { id: number; type: string };
  project: {
    name: string;
    publicHash: string;
    deadline: Date | null;
    description?: string | null | undefined;
  };
  publicOrigin: string;
  /** The page that turns invitation mails off without signing in (emailSettingLink). */
  turnOffLink?: string;
}

export function invitationMessage(input: InvitationMailInput): MailMessage {
  const { project } = input;
  const paragraphs = [
    `Hi ${input.voiceActorName},`,
    input.invitation.type === 'automatic'
      ? `Your profile matches the casting "${project.name}", and you are among the voice actors invited to send a proposal.`
      : `A client invites you to send a proposal for the casting "${project.name}".`,
  ];
  if (project.description) paragraphs.push(project.description);
  if (project.deadline) paragraphs.push(`Proposals are accepted until ${when(project.deadline)}.`);
  return composeMessage(
    input.to,
    `Invitation to audition: ${project.name}`,
    paragraphs,
    {
      href: absolute(input.publicOrigin, invitationPath(input.invitation, project)),
      label: 'Open the invitation',
    },
    input.turnOffLink === undefined
      ? undefined
      : { href: input.turnOffLink, label: 'Stop e-mails about invitations' },
  );
}

/**
 * Mails the invitations that match and were not mailed yet (a wave's, or the given ids); answers
 * the user ids of the voice actors reached. Rejects when the mail server refuses one (that one
 * stays unmailed for the retry).
 */
export async function mailInvitations(
  services: Services,
  which: { projectId: number; wave: number } | { invitationIds: number[] },
): Promise<number[]> {
  const { db } = services;
  const filter: SQL[] =
    'invitationIds' in which
      ? [inArray(invitations.id, which.invitationIds.length ? which.invitationIds : [0])]
      : [eq(invitations.projectId, which.projectId), eq(invitations.wave, which.wave)];
  const pending = await db
    .select({
      id: invitations.id,
      type: invitations.type,
      userId: users.id,
      email: users.email,
      name: users.name,
      prefs: users.prefs,
      projectName: projects.name,
      publicHash: projects.publicHash,
      deadline: projects.deadline,
      description: sql<string | null>`${projects.serviceProperties}->>'description'`,
      clientId: projectOwners.userId,
    })
    .from(invitations)
    .innerJoin(projects, eq(projects.id, invitations.projectId))
    .leftJoin(projectOwners, and(eq(projectOwners.projectId, projects.id), eq(projectOwners.position, 0)))
    .innerJoin(providers, eq(providers.id, invitations.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(and(...filter, isNull(invitations.notifiedAt), isNull(users.deletedAt)))
    .orderBy(asc(invitations.id));
  const reached: number[] = [];
  for (const row of pending) {
    const [claimed] = await db
      .update(invitations)
      .set({ notifiedAt: services.now() })
      .where(and(eq(invitations.id, row.id), isNull(invitations.notifiedAt)))
      .returning({ id: invitations.id });
    // Another run mails this one.
    if (!claimed) continue;
    // A voice actor who turned invitation mails off finds the invitation in their inbox only.
    if (!wantsMail(row.prefs, 'invitations')) {
      reached.push(row.userId);
      continue;
    }
    const mail = invitationMessage({
      to: row.email,
      voiceActorName: row.name,
      invitation: row,
      project: {
        name: row.projectName,
        publicHash: row.publicHash,
        deadline: row.deadline,
        description: row.description,
      },
      publicOrigin: services.config.publicOrigin,
      turnOffLink: emailSettingLink(services, row.userId, 'invitations'),
    });
    try {
      // A client's own invitation is capped per client and voice actor (one client inviting the same
      // voice actor to many projects); a wave's invitations are the marketplace's, sent as they are.
      if (row.type !== 'automatic' && row.clientId !== null)
        await sendNotification(services, row.clientId, mail);
      else await services.mailer.send(mail);
    } catch (error) {
      await db.update(invitations).set({ notifiedAt: null }).where(eq(invitations.id, row.id));
      throw error;
    }
    reached.push(row.userId);
  }
  return reached;
}

export type ProjectReview = { decision: 'approved' } | { decision: 'disapproved'; reason: string | null };

export interface ProjectReviewMailInput {
  to: string;
  clientName: string;
  project: { id: number; publicHash: string; name: string; autoInvitesEnabled: boolean };
  review: ProjectReview;
  publicOrigin: string;
}

export function projectReviewMessage(input: ProjectReviewMailInput): MailMessage {
  const { project, review } = input;
  const link = {
    href: absolute(input.publicOrigin, `/projects/${project.publicHash}`),
    label: 'View your project',
  };
  if (review.decision === 'approved')
    return composeMessage(
      input.to,
      `Your project "${project.name}" is approved`,
      [
        `Hi ${input.clientName},`,
        `Your project "${project.name}" is approved and open to proposals.`,
        project.autoInvitesEnabled
          ? 'We are now inviting matching voice actors, in groups by membership level, highest first.'
          : 'Only the voice actors you invite will be asked for a proposal.',
      ],
      link,
    );
  const paragraphs = [`Hi ${input.clientName},`, `Your project "${project.name}" was not approved.`];
  if (review.reason) paragraphs.push(`Reason: ${review.reason}`);
  paragraphs.push('You can edit the project and submit it again.');
  return composeMessage(input.to, `Your project "${project.name}" was not approved`, paragraphs, link);
}

/** Mails the project's posting client the admins' decision on it. */
export async function mailProjectReview(
  services: Services,
  projectId: number,
  review: ProjectReview,
): Promise<void> {
  const [row] = await services.db
    .select({
      id: projects.id,
      publicHash: projects.publicHash,
      name: projects.name,
      autoInvitesEnabled: projects.autoInvitesEnabled,
      email: users.email,
      clientName: users.name,
      prefs: users.prefs,
    })
    .from(projects)
    .innerJoin(projectOwners, and(eq(projectOwners.projectId, projects.id), eq(projectOwners.position, 0)))
    .innerJoin(users, eq(users.id, projectOwners.userId))
    .where(and(eq(projects.id, projectId), isNull(users.deletedAt)));
  // The decision is a project update, which the client may turn off (the project's page shows it).
  if (!row || !wantsMail(row.prefs, 'project_updates')) return;
  await services.mailer.send(
    projectReviewMessage({
      to: row.email,
      clientName: row.clientName,
      project: row,
      review,
      publicOrigin: services.config.publicOrigin,
    }),
  );
}

// --- As jobs: a mail server that is down delays a mail (the queue retries it), never the action.

export const PROJECT_REVIEW_MAIL_JOB = 'projectReviewMail';
export const INVITATION_MAIL_JOB = 'invitationMail';

export interface ProjectReviewMailPayload extends Record<string, unknown> {
  projectId: number;
  review: ProjectReview;
}

export interface InvitationMailPayload extends Record<string, unknown> {
  invitationId: number;
}

/** Queues the client's mail about the admins' decision on their project. */
export async function scheduleProjectReviewMail(
  services: Services,
  projectId: number,
  review: ProjectReview,
): Promise<void> {
  await services.jobs.schedule(PROJECT_REVIEW_MAIL_JOB, {
    projectId,
    review,
  } satisfies ProjectReviewMailPayload);
}

/** Queues a direct invitation's mail (createInvitation, setInvitation); sent once whatever happens. */
export async function scheduleInvitationMail(services: Services, invitationId: number): Promise<void> {
  await services.jobs.schedule(INVITATION_MAIL_JOB, { invitationId } satisfies InvitationMailPayload, {
    singletonKey: `invitation-mail-${invitationId}`,
  });
}
