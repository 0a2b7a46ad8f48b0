export { EarningsChart, defaultEarningsChartLabels } from './EarningsChart';
export type { EarningsChartLabels, EarningsChartProps, MonthlyEarning } from './EarningsChart';
