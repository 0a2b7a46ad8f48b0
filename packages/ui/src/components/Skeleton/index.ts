export { Skeleton } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export { skeletonShapes, skeletonSizes } from './variants';
export type { SkeletonShape, SkeletonSize } from './variants';
