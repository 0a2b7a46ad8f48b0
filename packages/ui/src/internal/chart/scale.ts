// Axis arithmetic shared by the charts: round tick values and the mapping from data to pixels.

/** Round axis steps: 1, 2, 2.5 or 5 times a power of ten. */
export function niceStep(roughStep: number): number {
  if (!(roughStep > 0) || !Number.isFinite(roughStep)) return 1;
  const power = 10 ** Math.floor(Math.log10(roughStep));
  const fraction = roughStep / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Ticks from 0 to a round value at or above `max`, about `count` steps apart. */
export function niceTicks(max: number, count = 4): number[] {
  const step = niceStep(max / count);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(Number(value.toPrecision(12)));
  return ticks;
}

/** The drawing area inside the SVG, leaving room for the axis labels. */
export interface PlotArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const chartHeight = 240;
const margin = { top: 12, right: 12, bottom: 28, left: 56 };

export function plotArea(width: number): PlotArea {
  return {
    left: margin.left,
    top: margin.top,
    width: Math.max(0, width - margin.left - margin.right),
    height: chartHeight - margin.top - margin.bottom,
  };
}

/** The y pixel of a value on an axis from 0 to `top`. */
export function yOf(value: number, top: number, area: PlotArea): number {
  const share = top > 0 ? Math.min(1, Math.max(0, value / top)) : 0;
  return area.top + area.height * (1 - share);
}

/** The centre x pixel of the i-th of n equal bands. */
export function bandCenter(index: number, count: number, area: PlotArea): number {
  const band = count > 0 ? area.width / count : area.width;
  return area.left + band * (index + 0.5);
}

/** The band under an x pixel, clamped to the data. */
export function bandAt(x: number, count: number, area: PlotArea): number {
  if (count <= 0) return -1;
  const index = Math.floor(((x - area.left) / area.width) * count);
  return Math.min(count - 1, Math.max(0, index));
}

/** Which x labels to print when they would crowd: every label when there is room, else every other one. */
export function labelEvery(count: number, width: number, minimumGap = 44): number {
  if (count <= 0) return 1;
  return Math.max(1, Math.ceil(minimumGap / (width / count)));
}
