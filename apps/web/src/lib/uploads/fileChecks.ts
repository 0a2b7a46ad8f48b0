// The file checks of the uploads (a profile's samples and picture, an audition, a message's
// attachments), worded as the
// server refuses the same files (apps/api files/storage.ts: 413 past the size limit, 415 when the
// bytes are not of the kind), so that a file is refused with one message whether the browser or the
// server catches it.
import { fileExtension, fileRequiredMessage } from '@vo/ui';

export type UploadKind = 'audio' | 'image' | 'attachment';

const MB = 1024 * 1024;

/** The server's default limits (MAX_AUDIO_BYTES, MAX_IMAGE_BYTES; a message's file takes the audio one). */
export const MAX_BYTES: Record<UploadKind, number> = { audio: 50 * MB, image: 10 * MB, attachment: 50 * MB };

/** What each kind accepts (spec section 5 for images; the audio the server recognises). */
export const EXTENSIONS: Record<UploadKind, readonly string[]> = {
  audio: ['mp3', 'ogg', 'wav', 'flac', 'm4a'],
  image: ['jpg', 'jpeg', 'png', 'gif'],
  // Any of the above, a PDF, or a zip archive (office files are zip archives underneath).
  attachment: [
    ...['jpg', 'jpeg', 'png', 'gif'],
    ...['mp3', 'ogg', 'wav', 'flac', 'm4a'],
    ...['pdf', 'zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'],
  ],
};

const expected: Record<UploadKind, string> = {
  audio: 'an audio file (mp3, ogg, wav, flac or m4a)',
  image: 'an image (jpg, jpeg, png or gif)',
  attachment:
    'an image (jpg, jpeg, png or gif), an audio file (mp3, ogg, wav, flac or m4a), a PDF or a zip archive (docx, xlsx and other office files are zip archives)',
};

/** 'A valid file is required: expected an audio file (mp3, ogg, wav, flac or m4a).' */
export const wrongTypeMessage = (kind: UploadKind) => `A valid file is required: expected ${expected[kind]}.`;

/** 'The file is too large: the limit is 50 MB.' */
export const tooLargeMessage = (kind: UploadKind) =>
  `The file is too large: the limit is ${String(Math.floor(MAX_BYTES[kind] / MB))} MB.`;

/** Why `file` cannot be uploaded as `kind`, or null when it can. */
export function fileProblem(file: { name: string; size: number }, kind: UploadKind): string | null {
  if (file.name.trim() === '' || file.size <= 0) return fileRequiredMessage;
  if (!EXTENSIONS[kind].includes(fileExtension(file.name))) return `${file.name}: ${wrongTypeMessage(kind)}`;
  if (file.size > MAX_BYTES[kind]) return `${file.name}: ${tooLargeMessage(kind)}`;
  return null;
}
