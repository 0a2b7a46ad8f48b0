import { build } from 'esbuild';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as hooks from './hooks';
import { operations } from './mocks/index';

const pascal = (id: string) => `${id.charAt(0).toUpperCase()}${id.slice(1)}`;

describe('entry points', () => {
  it('has a react-query hook for every operation, and a query key for every read', () => {
    const exported: Readonly<Record<string, unknown>> = hooks;
    const missing = operations.flatMap((o) => {
      const names = [
        `use${pascal(o.operationId)}`,
        ...(o.method === 'get' ? [`get${pascal(o.operationId)}QueryKey`] : []),
      ];
      return names.filter((name) => typeof exported[name] !== 'function');
    });
    expect(missing).toEqual([]);
  });

  it('keeps msw and faker out of what an app bundles from @vo/sdk and @vo/sdk/hooks', async () => {
    const result = await build({
      stdin: {
        contents: "export * from './src/index.ts';\nexport * from './src/hooks.ts';\n",
        resolveDir: path.resolve(import.meta.dirname, '..'),
        loader: 'ts',
      },
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      external: ['react', 'react-dom', '@tanstack/react-query'],
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((i) => i.includes('openapi-fetch'))).toBe(true);
    expect(inputs.filter((i) => /node_modules\/(msw|@faker-js|@mswjs)\//.test(i))).toEqual([]);
  });
});
