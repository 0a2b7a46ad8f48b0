// One migrated database that every test file's database starts from, for each engine.
//
// PGlite: a migrated data directory. An empty PGlite runs initdb (3 to 4 s of CPU on this 2-core
// machine, more than all the migrations together), and the api projects open one database per test
// file. The copy lives in the system's temporary folder under a name made from PGlite's version and
// the migrations' text, so a changed migration or a PGlite upgrade makes a new one; the first worker
// to need it writes it (to a temporary name, then renamed, so a worker never reads half a file).
//
// PostgreSQL: a migrated database, `vo_template_<migrations' hash>`, that each file's database is
// copied from (`CREATE DATABASE … TEMPLATE`). Migrating every file's database was about 1.3 s of
// each of 39 files (half of the api-postgres project at rest); a copy takes a fraction of that.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { migrationsDir } from '../paths';

/** A hash of the migrations' names and text, and of what else the template depends on. */
function fingerprint(...more: Buffer[]): string {
  const hash = createHash('sha256');
  for (const part of more) hash.update(part);
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
  return hash.digest('hex').slice(0, 16);
}

function templatePath(): string {
  // The package's exports hide its package.json; its entry sits in dist/, one below it.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglite = readFileSync(path.join(path.dirname(entry), '..', 'package.json'));
  return path.join(tmpdir(), `vo-pglite-template-${fingerprint(pglite)}.tar.gz`);
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

/** `url` with another database name. */
export function databaseAt(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** PostgreSQL's "object in use": another session is still connected to the database (55006). */
const inUse = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '55006';

/**
 * Runs `statement` on `client`, again while the database it names is still in use: a closed pool's
 * sessions end a moment after it says so, and an autovacuum worker may be visiting.
 */
export async function whenFree(client: { query(text: string): Promise<unknown> }, statement: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(statement);
      return;
    } catch (error) {
      if (!inUse(error) || attempt >= 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

let postgresTemplate: Promise<string> | undefined;

/**
 * The name of the migrated database on the server of `url` that test databases are copied from,
 * made on first use. It takes no connections once made (a template being copied must have none),
 * and a template of other migrations is dropped when a new one is made.
 */
export function migratedPostgresTemplate(url: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `vo_template_${fingerprint()}`;
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const exists = async () =>
        ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0;
      if (await exists()) return name;
      // Made under a name of this process, then renamed: a worker never copies a half-migrated one.
      const partial = `${name}_${String(process.pid)}`;
      await admin.query(`CREATE DATABASE ${partial}`);
      try {
        const handle = await openDatabase({ databaseUrl: databaseAt(url, partial), dataDir: '' });
        await handle.close();
      } catch (error) {
        // A migration that fails leaves no half-migrated database behind for the next run to find.
        await whenFree(admin, `DROP DATABASE IF EXISTS ${partial}`);
        throw error;
      }
      await whenFree(admin, `ALTER DATABASE ${partial} WITH ALLOW_CONNECTIONS false`);
      try {
        await whenFree(admin, `ALTER DATABASE ${partial} RENAME TO ${name}`);
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS ${partial}`);
        // Another worker renamed its own first: that one serves.
        if (!(await exists())) throw error;
        return name;
      }
      const stale = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'vo\\_template\\_%' AND datname <> $1",
        [name],
      );
      for (const { datname } of stale.rows) {
        await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
      }
      return name;
    } finally {
      await admin.end();
    }
  })();
  return postgresTemplate;
}
