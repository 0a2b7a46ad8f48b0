// The processor's webhook events about membership charges (payment_intent.succeeded and
// payment_intent.payment_failed of an intent whose metadata names its plan-change process): a charge
// that waited for 3-D Secure finishes when its event arrives, through the same path as the process
// read (refreshProcess: the intent as the processor has it now, so a late or stale copy in the event
// misleads nothing). The event and the read may come in any order, and either twice: the process is
// locked while it is settled, only a process still processing takes the outcome, and the ledger's
// entry key is the intent. The webhook endpoint (modules/payments/webhooks.ts) is handed this by the
// server, since payments depends on no module that depends on it.
import { eq } from 'drizzle-orm';
import type { Stripe } from '../../payments/processor';
import type { Services } from '../../services';
import { subscriptionProcesses } from '../../db/schema';
import { refreshProcess } from './charging';

/** Handles one verified event if it is about a membership charge; answers whether it changed anything. */
export async function handleMembershipEvent(services: Services, event: Stripe.Event): Promise<boolean> {
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed')
    return false;
  const intent = event.data.object;
  const processId = Number(intent.metadata['subscription_process_id'] ?? Number.NaN);
  if (!Number.isSafeInteger(processId) || processId <= 0) return false;
  const [process] = await services.db
    .select()
    .from(subscriptionProcesses)
    .where(eq(subscriptionProcesses.id, processId));
  // Only the process's current charge: an event about an earlier attempt (a declined one, never
  // stored on the process) changes nothing.
  if (process?.paymentIntentId !== intent.id) return false;
  const after = await refreshProcess(services, process, services.config.publicOrigin);
  return after.status !== process.status;
}
