import { describe, expect, it } from 'vitest';
import { screenImports, screenPreloads } from './screenPreloads';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
  isEntry,
});

describe('the screens’ preloads', () => {
  it('reads each screen’s dynamic imports from SCREEN_SLOTS: its component, data and head modules', () => {
    const code = `
      const other = { ignored: { Component: async () => import('./nowhere') } };
      export const SCREEN_SLOTS = {
        signIn: { Component: async () => (await import('../features/auth/SignInPage')).SignInPage },
        search: {
          Component: async () => (await import('../features/search/SearchPage')).SearchPage,
          ...lazyData(() => import('../features/search/searchQuery'), (m) => ({ prefetch: m.prefetch })),
        },
        'quoted-name': { Component: async () => (await import('./Quoted')).Quoted },
        computed: { Component: async () => (await import(missing)).Component },
      };`;
    expect(Object.fromEntries(screenImports(code))).toEqual({
      signIn: ['../features/auth/SignInPage'],
      search: ['../features/search/SearchPage', '../features/search/searchQuery'],
      'quoted-name': ['./Quoted'],
    });
  });

  it('says so when the module has no SCREEN_SLOTS object', () => {
    expect(() => screenImports('export const SLOTS = {};')).toThrow('screens.ts has no SCREEN_SLOTS object.');
  });

  it('lists the chunks a screen needs beyond the entry’s, its own first, shared ones once', () => {
    const chunks = [
      chunk('assets/index-1.js', '/app/src/main.tsx', ['assets/cx-1.js'], true),
      chunk('assets/cx-1.js', null, []),
      chunk('assets/SearchPage-1.js', '/app/src/features/search/SearchPage.tsx', [
        'assets/cx-1.js',
        'assets/Card-1.js',
        'assets/searchQuery-1.js',
      ]),
      chunk('assets/searchQuery-1.js', '/app/src/features/search/searchQuery.ts', ['assets/providers-1.js']),
      chunk('assets/Card-1.js', null, ['assets/cx-1.js']),
      chunk('assets/providers-1.js', null, []),
      chunk('assets/NotFoundPage-1.js', '/app/src/features/errors/NotFoundPage.tsx', ['assets/cx-1.js']),
    ];
    const screens = new Map([
      ['search', ['/app/src/features/search/SearchPage.tsx', '/app/src/features/search/searchQuery.ts']],
      ['notFound', ['/app/src/features/errors/NotFoundPage.tsx']],
      ['gone', ['/app/src/features/gone/GonePage.tsx']],
    ]);
    expect(screenPreloads(screens, chunks, '/')).toEqual({
      search: [
        '/assets/SearchPage-1.js',
        '/assets/searchQuery-1.js',
        '/assets/Card-1.js',
        '/assets/providers-1.js',
      ],
      notFound: ['/assets/NotFoundPage-1.js'],
    });
  });
});
