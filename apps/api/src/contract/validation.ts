// Request and response validation with Ajv2020 over the document's own schemas (OpenAPI 3.1
// schemas are JSON Schema 2020-12). Bodies are validated strictly: no type coercion, nothing
// removed, defaults not injected; a body that does not match is refused with 400. Path, query and
// header values arrive as strings and are coerced to the declared types.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ErrorDetail } from '@vo/sdk';
import { badRequest } from '../http/errors';
import { parseDate, parseDateTime, type DateParse } from './dateTime';
import { document, type JsonSchema, type OperationSpec } from './document';

// ajv-formats ships CommonJS with a default export property.
const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

function createAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: coerce,
    removeAdditional: false,
    validateFormats: true,
    // Money is `multipleOf: 0.01`; without a tolerance Ajv divides in binary floating point and
    // refuses most amounts with cents (19.99 / 0.01 is 1998.9999999999998). Within 1e-6 of a whole
    // number of cents is exact for every amount up to the document's maximum.
    multipleOfPrecision: 6,
    // An error keeps the value that failed, so a refused date can say what is wrong with it
    // (`validationError`); the messages never quote the value itself.
    verbose: true,
  });
  addFormats(ajv);
  // Dates as the server can store them (./dateTime.ts), in place of ajv-formats' RFC 3339 ones,
  // which let a leap second or year 0000 through to the database (503).
  ajv.addFormat('date-time', { type: 'string', validate: (text: string) => parseDateTime(text).ok });
  ajv.addFormat('date', { type: 'string', validate: (text: string) => parseDate(text).ok });
  // OpenAPI's file marker: in multipart bodies a file part arrives as the id of the stored file.
  ajv.addFormat('binary', true);
  ajv.addKeyword({ keyword: 'example' });
  ajv.addSchema(document, 'openapi');
  return ajv;
}

const strictAjv = createAjv(false);
const coercingAjv = createAjv(true);

const ref = (pointer: string) => ({ $ref: `openapi${pointer}` });

export interface RequestValidators {
  params: ValidateFunction;
  query: ValidateFunction;
  headers: ValidateFunction;
  body: Record<string, ValidateFunction>;
}

function objectOf(spec: OperationSpec, where: 'path' | 'query' | 'header', closed: boolean): JsonSchema {
  const params = spec.parameters.filter((p) => p.in === where);
  return {
    type: 'object',
    properties: Object.fromEntries(
      params.map((p) => [where === 'header' ? p.name.toLowerCase() : p.name, rewriteRefs(p.schema)]),
    ),
    required: params
      .filter((p) => p.required)
      .map((p) => (where === 'header' ? p.name.toLowerCase() : p.name)),
    additionalProperties: !closed,
  };
}

/** Parameter schemas are copied out of the document, so their local refs must point into it. */
function rewriteRefs(schema: unknown): JsonSchema {
  return JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', '"$ref":"openapi#/')) as JsonSchema;
}

/**
 * An operation's validators depend on the document alone, so they are compiled once per process:
 * compiling all of them took about a second of every server's start, and the tests start a server
 * per file (Ajv's own cache keys on the schema object, which `objectOf` makes anew each time).
 */
const compiled = new WeakMap<OperationSpec, RequestValidators>();

export function compileRequestValidators(spec: OperationSpec): RequestValidators {
  let validators = compiled.get(spec);
  if (validators === undefined) {
    validators = compileValidators(spec);
    compiled.set(spec, validators);
  }
  return validators;
}

function compileValidators(spec: OperationSpec): RequestValidators {
  return {
    params: coercingAjv.compile(objectOf(spec, 'path', false)),
    query: coercingAjv.compile(objectOf(spec, 'query', true)),
    headers: coercingAjv.compile(objectOf(spec, 'header', false)),
    // Multipart fields are text by nature, so they are coerced to the declared types; JSON is not.
    body: Object.fromEntries(
      Object.entries(spec.body?.content ?? {}).map(([type, pointer]) => [
        type,
        (type === 'multipart/form-data' ? coercingAjv : strictAjv).compile(ref(pointer)),
      ]),
    ),
  };
}

const dateParsers: Record<string, (text: string) => DateParse> = {
  'date-time': parseDateTime,
  date: parseDate,
};

/** What is wrong with a refused date, in place of Ajv's `must match format "date-time"`. */
function dateProblem(e: ErrorObject): string | undefined {
  if (e.keyword !== 'format' || typeof e.data !== 'string') return undefined;
  const parse = dateParsers[(e.params as { format: string }).format];
  const parsed = parse?.(e.data);
  return parsed && !parsed.ok ? parsed.problem : undefined;
}

/** Ajv's errors as the document's error details, and a 400 that names the first problem. */
export function validationError(where: string, errors: ErrorObject[] | null | undefined) {
  const details: ErrorDetail[] = (errors ?? []).slice(0, 100).map((e) => {
    const extra =
      e.keyword === 'additionalProperties'
        ? `/${(e.params as { additionalProperty: string }).additionalProperty}`
        : e.keyword === 'required'
          ? `/${(e.params as { missingProperty: string }).missingProperty}`
          : '';
    const message =
      e.keyword === 'additionalProperties'
        ? 'is not a known field'
        : e.keyword === 'required'
          ? 'is required'
          : (dateProblem(e) ?? e.message ?? 'is invalid');
    return { path: `/${where}${e.instancePath}${extra}`.slice(0, 500), message: message.slice(0, 500) };
  });
  const first = details[0];
  const message = first
    ? `${first.path.split('/').filter(Boolean).slice(1).join('.') || where} ${first.message}`
    : `Invalid ${where}.`;
  return badRequest('validation_failed', message, details);
}

export function compileResponseValidator(pointer: string): ValidateFunction {
  return strictAjv.compile(ref(pointer));
}
