export const progressBarTones = ['accent', 'success', 'warning', 'danger'] as const;
export type ProgressBarTone = (typeof progressBarTones)[number];

export const progressBarSizes = ['small', 'medium'] as const;
export type ProgressBarSize = (typeof progressBarSizes)[number];

/** A value's position between min and max as a fraction from 0 to 1, clamped. */
export function progressFraction(value: number, min: number, max: number): number {
  if (max <= min) return 0;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}
