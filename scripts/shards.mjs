// What `npm run test:shard` and `npm run test:merge` decide before they run Vitest
// (scripts/test-shard.mjs): which shard a machine runs, and whether every shard's report is there
// to merge. Plain functions, tested in shards.test.ts.

/** Where each shard leaves its results, and where the merge reads them. */
export const reportsFolder = '.vitest-reports';

/**
 * The report of shard `index` of `count`: Vitest's own name for a shard's blob.
 *
 * @param {number} index
 * @param {number} count
 */
const reportName = (index, count) => `blob-${String(index)}-${String(count)}.json`;

/**
 * The shard `k/n` that `args` name, or the error to print: k and n whole numbers, 1 <= k <= n.
 *
 * @param {readonly string[]} args the command's arguments
 * @returns {{ index: number, count: number } | { error: string }}
 */
export function parseShard(args) {
  const usage = 'usage: npm run test:shard -- <k>/<n>   (this machine runs shard k of n, e.g. 1/2)';
  const [shard = '', ...rest] = args;
  const parts = /^(\d+)\/(\d+)$/.exec(shard);
  const index = Number(parts?.[1]);
  const count = Number(parts?.[2]);
  if (parts === null || rest.length > 0 || index < 1 || index > count) {
    const given =
      shard === '' ? 'No shard was given.' : `"${args.join(' ')}" is not a shard k/n with 1 <= k <= n.`;
    return { error: `${usage}\n${given}` };
  }
  return { index, count };
}

/**
 * Why the reports named `names` (the reports folder's files) cannot be merged, or undefined when
 * they are every shard of one run: a shard whose report is missing would leave its files out of
 * the merged result without a word.
 *
 * @param {readonly string[]} names
 * @returns {string | undefined}
 */
export function unmergeable(names) {
  const shards = names.flatMap((name) => {
    const found = /^blob-(\d+)-(\d+)\.json$/.exec(name);
    return found === null ? [] : [{ index: Number(found[1]), count: Number(found[2]) }];
  });
  const counts = [...new Set(shards.map(({ count }) => count))].sort((a, b) => a - b);
  const [count] = counts;
  if (count === undefined) {
    return `No shard's report is in ${reportsFolder}/: gather every shard's ${reportsFolder}/ there first.`;
  }
  if (counts.length > 1) {
    return `${reportsFolder}/ holds reports of runs split ${counts.join(' and ')} ways: keep one run's shards only.`;
  }
  const missing = Array.from({ length: count }, (_, at) => at + 1)
    .filter((index) => !shards.some((shard) => shard.index === index))
    .map((index) => reportName(index, count));
  if (missing.length > 0) {
    return `${reportsFolder}/ misses ${missing.join(', ')}: every shard of the run must be merged.`;
  }
  return undefined;
}
