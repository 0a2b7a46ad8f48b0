// Secure Payment's mails: paid (to the voice actor: the client's money is held, record now), released
// (to the voice actor: their share is on its way; with no way to pay them yet, a link to add or fix
// their payout details), paid out (to the voice actor: finance paid their share by their method, with
// its reference) and refunded (to the client: the money is back on their card). A job on the queue sends each, scheduled once when the ledger records the movement
// (the entry's first posting, so a retried call or a replayed webhook schedules none again); the
// handler reads the booking as it is then and sends nothing when its charge moved elsewhere.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentSettings, projectCharges, projectOwners, projects, providers, users } from '../../db/schema';
import { absolute, composeMessage } from '../../mail/compose';
import type { Services } from '../../services';
import { sendNotification } from '../notifications/notificationMail';
import { wantsMail } from '../users/emailSettings';
import { dollars, splitFee } from '../bookings/pricing';
import { paymentPreferencesLink } from './paymentPreferenceLinks';
import { PAYOUT_METHOD_LABELS, payoutEntry, type PayoutMethod } from './payoutRecords';

export const PAYMENT_MAIL_JOB = 'paymentMail';

export type PaymentMailKind = 'paid' | 'released' | 'paid_out' | 'refunded';

export interface PaymentMailPayload extends Record<string, unknown> {
  projectId: number;
  kind: PaymentMailKind;
  /** paid_out: the payout's ledger entry (a booking may be paid out more than once). */
  entryId?: number;
}

/** The charge statuses a movement's mail still makes sense in. */
const STILL: Record<PaymentMailKind, readonly string[]> = {
  paid: ['paid', 'funds_released'],
  released: ['funds_released'],
  paid_out: ['funds_released'],
  refunded: ['refunded'],
};

/** Queues a movement's mail (call once, when its ledger entry is first posted). */
export async function schedulePaymentMail(services: Services, payload: PaymentMailPayload): Promise<void> {
  await services.jobs.schedule(PAYMENT_MAIL_JOB, payload, {
    singletonKey: `payment-${String(payload.projectId)}-${payload.kind}${
      payload.entryId === undefined ? '' : `-${String(payload.entryId)}`
    }`,
  });
}

interface Person {
  id: number;
  email: string;
  name: string;
  prefs: unknown;
}

async function person(db: Database, id: number | null | undefined): Promise<Person | null> {
  if (id === null || id === undefined) return null;
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      prefs: users.prefs,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, id));
  return row && row.deletedAt === null ? row : null;
}

/** The words of each mail. */
export function paymentMailText(
  kind: PaymentMailKind,
  input: { projectName: string; other: string; amount: string; payout?: string },
): { subject: string; lines: string[]; label: string } {
  const { projectName, other, amount, payout } = input;
  switch (kind) {
    case 'paid':
      return {
        subject: `Paid by client: ${projectName}`,
        lines: [
          `${other} paid for “${projectName}” with Secure Payment: ${amount} is held for you until the recording is accepted.`,
          'You can record and send the recording now.',
        ],
        label: 'Open the booking',
      };
    case 'released':
      return {
        subject: `Funds released: ${projectName}`,
        lines: [`The funds of “${projectName}” were released to you: you receive ${amount}.`],
        label: 'See the payment',
      };
    case 'paid_out':
      return {
        subject: `Paid out: ${projectName}`,
        lines: [
          `Your share of “${projectName}”, ${amount}, was paid out by ${payout ?? 'your payout method'}.`,
        ],
        label: 'See your payouts',
      };
    case 'refunded':
      return {
        subject: `Refunded: ${projectName}`,
        lines: [`Your Secure Payment for “${projectName}” was refunded: ${amount} goes back to your card.`],
        label: 'See the payment',
      };
  }
}

