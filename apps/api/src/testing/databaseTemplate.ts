// One migrated PGlite data directory that every test file's database starts from. An empty PGlite
// runs initdb (3 to 4 s of CPU on this 2-core machine, more than all the migrations together), and
// the api projects open one database per test file. The copy lives in the system's temporary
// folder under a name made from PGlite's version and the migrations' text, so a changed migration
// or a PGlite upgrade makes a new one; the first worker to need it writes it (to a temporary name,
// then renamed, so a worker never reads half a file).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { migrationsDir } from '../paths';

function templatePath(): string {
  // The package's exports hide its package.json; its entry sits in dist/, one below it.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const hash = createHash('sha256').update(
    readFileSync(path.join(path.dirname(entry), '..', 'package.json')),
  );
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsDir);
  return path.join(tmpdir(), `vo-pglite-template-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

let cached: Promise<Blob> | undefined;

/** The migrated data directory, made on first use. */
export function migratedTemplate(): Promise<Blob> {
  cached ??= (async () => {
    const file = templatePath();
    try {
      return new Blob([new Uint8Array(await readFile(file))]);
    } catch {
      const handle = await openDatabase({ dataDir: 'memory://' });
      try {
        if (!handle.dump) throw new Error('Only an embedded (PGlite) database can be dumped.');
        const blob = await handle.dump();
        const partial = `${file}.${String(process.pid)}.partial`;
        writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
        renameSync(partial, file);
        return blob;
      } finally {
        await handle.close();
      }
    }
  })();
  return cached;
}
