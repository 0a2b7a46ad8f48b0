export {
  ProviderCard,
  ProviderCardPlaceholder,
  defaultProviderCardLabels,
  padToTen,
  providerResultsPageSize,
} from './ProviderCard';
export type {
  AttributeRef,
  ProviderCardLabels,
  ProviderCardProps,
  ProviderCardProvider,
  ProviderCardSample,
} from './ProviderCard';
export { formatLocation, type ProviderLocation } from './location';
