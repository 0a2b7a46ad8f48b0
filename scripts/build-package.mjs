#!/usr/bin/env node
// Builds a workspace package for publishing: `tsc -p tsconfig.build.json` emits ESM JavaScript and
// declaration files into dist/, then every relative import of the output gets its explicit
// extension ('./client/core' -> './client/core.js', './model' -> './model/index.js'), which Node's
// ESM loader and TypeScript's NodeNext resolution require. The sources (and the generated code,
// which the generators write without extensions) stay as they are: inside the monorepo, Vite,
// Vitest, Storybook and tsc read them through the "@vo/source" export condition.
// The emit is TypeScript 7's (`typescript7`, the native compiler of `npm run typecheck`): for the SDK it
// took 1.8 s against 11 s with `tsc` 5.9, and `npm pack` of the two packages (their prepack is this
// build) is part of npm test's checks. Its JavaScript is byte for byte 5.9's; its declarations
// differ only in how they spell the same types (quotes, the order of a union's members), and
// scripts/sdk-package.test.ts type-checks the packed declarations with 5.9, as a consumer would.
// Run from the package folder: `node ../../scripts/build-package.mjs`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { typescript7Tsc } from './typescript7.mjs';

const packageDir = process.cwd();
const dist = path.join(packageDir, 'dist');

rmSync(dist, { recursive: true, force: true });
execFileSync(process.execPath, [typescript7Tsc, '-p', 'tsconfig.build.json'], {
  cwd: packageDir,
  stdio: 'inherit',
});

/** Every file under `dir`. */
function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** The specifier with its extension, as the emitted file it names exists in dist/. */
function explicit(fromFile, specifier) {
  if (/\.(m?js|json)$/.test(specifier)) return specifier;
  const target = path.resolve(path.dirname(fromFile), specifier);
  if (isFile(`${target}.js`) || isFile(`${target}.d.ts`)) return `${specifier}.js`;
  if (isFile(path.join(target, 'index.js')) || isFile(path.join(target, 'index.d.ts'))) {
    return `${specifier.replace(/\/$/, '')}/index.js`;
  }
  throw new Error(`${path.relative(packageDir, fromFile)}: cannot resolve '${specifier}' in dist/`);
}

// `from './x'`, `import './x'`, `import('./x')` (also `import("./x").T` in declarations).
const relativeImport = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"]*|\.\.?)\2/g;

for (const file of walk(dist)) {
  if (!/\.(js|d\.ts)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(
    relativeImport,
    (_, keyword, quote, specifier) => `${keyword}${quote}${explicit(file, specifier)}${quote}`,
  );
  if (rewritten !== text) writeFileSync(file, rewritten);
}
