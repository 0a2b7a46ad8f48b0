// fast-check arbitraries from the document's JSON Schemas (the subset the document uses: $ref,
// type, enum, const, oneOf/anyOf/allOf, properties, pattern, lengths, ranges, formats), for the
// fuzz test. Each schema yields mostly valid values; `anyJson` adds arbitrary junk on top.
import fc from 'fast-check';
import { resolveRef, type JsonSchema } from '../contract/document';

type Schema = JsonSchema & {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
};

const MAX_DEPTH = 4;

export function arbitraryFor(input: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolveRef<Schema>(input);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.allOf && schema.allOf.length > 0) {
    // The document's allOf wraps one schema (to add a description) or adds required fields to a
    // base object: the richest member stands for the whole.
    const members = schema.allOf.map((m) => resolveRef<Schema>(m));
    const base = members.find((m) => m.properties) ?? members[0];
    return base ? arbitraryFor(base, depth) : fc.constant(null);
  }
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((s) => arbitraryFor(s, depth)));
  const type = Array.isArray(schema.type)
    ? schema.type
    : schema.type
      ? [schema.type]
      : schema.properties
        ? ['object']
        : [];
  if (type.length > 1) return fc.oneof(...type.map((t) => arbitraryFor({ ...schema, type: t }, depth)));
  switch (type[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({
        min: schema.minimum ?? -1000,
        max: Math.min(schema.maximum ?? 2147483647, 2147483647),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string':
      return stringFor(schema);
    case 'array': {
      if (depth >= MAX_DEPTH || !schema.items) return fc.constant([]);
      return fc.array(arbitraryFor(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    }
    case 'object': {
      if (depth >= MAX_DEPTH) return fc.constant({});
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, prop] of Object.entries(props)) record[name] = arbitraryFor(prop, depth + 1);
      return fc.record(record, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 60, 200);
  const minLength = schema.minLength ?? 0;
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().map((e) => e.slice(-maxLength));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2035-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'uri':
      return fc.webUrl().map((u) => u.slice(0, maxLength));
    case 'binary':
      return fc.constant('file');
    default:
      break;
  }
  if (schema.pattern) {
    // A single character class repeated (the common shape, e.g. ^[A-Za-z0-9._-]+$) is generated
    // directly at the declared lengths; other patterns through stringMatching, never filtered
    // (a filter that rarely passes would make generation spin).
    const simple = /^\^(\[[^\]]+\])(?:[+*]|\{\d+,?\d*\})\$$/.exec(schema.pattern);
    if (simple?.[1]) {
      const cls = new RegExp(`^${simple[1]}$`, 'u');
      const chars = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).filter((c) =>
        cls.test(c),
      );
      if (chars.length > 0) {
        return fc.string({
          unit: fc.constantFrom(...chars),
          minLength: Math.max(minLength, 1),
          maxLength: Math.max(minLength, 1, Math.min(maxLength, 40)),
        });
      }
    }
    return fc.stringMatching(new RegExp(schema.pattern, 'u')).map((s) => s.slice(0, maxLength));
  }
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 40)), unit: 'grapheme' });
}

/** Junk: any JSON, strings with NUL and control characters, huge numbers. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(2147483648, -1, 0, 1e308, '\u0000', '', ' ', 'null', '1e999'),
);
