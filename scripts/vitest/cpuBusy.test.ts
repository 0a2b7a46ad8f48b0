import { describe, expect, it } from 'vitest';
import { busyBetween, parseCpuLine, readCpu } from './cpuBusy';

describe('the machine busy share of a project', () => {
  it('reads /proc/stat’s first line, idle and I/O wait counted as not busy', () => {
    expect(parseCpuLine('cpu  100 5 45 800 50 0 0 0 0 0', 7)).toEqual({ at: 7, busy: 150, total: 1000 });
    expect(parseCpuLine('intr 1 2 3', 7)).toBeUndefined();
  });

  it('takes the samples around the project’s window', () => {
    const samples = [
      { at: 0, busy: 0, total: 0 },
      { at: 5, busy: 50, total: 100 },
      { at: 10, busy: 150, total: 200 },
      { at: 15, busy: 160, total: 300 },
    ];
    expect(busyBetween(samples, 5, 10)).toBe(1);
    expect(busyBetween(samples, 6, 14)).toBeCloseTo(110 / 200);
    expect(busyBetween(samples, 16, 20)).toBeUndefined();
  });

  it('reads this machine where it has /proc/stat', () => {
    const sample = readCpu();
    if (process.platform === 'linux') expect(sample?.total).toBeGreaterThan(0);
    else expect(sample).toBeUndefined();
  });
});
