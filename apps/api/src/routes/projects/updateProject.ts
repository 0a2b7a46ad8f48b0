// updateProject: Update a project (PATCH /projects/{id}, id or public_hash). Edits a project and
// carries the project actions that have no call of their own. Every change of status or lifecycle
// flag is one event asked of the project machine, in this order: edit, auto invites, AIMA, status
// (submit, approve, disapprove, or an admin's status edit), completeCasting, notify finance; the
// first refusal answers (403 when another party could, 409 when the status forbids it) and nothing
// is stored. Copy makes a new draft owned by the caller and answers with it. A project that becomes
// active or starts inviting automatically gets its jobs (invitation waves, closing at the deadline),
// and the client a mail on approval or disapproval.
import type { ProjectMachineEvent } from '@vo/machines';
import type { Handler } from '../../contract/types';
import type { ProjectAdminDocument } from '../../db/schema';
import { forbidden, unprocessable } from '../../http/errors';
import { isAdmin } from '../../auth/viewer';
import { checkAttributes, checkDeadline, checkProposalsWanted } from '../../modules/projects/projectChecks';
import {
  decide,
  findProject,
  insertNewProject,
  lifecycleColumns,
  machineViewer,
  projectEntity,
  requireManager,
  saveProject,
  storedServiceProperties,
} from '../../modules/projects/projectLifecycle';
import { loadProjectResource, projectColumns, projectSlug } from '../../modules/projects/projects';
import { scheduleProjectJobs } from '../../modules/invitations/invitationWaves';
import { scheduleProjectReviewMail } from '../../modules/invitations/invitationMail';

export const updateProject: Handler<'updateProject'> = async ({ viewer, params, body, services }) => {
  const { db } = services;
  const now = services.now();
  const project = await findProject(db, params.id);
  requireManager(viewer, project);
  const by = machineViewer(viewer);
  const { row: before } = project;
  const load = async (row: typeof before) => {
    const resource = await loadProjectResource(db, row, viewer, services.config.publicOrigin);
    return resource;
  };

  if (body.client_status !== undefined && !isAdmin(viewer))
    throw forbidden('admin_only_field', 'Only admins classify a project’s client.');
  if (body.disapproval_reason !== undefined && !isAdmin(viewer))
    throw forbidden('admin_only_field', 'Only admins disapprove a project.');

  if (body.copy) {
    if (Object.keys(body).length > 1)
      throw unprocessable('copy_takes_no_changes', 'Copy the project first, then edit the new draft.');
    decide(projectEntity(project), { type: 'project.copy', by });
    const copy = await insertNewProject(db, {
      type: before.type as 'casting' | 'booking',
      status: 'draft',
      name: before.name,
      deadline: before.deadline && before.deadline > now ? before.deadline : null,
      providerId: before.providerId,
      autoInvitesEnabled: before.autoInvitesEnabled,
      securePaymentEnabled: before.securePaymentEnabled,
      serviceProperties: storedServiceProperties(before),
      ownerId: viewer.user.id,
      now,
    });
    return { status: 200, body: await load(copy) };
  }

  // The events this request sends, in order; each is decided on the state the previous one left.
  const events: ProjectMachineEvent[] = [];
  const edits =
    body.name !== undefined || body.deadline !== undefined || body.service_properties !== undefined;
  if (edits) events.push({ type: 'project.edit', by });
  if (body.auto_invites_enabled !== undefined && body.auto_invites_enabled !== before.autoInvitesEnabled)
    events.push({
      type: body.auto_invites_enabled ? 'project.enableAutoInvites' : 'project.disableAutoInvites',
      by,
    });
  if (body.aima_status === 'running' || body.aima_status === 'finished')
    throw unprocessable('aima_status_reserved', 'AIMA is set running and finished by the server only.');
  if (body.aima_status === 'enabled') events.push({ type: 'project.enableAima', by });
  if (body.aima_status === 'disabled') events.push({ type: 'project.disableAima', by });
  const wanted = body.status;
  if (wanted !== undefined && wanted !== before.status) {
    // An owner asking for pending_approval submits (refused outside draft and disapproved); an
    // admin's other status changes are the admin status edit.
    const submits = before.status === 'draft' || before.status === 'disapproved' || !isAdmin(viewer);
    if (wanted === 'pending_approval' && submits) events.push({ type: 'project.submit', by });
    else if (wanted === 'active' && before.status === 'pending_approval')
      events.push({ type: 'project.approve', by });
    else if (wanted === 'disapproved' && before.status === 'pending_approval')
      events.push({ type: 'project.disapprove', by });
    else events.push({ type: 'project.setStatus', status: wanted, by });
  }
  if (body.winner_selected === false) events.push({ type: 'project.completeCasting', by });
  if (body.notify_finance) events.push({ type: 'project.notifyFinance', by });

  let state = projectEntity(project);
  for (const event of events) state = decide(state, event);
  const disapproves = events.some((e) => e.type === 'project.disapprove');
  if (body.disapproval_reason !== undefined && !disapproves)
    throw unprocessable(
      'disapproval_reason_without_disapproval',
      'A disapproval reason goes with disapproving a project that awaits approval.',
    );

  // The edited fields, checked as on creation.
  const deadline = checkDeadline(body.deadline, now);
  const props = body.service_properties
    ? { ...storedServiceProperties(before), ...body.service_properties }
    : null;
  if (body.service_properties) {
    checkProposalsWanted(body.service_properties.proposals_wanted);
    await checkAttributes(db, body.service_properties);
  }

  const admin: ProjectAdminDocument = { ...before.admin };
  const at = now.toISOString();
  if (edits && before.status !== 'draft') Object.assign(admin, { edited_by: viewer.user.id, edited_at: at });
  if (events.some((e) => e.type === 'project.approve'))
    Object.assign(admin, { approved_by: viewer.user.id, approved_at: at });
  if (disapproves)
    Object.assign(admin, {
      disapproved_by: viewer.user.id,
      disapproved_at: at,
      disapproval_reason: body.disapproval_reason ?? null,
    });
  if (body.client_status !== undefined) admin.client_status = body.client_status;

  const saved = await saveProject(
    db,
    before.id,
    {
      ...lifecycleColumns(before, state),
      ...(body.name !== undefined ? { name: body.name, slug: projectSlug(body.name) } : {}),
      ...(deadline !== undefined ? { deadline } : {}),
      ...(props ? projectColumns(props) : {}),
      ...(body.notify_finance ? { financeNotifiedAt: now } : {}),
      admin,
      updatedAt: now,
    },
    viewer,
    services.config.publicOrigin,
  );
  // Approval, auto invites or AIMA switched on, a moved deadline: the waves and the closing.
  await scheduleProjectJobs(services, before);
  if (events.some((e) => e.type === 'project.approve'))
    await scheduleProjectReviewMail(services, before.id, { decision: 'approved' });
  if (events.some((e) => e.type === 'project.disapprove'))
    await scheduleProjectReviewMail(services, before.id, {
      decision: 'disapproved',
      reason: body.disapproval_reason ?? null,
    });
  return { status: 200, body: saved };
};
