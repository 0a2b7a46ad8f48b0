export { Tour, defaultTourLabels } from './Tour';
export type { TourLabels, TourProps, TourStep } from './Tour';
