// Writing a recording: the uploaded files recorded under the names the client downloads them as
// (the audition's naming: brand, project, voice actor), and what a recording must hold to be sent.
import type { Database } from '../../db/client';
import { unprocessable } from '../../http/errors';
import { auditionFileName, BRAND_NAME, storeAuditionFile } from '../offers/offerWrites';

export interface RecordingUpload {
  id: string;
  contentType: string;
  size: number;
  originalName: string | null;
}

/** Records the uploaded recording files (already in storage); answers their ids in upload order. */
export async function storeRecordingFiles(
  db: Database,
  uploads: readonly RecordingUpload[],
  input: { ownerId: number; projectName: string; actorName: string; now: Date },
): Promise<string[]> {
  for (const upload of uploads) {
    const name = auditionFileName(BRAND_NAME, input.projectName, input.actorName, upload.originalName);
    await storeAuditionFile(db, upload, input.ownerId, name, input.now);
  }
  return uploads.map((upload) => upload.id);
}

/** 422 when a recording to send has neither a file nor a link (the spec's words). */
export function requireRecording(fileIds: readonly string[], link: string | null): void {
  if (fileIds.length === 0 && (link === null || link === ''))
    throw unprocessable('deliverable_file_required', 'A valid file is required.');
}
