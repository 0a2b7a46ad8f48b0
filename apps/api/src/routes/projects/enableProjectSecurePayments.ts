// enableProjectSecurePayments: Enable secure payments on a project (POST
// /projects/{id}/enable_secure_payments). The project machine's enableSecurePayments decides (a
// casting or a booking not completed, canceled or replaced, secure payment off, no settled charge,
// an owner or admin asking; 403 or 409 otherwise, charge_settled when the client already paid).
// Turns Secure Payment and Delivery on: charge pending, pending payment by client. The status does
// not change.
import type { Handler } from '../../contract/types';
import { runProjectAction } from '../../modules/projects/projectLifecycle';

export const enableProjectSecurePayments: Handler<'enableProjectSecurePayments'> = (request) =>
  runProjectAction(request, {
    event: (by) => ({ type: 'project.enableSecurePayments', by }),
    changes: (_next, _before, now) => ({
      securePaymentEnabled: true,
      chargeStatus: 'pending',
      securePaymentStatus: 'pending_payment',
      updatedAt: now,
    }),
  });
