// How busy the machine's cores were while each project ran. The suite is bound by the CPU, so a
// project's wall time says little by itself: a group that leaves a core idle (one page of a browser
// and one server waiting on each other) can be made shorter by giving it more work, and one that
// keeps both cores busy only by doing less. The timings reporter samples Linux's /proc/stat every
// few seconds and prints, for each project, the share of the machine's CPU time spent busy over its
// wall time (all processes, not only the project's own). Elsewhere the column stays empty.
import { readFileSync } from 'node:fs';

export interface CpuSample {
  /** Date.now() when read. */
  at: number;
  /** Jiffies spent running (user, nice, system, irq, softirq, steal), all cores together. */
  busy: number;
  /** All jiffies, idle and waiting on I/O included. */
  total: number;
}

/** The machine's counters from /proc/stat's first line, or undefined where there is none. */
export function readCpu(at = Date.now()): CpuSample | undefined {
  let line: string | undefined;
  try {
    line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0];
  } catch {
    return undefined;
  }
  return parseCpuLine(line ?? '', at);
}

/** `cpu  user nice system idle iowait irq softirq steal …` into a sample. */
export function parseCpuLine(line: string, at: number): CpuSample | undefined {
  const fields = line.trim().split(/\s+/);
  if (fields[0] !== 'cpu') return undefined;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.slice(1, 9).map(Number);
  const parts = [user, nice, system, idle, iowait, irq, softirq, steal];
  if (parts.some((part) => part === undefined || !Number.isFinite(part))) return undefined;
  const [u = 0, n = 0, s = 0, i = 0, w = 0, q = 0, sq = 0, st = 0] = parts;
  const busy = u + n + s + q + sq + st;
  return { at, busy, total: busy + i + w };
}

/**
 * The share (0 to 1) of the CPU time spent busy between `from` and `to`, from the last sample at or
 * before `from` to the first at or after `to`; undefined without two such samples.
 */
export function busyBetween(samples: readonly CpuSample[], from: number, to: number): number | undefined {
  const start = samples.filter((sample) => sample.at <= from).at(-1);
  const end = samples.find((sample) => sample.at >= to);
  if (start === undefined || end === undefined || end.total <= start.total) return undefined;
  return (end.busy - start.busy) / (end.total - start.total);
}

/** Samples the machine every `everyMs` until stopped; the timer never keeps the process alive. */
export function sampleCpu(everyMs = 5_000): { samples: CpuSample[]; stop: () => void } {
  const samples: CpuSample[] = [];
  const take = () => {
    const sample = readCpu();
    if (sample !== undefined) samples.push(sample);
  };
  take();
  const timer = setInterval(take, everyMs);
  timer.unref();
  return {
    samples,
    stop: () => {
      clearInterval(timer);
      take();
    },
  };
}
