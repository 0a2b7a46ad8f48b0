// removeProjectSecurePayment: Remove secure payment from a project (POST
// /projects/{id}/remove_secure_payment). The project machine's removeSecurePayment decides (secure
// payment on, funds not marked ready, no settled charge, an owner or admin asking; 403 or 409
// otherwise, charge_settled once the client has paid). Turns Secure Payment and Delivery off:
// charge cancelled, no secure payment status. The status does not change.
import type { Handler } from '../../contract/types';
import { runProjectAction } from '../../modules/projects/projectLifecycle';

export const removeProjectSecurePayment: Handler<'removeProjectSecurePayment'> = (request) =>
  runProjectAction(request, {
    event: (by) => ({ type: 'project.removeSecurePayment', by }),
    changes: (_next, _before, now) => ({
      securePaymentEnabled: false,
      chargeStatus: 'cancelled',
      securePaymentStatus: null,
      financeNotifiedAt: null,
      updatedAt: now,
    }),
  });
