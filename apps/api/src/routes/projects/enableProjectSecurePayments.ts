// enableProjectSecurePayments: Enable secure payments on a project (POST
// /projects/{id}/enable_secure_payments). The project machine's enableSecurePayments decides (a
// booking waiting for the voice actor or for the client's quote confirmation, secure payment off, an
// owner asking; 403 or 409 otherwise); a project whose charge was already paid, released or refunded
// cannot start another (409). Turns Secure Payment and Delivery on: charge pending, pending payment
// by client. The status does not change.
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

/** Charges that already moved money: a project keeps its one charge (the document: no charge yet). */
export const SETTLED_CHARGES: readonly string[] = ['paid', 'funds_released', 'refunded'];

export const enableProjectSecurePayments: Handler<'enableProjectSecurePayments'> = async ({
  viewer,
  params,
  services,
}) => {
  const { db } = services;
  const project = await findProject(db, params.id);
  requireManager(viewer, project);
  decide(projectEntity(project), { type: 'project.enableSecurePayments', by: machineViewer(viewer) });
  if (project.row.chargeStatus !== null && SETTLED_CHARGES.includes(project.row.chargeStatus))
    throw conflict('charge_settled', 'This project’s payment was already settled.');
  const saved = await saveProject(
    db,
    project.row.id,
    {
      securePaymentEnabled: true,
      chargeStatus: 'pending',
      securePaymentStatus: 'pending_payment',
      updatedAt: services.now(),
    },
    viewer,
    services.config.publicOrigin,
  );
  return { status: 200, body: saved };
};
