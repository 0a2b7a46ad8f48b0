export {
  ProviderCard,
  ProviderCardPlaceholder,
  defaultProviderCardLabels,
  formatLocation,
  padToTen,
  providerResultsPageSize,
} from './ProviderCard';
export type {
  AttributeRef,
  ProviderCardLabels,
  ProviderCardProps,
  ProviderCardProvider,
  ProviderCardSample,
  ProviderLocation,
} from './ProviderCard';
