// A Vite plugin that writes, for each screen of `src/routes/screens.ts`, the chunks its code needs
// beyond the entry's: `.vite/screen-preloads.json`, `{ "search": ["/assets/SearchPage-….js", …] }`.
// The server render sends the page's list with its data, and the browser adds their links a few per
// task (`preloadScripts`, src/app/serverPayload.ts). Without it, Vite's preload helper added one
// link element per chunk as hydration asked for the screen: 25 for the search page in one task,
// each starting a request on the main thread (5 to 7 ms apiece at phone speed, ~150 ms in all).
import type { Plugin } from 'vite';
import { parseSync } from 'vite';

/** Where the build writes the map, inside its output folder (beside Vite's manifest). */
export const SCREEN_PRELOADS_FILE = '.vite/screen-preloads.json';

const SCREENS_MODULE = /\/src\/routes\/screens\.ts$/;

interface AstNode {
  readonly type: string;
}

const isNode = (value: unknown): value is AstNode & Record<string, unknown> =>
  typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';

/** Every node under `node` (itself included), depth first. */
function* nodesUnder(node: unknown): Generator<AstNode & Record<string, unknown>> {
  if (Array.isArray(node)) {
    for (const item of node) yield* nodesUnder(item);
    return;
  }
  if (!isNode(node)) return;
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && typeof value === 'object') yield* nodesUnder(value);
  }
}

/** The string literal of `node`, if it is one. */
const literal = (node: unknown): string | undefined =>
  isNode(node) && node.type === 'Literal' && typeof node['value'] === 'string' ? node['value'] : undefined;

/**
 * The modules each screen of SCREEN_SLOTS imports dynamically (its component, its data and head
 * modules), by screen name, as written in the source.
 */
export function screenImports(code: string): Map<string, string[]> {
  // Parsed as TypeScript: the module's source or the JavaScript a transform made of it.
  const { program, errors } = parseSync('screens.ts', code);
  if (errors.length > 0) throw new Error(`screens.ts does not parse: ${errors[0]?.message ?? ''}`);
  const slots = [...nodesUnder(program)].find(
    (node) =>
      node.type === 'VariableDeclarator' &&
      isNode(node['id']) &&
      node['id']['name'] === 'SCREEN_SLOTS' &&
      isNode(node['init']) &&
      node['init'].type === 'ObjectExpression',
  );
  if (slots === undefined || !isNode(slots['init']))
    throw new Error('screens.ts has no SCREEN_SLOTS object.');
  const imports = new Map<string, string[]>();
  const properties = slots['init']['properties'];
  for (const property of Array.isArray(properties) ? properties : []) {
    if (!isNode(property) || property.type !== 'Property' || !isNode(property['key'])) continue;
    const name = property['key']['name'] ?? literal(property['key']);
    if (typeof name !== 'string' || imports.has(name)) continue;
    const specifiers = [...nodesUnder(property['value'])]
      .filter((node) => node.type === 'ImportExpression')
      .map((node) => literal(node['source']))
      .filter((specifier) => specifier !== undefined);
    if (specifiers.length > 0) imports.set(name, specifiers);
  }
  return imports;
}

interface ChunkLike {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
  readonly imports: readonly string[];
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
 * already preloads), given the screens' resolved module ids and the build's chunks.
 */
export function screenPreloads(
  screens: ReadonlyMap<string, readonly string[]>,
  chunkList: readonly ChunkLike[],
  base: string,
): Record<string, string[]> {
  const chunks = new Map(chunkList.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(chunkList.map((chunk) => [chunk.facadeModuleId, chunk.fileName]));
  const loaded = new Set(
    closure(
      chunkList.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
      chunks,
    ),
  );
  const preloads: Record<string, string[]> = {};
  for (const [screen, modules] of screens) {
    const own = modules.map((id) => byModule.get(id)).filter((file) => file !== undefined);
    const files = closure(own, chunks).filter((file) => !loaded.has(file));
    if (files.length > 0) preloads[screen] = files.map((file) => `${base}${file}`);
  }
  return preloads;
}

export function screenPreloadsPlugin(): Plugin {
  let base = '/';
  const screens = new Map<string, string[]>();
  return {
    name: 'vo-screen-preloads',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && isSsrBuild !== true,
    configResolved(config) {
      base = config.base;
    },
    transform: {
      filter: { id: SCREENS_MODULE },
      async handler(code, id) {
        for (const [screen, specifiers] of screenImports(code)) {
          const resolved = await Promise.all(specifiers.map((specifier) => this.resolve(specifier, id)));
          screens.set(
            screen,
            resolved.flatMap((module) => (module === null ? [] : [module.id])),
          );
        }
        return null;
      },
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      this.emitFile({
        type: 'asset',
        fileName: SCREEN_PRELOADS_FILE,
        source: `${JSON.stringify(screenPreloads(screens, chunks, base), null, 2)}\n`,
      });
    },
  };
}
