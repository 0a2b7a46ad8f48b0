#!/usr/bin/env node
// `npm run lint:cycles`: fails when the hand-written sources hold an import cycle, naming one
// cycle per group of files that import each other round (scripts/importCycles.mjs).
import { fileURLToPath } from 'node:url';
import { findImportCycles, sourceRoots } from './importCycles.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const cycles = findImportCycles(sourceRoots, repo);
if (cycles.length === 0) {
  console.log(`No import cycle in ${sourceRoots.join(', ')}.`);
} else {
  console.error(
    `${String(cycles.length)} import ${cycles.length === 1 ? 'cycle' : 'cycles'} (CONVENTIONS: one-way dependencies):`,
  );
  for (const cycle of cycles) console.error(`  ${cycle.join('\n    -> ')}`);
  process.exitCode = 1;
}
