export { OutcomeBars, defaultOutcomeBarsLabels, outcomeBarTones } from './OutcomeBars';
export type { OutcomeBar, OutcomeBarTone, OutcomeBarsLabels, OutcomeBarsProps } from './OutcomeBars';
