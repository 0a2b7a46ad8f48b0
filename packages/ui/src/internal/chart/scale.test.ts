import { describe, expect, it } from 'vitest';
import { bandAt, bandCenter, labelEvery, niceStep, niceTicks, plotArea, yOf } from './scale';

describe('chart scale', () => {
  it('picks round steps', () => {
    expect(niceStep(0.3)).toBe(0.5);
    expect(niceStep(130)).toBe(200);
    expect(niceStep(240)).toBe(250);
    expect(niceStep(0)).toBe(1);
  });

  it('ticks from zero to a round value at or above the maximum', () => {
    expect(niceTicks(600)).toEqual([0, 200, 400, 600]);
    expect(niceTicks(1240)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });

  it('maps values and bands to pixels and back', () => {
    const area = plotArea(668);
    expect(area.width).toBe(600);
    expect(yOf(0, 100, area)).toBe(area.top + area.height);
    expect(yOf(100, 100, area)).toBe(area.top);
    expect(bandCenter(0, 12, area)).toBe(area.left + 25);
    expect(bandAt(area.left + 75, 12, area)).toBe(1);
    expect(bandAt(-10, 12, area)).toBe(0);
    expect(bandAt(10_000, 12, area)).toBe(11);
  });

  it('thins crowded axis labels', () => {
    expect(labelEvery(12, 600)).toBe(1);
    expect(labelEvery(12, 300)).toBe(2);
  });
});
