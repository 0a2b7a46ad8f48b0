import { describe, expect, it } from 'vitest';
import { screenPreloads } from './screenPreloads';

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[],
  { dynamicImports = [], isEntry = false }: { dynamicImports?: string[]; isEntry?: boolean } = {},
) => ({ type: 'chunk' as const, fileName, facadeModuleId, imports, dynamicImports, isEntry });

describe('the screens’ preloads', () => {
  const chunks = [
    chunk('assets/index-1.js', '/app/src/main.tsx', ['assets/cx-1.js'], {
      isEntry: true,
      dynamicImports: ['assets/search.route-1.js', 'assets/notFound.route-1.js'],
    }),
    chunk('assets/cx-1.js', null, []),
    chunk(
      'assets/search.route-1.js',
      '/app/src/features/search/search.route.ts',
      ['assets/searchQuery-1.js'],
      {
        dynamicImports: ['assets/SearchPage-1.js'],
      },
    ),
    chunk('assets/SearchPage-1.js', '/app/src/features/search/SearchPage.tsx', [
      'assets/cx-1.js',
      'assets/Card-1.js',
      'assets/searchQuery-1.js',
    ]),
    chunk('assets/searchQuery-1.js', '/app/src/features/search/searchQuery.ts', ['assets/providers-1.js']),
    chunk('assets/Card-1.js', null, ['assets/cx-1.js']),
    chunk('assets/providers-1.js', null, []),
    chunk('assets/notFound.route-1.js', '/app/src/features/errors/notFound.route.ts', [], {
      dynamicImports: ['assets/NotFoundPage-1.js'],
    }),
    chunk('assets/NotFoundPage-1.js', '/app/src/features/errors/NotFoundPage.tsx', ['assets/cx-1.js']),
    chunk('assets/Other-1.js', '/app/src/features/search/Other.tsx', []),
  ];

  it('lists, by screen, its route module, the page it loads and their chunks, each once, none of the entry’s', () => {
    expect(screenPreloads(chunks, '/')).toEqual({
      search: [
        '/assets/search.route-1.js',
        '/assets/SearchPage-1.js',
        '/assets/searchQuery-1.js',
        '/assets/Card-1.js',
        '/assets/providers-1.js',
      ],
      notFound: ['/assets/notFound.route-1.js', '/assets/NotFoundPage-1.js'],
    });
  });

  it('writes the addresses under the build’s base', () => {
    expect(screenPreloads(chunks, '/app/').notFound).toEqual([
      '/app/assets/notFound.route-1.js',
      '/app/assets/NotFoundPage-1.js',
    ]);
  });
});
