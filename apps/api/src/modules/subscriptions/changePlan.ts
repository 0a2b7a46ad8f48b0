// changeSubscription: the voice actor's choice of a plan becomes a process. A user without the
// provider role gets a provider created (service voice_over) and the provider role first (spec
// section 4); an open process is continued (process_id) or replaced; choosing the current plan while
// a downgrade is scheduled restores it; the rest is priced by the dry run's function and opened.
import type { ChangeSubscriptionRequest } from '@vo/sdk';
import { isPlatinumPlan, PLATINUM_MESSAGES, type Viewer as MachineViewer } from '@vo/machines';
import type { Viewer } from '../../auth/viewer';
import type { Services } from '../../services';
import { conflict, unprocessable } from '../../http/errors';
import type { PaymentFailure } from '../payments/paymentErrors';
import { machineViewer } from '../projects/projectLifecycle';
import { createProfile } from '../providers/providerProfiles';
import { OPEN_STATUSES, openProcessOf, quoteChange, type ProcessRow } from './memberships';
import {
  assertOwnProcess,
  cancelProcess,
  confirmProcess,
  openChange,
  processOf,
  refreshProcess,
  retryProcess,
} from './processes';

/** The caller as the process machine sees them, with the provider they act for. */
export function memberViewer(viewer: Viewer, providerId: number): MachineViewer {
  const base = machineViewer(viewer);
  return {
    ...base,
    providerId,
    roles: base.roles.includes('provider') ? base.roles : [...base.roles, 'provider'],
  };
}

export async function changePlan(
  services: Services,
  viewer: Viewer,
  body: ChangeSubscriptionRequest,
): Promise<{ process: ProcessRow; failure: PaymentFailure | null }> {
  const origin = services.config.publicOrigin;
  if (isPlatinumPlan(body.product_name) && body.acknowledged !== true) {
    throw unprocessable('acknowledgement_required', PLATINUM_MESSAGES.acknowledgementRequired);
  }
  const providerId = viewer.providerId ?? (await createProfile(services, viewer.user.id, {}));
  const by = memberViewer(viewer, providerId);
  if (body.process_id !== null && body.process_id !== undefined) {
    const process = await processOf(services.db, body.process_id);
    assertOwnProcess(by, process);
    if (process.status === 'payment_failed')
      return retryProcess(services, by, process, { offSession: false, returnOrigin: origin });
    if (process.status === 'awaiting_confirmation') return confirmProcess(services, by, process, origin);
    throw conflict('process_not_open', 'This plan change is not open: it was completed or cancelled.');
  }
  const found = await openProcessOf(services.db, providerId);
  // A charge left waiting for 3-D Secure may have finished at the processor since: look again.
  const looked = found === null ? null : await refreshProcess(services, found, origin);
  const open = looked !== null && OPEN_STATUSES.some((status) => status === looked.status) ? looked : null;
  if (open?.status === 'processing') {
    throw conflict('change_processing', 'Another plan change is being processed: wait for it to finish.');
  }
  const quote = await quoteChange(
    services.db,
    providerId,
    {
      productName: body.product_name,
      billingPeriod: body.billing_period,
      promoCode: body.promo_code ?? null,
    },
    services.now(),
  );
  // The new choice replaces a change left waiting or failed.
  if (open !== null) await cancelProcess(services, by, open);
  if (quote.changeType === 'restore' && quote.scheduled !== null) {
    return { process: await cancelProcess(services, by, quote.scheduled), failure: null };
  }
  // Any other choice replaces a scheduled downgrade.
  if (quote.scheduled !== null) await cancelProcess(services, by, quote.scheduled);
  return openChange(services, by, providerId, quote, origin);
}
