import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions } from 'vite';

const configDir = dirname(fileURLToPath(import.meta.url));

// One Storybook for machines, components and feature screens. A glob whose folder does not exist
// yet makes Storybook fail, so each is listed only once its package has sources.
const storyGlobs = [
  { folder: 'docs', glob: './docs/**/*.@(mdx|stories.tsx)' },
  { folder: 'machines', glob: './machines/**/*.stories.tsx' },
  { folder: '../packages/ui/src', glob: '../packages/ui/src/**/*.stories.tsx' },
  { folder: '../apps/web/src', glob: '../apps/web/src/**/*.stories.tsx' },
];

const config: StorybookConfig = {
  stories: storyGlobs.filter(({ folder }) => existsSync(join(configDir, folder))).map(({ glob }) => glob),
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Serves MSW's mockServiceWorker.js (from `npx msw init .storybook/public`).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // The args tables read the component library's props through the TypeScript checker
  // (react-docgen-typescript): unions of literals come out as their values (react-docgen printed
  // `unknown[number]` for `(typeof buttonVariants)[number]`), an inline `@default` becomes the table's
  // default instead of raw text, and an optional boolean stays a boolean (not an object control).
  // Props inherited from React's DOM types (node_modules) are left out of the tables. Under Vitest
  // (the story tests) nothing reads the tables: the quicker react-docgen keeps the runs short.
  typescript: {
    reactDocgen: process.env['VITEST'] ? 'react-docgen' : 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: join(configDir, '../packages/ui/tsconfig.json'),
      include: ['packages/ui/src/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !(prop.parent?.fileName.includes('node_modules') ?? false),
    },
  },
  // There is no root Vite config: the React plugin comes in here, and the Vitest plugin reuses it.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), react(), vanillaExtractPlugin()],
    // The workspace packages' TypeScript source (their "@vo/source" export condition), not dist/.
    resolve: {
      ...viteConfig.resolve,
      conditions: ['@vo/source', ...(viteConfig.resolve?.conditions ?? defaultClientConditions)],
    },
    // The app's screen stories load the router, react-query and the runtime sprinkles (which the
    // dependency scan does not see). Pre-bundled up front: a dependency discovered mid-run (e.g. in a
    // checkout whose optimizer cache predates them) reloads the page under running story tests.
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        'react-router',
        'react-router/dom',
        '@tanstack/react-query',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        // The screen stories' typed mock API (@vo/sdk/mocks) answers with faker's data. (msw itself
        // stays out: a pre-bundled copy beside msw-storybook-addon's gives two websocket handler
        // classes, and the live-updates machine page's socket then never connects.)
        '@faker-js/faker',
      ],
    },
  }),
};

export default config;
