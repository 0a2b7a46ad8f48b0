export { StatCard, statTrendDirections } from './StatCard';
export type { StatCardProps, StatTrend, StatTrendDirection } from './StatCard';
export { formatDay, formatMoney, formatMonth, formatNumber } from './format';
export type { FormatOptions } from './format';
