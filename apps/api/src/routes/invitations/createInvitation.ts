// createInvitation: Invite a voice actor (POST /invitations). A project's owner (client role)
// invites a voice actor: type direct (the default) to an active casting, type booking (the booking
// request) to a booking waiting for its voice actor, who must be the one the booking is for. The
// project machine says whether the project takes invitations now (409 otherwise); a voice actor
// already invited gives 409, and so does one who turned clients' direct invitations off (their
// invitation preferences). Refused with 422: a type that does not fit the project, a voice actor
// who offers none of the project's languages (one shared language is enough: a casting in several
// languages takes proposals in any of them), a sample that is not the voice actor's. The invited
// voice actor is mailed a link to it (/mi/{id}).
import { and, eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { samples } from '../../db/schema';
import { forbidden, unprocessable } from '../../http/errors';
import { scheduleInvitationMail } from '../../modules/invitations/invitationMail';
import { assertTakesDirectInvitations } from '../../modules/users/invitationPreferences';
import { decide, findProject, machineViewer, projectEntity } from '../../modules/projects/projectLifecycle';
import {
  checkLanguage,
  createOne,
  findInvitee,
  loadInvitations,
  toInvitation,
} from '../../modules/invitations/invitations';

export const createInvitation: Handler<'createInvitation'> = async ({ viewer, body, services }) => {
  const { db } = services;
  const now = services.now();
  const project = await findProject(db, String(body.project_id));
  if (!project.ownerIds.includes(viewer.user.id))
    throw forbidden('not_project_owner', 'Only the project’s owners invite voice actors to it.');
  const type = body.type ?? 'direct';
  if (type === 'direct' && project.row.type !== 'casting')
    throw unprocessable(
      'invitation_type_mismatch',
      'A booking project takes a booking request (type booking), not a direct invitation.',
    );
  if (type === 'booking' && project.row.type !== 'booking')
    throw unprocessable('invitation_type_mismatch', 'A booking request goes to a booking project.');
  decide(
    projectEntity(project),
    { type: 'project.inviteVoiceActor', by: machineViewer(viewer) },
    { forbidden: false },
  );
  const invitee = await findInvitee(db, body.provider_id);
  if (type === 'booking' && project.row.providerId !== invitee.id)
    throw unprocessable(
      'not_the_booked_voice_actor',
      'A booking request goes to the voice actor the booking is for.',
    );
  checkLanguage(project.row, invitee);
  // The voice actor's invitation preferences: clients' direct invitations may be off.
  if (type === 'direct') await assertTakesDirectInvitations(db, invitee.userId);
  if (body.sample_id !== undefined) {
    const [sample] = await db
      .select({ id: samples.id })
      .from(samples)
      .where(and(eq(samples.id, body.sample_id), eq(samples.providerId, invitee.id)))
      .limit(1);
    if (!sample)
      throw unprocessable('sample_not_of_voice_actor', 'This sample is not one of the voice actor’s.');
  }
  const row = await createOne(
    services,
    {
      projectId: project.row.id,
      providerId: invitee.id,
      sampleId: body.sample_id ?? null,
      type,
      status: 'requested',
      createdAt: now,
      updatedAt: now,
    },
    invitee,
  );
  // Queued, not sent here: a mail server that is down delays the mail, never the invitation.
  await scheduleInvitationMail(services, row.id);
  const [loaded] = await loadInvitations(db, [row.id]);
  if (!loaded) throw new Error('invitation not loaded');
  return { status: 201, body: toInvitation(loaded, viewer) };
};
