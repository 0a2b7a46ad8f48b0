export {
  DecileScale,
  decileShare,
  defaultDecileScaleLabels,
  formatStatValue,
  providerStatLabels,
  statScales,
} from './DecileScale';
export type { DecileScaleLabels, DecileScaleProps, ProviderStatMetric, StatScale } from './DecileScale';
