// updateDeliverable: Update, send or request a revision of a recording (PATCH /deliverables/{id},
// JSON or multipart with files). The booked voice actor changes the files and link of a recording not
// sent yet or waiting for a revision, and sends it (status posted or is_draft false: the deliverable
// machine's send, which starts the auto-acceptance clock, a job on the queue); the client marks it
// reviewed, asks for a revision with its text (within the booking's agreed revisions) or flags it.
// Fields not the caller's give 403; a step the machine refuses 403 or 409; sending without a file or
// a link 422. Each step that waits on the other side mails them.
import type { DeliverableEvent } from '@vo/machines';
import type { Handler } from '../../contract/types';
import { conflict, forbidden, unprocessable } from '../../http/errors';
import {
  deliverableEntity,
  deliverableResource,
  findDeliverable,
  isItsVoiceActor,
  loadDeliverable,
} from '../../modules/deliverables/deliverables';
import {
  autoAcceptAtFor,
  scheduleAutoAccept,
  scheduleDeliverableMail,
} from '../../modules/deliverables/deliverableJobs';
import {
  decide,
  requireBookingInProgress,
  storeStep,
  type DeliverableChanges,
} from '../../modules/deliverables/deliverableLifecycle';
import { requireRecording, storeRecordingFiles } from '../../modules/deliverables/deliverableWrites';
import { machineViewer } from '../../modules/projects/projectLifecycle';
import { discardUploads } from '../../modules/samples/samples';

/** A recording holds at most this many files (the Deliverable's files). */
const MAX_FILES = 20;

export const updateDeliverable: Handler<'updateDeliverable'> = async ({
  viewer,
  params,
  body,
  services,
  request,
}) => {
  const { db } = services;
  const uploads = request.uploads.filter((u) => u.field === 'files');
  try {
    const loaded = await findDeliverable(db, params.id, viewer);
    const by = machineViewer(viewer);
    const now = services.now();
    const status = body.status;
    const isDraft = 'is_draft' in body ? body.is_draft : undefined;
    const revisionRequest = 'revision_request' in body ? body.revision_request : undefined;
    const editing = uploads.length > 0 || body.link !== undefined;
    const sending = status === 'posted' || isDraft === false;
    const mine = isItsVoiceActor(viewer, loaded.row);

    // The files and link are the voice actor's; the revision's text the client's.
    if ((editing || sending || isDraft !== undefined) && !mine)
      throw forbidden(
        'deliverable_fields_voice_actor_only',
        'Only the booked voice actor changes and sends the recording.',
      );
    if (revisionRequest !== undefined && status !== 'revision_requested')
      throw unprocessable(
        'revision_request_without_status',
        'A revision request goes with status revision_requested.',
      );
    if (status === 'revision_requested' && (revisionRequest === undefined || revisionRequest.trim() === ''))
      throw unprocessable('revision_request_required', 'Say what should change in the revision.');
    if (editing && (status === 'reviewed' || status === 'revision_requested' || status === 'flagged'))
      throw forbidden(
        'deliverable_fields_voice_actor_only',
        'The client decides on the recording; its files are the voice actor’s.',
      );
    requireBookingInProgress(loaded.project);

    const event: DeliverableEvent | null = sending
      ? {
          type: 'deliverable.send',
          by,
          autoAcceptAt: autoAcceptAtFor(loaded.row.deadline, now).toISOString(),
        }
      : status === 'reviewed'
        ? { type: 'deliverable.view', by }
        : status === 'revision_requested'
          ? { type: 'deliverable.requestRevision', by }
          : status === 'flagged'
            ? { type: 'deliverable.flag', by }
            : null;
    const next = event ? decide(loaded, event) : deliverableEntity(loaded);
    const waiting = loaded.row.status === 'created' || loaded.row.status === 'revision_requested';
    if (editing && !waiting)
      throw conflict(
        'deliverable_sent',
        'This recording was sent: it changes again only after a revision request.',
      );
    if (isDraft === true && loaded.row.status !== 'created')
      throw conflict('deliverable_sent', 'A sent recording cannot become a draft again.');

    // A revised recording replaces the one the client asked to change; a draft gathers its files.
    const revising = loaded.row.status === 'revision_requested' && uploads.length > 0;
    const kept = revising ? [] : loaded.row.fileIds;
    if (kept.length + uploads.length > MAX_FILES)
      throw unprocessable(
        'deliverable_too_many_files',
        `A recording holds at most ${String(MAX_FILES)} files.`,
      );
    const link = body.link === undefined ? loaded.row.link : body.link;
    if (sending) requireRecording([...kept, ...uploads.map((u) => u.id)], link);

    const changes: DeliverableChanges = { link };
    if (uploads.length > 0)
      changes.fileIds = [
        ...kept,
        ...(await storeRecordingFiles(db, uploads, {
          ownerId: viewer.user.id,
          projectName: loaded.project.row.name,
          actorName: viewer.user.name,
          now,
        })),
      ];
    if (sending) changes.postedAt = now;
    if (status === 'reviewed') changes.reviewedAt = now;
    if (status === 'revision_requested') changes.revisionRequest = revisionRequest ?? null;
    if (sending) changes.revisionRequest = null;
    const row = await storeStep(db, loaded, next, now, changes);
    if (row && sending) {
      await scheduleAutoAccept(services, row);
      await scheduleDeliverableMail(services, row, 'sent');
    }
    if (row && status === 'revision_requested')
      await scheduleDeliverableMail(services, row, 'revision_requested');
    const after = (await loadDeliverable(db, loaded.row.id)) ?? loaded;
    return {
      status: 200,
      body: await deliverableResource(db, after, viewer, services.config.publicOrigin, now),
    };
  } catch (error) {
    await discardUploads(
      services,
      uploads.map((u) => u.id),
    );
    throw error;
  }
};
