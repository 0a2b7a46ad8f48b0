export { OverallEarnings, defaultOverallEarningsLabels } from './OverallEarnings';
export type { OverallEarningStats, OverallEarningsLabels, OverallEarningsProps } from './OverallEarnings';
