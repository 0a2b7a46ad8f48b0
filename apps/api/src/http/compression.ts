// Compressed answers (issue 15, "fast on a phone"): API JSON, the HTML of the app and the API
// reference, and any text asset without a precompressed copy are sent with brotli or gzip, as the
// client's accept-encoding asks, with `vary: accept-encoding`. Answers under 1 KB are sent as they
// are (compressing them costs more than it saves). Precompressed files (webAssets.ts) already carry
// a content-encoding and pass through untouched, and so do audio ranges and images.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes an answer is sent uncompressed. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Text types worth compressing. Narrower than the plugin's default, which also compresses
 * application/octet-stream (uploaded files served as such are audio or images, already compressed).
 */
const compressible =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|manifest\+json)(?:;|$)|image\/svg\+xml)|\+json(?:;|$)/u;

export async function compression(app: FastifyInstance): Promise<void> {
  // Registered before the routes: the plugin attaches its hook to each route as it is added.
  await app.register(compress, {
    global: true,
    // Request bodies stay plain: a compressed upload would slip past the body size limits.
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    // Only what the build precompresses too, so a client sees the same encodings for every file.
    encodings: ['br', 'gzip'],
    customTypes: compressible,
  });
}
