// The bundle budget, in CI: a production build of a page using AudioPlayer, ProviderCard and a
// chart keeps its initial JavaScript within the app's 150 KB gzipped, loads the chart code only on
// demand, and ships no msw or faker. Sizes, not timings: the measurement is packages/ui/bench.
import { expect, it } from 'vitest';
import { runJsonScript } from './runJsonScript';

interface Measurement {
  page: { initialJs: number; lazyChartJs: number };
  checks: { withinBudget: boolean; chartLazy: boolean; noMocks: boolean };
}

it('keeps a page with AudioPlayer, ProviderCard and a chart within the budget', () => {
  const result = runJsonScript('packages/ui/bench/bundle.mjs', ['--page']) as Measurement;
  expect(result.page.initialJs).toBeLessThanOrEqual(150 * 1024);
  expect(result.page.lazyChartJs).toBeGreaterThan(0);
  expect(result.checks).toEqual({ withinBudget: true, chartLazy: true, noMocks: true });
});
