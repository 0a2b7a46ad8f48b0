// The bundle budget, in CI: a production build of a page using AudioPlayer, ProviderCard and a
// chart keeps its initial JavaScript within the app's 150 KB gzipped, loads the chart code only on
// demand, and ships no msw or faker. Sizes, not timings: the measurement is packages/ui/bench.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

interface Measurement {
  page: { initialJs: number; lazyChartJs: number };
  checks: { withinBudget: boolean; chartLazy: boolean; noMocks: boolean };
}

it('keeps a page with AudioPlayer, ProviderCard and a chart within the budget', () => {
  const script = fileURLToPath(new URL('../packages/ui/bench/bundle.mjs', import.meta.url));
  let output: string;
  try {
    output = execFileSync(process.execPath, [script, '--json'], { encoding: 'utf8' });
  } catch (error) {
    // The script exits 1 when a check fails; its JSON is still on stdout.
    output = (error as { stdout?: string }).stdout ?? '';
  }
  const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Measurement;
  expect(result.page.initialJs).toBeLessThanOrEqual(150 * 1024);
  expect(result.page.lazyChartJs).toBeGreaterThan(0);
  expect(result.checks).toEqual({ withinBudget: true, chartLazy: true, noMocks: true });
});
