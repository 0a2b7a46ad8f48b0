// The component library's behavioural tests (its stories run in .storybook/vitest.config.ts).
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { componentsWorkers, group, reactBrowserProject } from '../../scripts/vitest/projects';

export const projects: TestProjectInlineConfiguration[] = [
  // The component library's behavioural tests, rendered in Chromium with its real styles.
  reactBrowserProject('ui', 'packages/ui', group.components, { workers: componentsWorkers }),
];

export default defineConfig({ test: { projects } });
