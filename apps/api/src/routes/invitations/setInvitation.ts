// setInvitation: Set an invitation from a public invite link (POST /invitations/from_public_link,
// designed). A voice actor (provider role with a profile) who opens a casting's /pi/{hash} link gets a
// direct invitation to it, or the one they already have, unchanged. Unknown hash: 404. The project
// machine says whether the casting still takes voice actors from its link (409 otherwise); a voice
// actor who offers none of the project's languages gets 422. The app shows the message on the specs.
import { and, eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { invitations, projects } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { decide, machineViewer, projectEntity } from '../../modules/projects/projectLifecycle';
import { projectOwnerIds } from '../../modules/projects/projects';
import {
  checkLanguage,
  findInvitee,
  insertInvitations,
  loadInvitations,
  notifyInvitationChange,
  toInvitation,
} from '../../modules/invitations/invitations';

export const setInvitation: Handler<'setInvitation'> = async ({ viewer, body, services }) => {
  const { db } = services;
  if (viewer.providerId === null)
    throw forbidden(
      'no_provider_profile',
      'Only voice actors with a profile can answer a public invite link.',
    );
  const [project] = await db
    .select()
    .from(projects)
    .where(eq(projects.publicHash, body.project_public_hash))
    .limit(1);
  if (!project) throw notFound('project_not_found', 'Project not found.');
  const existing = async () => {
    const [found] = await db
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.projectId, project.id), eq(invitations.providerId, viewer.providerId ?? 0)))
      .limit(1);
    return found ? loadInvitations(db, [found.id]) : [];
  };
  const [already] = await existing();
  if (already) return { status: 200, body: toInvitation(already, viewer) };

  const ownerIds = (await projectOwnerIds(db, [project.id])).get(project.id) ?? [];
  decide(
    projectEntity({ row: project, ownerIds }),
    { type: 'project.joinByPublicLink', by: machineViewer(viewer) },
    { forbidden: false },
  );
  const invitee = await findInvitee(db, viewer.providerId);
  checkLanguage(project, invitee);
  const now = services.now();
  const [row] = await insertInvitations(db, [
    {
      projectId: project.id,
      providerId: invitee.id,
      type: 'direct',
      status: 'requested',
      createdAt: now,
      updatedAt: now,
    },
  ]);
  // Two tabs opening the link at once: the other request stored it first.
  const [loaded] = row ? await loadInvitations(db, [row.id]) : await existing();
  if (!loaded) throw new Error('invitation not stored');
  if (row) await notifyInvitationChange(services, invitee.userId);
  return { status: 200, body: toInvitation(loaded, viewer) };
};
