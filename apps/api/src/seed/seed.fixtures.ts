// What the seed's test files share: each starts its own server on a fresh database and seeds the
// demo marketplace into it before its tests (a file's `useSeededServer()`), timing the seed. The
// bindings below are the running file's: its beforeAll sets them (test files share this module
// when they share a worker).
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';
import { SEEDED_ACTORS } from './cast';
import { seedIfEmpty, type SeedResult } from './index';

export let server: TestServer;
export let seededAt = 0;
export let seeded: SeedResult | null = null;

/** Starts the calling test file's server on a freshly seeded database before its tests. */
export function useSeededServer(): void {
  beforeAll(async () => {
    server = await startTestServer();
    const started = Date.now();
    const result = await seedIfEmpty(server.services, {});
    seeded = result;
    seededAt = Date.now() - started;
    expect(result).toMatchObject({ providers: SEEDED_ACTORS + 2, clients: 18 });
    expect(result?.projects).toBeGreaterThanOrEqual(60);
  }, 60_000);
  afterAll(() => server.dispose());
}
