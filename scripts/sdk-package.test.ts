// The SDK as an outside project gets it (issue 14): `npm pack` of @vo/sdk and @vo/machines (their
// prepack builds dist/), the tarballs installed into a scratch project outside the workspace (the
// peers from the registry or npm's cache), a strict NodeNext TypeScript consumer type-checked against
// the shipped declarations, and a call from plain Node against the SDK's own mock server.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'vo-sdk-consumer-'));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

// npm run under `npm test` passes its own settings down as npm_* variables (workspace, prefix...):
// the scratch project is a project of its own, so none of them may leak into it.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

const timings: string[] = [];

/** Runs a command to its end, noting its wall time for the test's output. */
const run = (step: string, command: string, args: string[], cwd: string): string => {
  const start = performance.now();
  try {
    return execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } finally {
    timings.push(`${step} ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
};

/** The versions the monorepo itself runs, so that npm's cache usually has them. */
const installed = (name: string): string =>
  (createRequire(path.join(repo, 'package.json'))(`${name}/package.json`) as { version: string }).version;

interface PackResult {
  name: string;
  filename: string;
  size: number;
  unpackedSize: number;
  entryCount: number;
  files: { path: string }[];
}

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
}, 60_000);

const consumerTs = `
import { ApiError, createApiClient, createMemoryTokenStorage, type Provider, type User } from '@vo/sdk';
import { getGetMeQueryOptions, useSearchProviders } from '@vo/sdk/hooks';
import { createMockApi, type MockAnswers } from '@vo/sdk/mocks';
import { createQueryWrapper, signIn, startMockServer } from '@vo/sdk/testing';
import { projectCan } from '@vo/machines';

const client = createApiClient({ baseUrl: 'http://localhost:8080/api', tokens: createMemoryTokenStorage() });

export async function me(): Promise<User> {
  const { data } = await client.unwrap(client.api.GET('/users/me'));
  return data;
}

export async function firstThree(): Promise<Provider[]> {
  const { data, page } = await client.unwrap(
    client.api.GET('/providers/search', { params: { query: { size: 3 } } }),
  );
  const total: number | undefined = page?.totalRows;
  void total;
  return data;
}

export function useThreeProviders() {
  const result = useSearchProviders({ size: 3 });
  const status: 'pending' | 'error' | 'success' = result.status;
  void status;
  return result;
}

export const meQuery = getGetMeQueryOptions();
export const answers: MockAnswers = { getMe: ({ generated }) => ({ ...generated(), name: 'Maria Lopez' }) };
export const api = createMockApi(answers);
export const helpers = [createQueryWrapper, signIn, startMockServer] as const;

// The two typos below must be the only errors, each naming its key.
export function typos(): void {
  void client.api.GET('/providers/search', { params: { query: { size: 3, colour: 'red' } } });
  void client.api.PATCH('/users/{id}', { params: { path: { id: 1 } }, body: { name: 'ok', nmae: 'x' } });
}
export const failed = (error: unknown): boolean => error instanceof ApiError && error.status === 401;
export const can = projectCan;
`;

const runMjs = `
import { createApiClient, createMemoryTokenStorage } from '@vo/sdk';
import { startMockServer } from '@vo/sdk/testing';

const mock = startMockServer({ getMe: ({ generated }) => ({ ...generated(), name: 'Maria Lopez' }) });
try {
  const client = createApiClient({ baseUrl: 'http://api.test/api', tokens: createMemoryTokenStorage() });
  const { data: me } = await client.unwrap(client.api.GET('/users/me'));
  const { data: providers, page } = await client.unwrap(
    client.api.GET('/providers/search', { params: { query: { size: 3 } } }),
  );
  console.log(JSON.stringify({ name: me.name, providers: providers.length, page, calls: mock.calls('getMe').length }));
} finally {
  mock.close();
}
`;

it('installs from the packed tarballs outside the workspace, type-checks a strict NodeNext consumer, and runs in plain Node', () => {
  // 1. Pack (prepack builds dist/).
  const packed = JSON.parse(
    run(
      'pack',
      'npm',
      ['pack', '--json', '--pack-destination', scratch, '-w', '@vo/sdk', '-w', '@vo/machines'],
      repo,
    ),
  ) as PackResult[];
  const sdk = packed.find((p) => p.name === '@vo/sdk');
  const machines = packed.find((p) => p.name === '@vo/machines');
  if (!sdk || !machines) throw new Error('npm pack did not pack both packages');
  for (const pack of packed) {
    const paths = pack.files.map((f) => f.path);
    // Only what a consumer needs: the built JavaScript and declarations, no source, tests or tsconfig.
    expect(paths.filter((p) => /\.test|bench\/|tsconfig|(^|\/)src\/.*\.tsx?$/.test(p))).toEqual([]);
    expect(paths).toContain('dist/index.js');
    expect(paths).toContain('dist/index.d.ts');
    console.log(
      `${pack.name}: ${pack.filename} ${(pack.size / 1024).toFixed(0)} KB packed, ` +
        `${(pack.unpackedSize / 1024).toFixed(0)} KB unpacked, ${String(pack.entryCount)} files`,
    );
  }

  // 2. A scratch project that installs them (the peers from npm's cache when it has them).
  writeFileSync(
    path.join(scratch, 'package.json'),
    JSON.stringify({
      name: 'vo-sdk-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@vo/sdk': `file:./${sdk.filename}`,
        '@vo/machines': `file:./${machines.filename}`,
        '@tanstack/react-query': installed('@tanstack/react-query'),
        '@faker-js/faker': installed('@faker-js/faker'),
        msw: installed('msw'),
        react: installed('react'),
        '@types/react': installed('@types/react'),
      },
    }),
  );
  run(
    'install',
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
    scratch,
  );

  // 3. Strict TypeScript with Node's own ESM resolution, against the shipped declarations: it compiles
  //    but for the two misspelt fields, and the errors name them.
  writeFileSync(
    path.join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        types: [],
        strict: true,
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: true,
        skipLibCheck: true,
        noEmit: true,
      },
      files: ['consumer.ts'],
    }),
  );
  writeFileSync(path.join(scratch, 'consumer.ts'), consumerTs);
  let diagnostics = '';
  try {
    run('tsc', process.execPath, [tsc, '-p', 'tsconfig.json'], scratch);
  } catch (error) {
    diagnostics = String((error as { stdout?: unknown }).stdout);
  }
  const errors = diagnostics.split('\n').filter((line) => line.includes('error TS'));
  expect(errors).toHaveLength(2);
  expect(errors[0]).toContain('UnknownField<"colour">');
  expect(errors[1]).toContain('UnknownField<"nmae">');

  // 4. Plain Node (no TypeScript loader) against the SDK's mock server.
  writeFileSync(path.join(scratch, 'run.mjs'), runMjs);
  const output = JSON.parse(run('node', process.execPath, ['run.mjs'], scratch)) as {
    name: string;
    providers: number;
    page: { pageSize: number } | undefined;
    calls: number;
  };
  expect(output).toMatchObject({ name: 'Maria Lopez', providers: 3, page: { pageSize: 3 }, calls: 1 });
  console.log(`steps: ${timings.join(', ')}`);
  // Two package builds (tsc), an install and a type-check: about 40 s on an idle two-core machine,
  // several times that while the rest of the suite shares it.
}, 300_000);
