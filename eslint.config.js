// ESLint flat config: the rules that need no type information (js recommended, typescript-eslint's
// `strict`) and the architecture's import boundaries (openapi -> sdk -> machines/ui -> web; ui never
// imports sdk; mocks never ship). It runs without a TypeScript program, so it is cheap. The rules of
// typescript-eslint's `strictTypeChecked` that need types run in oxlint's type-aware mode instead
// (.oxlintrc.json, `npm run lint:types`), on TypeScript 7's checker: one place per rule.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './scripts/eslint/featureBoundaries.js';

const pkg = (name) => [`@vo/${name}`, `@vo/${name}/*`];
const deepImports = {
  group: ['@vo/*/src', '@vo/*/src/*', '**/packages/*/src/**', '**/apps/*/src/**'],
  message: 'Import a package by its name and public entry, never by path into its sources.',
};
const mocks = {
  group: ['@vo/sdk/mocks', '@vo/sdk/testing', 'msw', 'msw/*', '@faker-js/faker'],
  message: 'Mocks and fake data belong to tests and stories only: they must never reach a production bundle.',
};
const forbid = (names, message) => ({ group: names.flatMap(pkg), message });

const testFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.test-d.ts',
  '**/*.stories.tsx',
  '**/mocks/**',
  '**/testing/**',
];

/** The boundary rule for one layer: what it may not import, besides deep paths and mocks. */
const boundary = (files, patterns, { allowMocks = false } = {}) => ({
  files,
  ignores: testFiles,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [deepImports, ...(allowMocks ? [] : [mocks]), ...patterns] },
    ],
  },
});

// Inside @vo/ui, a component folder (src/components/<Name>/, src/marketplace/<Name>/) uses another
// component only through that folder's index.ts: `../Button`, `../../components/Button`, never
// `../TextField/Field.css`. What several components share lives in src/internal/.
const uiLayer = forbid(
  ['sdk', 'machines', 'web', 'api'],
  'ui takes data through props: it never imports sdk or machines.',
);
const siblingInternals = {
  regex: '^\\.\\./(\\.\\./(components|marketplace)/)?[^./][^/]*/',
  message:
    'Use another component through its index.ts; what several components share belongs in packages/ui/src/internal/.',
};
const componentFolders = ['packages/ui/src/components/*/**', 'packages/ui/src/marketplace/*/**'];

/** What the server's platform may not import: a module, a route, the seed or the job registry. */
const platformImports = {
  regex: '(^|/)(modules|routes|seed)(/|$)|(^|/)jobRegistry$',
  message:
    'The platform never imports a module, a route or the job registry: modules reach it through Services (server.ts wires them).',
};
/**
 * What a module (modules/<aggregate>/) may not import: the routes and the server's wiring, which
 * sit above it, and the platform's internals, which it reaches through their entry (jobs, not
 * jobs/queue) or through Services (the socket, the demo mailbox, the page renderer).
 */
const moduleImports = {
  regex:
    '(^|/)(routes|seed)(/|$)|(^|/)(jobRegistry|server|app|main)$|(^|/)jobs/queue$|(^|/)live/socket$|(^|/)mail/mailbox$|(^|/)http/(serverRender|staticPages|webAssets)$',
  message:
    'A module reaches the platform through its entry or Services and never imports a route, the seed or the server wiring.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The server render's build (apps/web/dist-server), made by npm start and the end-to-end setup.
      '**/dist-server/**',
      '**/coverage/**',
      '**/src/generated/**',
      '**/src/.generated-check-*/**',
      'openapi/.bundle/**',
      // Build output of the bundle budgets (git ignores them too).
      'apps/web/.budget-build/**',
      // What npm test builds for the slow test projects during its checks (scripts/test-builds.mjs).
      '.test-builds/**',
      'packages/ui/bench/.build-*/**',
    ],
  },
  js.configs.recommended,
  // No parserOptions.project / projectService: a rule that needs types fails here rather than
  // quietly bringing the type checker back (it belongs in .oxlintrc.json).
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  // A file a newcomer can hold in their head: 400 lines at most, tests and configs included, split
  // by responsibility past that (CONVENTIONS). Generated code is ignored above; the seed's data
  // tables (profiles, projects) are data, not logic, and stay whole.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['apps/api/src/seed/data.ts', 'apps/api/src/seed/projects.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  // Layers. The sdk sits on the document only.
  boundary(
    ['packages/sdk/**'],
    [forbid(['machines', 'ui', 'web', 'api'], 'The sdk depends on the document only.')],
  ),
  boundary(
    ['packages/machines/**'],
    [
      forbid(['ui', 'web', 'api'], 'machines may use the sdk, never ui, web or api.'),
      { group: ['react', 'react-dom', 'react/*', '@xstate/react'], message: 'machines never import React.' },
    ],
  ),
  boundary(['packages/ui/**'], [uiLayer]),
  // The component folders repeat the layer's patterns: a later config object replaces a rule's
  // options rather than adding to them.
  boundary(componentFolders, [uiLayer, siblingInternals]),
  // Their tests and stories share fixtures through src/internal/ too (they may use mocks).
  {
    files: componentFolders.flatMap((folder) => testFiles.map((test) => `${folder.slice(0, -3)}/${test}`)),
    rules: { 'no-restricted-imports': ['error', { patterns: [deepImports, uiLayer, siblingInternals] }] },
  },
  boundary(['apps/web/**'], [forbid(['api'], 'The app talks to the API over HTTP through the sdk.')]),
  // The end-to-end helpers run in the test process, never in a bundle: they sign in through @vo/sdk/testing.
  boundary(['apps/web/e2e/**'], [forbid(['api'], 'The app talks to the API over HTTP through the sdk.')], {
    allowMocks: true,
  }),
  // Inside the app: features apart from each other and from app/ internals; lib/ below them.
  {
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    plugins: { vo: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'vo/feature-boundaries': 'error' },
  },
  // The server's platform (transport, storage, the job queue, mail, live updates, the contract)
  // knows no module: it never imports a module, a route or the job registry. Modules reach the
  // platform through Services, wired once in server.ts (CONVENTIONS).
  boundary(
    [
      'apps/api/src/http/**',
      'apps/api/src/db/**',
      'apps/api/src/jobs/**',
      'apps/api/src/live/**',
      'apps/api/src/files/**',
      'apps/api/src/contract/**',
      'apps/api/src/mail/**',
    ],
    [platformImports],
  ),
  // A module depends one way: on other modules and the platform's entries, never on what uses it.
  boundary(['apps/api/src/modules/**'], [moduleImports]),
  // The mocks entry itself may use msw and faker.
  boundary(['packages/sdk/src/mocks/**'], [], { allowMocks: true }),
  prettier,
);
