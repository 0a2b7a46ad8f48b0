// The app's feature boundaries (bulletproof-react's `import/no-restricted-paths`, without the
// plugin): inside apps/web/src, a feature never imports another feature nor app/ internals, and lib/
// (what several features share) imports neither features, app/ nor routes/. app/ and routes/ compose
// the features; testing/ (the harness of tests and stories) may reach anything.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webSrc = fileURLToPath(new URL('../../apps/web/src/', import.meta.url));

/** Where a file sits in the app: `features/<name>`, `app`, `lib`, `routes`, `testing`, or null outside. */
function zoneOf(file) {
  const relative = path.relative(webSrc, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, name] = relative.split(path.sep);
  if (top === 'features') return name === undefined ? 'features' : `features/${name}`;
  return top ?? null;
}

const isFeature = (zone) => zone !== null && zone.startsWith('features/');

/** Why `from` may not import `to`, or null when it may. */
function refusal(from, to) {
  if (isFeature(from) && isFeature(to) && from !== to) {
    return `${from} imports ${to}: a feature never imports another feature. Compose them in app/ or routes/, or move what both need to lib/.`;
  }
  if (isFeature(from) && to === 'app') {
    return `${from} reaches into app/: features never import app/ internals. What a feature needs from the app (services, session, the error page) lives in lib/.`;
  }
  if (from === 'lib' && (isFeature(to) || to === 'app' || to === 'routes')) {
    return `lib/ imports ${to}: lib/ is shared code below the features and never imports a feature, app/ or routes/.`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps the app's features apart and lib/ below them." },
    schema: [],
  },
  create(context) {
    const from = zoneOf(context.filename);
    if (from === null || from === 'testing' || from === 'app' || from === 'routes') return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = zoneOf(path.resolve(path.dirname(context.filename), source));
      const message = to === null ? null : refusal(from, to);
      if (message !== null) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
    };
  },
};
