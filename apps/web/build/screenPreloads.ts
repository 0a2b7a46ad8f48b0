// A Vite plugin that writes, for each screen's route module (`src/features/*/<screen>.route.ts`),
// the chunks its code needs beyond the entry's: `.vite/screen-preloads.json`,
// `{ "search": ["/assets/search.route-….js", "/assets/SearchPage-….js", …] }`. The server render
// sends the page's list with its data, and the browser adds their links a few per task
// (`preloadScripts`, src/app/serverPayload.ts). Without it, Vite's preload helper added one link
// element per chunk as hydration asked for the screen: 25 for the search page in one task, each
// starting a request on the main thread (5 to 7 ms apiece at phone speed, ~150 ms in all).
import type { Plugin } from 'vite';

/** Where the build writes the map, inside its output folder (beside Vite's manifest). */
export const SCREEN_PRELOADS_FILE = '.vite/screen-preloads.json';

/** A screen's route module, and its screen's name (src/routes/screens.ts names them the same way). */
const ROUTE_MODULE = /\/src\/features\/[^/]+\/([^/]+)\.route\.ts$/;

interface ChunkLike {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
}

/** `fileNames` and every chunk they import statically, in breadth-first order. */
function closure(fileNames: readonly string[], chunks: ReadonlyMap<string, ChunkLike>): string[] {
  const seen = new Set<string>();
  const queue = [...fileNames];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(chunks.get(file)?.imports ?? []));
  }
  return [...seen];
}

/**
 * The files each screen needs beyond the entry chunk and its static imports (which index.html
 * already preloads): its route module's chunk, the page that module loads, and what they import.
 */
export function screenPreloads(chunkList: readonly ChunkLike[], base: string): Record<string, string[]> {
  const chunks = new Map(chunkList.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set(
    closure(
      chunkList.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
      chunks,
    ),
  );
  const preloads: Record<string, string[]> = {};
  for (const chunk of chunkList) {
    const screen = ROUTE_MODULE.exec(chunk.facadeModuleId ?? '')?.[1];
    if (screen === undefined) continue;
    const files = closure([chunk.fileName, ...chunk.dynamicImports], chunks).filter(
      (file) => !loaded.has(file),
    );
    if (files.length > 0) preloads[screen] = files.map((file) => `${base}${file}`);
  }
  return preloads;
}

export function screenPreloadsPlugin(): Plugin {
  let base = '/';
  return {
    name: 'vo-screen-preloads',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && isSsrBuild !== true,
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      this.emitFile({
        type: 'asset',
        fileName: SCREEN_PRELOADS_FILE,
        source: `${JSON.stringify(screenPreloads(chunks, base), null, 2)}\n`,
      });
    },
  };
}
