// Uploaded files, streamed to a storage directory under a random id (never the client's file
// name), with a size limit enforced while streaming and the type checked from the first bytes.
import { createReadStream, mkdirSync } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { HttpError } from '../http/errors';

/**
 * What an upload field takes: audio, an image, a message's attachment (audio, image or document), or
 * plain text (an operation whose document encodes the part as text/*, such as a tags file).
 */
export type FileKind = 'audio' | 'image' | 'attachment' | 'text';
type SignatureKind = 'audio' | 'image' | 'document' | 'text';

/** The largest plain-text upload (a tags file: at most 1 MB, tags/file). */
export const MAX_TEXT_BYTES = 1024 * 1024;

/** Text: no NUL and no control character but tab, line feed and carriage return (a BOM may lead). */
const looksLikeText = (b: Buffer) =>
  b.length > 0 &&
  !b.some((c) => c < 0x09 || (c > 0x0d && c < 0x20) || c === 0x0b || c === 0x0c || c === 0x7f);

export interface StoredFile {
  id: string;
  size: number;
  contentType: string;
}

const signatures: { type: string; kind: SignatureKind; test: (b: Buffer) => boolean }[] = [
  {
    type: 'audio/mpeg',
    kind: 'audio',
    test: (b) =>
      b.subarray(0, 3).toString('latin1') === 'ID3' || (b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0),
  },
  { type: 'audio/ogg', kind: 'audio', test: (b) => b.subarray(0, 4).toString('latin1') === 'OggS' },
  {
    type: 'audio/wav',
    kind: 'audio',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WAVE',
  },
  { type: 'audio/flac', kind: 'audio', test: (b) => b.subarray(0, 4).toString('latin1') === 'fLaC' },
  { type: 'audio/mp4', kind: 'audio', test: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' },
  { type: 'image/jpeg', kind: 'image', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    kind: 'image',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/gif', kind: 'image', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  { type: 'application/pdf', kind: 'document', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  // Zip archives, and the office documents that are zip archives (docx, xlsx, pptx, odt).
  {
    type: 'application/zip',
    kind: 'document',
    test: (b) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
  },
  { type: 'text/plain', kind: 'text', test: looksLikeText },
];

/** Which signatures a field of `kind` accepts: a message's attachment takes all but plain text. */
const accepts = (kind: FileKind, signature: SignatureKind) =>
  kind === 'attachment' ? signature !== 'text' : kind === signature;

/** The content type a file's first bytes show, among those accepted for `kind`. */
export function sniff(head: Buffer, kind: FileKind): string | null {
  return signatures.find((s) => accepts(kind, s.kind) && s.test(head))?.type ?? null;
}

const kindLabel: Record<FileKind, string> = {
  audio: 'an audio file (mp3, ogg, wav, flac or m4a)',
  image: 'an image (jpg, jpeg, png or gif)',
  attachment:
    'an image (jpg, jpeg, png or gif), an audio file (mp3, ogg, wav, flac or m4a), a PDF or a zip archive (docx, xlsx and other office files are zip archives)',
  text: 'a text file (txt or csv)',
};

export class FileStorage {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  pathOf(id: string): string {
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(id)) throw new HttpError(404, 'file_not_found', 'File not found.');
    return path.join(this.dir, id);
  }

  /** Streams `source` to storage; 413 past `maxBytes`, 415 when the bytes are not of `kind`. */
  async save(source: Readable, kind: FileKind, maxBytes: number): Promise<StoredFile> {
    const id = randomBytes(18).toString('base64url');
    const target = path.join(this.dir, id);
    let size = 0;
    let head = Buffer.alloc(0);
    // Held in an object: the stream callback sets it, which flow analysis cannot see.
    const detected: { type: string | null } = { type: null };
    const guard = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > maxBytes) {
          done(
            new HttpError(
              413,
              'file_too_large',
              `The file is too large: the limit is ${Math.floor(maxBytes / (1024 * 1024))} MB.`,
            ),
          );
          return;
        }
        if (detected.type === null && head.length < 16) {
          head = Buffer.concat([head, chunk]);
          if (head.length >= 12) {
            detected.type = sniff(head, kind);
            if (detected.type === null) {
              done(
                new HttpError(
                  415,
                  'unsupported_file_type',
                  `A valid file is required: expected ${kindLabel[kind]}.`,
                ),
              );
              return;
            }
          }
        }
        done(null, chunk);
      },
    });
    // Opened before streaming: were the file still being opened when a refusal comes, the open
    // could create it again after the clean-up below removed it, leaving a stray file behind.
    const sink = (await open(target, 'wx')).createWriteStream();
    try {
      await pipeline(source, guard, sink);
      if (detected.type === null) {
        detected.type = sniff(head, kind);
        if (detected.type === null || size === 0)
          throw new HttpError(
            415,
            'unsupported_file_type',
            `A valid file is required: expected ${kindLabel[kind]}.`,
          );
      }
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
    return { id, size, contentType: detected.type };
  }

  async size(id: string): Promise<number> {
    return (await stat(this.pathOf(id))).size;
  }

  read(id: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.pathOf(id), range);
  }

  async remove(id: string): Promise<void> {
    await rm(this.pathOf(id), { force: true });
  }
}
