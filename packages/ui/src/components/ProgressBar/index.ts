export { ProgressBar } from './ProgressBar';
export type { ProgressBarProps } from './ProgressBar';
export { progressBarSizes, progressBarTones, progressFraction } from './variants';
export type { ProgressBarSize, ProgressBarTone } from './variants';
