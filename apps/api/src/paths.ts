// Where the api package lives on disk, found from this module's location, so the same code works
// from src/ (tests, tsx) and from the bundled dist/main.js.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@vo/api'
    )
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/api/package.json not found above the server code');
    dir = parent;
  }
}

export const apiRoot = findApiRoot();
export const repoRoot = path.resolve(apiRoot, '../..');
export const migrationsDir = path.join(apiRoot, 'drizzle');
