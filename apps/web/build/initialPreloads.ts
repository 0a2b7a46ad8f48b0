// Vite lists, for every dynamic import, the chunks to preload beside it (`__vite__mapDeps`). The
// initial chunks (the entry and the chunks it imports statically) are in the page before any import
// runs: naming them preloads nothing, yet the names and their indices were in every list, and the
// entry's lists (one per screen, routes/screens.ts) are initial JavaScript. This leaves them out.
import type { Plugin } from 'vite';

interface ChunkLike {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

/** The entry chunks and every chunk they import statically, by file name. */
export function initialChunks(outputs: readonly ChunkLike[]): Set<string> {
  const byName = new Map(outputs.map((output) => [output.fileName, output]));
  const seen = new Set<string>();
  const queue = outputs.filter((output) => output.type === 'chunk' && output.isEntry === true);
  for (let chunk = queue.shift(); chunk !== undefined; chunk = queue.shift()) {
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const name of chunk.imports ?? []) {
      const imported = byName.get(name);
      if (imported !== undefined) queue.push(imported);
    }
  }
  return seen;
}

/**
 * The plugin that learns the initial chunks as the bundle is written, and the `resolveDependencies`
 * of `build.modulePreload` that drops them from the lists of dynamic imports (index.html's own
 * preload links are left as they are).
 */
export function initialPreloads(): {
  plugin: Plugin;
  resolveDependencies: (filename: string, deps: string[], context: { hostType: 'html' | 'js' }) => string[];
} {
  let initial = new Set<string>();
  return {
    plugin: {
      name: 'vo-initial-preloads',
      apply: (_config, { command, isSsrBuild }) => command === 'build' && isSsrBuild !== true,
      generateBundle: {
        // Before Vite's import analysis fills the lists in.
        order: 'pre',
        handler(_options, bundle) {
          initial = initialChunks(Object.values(bundle));
        },
      },
    },
    resolveDependencies: (_filename, deps, { hostType }) =>
      hostType === 'html' ? deps : deps.filter((dep) => !initial.has(dep)),
  };
}
