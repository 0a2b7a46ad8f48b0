export {
  Checklist,
  defaultChecklistLabels,
  providerOnboardingFlags,
  providerOnboardingItems,
  providerOnboardingLabels,
} from './Checklist';
export type { ChecklistItem, ChecklistLabels, ChecklistProps, ProviderOnboardingFlag } from './Checklist';
