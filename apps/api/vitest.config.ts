// The reference server's tests: on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { existsSync } from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { at, componentsWorkers, group, source } from '../../scripts/vitest/projects';

/**
 * The API's files that PGlite runs when PostgreSQL runs them all (CI). The two are the same
 * PostgreSQL behind the same Drizzle queries; what differs is the driver (how rows, numbers, dates
 * and JSON come back), one connection instead of a pool (transactions, locks and concurrent
 * requests), and what the demo serves on PGlite (`npm start`). Here: every operation's answers,
 * happy or not, checked against the document (contract: the driver's shapes); the
 * job queue and the invitation waves on it; search (full text, the word table's triggers, ranking);
 * sign-in and refresh rotation (transactions, reuse under concurrent refreshes); the rate limits'
 * and listens' counters under concurrent requests; live updates. Running the other files on both
 * engines tested the same SQL twice: the API on PGlite took 138 s at rest, on PostgreSQL 82 s. The
 * journeys (web-e2e) run on PGlite too, on a database their server seeds as `npm start` does: the
 * seed's own file (what it holds, the same on every fresh database; 10 s of PGlite's 48 s at rest)
 * runs on PostgreSQL only, and so does the fuzz test (random and hostile bodies for every operation:
 * what it adds to the contract test is the server's validation and error paths, which are the same
 * code on both engines; on PGlite it was 19 s of the API's 91 s in a clean clone).
 */
const pgliteWithPostgres = [
  'src/contract/contract.test.ts',
  'src/jobs/queue.test.ts',
  'src/modules/invitations/invitationWaves.test.ts',
  'src/routes/providers/providers.test.ts',
  'src/routes/auth/auth.test.ts',
  'src/auth/refresh.test.ts',
  'src/routes/auth/rateLimit.test.ts',
  'src/http/limits.test.ts',
  'src/http/hardening.test.ts',
  'src/live/socket.test.ts',
  // A killed server's data on disk: PGlite's own files must keep what was committed, as PostgreSQL does.
  'src/modules/payments/killRestart.test.ts',
];
// A file renamed or moved would otherwise drop out of the PGlite run without a word.
for (const file of pgliteWithPostgres) {
  if (!existsSync(at(`apps/api/${file}`)))
    throw new Error(`apps/api/vitest.config.ts: pgliteWithPostgres names ${file}, which is gone.`);
}

/**
 * Whether this run merges the shards' reports (`npm run test:merge`): it then knows every project a
 * shard may have run, the API on PostgreSQL among them, even where no PostgreSQL is configured. A
 * project the merge does not know is left out of its count without a word (its failures too).
 */
export const mergingShards = process.argv.some((argument) => argument.startsWith('--merge-reports'));

export const projects: TestProjectInlineConfiguration[] = [
  // The reference server's contract, auth and fuzz tests, each file on a fresh database:
  // embedded PGlite, and a real PostgreSQL too when TEST_DATABASE_URL is set (CI). With both,
  // PostgreSQL runs every file and PGlite the files that meet what differs between the two
  // engines (`pgliteWithPostgres`); without PostgreSQL, PGlite runs every file.
  {
    ...source,
    test: {
      name: 'api',
      root: at('apps/api'),
      environment: 'node',
      include: process.env['TEST_DATABASE_URL'] ? pgliteWithPostgres : ['src/**/*.test.ts'],
      sequence: { groupOrder: group.components },
      maxWorkers: componentsWorkers,
      // Each file starts its own server on its own database, so files share nothing but
      // the module graph: loaded once per worker, with the validators compiled once
      // (importing the server and compiling them was about 3 s of every file).
      isolate: false,
      testTimeout: 60_000,
      hookTimeout: 60_000,
      env: { TEST_DATABASE_URL: '' },
    },
  },
  ...(process.env['TEST_DATABASE_URL'] || mergingShards
    ? [
        {
          ...source,
          test: {
            name: 'api-postgres',
            root: at('apps/api'),
            environment: 'node',
            include: ['src/**/*.test.ts'],
            sequence: { groupOrder: group.components },
            maxWorkers: componentsWorkers,
            isolate: false,
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
      ]
    : []),
];

export default defineConfig({ test: { projects } });
