export { StatCard, statTrendDirections } from './StatCard';
export type { StatCardProps, StatTrend, StatTrendDirection } from './StatCard';
export { formatDay, formatMoney, formatMonth, formatNumber } from '../../internal/format';
export type { FormatOptions } from '../../internal/format';
