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

  it('leave a dynamic import’s list with the chunks the page does not hold yet; the HTML’s links stay', () => {
    const { plugin, resolveDependencies } = initialPreloads();
    const generate = plugin.generateBundle;
    if (typeof generate !== 'object') throw new Error('generateBundle has an order');
    const written = Object.fromEntries(bundle.map((output) => [output.fileName, output]));
    // The hook reads only the bundle; a plugin context is not needed for it.
    Reflect.apply(generate.handler, undefined, [{}, written, false]);
    const deps = ['assets/search.route-1.js', 'assets/cx-1.js', 'assets/providers-1.js'];
    expect(resolveDependencies('assets/search.route-1.js', deps, { hostType: 'js' })).toEqual([
      'assets/search.route-1.js',
      'assets/providers-1.js',
    ]);
    expect(resolveDependencies('index.html', deps, { hostType: 'html' })).toEqual(deps);
  });
});
