import type { Reporter, TestModule } from 'vitest/node';

// A Vitest reporter that measures what each project costs in one run of the whole suite: the wall
// time from its first file queued to its last file finished, its files and tests, and the time its
// files spent running. `npm test` prints the table after Vitest's own summary, so every run (and CI's
// log) says where the minutes went; the README's table comes from it.

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
  private readonly started = Date.now();
  private readonly projects = new Map<string, ProjectTiming>();

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

  onTestRunEnd(): void {
    if (this.projects.size === 0) return;
    const rows = [...this.projects.entries()].sort(([, a], [, b]) => a.first - b.first);
    const lines = [
      '',
      'Time per Vitest project (wall: first file queued to last file done; from: seconds after the run started)',
      '',
      '| project | wall | from | files | tests | file time |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        ([name, t]) =>
          `| ${name} | ${seconds(t.last - t.first)} | ${seconds(t.first - this.started)} | ${t.files} | ${t.tests} | ${seconds(t.busy)} |`,
      ),
      `| all | ${seconds(Date.now() - this.started)} | | ${rows.reduce((n, [, t]) => n + t.files, 0)} | ${rows.reduce((n, [, t]) => n + t.tests, 0)} | |`,
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
