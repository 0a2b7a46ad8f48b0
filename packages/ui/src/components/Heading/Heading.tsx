import { createElement, forwardRef, type HTMLAttributes } from 'react';
import * as styles from './Heading.css';
import { defaultHeadingSize, type HeadingLevel, type HeadingSize } from './variants';
import { cx } from '../../internal/cx';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Outline level: 1 renders an h1, 6 an h6. @default 2 */
  level?: HeadingLevel;
  /** Visual size, independent of the level. @default the level's size (1 'xxl', 2 'xl', 3 'lg', 4 'md', 5-6 'sm') */
  size?: HeadingSize;
  /** Keeps the heading on one line with an ellipsis when it does not fit. @default false */
  truncate?: boolean;
}

/** A section heading: the level sets the document outline, the size sets the look. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level = 2, size, truncate = false, className, ...rest },
  ref,
) {
  return createElement(`h${level}`, {
    ref,
    className: cx(styles.root, className),
    'data-size': size ?? defaultHeadingSize[level],
    'data-truncate': truncate ? 'true' : undefined,
    ...rest,
  });
});
