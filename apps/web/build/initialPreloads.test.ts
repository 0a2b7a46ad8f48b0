import { describe, expect, it } from 'vitest';
import { initialChunks, initialPreloads } from './initialPreloads';

const chunk = (fileName: string, imports: string[], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry,
});

describe('the initial chunks left out of preload lists', () => {
  const bundle = [
    chunk('assets/index-1.js', ['assets/cx-1.js', 'assets/session-1.js'], true),
    chunk('assets/cx-1.js', []),
    chunk('assets/session-1.js', ['assets/xstate-1.js']),
    chunk('assets/xstate-1.js', []),
    chunk('assets/search.route-1.js', ['assets/cx-1.js', 'assets/providers-1.js']),
    chunk('assets/providers-1.js', []),
    chunk('assets/SearchPage-1.js', ['assets/providers-1.js', 'assets/Dialog-1.js']),
    chunk('assets/Dialog-1.js', []),
    { type: 'asset' as const, fileName: 'assets/index-1.css' },
  ];

  it('are the entry and what it imports statically, however deep', () => {
    expect([...initialChunks(bundle)].sort()).toEqual([
      'assets/cx-1.js',
      'assets/index-1.js',
      'assets/session-1.js',
      'assets/xstate-1.js',
    ]);
  });

  it('leave a dynamic import’s list with the chunks neither the page nor its importer holds; the HTML’s links stay', () => {
    const { plugin, resolveDependencies } = initialPreloads();
    const generate = plugin.generateBundle;
    if (typeof generate !== 'object') throw new Error('generateBundle has an order');
    const written = Object.fromEntries(bundle.map((output) => [output.fileName, output]));
    // The hook reads only the bundle; a plugin context is not needed for it.
    Reflect.apply(generate.handler, undefined, [{}, written, false]);
    const deps = ['assets/search.route-1.js', 'assets/cx-1.js', 'assets/providers-1.js'];
    const fromEntry = { hostId: 'assets/index-1.js', hostType: 'js' } as const;
    expect(resolveDependencies('assets/search.route-1.js', deps, fromEntry)).toEqual([
      'assets/search.route-1.js',
      'assets/providers-1.js',
    ]);
    // The route module imports the page: what the route module imports is loaded by then.
    const page = ['assets/SearchPage-1.js', 'assets/providers-1.js', 'assets/Dialog-1.js'];
    const fromRoute = { hostId: 'assets/search.route-1.js', hostType: 'js' } as const;
    expect(resolveDependencies('assets/SearchPage-1.js', page, fromRoute)).toEqual([
      'assets/SearchPage-1.js',
      'assets/Dialog-1.js',
    ]);
    expect(resolveDependencies('index.html', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
  });
});
