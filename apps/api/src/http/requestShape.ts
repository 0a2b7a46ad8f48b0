// Checks on the shape of a request made before its body is read or stored: the media type must be
// one the operation declares (a multipart upload to a JSON operation used to land in storage before
// its 415), a multipart body may carry only the file parts the document declares (each at most once
// unless declared as a list), and path ids are canonical decimals (Ajv's coercion read `0x10` as 16
// and ` 1`, `+1`, `1.0` as 1).
import type { FastifyRequest } from 'fastify';
import { resolveRef, type JsonSchema, type OperationSpec } from '../contract/document';
import { HttpError } from './errors';

export const mediaTypeOf = (request: FastifyRequest): string =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** Whether the request carries a body (Fastify parses one only in these cases too). */
const hasBody = (request: FastifyRequest): boolean =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

/** Run in preParsing: refuses a body the operation cannot take before a byte of it is read. */
export function checkMediaType(request: FastifyRequest, spec: OperationSpec): void {
  if (!hasBody(request)) return;
  const type = mediaTypeOf(request);
  if (!spec.body) {
    // A JSON body on a bodyless operation is refused after parsing (it is small and cheap); an
    // upload is refused here, before it can be streamed to storage.
    if (type === 'multipart/form-data')
      throw new HttpError(400, 'unexpected_body', 'This operation takes no request body.');
    return;
  }
  if (!(type in spec.body.content)) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      `Send the body as ${Object.keys(spec.body.content).join(' or ')}.`,
    );
  }
}

export interface FilePartRule {
  /** Declared as an array of files (several parts with this name are allowed). */
  multiple: boolean;
  /** The document's encoding gives the part only text/* content types (a tags file). */
  text?: boolean;
}

function pointerTarget(pointer: string): JsonSchema {
  return resolveRef<JsonSchema>({ $ref: pointer });
}

const isBinary = (schema: unknown): boolean =>
  typeof schema === 'object' &&
  schema !== null &&
  resolveRef<JsonSchema>(schema as JsonSchema)['format'] === 'binary';

/** The file parts a multipart operation declares: properties of format binary, or lists of them. */
export function declaredFileParts(spec: OperationSpec): Map<string, FilePartRule> {
  const rules = new Map<string, FilePartRule>();
  const pointer = spec.body?.content['multipart/form-data'];
  if (!pointer) return rules;
  const schema = pointerTarget(pointer);
  const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
  // The part's encoding (absent for most operations) sits beside the schema in the media type.
  const encoding = resolveRef<Record<string, { contentType?: string } | undefined> | undefined>({
    $ref: pointer.replace(/\/schema$/, '/encoding'),
  });
  const textOnly = (name: string) => {
    const types = encoding?.[name]?.contentType?.split(',').map((t) => t.trim()) ?? [];
    return types.length > 0 && types.every((t) => t.startsWith('text/'));
  };
  for (const [name, raw] of Object.entries(properties)) {
    const property = resolveRef(raw);
    if (isBinary(property)) rules.set(name, { multiple: false, ...(textOnly(name) ? { text: true } : {}) });
    else if (property['type'] === 'array' && isBinary(property['items'])) rules.set(name, { multiple: true });
  }
  return rules;
}

/** Throws 400 unless a file part named `field` is declared and not already sent (once-only). */
export function checkFilePart(
  rules: Map<string, FilePartRule>,
  field: string,
  alreadySent: readonly { field: string }[],
): void {
  const rule = rules.get(field);
  if (!rule) {
    const names = [...rules.keys()].map((n) => `"${n}"`).join(' or ');
    throw new HttpError(
      400,
      'unexpected_file',
      names
        ? `Unexpected file part "${field.slice(0, 100)}": this operation takes files only in ${names}.`
        : 'This operation takes no file.',
    );
  }
  if (!rule.multiple && alreadySent.some((u) => u.field === field))
    throw new HttpError(400, 'too_many_files', `Send one file only in "${field}".`);
}

const integerTypes = (schema: JsonSchema): boolean => {
  const s = resolveRef(schema);
  return s['type'] === 'integer' || (Array.isArray(s['type']) && s['type'].includes('integer'));
};

/** A canonical decimal integer: no sign but `-`, no leading zeros, spaces, exponent or fraction. */
const canonicalInteger = /^-?(0|[1-9][0-9]*)$/;

/** Throws 400 when an integer path parameter is not written as a canonical decimal. */
export function checkPathIntegers(spec: OperationSpec, params: Record<string, string>): void {
  for (const p of spec.parameters) {
    if (p.in !== 'path' || !integerTypes(p.schema)) continue;
    const value = params[p.name];
    if (value !== undefined && !canonicalInteger.test(value)) {
      throw new HttpError(
        400,
        'validation_failed',
        `${p.name} must be a whole number written in decimal digits.`,
        { details: [{ path: `/path/${p.name}`, message: 'must be a canonical decimal integer' }] },
      );
    }
  }
}
