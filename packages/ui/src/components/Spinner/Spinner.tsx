import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './Spinner.css';
import type { SpinnerSize } from './variants';
import { cx } from '../../internal/cx';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** What is happening, announced politely by screen readers. @default 'Loading' */
  label?: string;
  /** Shows the label next to the spinner; otherwise only screen readers get it. @default false */
  showLabel?: boolean;
  /** Diameter. @default 'medium' */
  size?: SpinnerSize;
}

/** An indeterminate busy indicator: a live status region whose label screen readers announce. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label = 'Loading', showLabel = false, size = 'medium', className, ...rest },
  ref,
) {
  return (
    <span ref={ref} role="status" className={cx(styles.root, className)} data-size={size} {...rest}>
      <span className={styles.circle} aria-hidden="true" />
      <span className={styles.label} data-visible={showLabel ? 'true' : 'false'}>
        {label}
      </span>
    </span>
  );
});
