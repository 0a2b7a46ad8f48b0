// A sign-in link by mail, for a person who forgot their password (or never had one: an account
// an endorsement created). The sign-in page's "Forgot your password?" asks for the address; if an
// account uses it, this job mails a single-use link that logs in within 30 minutes and returns to
// the page the visit started from. The link's token is made when the mail goes (never stored in
// the job's payload) and kept hashed, as every credential is.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { magicLinks, users } from '../../db/schema';
import { absolute, composeMessage } from '../../mail/compose';
import type { Services } from '../../services';
import { issueMagicLink } from './signIn';

export const SIGN_IN_LINK_MAIL_JOB = 'signInLinkMail';
/** How long a mailed sign-in link works: as long as the sign-in visit it returns to. */
export const SIGN_IN_LINK_TTL_MS = 30 * 60 * 1000;
/** At most one sign-in link per address in this time: the form cannot flood an inbox. */
export const SIGN_IN_LINK_GAP_MS = 2 * 60 * 1000;

export interface SignInLinkMailPayload extends Record<string, unknown> {
  userId: number;
  /** The sign-in visit the link returns to. */
  state: string;
  /** The origin of the sign-in page the person used (the link opens there). */
  origin: string;
  brand: string;
}

/** Queues the mail; once per visit and account. */
export async function scheduleSignInLinkMail(services: Services, payload: SignInLinkMailPayload) {
  await services.jobs.schedule(SIGN_IN_LINK_MAIL_JOB, payload, {
    singletonKey: `sign-in-link-${payload.state}-${String(payload.userId)}`,
  });
}

/** Mails the link, unless the account is gone or was sent one a moment ago. */
export async function mailSignInLink(services: Services, payload: SignInLinkMailPayload) {
  const [user] = await services.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.id, payload.userId), isNull(users.deletedAt)))
    .limit(1);
  if (!user?.email) return;
  const now = services.now().getTime();
  const recent = await services.db
    .select({ userId: magicLinks.userId })
    .from(magicLinks)
    .where(
      and(
        eq(magicLinks.userId, user.id),
        gt(magicLinks.expiresAt, new Date(now + SIGN_IN_LINK_TTL_MS - SIGN_IN_LINK_GAP_MS)),
      ),
    )
    .limit(1);
  if (recent.length > 0) return;
  const token = await issueMagicLink(services, user.id, false, SIGN_IN_LINK_TTL_MS);
  const link = `/auth/link?token=${encodeURIComponent(token)}&state=${encodeURIComponent(payload.state)}`;
  await services.mailer.send(
    composeMessage(
      user.email,
      `Your link to log in to ${payload.brand}`,
      [
        `Hi ${user.name},`,
        `Someone (we hope you) asked to log in to ${payload.brand} without a password. The link below logs you in once, within 30 minutes.`,
        'If it was not you, ignore this mail: nothing changes without the link.',
      ],
      { href: absolute(payload.origin, link), label: 'Log in' },
    ),
  );
}
