// Payouts finance makes outside the product (issue 43: "a payout recorded against their chosen
// method"): a voice actor paid by PayPal, Payoneer, Wise or US banking details has no connected account
// to transfer to, so their released share stays owed in voice_actor_payable until finance pays it by
// that method and records it here: one payout entry for exactly what is owed, once (the booking is
// locked while it is counted, and the entry's key is the ledger state it paid), the actions log
// saying who, and a mail to the voice actor.
import { desc, eq } from 'drizzle-orm';
import { isFinance } from '@vo/machines';
import type { Services } from '../../services';
import type { Viewer } from '../../auth/viewer';
import { ledgerEntries, paymentSettings, projects, providers, users } from '../../db/schema';
import { conflict, forbidden, unprocessable } from '../../http/errors';
import { findProject, machineViewer } from '../projects/projectLifecycle';
import { logFinanceAction } from './financeActions';
import { journal, postEntry } from './ledger';
import { schedulePaymentMail } from './paymentMail';
import {
  owedOn,
  PAYOUT_METHOD_LABELS,
  projectPayout,
  type ManualPayoutMethod,
  type PayoutMethod,
  type ProviderPayout,
} from './payoutRecords';

export interface PayoutRequest {
  method: ManualPayoutMethod;
  /** The payout's reference at PayPal, Payoneer, Wise or the bank. */
  reference: string;
}

/** The voice actor's name and current payout method (null when they chose none). */
async function voiceActorOf(services: Services, providerId: number) {
  const [row] = await services.db
    .select({ name: users.name, method: paymentSettings.method })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .leftJoin(paymentSettings, eq(paymentSettings.providerId, providers.id))
    .where(eq(providers.id, providerId));
  return { name: row?.name ?? 'The voice actor', method: (row?.method ?? null) as PayoutMethod | null };
}

/** 422 unless the payout is by the voice actor's current method, in section 8's words. */
function assertTheirMethod(name: string, current: PayoutMethod | null, method: ManualPayoutMethod) {
  if (current === method) return;
  const asked = PAYOUT_METHOD_LABELS[method];
  throw unprocessable(
    'payout_method_mismatch',
    current === null
      ? `${name} has not chosen a payout method: a payout by ${asked} cannot be recorded.`
      : `${name} is paid by ${PAYOUT_METHOD_LABELS[current]}, not ${asked}: record the payout by their current method.`,
  );
}

/**
 * recordProjectPayout: finance records the payout it made to the booking's voice actor by their
 * chosen method. 403 for anyone but finance staff (admin and finance), 404 for an unknown booking,
 * 409 when nothing is owed on it, 422 when the method is not the voice actor's.
 */
export async function recordPayout(
  services: Services,
  viewer: Viewer,
  idOrHash: string,
  request: PayoutRequest,
): Promise<ProviderPayout> {
  if (!isFinance(machineViewer(viewer))) {
    throw forbidden('finance_only', 'Only finance staff (admin and finance roles) record payouts.');
  }
  const project = await findProject(services.db, idOrHash);
  const { currency } = services.config.payments;
  const providerId = project.row.providerId;
  const nothingOwed = () =>
    conflict(
      'nothing_owed',
      project.row.fundsReleasedAt === null
        ? 'The funds of this booking are not released yet: nothing is owed to the voice actor.'
        : 'Nothing is owed to the voice actor of this booking: their share was already paid out.',
    );
  if (providerId === null) throw nothingOwed();
  const voiceActor = await voiceActorOf(services, providerId);
  const now = services.now();
  const posted = await services.db.transaction(async (tx) => {
    // One payout at a time per booking: what is owed is counted under the booking's lock.
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, project.row.id)).for('update');
    const owed = await owedOn(tx, project.row.id, currency);
    if (owed <= 0) throw nothingOwed();
    assertTheirMethod(voiceActor.name, voiceActor.method, request.method);
    const [last] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.projectId, project.row.id))
      .orderBy(desc(ledgerEntries.id))
      .limit(1);
    const entry = await postEntry(tx, {
      kind: 'payout',
      // The ledger state it pays off: a second payout of the same debt is the same key.
      key: `payout:${String(project.row.id)}:${String(last?.id ?? 0)}`,
      projectId: project.row.id,
      processorRef: request.reference,
      description: `Voice actor's share of project ${String(project.row.id)} paid out by ${PAYOUT_METHOD_LABELS[request.method]} (${request.reference})`,
      createdBy: viewer.user.id,
      now,
      lines: journal.payout(owed, currency),
    });
    if (entry.created) {
      await logFinanceAction(tx, {
        action: 'payout.recorded',
        projectId: project.row.id,
        userId: viewer.user.id,
        details: {
          amount: owed,
          currency,
          method: request.method,
          reference: request.reference,
          entry_id: entry.id,
          provider_id: providerId,
        },
        now,
      });
    }
    return entry;
  });
  if (posted.created) {
    await schedulePaymentMail(services, { projectId: project.row.id, kind: 'paid_out', entryId: posted.id });
  }
  const payout = await projectPayout(services.db, project.row.id, currency);
  if (payout === null) throw new Error('payout not found');
  return payout;
}
