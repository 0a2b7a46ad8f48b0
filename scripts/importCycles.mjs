// Import cycles in the hand-written sources: CONVENTIONS names them an anti-pattern, and a cycle
// makes the order modules run in depend on which one a caller happens to load first. Every static
// `import` and `export ... from` between files counts, type-only ones too (a type cycle still ties
// the modules' meaning together, and turns into a runtime one with the first value imported along
// it); dynamic `import()` does not (it is a deliberate split point, loaded later). Generated code
// is left out. Plain functions, tested in importCycles.test.ts; `npm run lint:cycles` runs them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

/** @type {typeof import('typescript')} */
const ts = createRequire(import.meta.url)('typescript');

/** The source roots of the monorepo whose import graphs must have no cycle. */
export const sourceRoots = [
  'apps/api/src',
  'apps/web/src',
  'packages/sdk/src',
  'packages/machines/src',
  'packages/ui/src',
];

/**
 * The TypeScript files under `root`, skipping generated code and dependencies.
 *
 * @param {string} root an absolute folder
 * @returns {string[]}
 */
function sourceFiles(root) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} folder */
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) {
        // Hidden folders hold no source: the SDK's generate:check writes its scratch copy into
        // src/.generated-check-* and deletes it while this walk may run beside it (npm test's lanes).
        if (name !== 'generated' && name !== 'node_modules' && !name.startsWith('.')) walk(path);
      } else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) found.push(path);
    }
  };
  walk(root);
  return found;
}

/**
 * The files `file` imports statically, among `known` (relative specifiers only: a package is
 * another graph).
 *
 * @param {string} file
 * @param {Set<string>} known
 * @returns {string[]}
 */
function importsOf(file, known) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  /** @type {Set<string>} */
  const targets = new Set();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const base = resolve(dirname(file), specifier.text.replace(/\.js$/, ''));
    const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
    const target = candidates.find((candidate) => known.has(candidate));
    if (target !== undefined) targets.add(target);
  }
  return [...targets];
}

/**
 * One cycle through `start` inside its strongly connected component: the shortest path back to it.
 *
 * @param {string} start
 * @param {Map<string, string[]>} graph
 * @param {Set<string>} component
 * @returns {string[]}
 */
function cycleThrough(start, graph, component) {
  /** @type {Map<string, string>} */
  const cameFrom = new Map();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i] ?? start;
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0] ?? start) ?? start);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

/**
 * The import cycles under `roots` (folders, absolute or relative to `base`): one example cycle per
 * group of files that import each other round, as paths relative to `base`, each ending where it
 * starts.
 *
 * @param {readonly string[]} roots
 * @param {string} base
 * @returns {string[][]}
 */
export function findImportCycles(roots, base) {
  const files = roots.flatMap((root) => sourceFiles(resolve(base, root)));
  const known = new Set(files);
  /** @type {Map<string, string[]>} */
  const graph = new Map(files.map((file) => [file, importsOf(file, known)]));
  // Tarjan's strongly connected components, iteratively (a deep graph would overflow the stack).
  let counter = 0;
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const components = [];
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    /** @type {{ node: string, next: number }[]} */
    const work = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter);
    counter += 1;
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame === undefined) break;
      const edges = graph.get(frame.node) ?? [];
      const next = edges[frame.next];
      if (next !== undefined) {
        frame.next += 1;
        if (!index.has(next)) {
          index.set(next, counter);
          low.set(next, counter);
          counter += 1;
          stack.push(next);
          onStack.add(next);
          work.push({ node: next, next: 0 });
        } else if (onStack.has(next)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(next) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined)
        low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      if (low.get(frame.node) === index.get(frame.node)) {
        /** @type {string[]} */
        const component = [];
        let member;
        do {
          member = stack.pop();
          if (member === undefined) break;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfImport) components.push(component);
      }
    }
  }
  return components.map((component) => {
    const first = [...component].sort()[0] ?? '';
    return cycleThrough(first, graph, new Set(component)).map((file) => relative(base, file));
  });
}
