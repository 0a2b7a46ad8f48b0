// createProject: Create a project (POST /projects). A client creates a casting or a booking they
// own; status draft saves it, pending_approval submits it (the project machine's submit, decided on
// the draft). 422 for the form's rules: proposals_wanted required on a casting and within the limit,
// a booking's voice actor and fields, a deadline in the future, known languages and voice age/genders.
import type { Handler } from '../../contract/types';
import {
  checkAttributes,
  checkBookable,
  checkDeadline,
  checkProposalsWanted,
} from '../../modules/projects/projectChecks';
import {
  decide,
  insertNewProject,
  machineViewer,
  projectEntity,
} from '../../modules/projects/projectLifecycle';
import { unprocessable } from '../../http/errors';
import { loadProjectResources } from '../../modules/projects/projects';

export const createProject: Handler<'createProject'> = async ({ viewer, body, services }) => {
  const { db } = services;
  const now = services.now();
  const props = body.service_properties;
  if (body.type === 'casting') {
    if (props.proposals_wanted === undefined)
      throw unprocessable('proposals_wanted_required', 'Enter the approximate number of proposals wanted.');
    checkProposalsWanted(props.proposals_wanted);
  } else {
    if (body.provider_id === undefined || props.booking === undefined)
      throw unprocessable(
        'booking_fields_required',
        'A booking needs the voice actor and the booking details.',
      );
    await checkBookable(db, body.provider_id);
  }
  const deadline = checkDeadline(body.deadline, now) ?? null;
  await checkAttributes(db, props);

  // A new project is a draft; submitting it is the machine's decision, as on any later submit.
  let status = 'draft';
  if (body.status === 'pending_approval') {
    const draft = projectEntity({
      row: {
        type: body.type,
        status: 'draft',
        providerId: body.provider_id ?? null,
        winnerSelected: null,
        closingReason: null,
        completionReason: null,
        cancelReason: null,
        autoInvitesEnabled: body.auto_invites_enabled,
        aimaStatus: 'disabled',
        securePaymentEnabled: body.secure_payment_enabled,
        quoteClientConfirmation: null,
        financeNotifiedAt: null,
        readyToReleaseFundsAt: null,
        fundsReleasedAt: null,
        chargeStatus: null,
      },
      ownerIds: [viewer.user.id],
    });
    status = decide(draft, { type: 'project.submit', by: machineViewer(viewer) }).status;
  }

  const row = await insertNewProject(db, {
    type: body.type,
    status,
    name: body.name,
    deadline,
    providerId: body.type === 'booking' ? (body.provider_id ?? null) : null,
    autoInvitesEnabled: body.type === 'casting' && body.auto_invites_enabled,
    securePaymentEnabled: body.secure_payment_enabled,
    serviceProperties: props,
    ownerId: viewer.user.id,
    now,
  });
  const [project] = await loadProjectResources(db, [row], viewer, services.config.publicOrigin);
  if (!project) throw new Error('project not loaded');
  return { status: 201, body: project };
};
