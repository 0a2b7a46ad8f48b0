// createProjectNote: Add a note to a project (POST /projects/{id}/notes): an owner or admin writes a
// private note; the caller is its author. Any status; the project itself does not change. A note of
// blanks only is refused (422): the form keeps what was typed.
import type { Handler } from '../../contract/types';
import { unprocessable } from '../../http/errors';
import { findProject, requireManager } from '../../modules/projects/projectLifecycle';
import { addNote } from '../../modules/projects/projectNotes';

export const createProjectNote: Handler<'createProjectNote'> = async ({ viewer, params, body, services }) => {
  const project = await findProject(services.db, params.id);
  requireManager(viewer, project);
  const message = body.message.trim();
  if (message === '') throw unprocessable('note_empty', 'Write the note before saving it.');
  const note = await addNote(
    services.db,
    { projectId: project.row.id, userId: viewer.user.id, message, now: services.now() },
    services.config.publicOrigin,
  );
  return { status: 201, body: note };
};
