// The JSON body parser. Fastify's default parser hands the text to JSON.parse (and a prototype
// scan) whatever its shape: a body of 500,000 `[` and as many `]` kept the event loop busy for
// seconds, stalling every other caller. Here a body is refused cheaply, in one linear pass over
// its bytes, before any object is built: nested deeper than MAX_JSON_DEPTH, not UTF-8, or sent in
// another charset. After parsing, strings holding lone surrogates (which PostgreSQL would store as
// U+FFFD) and `__proto__` keys are refused with a message that says so.
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** No request of the document nests deeper than a handful of levels; 32 leaves ample room. */
export const MAX_JSON_DEPTH = 32;
/** Bodies past this size get 413 before they are read in full. */
export const MAX_JSON_BYTES = 1024 * 1024;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

const tooDeep = () =>
  new HttpError(
    400,
    'body_too_deep',
    `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays.`,
  );

/** Throws when brackets outside strings nest past MAX_JSON_DEPTH. O(n), no allocation. */
export function checkJsonDepth(bytes: Uint8Array): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth++;
      if (depth > MAX_JSON_DEPTH) throw tooDeep();
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Refuses a charset other than UTF-8 (RFC 8259: JSON exchanged between systems is UTF-8). */
export function checkCharset(contentType: string | undefined): void {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  const charset = match?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new HttpError(
      400,
      'unsupported_charset',
      `JSON bodies must be UTF-8: charset=${charset.slice(0, 40)} is not accepted.`,
    );
  }
}

/** Parses a JSON body after the cheap checks; throws the HttpError a client should see. */
export function parseJsonBody(bytes: Buffer, contentType: string | undefined): unknown {
  checkCharset(contentType);
  if (bytes.length === 0) throw new HttpError(400, 'body_required', 'A request body is required.');
  if (!isUtf8(bytes)) throw new HttpError(400, 'invalid_utf8', 'The request body is not valid UTF-8 text.');
  checkJsonDepth(bytes);
  let text = bytes.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  try {
    return JSON.parse(text, (key, value: unknown) => {
      if (key === '__proto__')
        throw new HttpError(400, 'forbidden_field', 'The field "__proto__" is not allowed.');
      if ((typeof value === 'string' && loneSurrogate.test(value)) || loneSurrogate.test(key)) {
        throw new HttpError(
          400,
          'invalid_unicode',
          'The request body holds a lone surrogate (\\uD800-\\uDFFF): text must be valid Unicode.',
        );
      }
      return value;
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'malformed_body', 'The request body is not valid JSON.');
  }
}

/** Replaces Fastify's JSON parser with parseJsonBody. */
export function jsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: MAX_JSON_BYTES },
    (request: FastifyRequest, body: Buffer, done: (error: Error | null, body?: unknown) => void) => {
      try {
        done(null, parseJsonBody(body, request.headers['content-type']));
      } catch (error) {
        done(error as Error);
      }
    },
  );
}
