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

/** The chunks `from` names and every chunk they import statically, by file name. */
function staticClosure(outputs: readonly ChunkLike[], from: readonly ChunkLike[]): Set<string> {
  const byName = new Map(outputs.map((output) => [output.fileName, output]));
  const seen = new Set<string>();
  const queue = [...from];
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

/** The entry chunks and every chunk they import statically, by file name. */
export const initialChunks = (outputs: readonly ChunkLike[]): Set<string> =>
  staticClosure(
    outputs,
    outputs.filter((output) => output.type === 'chunk' && output.isEntry === true),
  );

/**
 * The plugin that learns the chunks as the bundle is written, and the `resolveDependencies` of
 * `build.modulePreload` that drops from a dynamic import's list the initial chunks and the chunks
 * its importer already imports statically (loaded before the importer runs). index.html's own
 * preload links are left as they are.
 */
export function initialPreloads(): {
  plugin: Plugin;
  resolveDependencies: (
    filename: string,
    deps: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ) => string[];
} {
  let initial = new Set<string>();
  let outputs: ChunkLike[] = [];
  const loadedWith = new Map<string, Set<string>>();
  const importerHolds = (host: string): Set<string> => {
    let held = loadedWith.get(host);
    if (held === undefined) {
      held = staticClosure(
        outputs,
        outputs.filter((output) => output.fileName === host),
      );
      loadedWith.set(host, held);
    }
    return held;
  };
  return {
    plugin: {
      name: 'vo-initial-preloads',
      apply: (_config, { command, isSsrBuild }) => command === 'build' && isSsrBuild !== true,
      generateBundle: {
        // Before Vite's import analysis fills the lists in.
        order: 'pre',
        handler(_options, bundle) {
          outputs = Object.values(bundle);
          initial = initialChunks(outputs);
          loadedWith.clear();
        },
      },
    },
    resolveDependencies: (_filename, deps, { hostId, hostType }) =>
      hostType === 'html' ? deps : deps.filter((dep) => !initial.has(dep) && !importerHolds(hostId).has(dep)),
  };
}
