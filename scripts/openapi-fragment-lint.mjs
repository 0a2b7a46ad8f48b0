#!/usr/bin/env node
// Authoring aid: lints one or more openapi/paths/<tag>.yaml files on their own, by writing a
// temporary root that holds the real root's header plus only those files' paths.
// Usage: node scripts/openapi-fragment-lint.mjs paths/projects.yaml [paths/offers.yaml ...]
import { readFileSync, writeFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const openapiDir = fileURLToPath(new URL('../openapi/', import.meta.url));
const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: openapi-fragment-lint.mjs paths/<tag>.yaml ...');
  process.exit(2);
}
const pointer = (key) => '#/' + key.replaceAll('~', '~0').replaceAll('/', '~1');
const lines = [];
for (const file of files) {
  const rel = path.relative(openapiDir, path.resolve(openapiDir, file));
  for (const line of readFileSync(path.join(openapiDir, rel), 'utf8').split('\n')) {
    const m = /^(\/[^:]*):\s*$/.exec(line);
    if (m) lines.push(`  ${m[1]}:\n    $ref: '${rel}${pointer(m[1])}'`);
  }
}
const root = readFileSync(path.join(openapiDir, 'openapi.yaml'), 'utf8').replace(
  /^paths:[\s\S]*?(?=^components:)/m,
  `paths:\n${lines.join('\n')}\n`,
);
const tmp = path.join(openapiDir, `.fragment-${process.pid}.yaml`);
writeFileSync(tmp, root);
try {
  execFileSync(
    path.join(openapiDir, '../node_modules/.bin/redocly'),
    ['lint', tmp, '--config', path.join(openapiDir, '../redocly.yaml')],
    { stdio: 'inherit' },
  );
} catch {
  process.exitCode = 1;
} finally {
  rmSync(tmp);
}
