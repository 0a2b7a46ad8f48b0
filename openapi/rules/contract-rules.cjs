// House lint rules for the contract (Redocly plugin). They make the issue's promises checkable:
// bad input must be rejectable by the document alone, every call sends the session header, every
// list carries the paging headers, and a schema is written once and referenced, not copied inline.
'use strict';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
const PAGING_HEADERS = ['current-page', 'total-pages', 'total-rows', 'page-size'];
const INT32_MAX = 2147483647;
const INT32_MIN = -2147483648;
// Formats whose own syntax already excludes NUL characters and bounds the text.
const SELF_BOUNDED_FORMATS = new Set(['date', 'date-time', 'binary']);

function resolve(ctx, node) {
  return node && typeof node === 'object' && typeof node.$ref === 'string' ? ctx.resolve(node).node : node;
}

// Walks a request schema (following $refs once each) and reports every unbounded value.
function checkRequestSchema(ctx, schema, where, report, seen = new Set()) {
  const node = resolve(ctx, schema);
  if (!node || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  const at = (suffix) => `${where}${suffix}`;
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    for (const [i, part] of (node[key] || []).entries())
      checkRequestSchema(ctx, part, at(`/${key}/${i}`), report, seen);
  }
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (types.includes('object') || node.properties) {
    const composed = node.allOf || node.anyOf || node.oneOf;
    if (!composed && node.additionalProperties !== false && node.unevaluatedProperties !== false) {
      report('strict', `${where}: request objects must set additionalProperties: false`);
    }
    for (const [name, prop] of Object.entries(node.properties || {})) {
      checkRequestSchema(ctx, prop, at(`/properties/${name}`), report, seen);
    }
    if (node.additionalProperties && typeof node.additionalProperties === 'object') {
      checkRequestSchema(ctx, node.additionalProperties, at('/additionalProperties'), report, seen);
      if (node.maxProperties === undefined) report('bounded', `${where}: maps need maxProperties`);
    }
  }
  if (types.includes('array')) {
    if (node.maxItems === undefined) report('bounded', `${where}: arrays need maxItems`);
    if (node.items) checkRequestSchema(ctx, node.items, at('/items'), report, seen);
  }
  if (types.includes('string') && node.enum === undefined && node.const === undefined) {
    if (!SELF_BOUNDED_FORMATS.has(node.format)) {
      if (node.maxLength === undefined) report('bounded', `${where}: strings need maxLength`);
      if (node.pattern === undefined)
        report('bounded', `${where}: strings need a pattern (at least one that refuses NUL)`);
    }
  }
  if (types.includes('integer')) {
    const { minimum, maximum } = node;
    if (minimum === undefined || maximum === undefined || minimum < INT32_MIN || maximum > INT32_MAX) {
      report('bounded', `${where}: integers need a minimum and maximum inside 32 bits`);
    }
  }
  if (types.includes('number') && (node.minimum === undefined || node.maximum === undefined)) {
    report('bounded', `${where}: numbers need a minimum and maximum`);
  }
}

// A key-order-independent serialisation, so two copies of one schema compare equal.
function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => k !== 'description' && k !== 'example' && k !== 'examples')
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

function operations(pathItem) {
  return METHODS.filter((m) => pathItem[m]).map((m) => [m, pathItem[m]]);
}

function requestChecker(kind) {
  return () => ({
    PathItem(pathItem, ctx) {
      for (const [method, op] of operations(pathItem)) {
        const report = (k, message) => {
          if (k === kind)
            ctx.report({
              message: `${method.toUpperCase()} ${op.operationId}: ${message}`,
              location: ctx.location.child([method]),
            });
        };
        const params = [...(pathItem.parameters || []), ...(op.parameters || [])].map((p) => resolve(ctx, p));
        for (const p of params) {
          if (p && p.schema) checkRequestSchema(ctx, p.schema, `parameter ${p.in} ${p.name}`, report);
        }
        const body = resolve(ctx, op.requestBody);
        for (const [type, media] of Object.entries((body && body.content) || {})) {
          if (media.schema) checkRequestSchema(ctx, media.schema, `requestBody ${type}`, report);
        }
      }
    },
  });
}

module.exports = () => ({
  id: 'contract-rules',
  rules: {
    oas3: {
      'bounded-request-strings': requestChecker('bounded'),
      'strict-request-objects': requestChecker('strict'),
      'session-header-everywhere': () => ({
        PathItem(pathItem, ctx) {
          for (const [method, op] of operations(pathItem)) {
            const params = [...(pathItem.parameters || []), ...(op.parameters || [])].map((p) =>
              resolve(ctx, p),
            );
            const has = (name) => params.some((p) => p && p.in === 'header' && p.name === name);
            if (!has('x-session-id') || !has('x-logged-as')) {
              ctx.report({
                message: `${method.toUpperCase()} ${op.operationId}: every call documents the x-session-id and x-logged-as headers`,
                location: ctx.location.child([method]),
              });
            }
          }
        },
      }),
      'paged-lists': () => ({
        PathItem(pathItem, ctx) {
          for (const [method, op] of operations(pathItem)) {
            for (const [status, ref] of Object.entries(op.responses || {})) {
              if (!status.startsWith('2')) continue;
              const response = resolve(ctx, ref);
              const media = response && response.content && response.content['application/json'];
              const schema = media && resolve(ctx, media.schema);
              if (!schema || schema.type !== 'array') continue;
              const headers = Object.keys(response.headers || {}).map((h) => h.toLowerCase());
              const missing = PAGING_HEADERS.filter((h) => !headers.includes(h));
              if (missing.length > 0) {
                ctx.report({
                  message: `${method.toUpperCase()} ${op.operationId}: list response ${status} lacks paging headers ${missing.join(', ')}`,
                  location: ctx.location.child([method, 'responses', status]),
                });
              }
            }
          }
        },
      }),
      'no-duplicate-inline-schemas': () => {
        const seen = new Map();
        const visit = (schema, label, ctx, location) => {
          if (!schema || schema.$ref || (schema.type !== 'object' && !schema.properties)) return;
          if (!schema.properties || Object.keys(schema.properties).length < 2) return;
          const key = canonical(schema);
          const first = seen.get(key);
          if (first) {
            ctx.report({
              message: `${label} repeats the inline schema of ${first}: make it a component and reference it`,
              location,
            });
          } else {
            seen.set(key, label);
          }
        };
        return {
          PathItem(pathItem, ctx) {
            for (const [method, op] of operations(pathItem)) {
              const body = op.requestBody && !op.requestBody.$ref ? op.requestBody : null;
              for (const [type, media] of Object.entries((body && body.content) || {})) {
                visit(
                  media.schema,
                  `${op.operationId} request ${type}`,
                  ctx,
                  ctx.location.child([method, 'requestBody']),
                );
              }
              for (const [status, response] of Object.entries(op.responses || {})) {
                if (response.$ref) continue;
                for (const [type, media] of Object.entries(response.content || {})) {
                  visit(
                    media.schema,
                    `${op.operationId} response ${status} ${type}`,
                    ctx,
                    ctx.location.child([method, 'responses', status]),
                  );
                }
              }
            }
          },
        };
      },
    },
  },
});
