import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { devRenderPlugin } from './build/devRender.ts';
import { initialPreloads } from './build/initialPreloads.ts';
import { precompress } from './build/precompress.ts';
import { screenPreloadsPlugin } from './build/screenPreloads.ts';
import { warmIntlPlugin } from './build/warmIntl.ts';

/** Where `npm run dev` sends /api and /auth: the reference server of apps/api (`npm start`). */
const apiOrigin = process.env['VO_API_ORIGIN'] ?? 'http://localhost:8080';

/**
 * react-router 7 exports only its development build (remix-run/react-router#14102, open), so a
 * production bundle would carry its dev warnings and checks (~4 KB gzipped of the initial
 * JavaScript). Production builds take the production build it ships beside it.
 */
function productionReactRouter() {
  const root = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: join(root, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(root, 'dist/production/dom-export.mjs') },
  ];
}

/**
 * The workspace packages (@vo/sdk, @vo/machines) export their TypeScript source under the
 * "@vo/source" condition and their built dist/ under "import" (for projects outside the monorepo):
 * the app always reads the source, so it needs no package build.
 */
const SOURCE_CONDITION = '@vo/source';

/** The modules of the screens' common kit (build.rolldownOptions below): never used by the shell. */
const SCREEN_KIT = new RegExp(
  [
    String.raw`packages[\/]ui[\/]src[\/]components[\/](Skeleton|EmptyState|Card|Avatar|Link|Heading|Text|Stack|Inline|Box|StatusLabel|Banner)[\/]`,
    String.raw`apps[\/]web[\/]src[\/]lib[\/](queryState|AppLink)[\/.]`,
    String.raw`@tanstack[\/](react-query|query-core)[\/]build[\/]modern[\/](useQuery|useBaseQuery|queryObserver|QueryErrorResetBoundary|errorBoundaryUtils|IsRestoringProvider|suspense)\.`,
  ].join('|'),
);

const preloads = initialPreloads();

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  resolve: {
    alias: command === 'build' && mode === 'production' ? productionReactRouter() : [],
    conditions: [SOURCE_CONDITION, ...defaultClientConditions],
  },
  // Compressed copies are for the files browsers download, not for the server's own entry.
  // The screens' chunks, for the server render to preload (build/screenPreloads.ts).
  plugins: [
    react(),
    vanillaExtractPlugin(),
    screenPreloadsPlugin(),
    preloads.plugin,
    // Every page loads the browser's Intl data in a worker first (build/warmIntl.ts).
    warmIntlPlugin(),
    ...(isSsrBuild === true ? [] : [precompress()]),
    // `npm run dev` renders the public routes on the server as the reference server does.
    devRenderPlugin(apiOrigin),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // The live-update websocket lives under /api too (ws: true).
      '/api': { target: apiOrigin, ws: true },
      '/auth': { target: apiOrigin },
      '/files': { target: apiOrigin },
    },
  },
  // The server entry (`vite build --ssr src/entry-server.tsx`, see package.json) is one
  // self-contained file: the reference server loads it from any folder, without node_modules.
  ssr: {
    // Only the build: `npm run dev`'s render (build/devRender.ts) loads the dependencies from
    // node_modules as Node does (React's CommonJS cannot run inlined).
    noExternal: command === 'build' ? true : undefined,
    target: 'node',
    resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] },
  },
  // React's production build on the server too, whatever NODE_ENV the server runs with.
  define: isSsrBuild === true ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : {},
  build: {
    outDir: isSsrBuild === true ? 'dist-server' : 'dist',
    sourcemap: true,
    // The bundle budget (bench/bundle-budget.mjs) reads the manifest to find the entry's static imports.
    manifest: isSsrBuild !== true,
    // One stylesheet for the whole app (12 KB brotli), linked by index.html, so a server-rendered
    // page of any screen is styled at first paint. Split per screen, the server had to link every
    // screen's stylesheet in the head: 25 render-blocking requests, which Lighthouse's slow 4G
    // turned into a mobile first paint of 2.4 to 3.4 s (2.2 to 2.3 s with one file).
    cssCodeSplit: false,
    // No modulepreload polyfill in the entry: every browser the app supports preloads modules itself
    // (Chrome 66, Safari 17, Firefox 115); an older one loads a screen's modules as it imports them,
    // which works the same, a little later. The polyfill was initial JavaScript for all the others.
    // The initial chunks are left out of every dynamic import's preload list (build/initialPreloads.ts).
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    rolldownOptions:
      isSsrBuild === true
        ? {}
        : {
            output: {
              codeSplitting: {
                // The screens' common kit in one chunk. Left to itself, the splitter cuts the modules many
                // screens share into a chunk per set of screens that use them; each new screen made more,
                // smaller pieces (the same code cost 0.6 KB more gzipped in five pieces than in one), and
                // the routes' budget paid for the cuts, not for code. Only modules the shell does not use:
                // the kit loads with the first screen, not with the initial JavaScript.
                // (The splitter also puts modules in one chunk only when the same chunks reach them: a
                // lazy chunk that reached React without the ui, as Stripe Elements' did before it showed a
                // ui Spinner, split React from the ui's helpers and gave every chunk one import more.)
                includeDependenciesRecursively: false,
                groups: [{ name: 'screen-kit', test: SCREEN_KIT, minShareCount: 2 }],
              },
            },
          },
  },
}));
