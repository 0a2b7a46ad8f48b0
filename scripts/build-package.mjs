#!/usr/bin/env node
// Builds a workspace package for publishing: `tsc -p tsconfig.build.json` emits ESM JavaScript and
// declaration files into dist/, then every relative import of the output gets its explicit
// extension ('./client/core' -> './client/core.js', './model' -> './model/index.js'), which Node's
// ESM loader and TypeScript's NodeNext resolution require. The sources (and the generated code,
// which the generators write without extensions) stay as they are: inside the monorepo, Vite,
// Vitest, Storybook and tsc read them through the "@vo/source" export condition.
// Run from the package folder: `node ../../scripts/build-package.mjs`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const packageDir = process.cwd();
const dist = path.join(packageDir, 'dist');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

rmSync(dist, { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: packageDir, stdio: 'inherit' });

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
