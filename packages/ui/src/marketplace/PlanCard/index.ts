export { PlanCard, defaultPlanCardLabels, planCardStates } from './PlanCard';
export type { PlanCardLabels, PlanCardProps, PlanCardState } from './PlanCard';
export {
  acknowledgementRequiredMessage,
  billingPeriods,
  isSamePlan,
  membershipLevels,
  membershipTiers,
  planChangeKind,
  planChangeKinds,
  selectableBillingPeriods,
} from './plans';
export type {
  BillingPeriod,
  MembershipPlan,
  MembershipTier,
  PlanChangeKind,
  PlanSelection,
  ScheduledDowngrade,
  SelectableBillingPeriod,
} from './plans';
