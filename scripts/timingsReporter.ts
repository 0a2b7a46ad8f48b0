import type { Reporter, SerializedError, TestModule, Vitest } from 'vitest/node';
import { busyBetween, sampleCpu } from './vitest/cpuBusy';

// A Vitest reporter that measures what each project costs in one run of the whole suite: the wall
// time from its first file queued to its last file finished, its files and tests, and the time its
// files spent running. `npm test` prints the table after Vitest's own summary, so every run (and CI's
// log) says where the minutes went; the table in docs/testing.md comes from it. `busy` is how much of the
// machine's CPU was in use over the project's wall time (scripts/vitest/cpuBusy.ts): a group whose
// projects leave the cores idle can take more work beside it. Merging shards (`npm run test:merge`)
// replays their results at once, so there it prints each project's files, tests and file time over
// all the shards; each shard's own log has its wall times.

interface ProjectTiming {
  first: number;
  last: number;
  files: number;
  tests: number;
  /** The sum of its files' own durations (collect and run), i.e. the work a single worker would do. */
  busy: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class TimingsReporter implements Reporter {
  // Sampled from before the run's start, so that the first window has a sample at or before it.
  private readonly cpu = sampleCpu();
  private readonly started = Date.now();
  private readonly projects = new Map<string, ProjectTiming>();
  /** Whether this run merges the shards' reports instead of running tests. */
  private merging = false;

  onInit(vitest: Vitest): void {
    // Typed as a string, but unset (undefined) on a run that merges nothing: Vitest itself tests it so.
    this.merging = Boolean(vitest.config.mergeReports);
  }

  private timing(module: TestModule): ProjectTiming {
    const name = module.project.name || '(root)';
    let timing = this.projects.get(name);
    if (timing === undefined) {
      timing = { first: Date.now(), last: Date.now(), files: 0, tests: 0, busy: 0 };
      this.projects.set(name, timing);
    }
    return timing;
  }

  onTestModuleQueued(module: TestModule): void {
    this.timing(module);
  }

  onTestModuleEnd(module: TestModule): void {
    const timing = this.timing(module);
    timing.last = Date.now();
    timing.files += 1;
    timing.tests += [...module.children.allTests()].length;
    timing.busy += module.diagnostic().duration;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>): void {
    const ended = Date.now();
    this.cpu.stop();
    if (this.projects.size === 0) return;
    // CI shows only the tail of the log: name every failed file here, after Vitest's long error
    // dumps, with the first line of each error, so a red run says what broke without the full log.
    const failures = modules.flatMap((module) => failureLines(module));
    const strays = unhandled.map((error) => `- unhandled: ${firstLine(error)}`);
    if (failures.length > 0 || strays.length > 0) {
      process.stdout.write(
        `\nFailed (${failures.length} file or test lines, ${strays.length} unhandled errors)\n${[...failures, ...strays].slice(0, 120).join('\n')}\n`,
      );
    }
    const rows = [...this.projects.entries()].sort(([, a], [, b]) => a.first - b.first);
    const files = rows.reduce((n, [, t]) => n + t.files, 0);
    const tests = rows.reduce((n, [, t]) => n + t.tests, 0);
    if (this.merging) {
      const merged = [
        '',
        'Per Vitest project, over the merged shards (file time: its files’ own durations, summed;',
        'each shard’s log has its wall times)',
        '',
        '| project | files | tests | file time |',
        '| --- | ---: | ---: | ---: |',
        ...rows.map(([name, t]) => `| ${name} | ${t.files} | ${t.tests} | ${seconds(t.busy)} |`),
        `| all | ${files} | ${tests} | ${seconds(rows.reduce((n, [, t]) => n + t.busy, 0))} |`,
        '',
      ];
      process.stdout.write(`${merged.join('\n')}\n`);
      return;
    }
    const busy = (from: number, to: number) => {
      const share = busyBetween(this.cpu.samples, from, to);
      return share === undefined ? '' : `${String(Math.round(share * 100))}%`;
    };
    const lines = [
      '',
      'Time per Vitest project (wall: first file queued to last file done; from: seconds after the run started;',
      'busy: share of the machine’s CPU in use over its wall time, all processes)',
      '',
      '| project | wall | from | files | tests | file time | busy |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        ([name, t]) =>
          `| ${name} | ${seconds(t.last - t.first)} | ${seconds(t.first - this.started)} | ${t.files} | ${t.tests} | ${seconds(t.busy)} | ${busy(t.first, t.last)} |`,
      ),
      `| all | ${seconds(ended - this.started)} | | ${files} | ${tests} | | ${busy(this.started, ended)} |`,
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}

function firstLine(error: SerializedError): string {
  const [line = ''] = `${error.name ?? 'Error'}: ${error.message}`.split('\n');
  return line.slice(0, 200);
}

function failureLines(module: TestModule): string[] {
  if (module.state() !== 'failed') return [];
  const where = `${module.project.name} ${module.relativeModuleId}`;
  const own = module.errors().map((error) => `- ${where}: ${firstLine(error)}`);
  const tests = [...module.children.allTests()]
    .filter((test) => test.result().state === 'failed')
    .map(
      (test) => `- ${where} > ${test.fullName}: ${firstLine(test.result().errors?.[0] ?? { message: '' })}`,
    );
  // A file can fail with no failed test and no error of its own (a hook or teardown outside any test).
  if (own.length === 0 && tests.length === 0) return [`- ${where}: failed without a failed test`];
  return [...own, ...tests];
}
