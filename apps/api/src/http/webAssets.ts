// How the built web app's files are sent (issue 15, "fast on a phone"): the brotli or gzip copy the
// build wrote beside each text file (apps/web build/precompress.ts), chosen by accept-encoding with
// `vary: accept-encoding`; content-hashed files (Vite's assets/) cached for a year as immutable, a
// new build has new names; anything else (the favicon, the HTML) revalidated on every use.
import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

/** Vite's output names under assets/: name-<hash>.ext (and its .br/.gz copies), an 8-character hash. */
const hashedFile = /-[A-Za-z0-9_-]{8}\.[a-z0-9]+(?:\.br|\.gz)?$/;

/** Whether a file of the build is content-hashed: its name changes whenever its content does. */
export function isHashedAsset(webDir: string, file: string): boolean {
  const relative = path.relative(webDir, file).split(path.sep);
  return relative.length === 2 && relative[0] === 'assets' && hashedFile.test(relative[1] ?? '');
}

/** The @fastify/static options for the web app's build folder. */
export function webAssetOptions(webDir: string): Partial<FastifyStaticOptions> {
  return {
    preCompressed: true,
    // Set here per file instead of @fastify/send's `public, max-age=0`.
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', isHashedAsset(webDir, file) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  };
}
