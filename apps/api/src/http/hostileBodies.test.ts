// Property-based: nested, oversized and malformed bodies (JSON and multipart) sent to every
// implemented write operation, signed in with every role so the body is what gets tested. Whatever
// arrives, the answer is not a 5xx, it is one the document declares (the harness checks), and no
// file is left in storage afterwards (none of these bodies is a valid upload).
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { operationSpecs, resolveRef, type OperationSpec } from '../contract/document';
import { handlers } from '../routes';
import { arbitraryFor } from '../testing/arbitraries';
import { multipart } from '../testing/multipart';
import { startTestServer, type TestServer, type TestUser } from '../testing/harness';
import { MAX_JSON_BYTES } from './jsonBody';

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  server = await startTestServer({ config: { maxAudioBytes: 64 * 1024, maxImageBytes: 64 * 1024 } });
  user = await server.user({ roles: ['client', 'admin', 'finance', 'tester'], provider: true });
});
afterAll(() => server.dispose());

const writes = operationSpecs.filter((op) => op.body && op.operationId in handlers);

const mp3Head = Buffer.from([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0, 0, 0]);

/** A body as bytes with its content type: what an attacker would send. */
const hostileBody: fc.Arbitrary<{ body: string | Buffer; contentType: string }> = fc.oneof(
  // Nested far past the depth limit, or just around it, in arrays and objects.
  fc
    .record({ depth: fc.integer({ min: 20, max: 200_000 }), open: fc.constantFrom('[', '{"a":') })
    .map(({ depth, open }) => ({
      body: `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`,
      contentType: 'application/json',
    })),
  // Over the 1 MiB limit.
  fc.integer({ min: 1, max: 4096 }).map((extra) => ({
    body: `{"name":"${'x'.repeat(MAX_JSON_BYTES + extra)}"}`,
    contentType: 'application/json',
  })),
  // Malformed JSON, invalid UTF-8, lone surrogates, other charsets, prototype keys.
  fc
    .constantFrom(
      '{',
      '{"a":}',
      '[1,2',
      '"\\ud800"',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{}}}',
      'nul\u0000l',
      '',
    )
    .chain((text) =>
      fc.constantFrom(
        { body: text, contentType: 'application/json' },
        { body: text, contentType: 'application/json; charset=latin1' },
      ),
    ),
  fc.uint8Array({ minLength: 1, maxLength: 256 }).map((bytes) => ({
    body: Buffer.from(bytes),
    contentType: 'application/json',
  })),
  // Multipart: file parts under declared and undeclared names, repeated, without the other fields.
  fc
    .record({
      names: fc.array(fc.constantFrom('file', 'picture', 'attachments', 'extra', 'name'), {
        minLength: 1,
        maxLength: 6,
      }),
      size: fc.integer({ min: 0, max: 96 * 1024 }),
    })
    .map(({ names, size }) =>
      multipart(
        {},
        names.map((field, i) => ({
          field,
          filename: `part-${i}.mp3`,
          contentType: 'audio/mpeg',
          content: Buffer.concat([mp3Head, Buffer.alloc(size)]),
        })),
      ),
    ),
);

function paramsFor(spec: OperationSpec): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    Object.fromEntries(
      spec.parameters
        .filter((p) => p.in === 'path')
        .map((p) => [
          p.name,
          resolveRef<{ type?: unknown }>(p.schema).type === 'integer'
            ? fc.constantFrom(user.providerId ?? 1, user.id, 1)
            : arbitraryFor(p.schema),
        ]),
    ),
  );
}

it('answers hostile bodies to every write operation without a 5xx and leaves no file in storage', async () => {
  expect(writes.length).toBeGreaterThan(10);
  const request = fc
    .constantFrom(...writes)
    .chain((spec) => fc.record({ spec: fc.constant(spec), params: paramsFor(spec), payload: hostileBody }));
  await fc.assert(
    fc.asyncProperty(request, async ({ spec, params, payload }) => {
      const res = await server.call(spec.operationId, {
        params: params as Record<string, string | number>,
        token: user.token,
        payload,
      });
      expect(res.status).toBeLessThan(500);
      expect(readdirSync(server.services.config.storageDir)).toEqual([]);
    }),
    { numRuns: 150, seed: 13, endOnFailure: true },
  );
}, 180_000);
