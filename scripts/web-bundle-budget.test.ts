// The app's bundle budgets, in CI (issues 7 and 15): the production build's initial JavaScript
// stays within 150 KB gzipped, each route's chunk within 30 KB, and no chunk carries msw or faker. Sizes, not timings: the measurement is
// apps/web/bench/bundle-budget.mjs.
import { expect, it } from 'vitest';
import { runJsonScript } from './runJsonScript';
import { testBuild } from './vitest/testBuilds';

interface Measurement {
  initialJs: number;
  lazyJs: number;
  leaked: string[];
  overBudget: string[];
  checks: { withinBudget: boolean; routesWithinBudget: boolean; noMocks: boolean };
}

it('keeps the app shell within 150 KB of initial JavaScript, each route within 30 KB, without msw or faker', () => {
  // Under npm test, the production build its checks made (the end-to-end server serves the same).
  const prebuilt = testBuild('web');
  const result = runJsonScript(
    'apps/web/bench/bundle-budget.mjs',
    prebuilt === undefined ? [] : ['--dist', prebuilt],
  ) as Measurement;
  expect(result.initialJs).toBeLessThanOrEqual(150 * 1024);
  // The screens and the shell's extras are chunks of their own.
  expect(result.lazyJs).toBeGreaterThan(0);
  expect(result.leaked).toEqual([]);
  expect(result.overBudget).toEqual([]);
  expect(result.checks).toEqual({ withinBudget: true, routesWithinBudget: true, noMocks: true });
});
