// What the sharded run refuses before it starts (scripts/test-shard.mjs): a shard it cannot run,
// and a merge that would leave a shard's files out.
import { describe, expect, it } from 'vitest';
import { parseShard, unmergeable } from './shards.mjs';

describe('parseShard', () => {
  it('reads shard k of n', () => {
    expect(parseShard(['1/2'])).toEqual({ index: 1, count: 2 });
    expect(parseShard(['3/3'])).toEqual({ index: 3, count: 3 });
  });

  it.each([
    [[], 'No shard was given.'],
    [['3/2'], '"3/2" is not a shard k/n with 1 <= k <= n.'],
    [['0/2'], '"0/2" is not a shard k/n with 1 <= k <= n.'],
    [['half'], '"half" is not a shard k/n with 1 <= k <= n.'],
    [['1/2', '2/2'], '"1/2 2/2" is not a shard k/n with 1 <= k <= n.'],
  ])('refuses %j with the usage and what was wrong', (args, problem) => {
    const parsed = parseShard(args);
    expect(parsed).toEqual({
      error: `usage: npm run test:shard -- <k>/<n>   (this machine runs shard k of n, e.g. 1/2)\n${problem}`,
    });
  });
});

describe('unmergeable', () => {
  it('merges every shard of one run', () => {
    expect(unmergeable(['blob-2-3.json', 'blob-1-3.json', 'blob-3-3.json'])).toBeUndefined();
  });

  it('names the shards whose reports are missing', () => {
    expect(unmergeable(['blob-1-3.json'])).toBe(
      '.vitest-reports/ misses blob-2-3.json, blob-3-3.json: every shard of the run must be merged.',
    );
  });

  it('refuses reports of two differently split runs', () => {
    expect(unmergeable(['blob-1-2.json', 'blob-2-2.json', 'blob-1-3.json'])).toBe(
      ".vitest-reports/ holds reports of runs split 2 and 3 ways: keep one run's shards only.",
    );
  });

  it('refuses a folder without any shard report', () => {
    expect(unmergeable([])).toBe(
      "No shard's report is in .vitest-reports/: gather every shard's .vitest-reports/ there first.",
    );
    expect(unmergeable(['notes.txt'])).toBe(
      "No shard's report is in .vitest-reports/: gather every shard's .vitest-reports/ there first.",
    );
  });
});