/** Sends a movement's mail, when the booking's charge is still there and the recipient wants booking mails. */
export async function mailPayment(services: Services, payload: PaymentMailPayload): Promise<void> {
  const { db } = services;
  const [row] = await db
    .select({
      name: projects.name,
      hash: projects.publicHash,
      chargeStatus: projects.chargeStatus,
      actorUserId: providers.userId,
      providerId: projects.providerId,
    })
    .from(projects)
    .leftJoin(providers, eq(providers.id, projects.providerId))
    .where(eq(projects.id, payload.projectId));
  if (!row || !STILL[payload.kind].includes(row.chargeStatus ?? '')) return;
  const [charge] = await db
    .select({ amountMinor: projectCharges.amountMinor, payerId: projectCharges.payerId })
    .from(projectCharges)
    .where(eq(projectCharges.projectId, payload.projectId))
    .orderBy(asc(projectCharges.id));
  if (!charge || charge.amountMinor <= 0) return;
  const [owner] = await db
    .select({ userId: projectOwners.userId })
    .from(projectOwners)
    .where(eq(projectOwners.projectId, payload.projectId))
    .orderBy(asc(projectOwners.position));
  const client = await person(db, charge.payerId ?? owner?.userId);
  const voiceActor = await person(db, row.actorUserId);
  const to = payload.kind === 'refunded' ? client : voiceActor;
  if (to === null || !wantsMail(to.prefs, 'bookings')) return;
  // The voice actor reads what they receive (the price less the platform fee); the client what they paid.
  let amount =
    payload.kind === 'refunded'
      ? charge.amountMinor
      : charge.amountMinor - splitFee(charge.amountMinor).platformFee;
  let payout: string | undefined;
  let link = {
    href: absolute(services.config.publicOrigin, `/projects/${row.hash}/pay`),
    label: '',
  };
  if (payload.kind === 'paid_out') {
    const entry = payload.entryId === undefined ? null : await payoutEntry(db, payload.entryId);
    if (entry === null || entry.projectId !== payload.projectId) return;
    amount = entry.amount;
    payout = `${entry.method ? PAYOUT_METHOD_LABELS[entry.method] : 'your payout method'}${
      entry.reference ? ` (reference ${entry.reference})` : ''
    }`;
    link = { href: absolute(services.config.publicOrigin, '/payment-preferences'), label: '' };
  }
  const text = paymentMailText(payload.kind, {
    projectName: row.name,
    other: client?.name ?? 'The client',
    amount: dollars(amount),
    ...(payout === undefined ? {} : { payout }),
  });
  const ask =
    payload.kind === 'released' && row.providerId !== null
      ? await payoutDetailsAsk(services, row.providerId)
      : null;
  await sendNotification(
    services,
    (payload.kind === 'refunded' ? voiceActor?.id : client?.id) ?? to.id,
    composeMessage(
      to.email,
      text.subject,
      [`Hi ${to.name},`, ...text.lines, ...(ask ? [ask.line] : [])],
      ask ? ask.link : { ...link, label: text.label },
    ),
  );
}

const RETIRED: readonly (PayoutMethod | null)[] = ['ach', 'wire'];

/**
 * When the voice actor has no way to be paid the released funds (no payout method, a retired ACH or
 * wire one, a Stripe account not active yet), what the released mail asks of them and its link to
 * their payment preferences (/payment-preferences/{signed token}); null when they can be paid.
 */
export async function payoutDetailsAsk(
  services: Services,
  providerId: number,
): Promise<{ line: string; link: { href: string; label: string } } | null> {
  const [settings] = await services.db
    .select({ method: paymentSettings.method, status: paymentSettings.stripeAccountStatus })
    .from(paymentSettings)
    .where(eq(paymentSettings.providerId, providerId));
  const method = (settings?.method ?? null) as PayoutMethod | null;
  const href = paymentPreferencesLink(services, providerId);
  if (method === null) {
    return {
      line: 'You have not told us how to pay you yet: add your payout details (PayPal, Payoneer, Wise or US banking details) so finance can send your share.',
      link: { href, label: 'Add your payout details' },
    };
  }
  if (RETIRED.includes(method)) {
    return {
      line: 'ACH and wire payouts are no longer supported: choose another payout method so finance can send your share.',
      link: { href, label: 'Fix your payout details' },
    };
  }
  if (method === 'stripe' && settings?.status !== 'active') {
    return {
      line: 'Your Stripe account cannot receive payouts yet: finish setting it up and your share is sent there.',
      link: { href, label: 'Finish your Stripe setup' },
    };
  }
  return null;
}
