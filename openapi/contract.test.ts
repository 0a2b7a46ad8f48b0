import { bundle, createConfig } from '@redocly/openapi-core';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMockHandlers, exampleRequest, operations } from '../packages/sdk/src/mocks/index';
import { startMockServer } from '../packages/sdk/testing/server';

// The document's own schemas, compiled as the JSON Schema 2020-12 they are (OpenAPI 3.1), check two
// promises: bad input is rejectable by the document alone, and the mocks answer what it documents.
const root = path.resolve(import.meta.dirname, '..');
const BASE = 'http://api.test/api';

interface Document {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components: Record<string, Record<string, unknown>>;
}

let document: Document;
let ajv: Ajv2020;

async function loadDocument(): Promise<Document> {
  const config = await createConfig({}, { configPath: path.join(root, 'redocly.yaml') });
  const result = await bundle({ ref: path.join(root, 'openapi/openapi.yaml'), config, dereference: false });
  return result.bundle.parsed as Document;
}

function validator(pointer: string): ValidateFunction {
  return ajv.compile({ $ref: `openapi.json${pointer}` });
}

function refOf(node: unknown): string | undefined {
  return typeof node === 'object' && node !== null && '$ref' in node && typeof node.$ref === 'string'
    ? node.$ref
    : undefined;
}

/** The JSON pointer of the schema of an operation's 2xx application/json response. */
function successSchemaPointer(p: string, method: string, status: number): string {
  const base = `#/paths/${p.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}/responses/${status}`;
  const response = document.paths[p]?.[method]?.responses?.[String(status)];
  const ref = refOf(response);
  return `${ref ?? base}/content/application~1json/schema`;
}

startMockServer(...createMockHandlers());

beforeAll(async () => {
  document = await loadDocument();
  // strict: false because OpenAPI adds keywords (example, discriminator, x-...) JSON Schema lacks.
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi.json');
});

describe('bad input is rejected by the document alone', () => {
  const note = () => validator('#/components/schemas/CreateProjectNoteRequest');
  const id = () => validator('#/components/schemas/Id');

  it('accepts a well-formed note', () => {
    expect(note()({ message: 'Shortlist Maria and Tom for the second round.' })).toBe(true);
  });

  it('refuses a NUL character in text', () => {
    expect(note()({ message: 'Shortlist\u0000Maria' })).toBe(false);
  });

  it('refuses an unknown property', () => {
    expect(note()({ message: 'Shortlist Maria', pinned: true })).toBe(false);
  });

  it('refuses text over its maximum length', () => {
    expect(note()({ message: 'a'.repeat(100_001) })).toBe(false);
  });

  it('refuses ids outside 32 bits, zero and negatives', () => {
    expect(id()(2147483647)).toBe(true);
    expect(id()(2147483648)).toBe(false);
    expect(id()(0)).toBe(false);
    expect(id()(-4)).toBe(false);
  });

  it('refuses a malformed e-mail and a url that is not http(s)', () => {
    const email = validator('#/components/schemas/Email');
    const url = validator('#/components/schemas/Url');
    expect(email('maria@example.com')).toBe(true);
    expect(email('maria at example')).toBe(false);
    expect(url('https://media.example.com/a.mp3')).toBe(true);
    expect(url('javascript:alert(1)')).toBe(false);
  });

  it('refuses a closing reason the spec does not list', () => {
    const close = validator('#/components/schemas/CloseProjectRequest');
    expect(close({ reason: 'client' })).toBe(true);
    expect(close({ reason: 'bored' })).toBe(false);
  });
});

describe('mock responses match the document', () => {
  const withBody = operations.filter((o) => o.hasBody);

  it.each(withBody.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s answers a body that validates against its response schema',
    async (_, operation) => {
      const response = await fetch(exampleRequest(operation, BASE));
      const validate = validator(successSchemaPointer(operation.path, operation.method, operation.status));
      const body: unknown = await response.json();
      expect(validate(body), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    },
  );
});
