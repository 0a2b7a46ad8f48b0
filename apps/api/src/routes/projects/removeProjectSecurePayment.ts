// removeProjectSecurePayment: Remove secure payment from a project (POST
// /projects/{id}/remove_secure_payment). The project machine's removeSecurePayment decides (secure
// payment on, funds not marked ready to release, an owner asking; 403 or 409 otherwise); once the
// client has paid (charge paid, funds released or refunded) it cannot be removed (409). Turns Secure
// Payment and Delivery off: charge cancelled, no secure payment status. The status does not change.
import type { Handler } from '../../contract/types';
import { conflict } from '../../http/errors';
import {
  decide,
  findProject,
  machineViewer,
  projectEntity,
  requireManager,
  saveProject,
} from '../../domain/projectLifecycle';
import { SETTLED_CHARGES } from './enableProjectSecurePayments';

export const removeProjectSecurePayment: Handler<'removeProjectSecurePayment'> = async ({
  viewer,
  params,
  services,
}) => {
  const { db } = services;
  const project = await findProject(db, params.id);
  requireManager(viewer, project);
  decide(projectEntity(project), { type: 'project.removeSecurePayment', by: machineViewer(viewer) });
  if (project.row.chargeStatus !== null && SETTLED_CHARGES.includes(project.row.chargeStatus))
    throw conflict('charge_settled', 'The client has already paid: secure payment stays on.');
  const saved = await saveProject(
    db,
    project.row.id,
    {
      securePaymentEnabled: false,
      chargeStatus: 'cancelled',
      securePaymentStatus: null,
      financeNotifiedAt: null,
      updatedAt: services.now(),
    },
    viewer,
    services.config.publicOrigin,
  );
  return { status: 200, body: saved };
};
