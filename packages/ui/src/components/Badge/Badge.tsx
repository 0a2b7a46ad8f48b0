import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './Badge.css';
import { badgeMax, formatBadgeCount, type BadgeTone } from './variants';
import { cx } from '../../internal/cx';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The number to show. */
  count: number;
  /** Highest count shown as is; above it the badge reads `max+` (spec section 9: 99+). @default 99 */
  max?: number;
  /** Shows the badge at 0 too; otherwise a zero count renders nothing. @default false */
  showZero?: boolean;
  /** What is counted, read after the exact number by screen readers ("5 unread"). @default 'unread' */
  label?: string;
  /** Colour role. @default 'danger' */
  tone?: BadgeTone;
}

/** A small count, capped at 99+, that screen readers hear in full ("150 unread"). */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { count, max = badgeMax, showZero = false, label = 'unread', tone = 'danger', className, ...rest },
  ref,
) {
  if (count <= 0 && !showZero) return null;
  return (
    <span
      ref={ref}
      className={cx(styles.root, className)}
      data-tone={tone}
      data-state={count > max ? 'capped' : 'exact'}
      {...rest}
    >
      <span aria-hidden="true">{formatBadgeCount(count, max)}</span>
      <span className={styles.visuallyHidden}>{`${count} ${label}`}</span>
    </span>
  );
});
