// The SDK as an outside project gets it (issue 14): `npm pack` of @vo/sdk and @vo/machines (their
// prepack builds dist/), the tarballs installed into a scratch project outside the workspace (the
// peers from the registry or npm's cache), a strict NodeNext TypeScript consumer type-checked against
// the shipped declarations, and a call from plain Node against the SDK's own mock server. The same
// scratch project is also a Vite + TypeScript app (bundler resolution, built with the repository's
// Vite): its server build runs in Node against the mock server, and its browser build ships no mocks.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'vo-sdk-consumer-'));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
/** The repository's own Vite (its JavaScript API), never installed into the scratch project. */
const vite = pathToFileURL(createRequire(import.meta.url).resolve('vite')).href;

// npm run under `npm test` passes its own settings down as npm_* variables (workspace, prefix...):
// the scratch project is a project of its own, so none of them may leak into it.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

const timings: string[] = [];

/**
 * Runs a command to its end, noting its wall time for the test's output. Asynchronous, so that the
 * type-checks and the Vite builds can run side by side.
 */
const run = async (step: string, command: string, args: string[], cwd: string): Promise<string> => {
  const start = performance.now();
  try {
    const { stdout } = await promisify(execFile)(command, args, {
      cwd,
      env,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout;
  } finally {
    timings.push(`${step} ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
};

/**
 * The errors `tsc -p <project>` reports in the scratch project: it must compile but for the two
 * misspelt fields of consumer.ts, and each error must name its key.
 */
const expectOnlyTheTwoTypos = async (step: string, project: string): Promise<void> => {
  let diagnostics = '';
  try {
    await run(step, process.execPath, [tsc, '-p', project], scratch);
  } catch (error) {
    diagnostics = String((error as { stdout?: unknown }).stdout);
  }
  const errors = diagnostics.split('\n').filter((line) => line.includes('error TS'));
  expect(errors, `${project}:\n${diagnostics}`).toHaveLength(2);
  expect(errors[0]).toMatch(/^consumer\.ts.*UnknownField<"colour">/);
  expect(errors[1]).toMatch(/^consumer\.ts.*UnknownField<"nmae">/);
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

// The Vite app's server entry: bundled for Node (build.ssr), it imports the three packages by name.
const viteServerTs = `
import { createApiClient, createMemoryTokenStorage, type Provider } from '@vo/sdk';
import { startMockServer } from '@vo/sdk/testing';
import { isProvider } from '@vo/machines';

const mock = startMockServer({
  getMe: ({ generated }) => ({ ...generated(), name: 'Maria Lopez', roles: ['client', 'provider'], provider_id: 7 }),
});
try {
  const client = createApiClient({ baseUrl: 'http://api.test/api', tokens: createMemoryTokenStorage() });
  const { data: me } = await client.unwrap(client.api.GET('/users/me'));
  const { data: providers, page } = await client.unwrap(
    client.api.GET('/providers/search', { params: { query: { size: 3 } } }),
  );
  const ids: number[] = providers.map((provider: Provider) => provider.id);
  const voiceActor = isProvider({ userId: me.id, roles: me.roles, providerId: me.provider_id });
  console.log(JSON.stringify({ name: me.name, voiceActor, providers: ids.length, page, calls: mock.calls('getMe').length }));
} finally {
  mock.close();
}
`;

// The Vite app's browser entry: only the production entry points, so no mock may reach the bundle.
const viteClientTs = `
import { createApiClient, createMemoryTokenStorage } from '@vo/sdk';
import { getGetMeQueryOptions, useSearchProviders } from '@vo/sdk/hooks';

export const client = createApiClient({ baseUrl: '/api', tokens: createMemoryTokenStorage() });
export const meQuery = getGetMeQueryOptions();
export const useThreeProviders = () => useSearchProviders({ size: 3 });
`;

// Both Vite builds in one process, with the repository's Vite (its API's file URL is argv[2]): the
// server build bundles @vo/* (the rest stays external, as a Vite SSR app keeps it) so that Vite
// resolves the packages' exports itself; the browser build (library mode keeps the entry's
// exports) bundles everything.
const viteBuildMjs = `
const { build } = await import(process.argv[2]);
const common = { root: process.cwd(), configFile: false, logLevel: 'error', publicDir: false };
await build({ ...common, ssr: { noExternal: [/^@vo\\//] }, build: { ssr: 'server.ts', outDir: 'vite/server' } });
await build({
  ...common,
  build: { lib: { entry: 'client.ts', formats: ['es'], fileName: 'client' }, outDir: 'vite/client' },
});
`;

/** Strings of msw's and faker's own source that survive bundling (URLs of their docs, msw's log prefix). */
const MOCK_TELLTALES = ['[MSW]', 'mswjs.io', 'fakerjs.dev'];

it('installs from the packed tarballs outside the workspace, type-checks strict NodeNext and Vite consumers, and runs in plain Node and from a Vite build', async () => {
  // 1. Pack (prepack builds dist/).
  const packed = JSON.parse(
    await run(
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
  await run(
    'install',
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
    scratch,
  );

  // 3. Strict TypeScript against the shipped declarations, with Node's own ESM resolution and with
  //    a bundler's (a Vite app's tsconfig, its two entries included): each compiles but for the two
  //    misspelt fields, and the errors name them. The Vite builds run meanwhile.
  const strict = {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    types: [],
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    skipLibCheck: true,
    noEmit: true,
  };
  writeFileSync(
    path.join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { ...strict, module: 'NodeNext', moduleResolution: 'NodeNext' },
      files: ['consumer.ts'],
    }),
  );
  writeFileSync(
    path.join(scratch, 'tsconfig.vite.json'),
    JSON.stringify({
      compilerOptions: {
        ...strict,
        module: 'ESNext',
        moduleResolution: 'bundler',
        verbatimModuleSyntax: true,
      },
      files: ['consumer.ts', 'server.ts', 'client.ts'],
    }),
  );
  writeFileSync(path.join(scratch, 'consumer.ts'), consumerTs);
  writeFileSync(path.join(scratch, 'server.ts'), viteServerTs);
  writeFileSync(path.join(scratch, 'client.ts'), viteClientTs);
  writeFileSync(path.join(scratch, 'vite-build.mjs'), viteBuildMjs);
  await Promise.all([
    expectOnlyTheTwoTypos('tsc NodeNext', 'tsconfig.json'),
    expectOnlyTheTwoTypos('tsc bundler', 'tsconfig.vite.json'),
    run('vite build', process.execPath, ['vite-build.mjs', vite], scratch),
  ]);

  // 4. Plain Node (no TypeScript loader) against the SDK's mock server.
  writeFileSync(path.join(scratch, 'run.mjs'), runMjs);
  const output = JSON.parse(await run('node', process.execPath, ['run.mjs'], scratch)) as {
    name: string;
    providers: number;
    page: { pageSize: number } | undefined;
    calls: number;
  };
  expect(output).toMatchObject({ name: 'Maria Lopez', providers: 3, page: { pageSize: 3 }, calls: 1 });

  // 5. The Vite server build in Node: the same call, through the packages Vite bundled.
  const built = JSON.parse(
    await run('node vite/server', process.execPath, ['vite/server/server.js'], scratch),
  ) as unknown;
  expect(built).toMatchObject({
    name: 'Maria Lopez',
    voiceActor: true,
    providers: 3,
    page: { pageSize: 3 },
    calls: 1,
  });

  // 6. The Vite browser build: the SDK's client and hooks are in it, msw and faker are not (an entry
  //    that imports @vo/sdk/mocks puts all three telltales in).
  const bundle = readdirSync(path.join(scratch, 'vite/client'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(scratch, 'vite/client', file), 'utf8'))
    .join('\n');
  expect(bundle).toContain('/providers/search');
  expect(MOCK_TELLTALES.filter((telltale) => bundle.includes(telltale))).toEqual([]);
  console.log(`steps: ${timings.join(', ')}`);
  // Two package builds (tsc), an install, two type-checks side by side with two Vite builds: about
  // 45 s on an idle two-core machine, several times that while the rest of the suite shares it.
}, 300_000);
