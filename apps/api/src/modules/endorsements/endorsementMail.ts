// The endorsement request's mail: the only place its link (/endorse/{hash}) ever goes. Following
// the link records the asked person's answer and, when their address has no account yet, creates one
// and signs them in; so the hash is a key to that address's new account and must reach nobody but
// the address's owner (never the asking voice actor's answer, never a page). Sent as a job, so a
// mail server that is down delays the mail, never the request.
import { eq } from 'drizzle-orm';
import { endorsements, providers, users } from '../../db/schema';
import type { Services } from '../../services';
import { absolute, composeMessage } from '../../mail/compose';
import type { MailMessage } from '../../mail/mailer';
import { sendNotification } from '../notifications/notificationMail';

export const ENDORSEMENT_MAIL_JOB = 'endorsementMail';

export interface EndorsementMailPayload extends Record<string, unknown> {
  endorsementId: number;
}

/** Queues the request's mail; once per endorsement. */
export async function scheduleEndorsementMail(services: Services, endorsementId: number): Promise<void> {
  await services.jobs.schedule(ENDORSEMENT_MAIL_JOB, { endorsementId } satisfies EndorsementMailPayload, {
    singletonKey: `endorsement-mail-${endorsementId}`,
  });
}

export interface EndorsementMailInput {
  to: string;
  /** The asked person's name, when the voice actor gave one. */
  name: string | null;
  voiceActorName: string;
  userType: 'client' | 'va';
  text: string;
  hash: string;
  publicOrigin: string;
}

export function endorsementMessage(input: EndorsementMailInput): MailMessage {
  const as = input.userType === 'va' ? 'a fellow voice actor' : 'a client';
  return composeMessage(
    input.to,
    `${input.voiceActorName} asks you for an endorsement`,
    [
      input.name ? `Hi ${input.name},` : 'Hi,',
      `${input.voiceActorName} asks you to endorse their voice-over work as ${as}:`,
      input.text,
      'This link is yours alone: it answers for this address. If you do not know this voice actor, ignore this mail.',
    ],
    { href: absolute(input.publicOrigin, `/endorse/${input.hash}`), label: 'Endorse or decline' },
  );
}

/** Sends the request's mail to the asked address; nothing when it was answered meanwhile. */
export async function mailEndorsementRequest(services: Services, payload: EndorsementMailPayload) {
  const [row] = await services.db
    .select({
      email: endorsements.email,
      name: endorsements.name,
      userType: endorsements.userType,
      text: endorsements.text,
      hash: endorsements.hash,
      endorsed: endorsements.endorsed,
      askerId: users.id,
      askerName: users.name,
    })
    .from(endorsements)
    .innerJoin(providers, eq(providers.id, endorsements.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(endorsements.id, payload.endorsementId));
  if (!row || row.endorsed !== null) return;
  await sendNotification(
    services,
    row.askerId,
    endorsementMessage({
      to: row.email,
      name: row.name,
      voiceActorName: row.askerName,
      userType: row.userType === 'va' ? 'va' : 'client',
      text: row.text,
      hash: row.hash,
      publicOrigin: services.config.publicOrigin,
    }),
  );
}
