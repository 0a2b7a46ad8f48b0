// The import-cycle check (scripts/importCycles.mjs, `npm run lint:cycles`) on small trees written
// for each case: what counts as a cycle, what does not, and how a cycle is named.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportCycles } from './importCycles.mjs';

let base = '';
afterEach(() => {
  if (base) rmSync(base, { recursive: true, force: true });
});

/** Writes `files` (path -> source) under a new temporary folder and answers it. */
function tree(files: Record<string, string>): string {
  base = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), source);
  }
  return base;
}

describe('findImportCycles', () => {
  it('names a cycle of values through three files, from its first file back to it', () => {
    const root = tree({
      'src/a.ts': "import { b } from './b';\nexport const a = b;",
      'src/b.ts': "import { c } from './dir';\nexport const b = c;",
      'src/dir/index.ts': "import { a } from '../a';\nexport const c = a;",
      'src/leaf.ts': "import { a } from './a';\nexport const leaf = a;",
    });
    expect(findImportCycles(['src'], root)).toEqual([
      ['src/a.ts', 'src/b.ts', 'src/dir/index.ts', 'src/a.ts'],
    ]);
  });

  it('counts type-only imports and re-exports, as the conventions do', () => {
    const root = tree({
      'src/router.tsx': "import type { Handle } from './shell';\nexport interface Route { handle: Handle }",
      'src/shell.tsx': "export type { Route as Handle } from './router';",
    });
    expect(findImportCycles(['src'], root)).toEqual([['src/router.tsx', 'src/shell.tsx', 'src/router.tsx']]);
  });

  it('leaves out dynamic imports, packages, generated code and hidden folders', () => {
    const root = tree({
      'src/app.ts': "import 'react';\nexport const load = () => import('./screen');",
      'src/screen.ts': "import { load } from './app';\nexport const screen = load;",
      'src/generated/one.ts': "import './two';",
      'src/generated/two.ts': "import './one';",
      // The SDK generator's scratch copy, which it deletes while the walk may run.
      'src/.generated-check-x1/one.ts': "import './two';",
      'src/.generated-check-x1/two.ts': "import './one';",
    });
    expect(findImportCycles(['src'], root)).toEqual([]);
  });

  it('finds one cycle per group of files that import each other, across roots', () => {
    const root = tree({
      'api/x.ts': "import './y';",
      'api/y.ts': "import './x';",
      'web/p.ts': "import './q.js';",
      'web/q.ts': "import './p.js';",
    });
    expect(findImportCycles(['api', 'web'], root)).toEqual([
      ['api/x.ts', 'api/y.ts', 'api/x.ts'],
      ['web/p.ts', 'web/q.ts', 'web/p.ts'],
    ]);
  });
});
