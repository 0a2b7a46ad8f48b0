export { ScriptTimer, formatWordCount } from './ScriptTimer';
export type { ScriptTimerProps } from './ScriptTimer';
export {
  clampPace,
  countWords,
  estimateDuration,
  formatDuration,
  paceLimits,
  scriptRateTiers,
} from './scriptTiming';
export type { ScriptRateTier } from './scriptTiming';
