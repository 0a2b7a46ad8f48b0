// A project's private notes (ProjectNote): what its owners write for each other while they review
// ("shortlist Maria, wait for the Spanish takes"). Owners and admins read and write them; voice
// actors never see them.
import { count, desc, eq } from 'drizzle-orm';
import type { ProjectNote } from '@vo/sdk';
import type { Database } from '../../db/client';
import { projectNotes, users } from '../../db/schema';
import { pictureUrls } from '../../files/pictureUrls';
import type { PageRequest } from '../../http/paging';

const noteColumns = {
  id: projectNotes.id,
  projectId: projectNotes.projectId,
  message: projectNotes.message,
  createdAt: projectNotes.createdAt,
  authorId: users.id,
  authorUsername: users.username,
  authorName: users.name,
  authorPicture: users.pictureFileId,
};

type NoteRow = Awaited<ReturnType<ReturnType<typeof selectNotes>['execute']>>[number];

const toNote = (row: NoteRow, publicOrigin: string): ProjectNote => ({
  id: row.id,
  project_id: row.projectId,
  message: row.message,
  author: {
    id: row.authorId,
    username: row.authorUsername,
    name: row.authorName,
    picture_small: pictureUrls(publicOrigin, row.authorPicture).small,
  },
  created_at: row.createdAt.toISOString(),
});

const selectNotes = (db: Database) =>
  db.select(noteColumns).from(projectNotes).innerJoin(users, eq(users.id, projectNotes.userId));

/** One page of a project's notes, newest first, and the total. */
export async function notePage(db: Database, projectId: number, page: PageRequest, publicOrigin: string) {
  const of = eq(projectNotes.projectId, projectId);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(projectNotes).where(of),
    selectNotes(db)
      .where(of)
      .orderBy(desc(projectNotes.createdAt), desc(projectNotes.id))
      .limit(page.size)
      .offset(page.offset),
  ]);
  return { notes: rows.map((row) => toNote(row, publicOrigin)), total: total?.n ?? 0 };
}

/** Stores a note by `userId` and returns it as the list shows it. */
export async function addNote(
  db: Database,
  note: { projectId: number; userId: number; message: string; now: Date },
  publicOrigin: string,
): Promise<ProjectNote> {
  const [stored] = await db
    .insert(projectNotes)
    .values({ projectId: note.projectId, userId: note.userId, message: note.message, createdAt: note.now })
    .returning({ id: projectNotes.id });
  if (!stored) throw new Error('note not stored');
  const [row] = await selectNotes(db).where(eq(projectNotes.id, stored.id));
  if (!row) throw new Error('note not found after insert');
  return toNote(row, publicOrigin);
}
