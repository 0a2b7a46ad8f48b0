export const skeletonShapes = ['text', 'circle', 'rect'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

/** Circle diameter or rectangle height. */
export const skeletonSizes = ['small', 'medium', 'large'] as const;
export type SkeletonSize = (typeof skeletonSizes)[number];
