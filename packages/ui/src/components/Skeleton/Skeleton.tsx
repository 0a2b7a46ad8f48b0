import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './Skeleton.css';
import type { SkeletonShape, SkeletonSize } from './variants';
import { cx } from '../../internal/cx';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The placeholder's shape: lines of text, a circle (avatar) or a rectangle (media, card). @default 'text' */
  shape?: SkeletonShape;
  /** Number of text lines (text shape only). @default 1 */
  lines?: number;
  /** Circle diameter or rectangle height. @default 'medium' */
  size?: SkeletonSize;
}

/**
 * A placeholder drawn while content loads. Hidden from assistive technology: announce loading once
 * elsewhere (a Spinner or aria-busy on the region), not once per shape.
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { shape = 'text', lines = 1, size = 'medium', className, ...rest },
  ref,
) {
  const count = shape === 'text' ? Math.max(1, Math.floor(lines)) : 1;
  return (
    <span
      ref={ref}
      aria-hidden="true"
      className={cx(styles.root, className)}
      data-shape={shape}
      data-size={size}
      {...rest}
    >
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.shape} data-part="shape" />
      ))}
    </span>
  );
});
