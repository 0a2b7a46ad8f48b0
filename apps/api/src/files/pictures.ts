// Profile pictures: an uploaded image (already size-limited and type-checked by storage) is decoded
// with sharp and stored as square JPEGs in the three sizes of files/pictureUrls.ts, under the upload's
// id plus the size name; the original is then removed. GET /files/pictures/:id/:size serves them
// while the picture is the current picture of an account that is not deleted.
import { writeFile } from 'node:fs/promises';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { files, users } from '../db/schema';
import { pictureSizes } from './pictureUrls';
import { HttpError, notFound } from '../http/errors';
import type { Services } from '../services';

export type PictureSize = keyof typeof pictureSizes;

const sizeNames = Object.keys(pictureSizes) as PictureSize[];
const isPictureSize = (value: string): value is PictureSize => sizeNames.includes(value as PictureSize);

/** The storage id of one size of a picture (within storage's id alphabet and length). */
const sizeFileId = (pictureId: string, size: PictureSize) => `${pictureId}-${size}`;

const notAnImage = () =>
  new HttpError(
    415,
    'unsupported_file_type',
    'A valid file is required: expected an image (jpg, jpeg, png or gif).',
  );

/**
 * Turns the stored upload `uploadId` into the three picture sizes and records it as a file of
 * `ownerId`. The upload is removed whatever happens; on failure no size is left behind.
 */
export async function storePicture(
  services: Services,
  upload: { id: string; originalName: string },
  ownerId: number,
): Promise<string> {
  const { storage } = services;
  const written: string[] = [];
  try {
    const source = storage.pathOf(upload.id);
    let largeBytes = 0;
    for (const size of sizeNames) {
      const pixels = pictureSizes[size];
      let data: Buffer;
      try {
        data = await sharp(source, { animated: false })
          // Honour the camera's orientation, crop to a square avatar, and put transparent
          // pixels (png, gif) on white, since JPEG has no alpha.
          .rotate()
          .resize(pixels, pixels, { fit: 'cover', position: 'centre' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 85, mozjpeg: true })
          .toBuffer();
      } catch {
        // The first bytes looked like an image but the file does not decode.
        throw notAnImage();
      }
      const id = sizeFileId(upload.id, size);
      // FileStorage names its own uploads; derived sizes go beside them under ids it validates.
      await writeFile(storage.pathOf(id), data);
      written.push(id);
      if (size === 'large') largeBytes = data.length;
    }
    await services.db.insert(files).values({
      id: upload.id,
      ownerId,
      kind: 'picture',
      contentType: 'image/jpeg',
      size: largeBytes,
      originalName: upload.originalName.slice(0, 255),
      createdAt: services.now(),
    });
    return upload.id;
  } catch (error) {
    await Promise.all(written.map((id) => storage.remove(id)));
    throw error;
  } finally {
    await storage.remove(upload.id);
  }
}

/** Removes a picture that is no longer anyone's (its sizes and its file row). */
export async function removePicture(services: Services, pictureId: string): Promise<void> {
  await Promise.all(sizeNames.map((size) => services.storage.remove(sizeFileId(pictureId, size))));
  await services.db.delete(files).where(eq(files.id, pictureId));
}

/** Serves GET /files/pictures/:id/:size. */
export function pictureFiles(services: Services) {
  return (app: FastifyInstance) => {
    app.get<{ Params: { id: string; size: string } }>('/files/pictures/:id/:size', async (request, reply) => {
      const { id, size } = request.params;
      if (!isPictureSize(size) || !/^[A-Za-z0-9_-]{8,64}$/.test(id))
        throw notFound('picture_not_found', 'Picture not found.');
      const [owner] = await services.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.pictureFileId, id), isNull(users.deletedAt)))
        .limit(1);
      if (!owner) throw notFound('picture_not_found', 'Picture not found.');
      const fileId = sizeFileId(id, size);
      let length: number;
      try {
        length = await services.storage.size(fileId);
      } catch {
        throw notFound('picture_not_found', 'Picture not found.');
      }
      return (
        reply
          .type('image/jpeg')
          .header('content-length', length)
          // A new picture gets a new id, so a served size never changes.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(services.storage.read(fileId))
      );
    });
  };
}
