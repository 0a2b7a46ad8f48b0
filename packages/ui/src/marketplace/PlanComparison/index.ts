export { PlanComparison, defaultPlanComparisonLabels, planCardState } from './PlanComparison';
export type { PlanComparisonLabels, PlanComparisonProps } from './PlanComparison';
