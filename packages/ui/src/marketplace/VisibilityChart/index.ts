export { VisibilityChart, defaultVisibilityChartLabels } from './VisibilityChart';
export type { VisibilityChartLabels, VisibilityChartProps, VisibilityPoint } from './VisibilityChart';
