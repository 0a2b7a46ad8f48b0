// The lifecycle machines' tests, in Node.
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { at, group, source, typeTests } from '../../scripts/vitest/projects';

export const projects: TestProjectInlineConfiguration[] = [
  {
    ...source,
    test: {
      name: 'machines',
      root: at('packages/machines'),
      environment: 'node',
      include: ['src/**/*.test.ts'],
      // One module graph for the worker's files, as sdk's (above).
      isolate: false,
      sequence: { groupOrder: group.quick },
      typecheck: typeTests,
    },
  },
];

export default defineConfig({ test: { projects } });
